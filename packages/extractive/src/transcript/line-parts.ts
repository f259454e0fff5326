/**
 * A sentence end to cut a long line at: a full stop, question or exclamation mark (closing quotes or brackets after it)
 * after a lowercase word of at least four letters (no abbreviation: "Mr.", "Dr.", "etc.", "e.g." are never cut after),
 * then white space and a sentence of at least four words opening on a capital letter (opening quotes or brackets
 * before it: a short one, "Okay.", is joined to the next by the sentence splitter at the start of a text). The cut
 * falls before the white space.
 */
const SENTENCE_END = /\p{Ll}{4}[.!?]+["'”’)\]]*(?=\s+["'“‘([]?\p{Lu}[^\s.!?]*(?:\s+[^\s.!?]+){3})/gu;
/** Any sentence end followed by white space: the second choice, for a line whose sentences never fit the first. */
const ANY_END = /[.!?]+["'”’)\]]*(?=\s)/g;
/** White space: the last resort (a line without punctuation: an unpunctuated recogniser's monologue). */
const SPACE = /(?=\s)/g;

/**
 * The text of one long transcript line (an unbroken monologue export) in parts of at least `partChars` characters
 * each (the last may be shorter), each cut at the first sentence end ({@link SENTENCE_END}) at or after `partChars`
 * characters into it, else at the first other sentence end, else at white space; a text with none of these is one
 * part. Each part is trimmed; the parts joined with single spaces hold the same words in the same order. Lets the
 * offline engine work through such a line a batch at a time, giving its host a turn (and a stop a chance) in
 * between (issue 13; L546).
 *
 * Spec: issue 13 (offline engine linear in time); review2 N13 (a stop honoured while the engine works).
 *
 * @param text - the line's spoken text
 * @param partChars - the least length of a part, in UTF-16 code units (> 0)
 * @returns the parts in order, none empty; `[text]` when it is no longer than `2 × partChars` or has no place to cut
 */
export function lineParts(text: string, partChars: number): string[] {
  if (text.length <= 2 * partChars) return [text];
  const parts: string[] = [];
  // A kind of cut not found past one place is not found past a later one: not looked for again (linear time).
  const found = [SENTENCE_END, ANY_END, SPACE];
  let start = 0;
  while (text.length - start > 2 * partChars) {
    const from = start + partChars;
    let cut: number | null = null;
    while (cut === null && found.length > 0) {
      cut = cutAt(found[0]!, text, from);
      if (cut === null) found.shift();
    }
    if (cut === null) break;
    const part = text.slice(start, cut).trim();
    if (part !== '') parts.push(part);
    // The next part starts past the white space the cut fell before.
    const next = /\S/g;
    next.lastIndex = cut;
    start = next.exec(text)?.index ?? text.length;
  }
  const rest = text.slice(start).trim();
  if (rest !== '') parts.push(rest);
  return parts;
}

/** The end of the first match of the global `pattern` in `text` at or after `from`, or `null`. */
function cutAt(pattern: RegExp, text: string, from: number): number | null {
  pattern.lastIndex = from;
  const match = pattern.exec(text);
  return match ? match.index + match[0].length : null;
}
