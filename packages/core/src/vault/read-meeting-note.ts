import { withNotePath } from '../errors/index.js';
import { type ParsedNote, parseNote } from '../notes/index.js';
import { meetingBlockData } from './meeting-block-cache.js';
import { type MeetingText, readMeetingText } from './read-meeting-text.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * A meeting note read and its frontmatter parsed, its links not resolved.
 * Spec: docs/vault-format.md, Meeting note.
 */
export interface MeetingNote extends MeetingText {
  /** The parsed note (`parseNote`): frontmatter data and block, body. */
  note: ParsedNote;
}

/**
 * Reads a meeting note (again on every call) after the same path checks as `readMeeting` and parses
 * its frontmatter, without resolving its links: the checks that tell whether the note can be used
 * at all (it exists, is UTF-8 text, its frontmatter parses), and what a caller needing only its
 * frontmatter values (`projects`) reads. `readMeeting` resolves the links on top of it.
 * @param meetingPath the meeting note's vault path.
 * @throws NotFoundError('file') when the note does not exist; PathSafetyError when the path is
 *   refused; NotTextError when the file is not UTF-8 text; FrontmatterError (naming the note's path)
 *   when its frontmatter cannot be parsed (e.g. `---js`).
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md, Vault model; issue #13 (start-up:
 *   a tool session checks the note with this, not with the link resolution of `readMeeting`).
 */
export async function readMeetingNote(vault: Vault, meetingPath: VaultPath): Promise<MeetingNote> {
  const { path, text } = await readMeetingText(vault, meetingPath);
  return { path, text, note: parsedMeetingNote(vault.root, path, text) };
}

/** Texts longer than this (characters) are not kept with their parse (as `readTextSettled` keeps none). */
const MAX_TEXT_CHARS = 1_000_000;
/** At most this many notes, and this many characters of their texts in all, are kept (least recently used go first). */
const MAX_ENTRIES = 16;
const MAX_TOTAL_CHARS = 8_000_000;
const parsed = new Map<string, { text: string; note: ParsedNote }>();
let totalChars = 0;

function forget(key: string): void {
  const old = parsed.get(key);
  if (old === undefined) return;
  parsed.delete(key);
  totalChars -= old.text.length;
}

/**
 * `parseNote(text)` for the meeting note at `key` (vault root and path), parsed once per text: a
 * served `ma search` read the same note three times per search (the session's check, the bound
 * projects, the scoped summaries' date; docs/scale.md, sessions 37 and 39) and parsed it each time.
 * The kept parse is used only when the text read now is the text it was parsed from (`===`: the
 * same string when `readTextSettled` kept it, else compared in full — still far cheaper than YAML),
 * so an edit is always parsed afresh, whatever the stat says. Each caller gets its own copy of the
 * frontmatter data (`parseNote` shares no objects between results, B03): a caller may change it.
 * A text that does not parse is never kept: it throws the same error every time (B04).
 * A one-shot process also keeps the data of the note's block in the index database
 * (`meetingBlockData`), used only for the same block text.
 */
function parsedMeetingNote(root: string, path: VaultPath, text: string): ParsedNote {
  const key = `${root}\0${path}`;
  const kept = parsed.get(key);
  if (kept !== undefined && kept.text === text) {
    // Most recently used last, so the first key is the one to drop.
    parsed.delete(key);
    parsed.set(key, kept);
    return copyOf(kept.note);
  }
  // A one-shot process finds the block's data in the index database (session 41: the first parse
  // runs the yaml package's code cold).
  const note = withNotePath(path, () => parseNote(text, meetingBlockData(root, path)));
  forget(key);
  if (text.length <= MAX_TEXT_CHARS) {
    parsed.set(key, { text, note: copyOf(note) });
    totalChars += text.length;
    while (parsed.size > MAX_ENTRIES || totalChars > MAX_TOTAL_CHARS)
      forget(parsed.keys().next().value as string);
  }
  return note;
}

/** A parse whose objects are shared with no other: strings are immutable, the data is cloned (aliases, `__proto__` keys and NaN kept). */
function copyOf(note: ParsedNote): ParsedNote {
  const fm = note.frontmatter;
  return { ...note, frontmatter: fm === null ? null : { ...fm, data: structuredClone(fm.data) } };
}
