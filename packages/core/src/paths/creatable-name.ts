import { lookalikeInvisible } from '../text/invisible-characters.js';

/**
 * Characters a name the product CREATES may not hold: Obsidian's link syntax (`[` `]` start and
 * end a link, `#` a heading, `^` a block reference, `|` an alias — a link to such a note cannot be
 * written) and the rest of what Windows refuses in a name (`: * " < > ?`). Separators and control
 * characters are refused earlier by `checkRelativePath`.
 */
const UNCREATABLE = /[[\]#^|:*"<>?]/u;

/** What each refused character breaks, for the message. */
const WHY: Record<string, string> = {
  '#': 'Obsidian reads it as a heading link',
  '^': 'Obsidian reads it as a block reference',
  '|': 'Obsidian reads it as a link alias',
  '[': 'Obsidian reads it as link brackets',
  ']': 'Obsidian reads it as link brackets',
};

/**
 * Why `segment` (one file or folder name) cannot be created in a vault, or null when it can:
 * it holds a character of `[ ] # ^ |` (Obsidian links cannot name it) or `: * " < > ?` (Windows
 * refuses it), or it ends with a dot or a space (Windows strips them, so the note would not be
 * found again under its name), or the part before its extension does (`trail .md`, `x..md`: the note's
 * name in Obsidian ends with it; newcomer N11), or it starts with a space (shown and linked like the name without it: fixesB L121), or it holds an invisible character that makes it look like another name
 * (`lookalikeInvisible`: Default_Ignorable_Code_Point, review6 S4). Only names about to be created are checked: an existing file
 * with such a name stays readable and writable.
 * @returns a clause such as `the name has "#" (Obsidian reads it as a heading link)`, or null.
 * Spec: docs/contracts.md, Names and links; newcomer review R13; review6 S4.
 */
export function uncreatableNameProblem(segment: string): string | null {
  const bad = UNCREATABLE.exec(segment)?.[0];
  if (bad !== undefined)
    return `the name has ${JSON.stringify(bad)} (${WHY[bad] ?? 'Windows does not allow it in a name'})`;
  const invisible = lookalikeInvisible(segment);
  if (invisible !== null)
    return `the name has an invisible character (${invisible}): it would look like another name (review6 S4)`;
  if (/[.\s]$/u.test(segment))
    return 'the name ends with a dot or a space (Windows drops them, so the file could not be found again)';
  // N11: `trail .md`, `x..md`: the name Obsidian shows and links (the part before the extension)
  // ends with a space or a dot, which `[[trail ]]` does not reliably reach and Windows tools trim.
  const dot = segment.lastIndexOf('.');
  const stem = dot > 0 ? segment.slice(0, dot) : '';
  if (/[.\s]$/u.test(stem))
    return `the name ends with ${/\s$/u.test(stem) ? 'a space' : 'a dot'} before its extension (${JSON.stringify(stem)} is the note's name in Obsidian; links to it do not reliably reach it)`;
  // fixesB L121: `" decisions.md"` is shown as `decisions.md` and typed without the space: a twin of it.
  if (/^\s/u.test(segment))
    return 'the name starts with a space (it is shown and linked like the name without it: a twin of that name)';
  return null;
}
