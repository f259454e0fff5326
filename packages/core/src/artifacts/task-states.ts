import { mapLinesOutsideFences } from '../text/map-lines-outside-fences.js';
import { itemWords } from './dedupe-summary-items.js';

/**
 * A task list item's start up to its checkbox, as Obsidian reads one: optional quote / callout
 * markers (`> `), indentation, a bullet (`-`, `*`, `+`) or number (`1.`, `1)`), then `[c]` with one
 * character `c` (`' '` open; `x`, `X` done; any other one a custom state such as `/` or `-`)
 * followed by white space or the line's end. Groups: 1 the start through `[`, 2 the state
 * character, 3 the rest of the line.
 */
const TASK_LINE = /^((?:[ \t]*>)*[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+\[)([^\]\r\n])\]((?:[ \t].*)?)$/;

/**
 * Calls `visit` for every task item line of `body` outside fenced code, with the parts of
 * {@link TASK_LINE}; returns the lines (split on `\n`, a `\r` staying at the line's end) with
 * what `visit` gave in place of each task line (`undefined`: unchanged).
 */
function mapTaskLines(
  body: string,
  visit: (start: string, state: string, rest: string) => string | undefined,
): string[] {
  return mapLinesOutsideFences(
    body,
    (line) => {
      const cr = line.endsWith('\r') ? '\r' : '';
      const task = TASK_LINE.exec(cr ? line.slice(0, -1) : line);
      if (!task) return line;
      const changed = visit(task[1] ?? '', task[2] ?? ' ', task[3] ?? '');
      return changed === undefined ? line : `${changed}${cr}`;
    },
    { quoted: true },
  );
}

/**
 * `body` with every task checkbox open (`- [x] Send the minutes` → `- [ ] Send the minutes`; any
 * state character, in lists at any depth and in quotes/callouts, not inside fenced code): what the
 * summary's `content_hash` is taken over, so ticking or unticking a next step in Obsidian is not a
 * hand edit (docs/summary-hash.md, Task states). Lengths other than the state characters, line
 * endings and every other byte stay.
 *
 * @param body Markdown text (`\n` or `\r\n` line ends).
 * @returns the same text with each task's state character a space (the same string when none was ticked).
 * Spec: issue 9, H14; docs/summary-hash.md, Task states (leftovers L110).
 */
export function withTasksOpen(body: string): string {
  if (!body.includes('[')) return body;
  return mapTaskLines(body, (start, state, rest) => (state === ' ' ? undefined : `${start} ]${rest}`)).join(
    '\n',
  );
}

/**
 * Carries the ticks of the summary being replaced into the new one: each open task item of `fresh`
 * (`- [ ] …`) whose words are those of a ticked task item of `previous` (`- [x] …`, or another
 * state character, which is kept as it was) gets that state. Words as the repeated-items rule reads
 * them ({@link itemWords}: citations such as `(L12)`, Markdown, link syntax, case and punctuation do
 * not count), so a next step a re-run states again, with other line citations, stays done; one it
 * words differently, or drops, is not carried. Items ticked in `fresh` already stay ticked; nothing
 * else changes.
 *
 * @param fresh the new summary body (Markdown, `\n` or `\r\n`).
 * @param previous the body of the summary being replaced.
 * @returns `fresh` with the carried states (the same string when none applies).
 * Spec: issue 9, H14; docs/summary-hash.md, Task states (leftovers L110).
 */
export function carryTaskStates(fresh: string, previous: string): string {
  const done = new Map<string, string>();
  mapTaskLines(previous, (_start, state, rest) => {
    const words = itemWords(rest);
    if (state !== ' ' && words !== '' && !done.has(words)) done.set(words, state);
    return undefined;
  });
  if (done.size === 0) return fresh;
  let changed = false;
  const lines = mapTaskLines(fresh, (start, state, rest) => {
    const carried = state === ' ' ? done.get(itemWords(rest)) : undefined;
    if (carried === undefined) return undefined;
    changed = true;
    return `${start}${carried}]${rest}`;
  });
  return changed ? lines.join('\n') : fresh;
}
