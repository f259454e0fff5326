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
 * A word of a Tasks plugin recurrence rule (review s38 V51), any case: the rrule grammar the plugin
 * reads (`every 2 weeks on Monday, Friday`, `every month on the last Friday`, `every January on the
 * 15th`, `every weekday`, `for 3 times`, `until 2027-01-01`) and its `when done`. Only these, so text
 * written after the rule (`🔁 every week call Bob`) stays the step's words.
 */
const RECURRENCE_WORD = `(?:\\d{4}-\\d{2}-\\d{2}|\\d+(?:st|nd|rd|th)?|${[
  'every|other|days?|weekdays?|weeks?|hours?|minutes?|months?|years?|on|at|in|of|the|and|or',
  'first|second|third|last|for|times?|until|when|done',
  'mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?',
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?',
  'oct(?:ober)?|nov(?:ember)?|dec(?:ember)?',
]
  .join('|')
  .replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)})(?![a-zA-Z0-9])`;

/**
 * The fields a task plugin adds to a task item's line, each with the white space before it: the
 * Obsidian Tasks plugin's done ✅, created ➕, scheduled ⏳ ⌛, start 🛫, due 📅 📆 🗓 and cancelled ❌ dates
 * (`✅ 2026-12-01`, emoji with or without its variation selector), its priorities ⏫ 🔼 🔽 🔺 ⏬ (newcomer
 * session 35 F10), recurrence `🔁 every week`, on completion `🏁 delete`, id `🆔 dcf64c` and depends on
 * `⛔ dcf64c,0h17ye` (review session 36 V20: every field of the plugin's emoji format), and the Dataview
 * form `[completion:: 2026-12-01]` (also `created`, `scheduled`, `start`, `due`, `priority`, `cancelled`,
 * `repeat`, `onCompletion`, `id`, `dependsOn`). The user's (their plugin's) bookkeeping, not the step's
 * words (newcomer review F1).
 */
const TASK_FIELDS = new RegExp(
  `[ \\t]*(?:${[
    // Dates: done ✅, created ➕, scheduled ⏳ ⌛, start 🛫, due 📅 📆 🗓, cancelled ❌.
    '(?:\\u2705|\\u2795|\\u23f3|\\u231b|\\u{1f6eb}|\\u{1f4c5}|\\u{1f4c6}|\\u{1f5d3}|\\u274c)\\ufe0f?[ \\t]*\\d{4}-\\d{2}-\\d{2}',
    // Priorities ⏫ ⏬ 🔺 🔼 🔽.
    '(?:\\u23eb|\\u23ec|\\u{1f53a}|\\u{1f53c}|\\u{1f53d})\\ufe0f?(?=[ \\t]|$)',
    // Recurrence `🔁 every week on Tuesday`, on completion `🏁 delete`, id `🆔 dcf64c`, depends on `⛔ a1,b2`.
    `\\u{1f501}\\ufe0f?[ \\t]*${RECURRENCE_WORD}(?:(?:[ \\t]*,[ \\t]*|[ \\t]+)${RECURRENCE_WORD})*(?![a-zA-Z0-9])`,
    '\\u{1f3c1}\\ufe0f?[ \\t]*[a-zA-Z]+',
    '\\u{1f194}\\ufe0f?[ \\t]*[a-zA-Z0-9_-]+',
    '\\u26d4\\ufe0f?[ \\t]*[a-zA-Z0-9_-]+(?:[ \\t]*,[ \\t]*[a-zA-Z0-9_-]+)*',
    // Dataview's inline fields for the same.
    '\\[(?:completion|created|scheduled|start|due|priority|cancelled|repeat|onCompletion|id|dependsOn)::[^\\]\\r\\n]*\\]',
  ].join('|')})`,
  'gu',
);

/** A due date the offline engine computes into a step (`(due 2026-03-13)`), which a corrected meeting date changes (F15). */
const COMPUTED_DUE = /\(due [^)\r\n]*\)/gi;

