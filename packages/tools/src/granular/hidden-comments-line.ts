/**
 * The line a read tool adds when it left the user's private comments out of what it shows.
 * Spec: review 4 P27 (private comments in the user's notes); docs/tools.md, Granular profile.
 */

/**
 * `text` and, when `lines` > 0, a last line saying how many lines of `what` held a comment, e.g.
 * `(2 lines of the notes held the user's private comments, %% … %% or <!-- -->: left out)`.
 * @param text the formatted read result.
 * @param lines lines that held (part of) a comment (core `hideComments`), 0 for none.
 * @param what the note named in the line: `the notes`, `the meeting note`.
 */
export function withHiddenComments(text: string, lines: number, what: string): string {
  if (lines === 0) return text;
  return `${text}\n(${lines} line${lines === 1 ? '' : 's'} of ${what} held the user's private comments, %% … %% or <!-- -->: left out)`;
}
