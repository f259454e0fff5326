/** A fenced code block's mark at a line's start (three or more backticks or tildes, up to 3 spaces in). */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The same, also inside quotes and callouts (`> ```` `). */
const QUOTED_FENCE = /^(?:[ \t]*>)*[ \t]{0,3}(`{3,}|~{3,})/;

/**
 * `text` split on `\n` with `map` applied to every line outside fenced code blocks (a fence opens at
 * a line starting with three or more backticks or tildes and closes at a line starting with at
 * least as many of the same character); the fence lines and the lines inside stay as they are.
 * A `\r` before a `\n` stays at its line's end (handed to `map`).
 *
 * @param opts.quoted also take a fence inside quotes/callouts (`> ````), as Obsidian shows one.
 * @returns the lines, to be joined with `\n`.
 * Spec: docs/summary-hash.md, Task states; review8 U2.
 */
export function mapLinesOutsideFences(
  text: string,
  map: (line: string) => string,
  opts: { quoted?: boolean } = {},
): string[] {
  const pattern = opts.quoted ? QUOTED_FENCE : FENCE;
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const mark = pattern.exec(line)?.[1];
    if (fence !== null) {
      if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = null;
      return line;
    }
    if (mark) {
      fence = mark;
      return line;
    }
    return map(line);
  });
}