/** A task item's words for matching across runs: {@link itemWords} without task fields or a computed due date. */
function stepKey(rest: string): string {
  return itemWords(rest.replace(TASK_FIELDS, '').replace(COMPUTED_DUE, ''));
}

/** The task-plugin fields of a task item's rest of line, as written (each with its leading white space). */
function taskFields(rest: string): string[] {
  return rest.match(TASK_FIELDS) ?? [];
}

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
 * hand edit (docs/summary-hash.md, Task states); the fields a task plugin adds to an item (Tasks'
 * `✅ 2026-12-01`, ➕ ⏳ 🛫 📅, Dataview `[completion:: …]`; newcomer review F1) are left out for the
 * same reason. Line endings and every other byte stay.
 *
 * @param body Markdown text (`\n` or `\r\n` line ends).
 * @returns the same text with each task's state character a space (the same string when none was ticked).
 * Spec: issue 9, H14; docs/summary-hash.md, Task states (leftovers L110).
 */
export function withTasksOpen(body: string): string {
  if (!body.includes('[')) return body;
  return mapTaskLines(body, (start, state, rest) => {
    const bare = rest.replace(TASK_FIELDS, '');
    return state === ' ' && bare === rest ? undefined : `${start} ]${bare}`;
  }).join('\n');
}

/**
 * Carries the ticks of the summary being replaced into the new one: each open task item of `fresh`
 * (`- [ ] …`) whose words are those of a ticked task item of `previous` (`- [x] …`, or another
 * state character, which is kept as it was) gets that state. Words as the repeated-items rule reads
 * them ({@link itemWords}: citations such as `(L12)`, Markdown, link syntax, case and punctuation do
 * not count; nor do a computed `(due …)` date — a corrected meeting date moves it, F15 — and the fields
 * a task plugin added, which are carried with the tick: Tasks' `✅ 2026-12-01`, Dataview
 * `[completion:: …]`, F1), so a next step a re-run states again, with other line citations, stays done; one it
 * words differently, or drops, is not carried. The fields of an OPEN item are carried the same way (a due
 * date `📅 2026-03-20` or `[due:: …]`, a priority ⏫ the user gave a step they have not done yet: newcomer
 * session 35 F10). Items ticked in `fresh` already keep their state; nothing else changes.
 *
 * @param fresh the new summary body (Markdown, `\n` or `\r\n`).
 * @param previous the body of the summary being replaced.
 * @returns `fresh` with the carried states (the same string when none applies).
 * Spec: issue 9, H14; docs/summary-hash.md, Task states (leftovers L110).
 */
export function carryTaskStates(fresh: string, previous: string): string {
  const done = new Map<string, { state: string; fields: string[] }>();
  mapTaskLines(previous, (_start, state, rest) => {
    const words = stepKey(rest);
    const fields = taskFields(rest);
    // F10 (newcomer session 35): an open step the user scheduled (📅, [due:: …], ⏫) is carried too.
    if ((state !== ' ' || fields.length > 0) && words !== '' && !done.has(words))
      done.set(words, { state, fields });
    return undefined;
  });
  if (done.size === 0) return fresh;
  let changed = false;
  const lines = mapTaskLines(fresh, (start, state, rest) => {
    const carried = done.get(stepKey(rest));
    if (carried === undefined) return undefined;
    // F1: the Tasks plugin's ✅ date (and the other fields the user's plugin added) go with the tick.
    const have = new Set(taskFields(rest).map((f) => f.trim()));
    const added = carried.fields.filter((f) => !have.has(f.trim())).join('');
    // An item the new run ticked itself keeps its own state.
    const next = state === ' ' ? carried.state : state;
    if (next === state && added === '') return undefined;
    changed = true;
    return `${start}${next}]${added === '' ? rest : `${rest.replace(/[ \t]+$/, '')}${added}`}`;
  });
  return changed ? lines.join('\n') : fresh;
}
