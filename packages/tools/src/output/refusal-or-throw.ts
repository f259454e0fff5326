/**
 * The ONE place where errors become refusals. Core's typed errors are recognised
 * with their static `isInstance` (marker check, never message matching) and turned
 * into `refused: <what>; <what is allowed>`; anything else is rethrown unchanged
 * (a bug or an I/O failure that the host must see).
 * Spec: docs/tools.md, Rules shared by all tools; docs/style.md, Our conventions 7–8.
 */
import {
  AmbiguousError,
  ConcurrentEditError,
  FrontmatterError,
  type ListProblem,
  LockedError,
  NotFoundError,
  NotTextError,
  PathSafetyError,
  ProtectedFileError,
  type ProtectedFileReason,
  SearchError,
  WriteModeError,
} from '@ma/core';
import { quotedArg, refusalText, ToolRefusal } from './refusal.js';
import { searchErrorText } from './search-error-text.js';

/**
 * `PathSafetyError.argument`s that name a file or folder of the vault's setup (configuration or the
 * product's own notes), never an argument a tool call passes, with the setting that places them.
 * `folder` is a configured folder walked whole (the summaries folder: core `pastSummaries`).
 */
const SETUP_ARGUMENTS: Readonly<Record<string, string>> = {
  glossary: 'files.glossary',
  dictation: 'files.dictation',
  context: 'folders.context',
  identities: 'folders.identities',
  identity: 'folders.identities',
  folder: 'folders.summaries or folders.projects',
  'summaries folder': 'folders.summaries',
};

/**
 * The setting that places a refused setup path, or null when `argument` is (or may be) one the call
 * passed: `files.glossary` for `glossary`, the key itself for `folders.*`/`files.*` (review13 Z3).
 */
function setupSetting(argument: string): string | null {
  if (/^(?:folders|files)\./.test(argument)) return argument;
  return Object.hasOwn(SETUP_ARGUMENTS, argument) ? (SETUP_ARGUMENTS[argument] as string) : null;
}

/**
 * The hint of a `not-a-list` refusal, by why the key cannot be edited as a list (L65): a list shared
 * through a YAML anchor is a list, so "write it as a list" would not help there.
 */
const LIST_HINTS: Readonly<Record<ListProblem, string>> = {
  'shared-anchor':
    'leave it unchanged and tell the user: other keys reuse this list through its YAML anchor; to edit it alone, they write its items out as its own list (without the &anchor), or edit the shared list by hand',
  alias:
    "leave it unchanged and tell the user: this key reuses another key's list (a YAML alias); they edit that list where its &anchor is, or write this key's items out as its own list",
  'merge-key':
    "leave it unchanged and tell the user: this key comes only from a YAML merge key (<<: *anchor), which Meeting Assistant does not read; they write its items out as the note's own list by hand",
  'no-list':
    'leave it unchanged and tell the user: a list property is written "key:" then one "- item" line per item',
};

const WRITE_MODES = 'use one mode: none (append), replace_file: true, from+to (replace lines), or insert: n';

/**
 * The one wording of a write range outside a file of `lines` lines, in every tool that writes
 * lines (`line range outside the file (it has 603 lines)`). Spec: docs/tools.md, Write modes; review R13.
 */
export function lineRangeOutsideText(lines: number): string {
  return `line range outside the file (it has ${lines} line${lines === 1 ? '' : 's'})`;
}

/** What the model may do about each kind of {@link ProtectedFileError} (review7 T6; newcomer session 33 N6). */
const PROTECTED_FIX: Record<ProtectedFileReason, string> = {
  'read-only': 'the user locked this file against edits; leave it unchanged or ask the user to unlock it',
  'hard-linked': 'the user shares this file under other names; leave it unchanged or ask the user to edit it',
  'folder-not-writable':
    'the user (or the system) does not let this program write in that folder; no argument can fix this: leave it unchanged and tell the user',
  'read-only-file-system':
    'the vault is on a read-only file system; no argument can fix this: leave it unchanged and tell the user',
  'vault-read-only':
    'the whole vault is read-only; no argument can fix this: write nothing more and tell the user',
  'vault-not-writable':
    'this user may not write in the vault; no argument can fix this: write nothing more and tell the user',
  'not-on-this-device':
    'the file is in iCloud, not on this device; no argument can fix this: leave it unchanged and tell the user to download it',
};

/**
 * Maps a caught error to refusal text, or rethrows it.
 * - `ToolRefusal` (tools' own rules) → its text;
 * - `PathSafetyError` → the checked argument and why; allowed: plain relative paths (a name
 *   longer than 255 bytes: a shorter name; a new name Obsidian links or Windows cannot hold: another name);
 * - `WriteModeError` → which combination is wrong, a reversed range in the arguments' names
 *   (`from (5) is after to (2); nothing was written`), or the file's line count for out-of-range
 *   (an empty or missing file: that from/to name no line, append or `insert: 1`; reviewA R13);
 * - `NotFoundError`, `AmbiguousError`, `FrontmatterError`, `LockedError` → what and a next step
 *   (a list edit on a key holding a mapping or an alias, `not-a-list`: which key, what it holds; Y1);
 * - `ProtectedFileError` → the file is read-only or hard-linked, or its folder (file system) may not
 *   be written by this user; nothing was written (review7 T6; newcomer session 33 N6);
 * - `ConcurrentEditError` → the file kept changing under the edit; nothing was written;
 * - `NotTextError` → the file is not UTF-8 text (binary, UTF-16, Latin-1), so it is left as it is; a file
 *   whose bytes are a recording, PDF, picture… (`media`) gets its kind's advice (leftovers s33);
 * - `SearchError` → one line without ripgrep's flag advice ({@link searchErrorText}).
 * @param kind `read` for a tool that only reads (`ToolDefinition.readOnly`): its refusals say
 *   nothing of writing or changing (`nothing was read`, `skip this file`; L67); default `write`.
 * @returns the refusal line (starts with `refused:`).
 * @throws the original error when it is none of the above (including `ConfigError`,
 *   which is a setup problem the model cannot fix).
 */
export function refusalOrThrow(error: unknown, kind: 'read' | 'write' = 'write'): string {
  if (ToolRefusal.isInstance(error)) return error.message;
  // L67: what a refused call did not do, in the words of its kind (a read never writes).
  const nothing = kind === 'read' ? 'nothing was read' : 'nothing was written';
  const nothingAtAll = kind === 'read' ? 'nothing was read' : 'nothing was read or written';
  if (PathSafetyError.isInstance(error)) {
    if (error.reason === 'name-too-long') {
      return refusalText(
        `${error.message}; ${nothing}`,
        'use a shorter file or folder name (at most 255 bytes of UTF-8 each: about 80 CJK characters)',
      );
    }
    if (error.reason === 'unsafe-name') {
      return refusalText(
        `${error.message}; nothing was written`,
        'choose a name without [ ] # ^ | : * " < > ? and without a trailing dot or space',
      );
    }
    // U1: the vault's trash folder is no real folder: the vault's setup, not the path given.
    if (error.argument === 'folders.trash')
      return refusalText(
        error.message,
        kind === 'read'
          ? 'no path argument can fix this: tell the user'
          : 'no path argument can fix this: tell the user; the file is unchanged',
      );
    // Z3: a configured file or folder (the glossary, the context note, the summaries folder …) that is
    // a symlink out of the vault, hidden or not a file: no argument of the call can fix it.
    const setting = setupSetting(error.argument);
    // L62: a configured path of the wrong kind (a folder where the glossary is configured, a file where
    // the identities folder is) met by a tool: the vault-open check's fix (rename/move or re-point the
    // setting), never a link the vault does not hold.
    if (setting !== null && (error.reason === 'not-a-file' || error.reason === 'not-a-folder')) {
      const needed = error.reason === 'not-a-file' ? 'file' : 'folder';
      return refusalText(
        `${error.message}; this is the vault's setup (${setting} in meeting-assistant.json needs a ${needed} there), not an argument of this call; ${nothingAtAll}`,
        `no argument can fix this: tell the user (rename or move ${error.value}, or set ${setting} in meeting-assistant.json to another ${needed}; \`ma doctor\` names it)`,
      );
    }
    if (setting !== null)
      return refusalText(
        `${error.message}; this is the vault's setup (${setting} in meeting-assistant.json), not an argument of this call; ${nothingAtAll}`,
        'no argument can fix this: tell the user (put the real file or folder in place of the link, or point the setting at one inside the vault)',
      );
    return refusalText(
      error.message,
      'use a plain relative path with "/" inside the allowed folder (no "..", absolute, drive, control characters, symlinks out, .trash or hidden names such as .git and .obsidian)',
    );
  }
  if (WriteModeError.isInstance(error)) {
    if (error.reason === 'ambiguous') {
      return refusalText(
        'ambiguous write mode (replace_file with from/to/insert, or insert with from/to)',
        WRITE_MODES,
      );
    }
    if (error.reason === 'incomplete-range') {
      return refusalText('from and to must be given together', WRITE_MODES);
    }
    if (error.reason === 'reversed') {
      // The message names the tool's arguments (`from (5) is after to (2)`; issue V3).
      return refusalText(
        `${error.message}; nothing was written`,
        'give from <= to (1-based, inclusive: from 3, to 3 replaces line 3)',
      );
    }
    if (error.lineCount === undefined) {
      return refusalText(`${error.message}; nothing was written`, 'lines are 1-based: 1 is the first line');
    }
    const n = error.lineCount;
    // reviewA R13: an empty or not yet created file has no line a range can name (never "within 1–0").
    if (n === 0) {
      return refusalText(
        `${lineRangeOutsideText(0)}: it is empty or not created yet, so from/to name no line`,
        'append (no from/to/insert) or insert: 1 writes its first lines',
      );
    }
    return refusalText(lineRangeOutsideText(n), `from/to must lie within 1–${n}; insert within 1–${n + 1}`);
  }
  if (NotFoundError.isInstance(error)) {
    return refusalText(
      `${error.noun} not found: ${quotedArg(error.what)}`,
      'check the name with a list_* tool',
    );
  }
  if (AmbiguousError.isInstance(error)) {
    return refusalText(`"${error.what}" is ambiguous`, `candidates: ${error.candidates.join(', ')}`);
  }
  // V223: two keys differing only by case (`Status:` and `status:`), read or edited: both named.
  if (FrontmatterError.isInstance(error) && error.reason === 'ambiguous-key') {
    return refusalText(`${error.message}; nothing changed`, 'ask the user to keep one of the two properties');
  }
  if (FrontmatterError.isInstance(error) && kind === 'read') {
    return refusalText(
      `${error.path ?? 'the note'} has frontmatter that cannot be read (${error.reason})`,
      'skip this note or ask the user to fix its frontmatter',
    );
  }
  if (FrontmatterError.isInstance(error)) {
    // Y1: an attendee or project edit on a key that holds a mapping or an alias.
    if (error.reason === 'not-a-list')
      return refusalText(`${error.message}; nothing changed`, LIST_HINTS[error.listProblem ?? 'no-list']);
    return refusalText(
      `${error.path ?? 'the note'} has frontmatter that cannot be edited (${error.reason})`,
      'leave this note unchanged or ask the user to fix it',
    );
  }
  if (ConcurrentEditError.isInstance(error)) {
    return refusalText(error.message, 'another program keeps saving this file; try again in a moment');
  }
  if (NotTextError.isInstance(error)) {
    // A `.md` whose bytes are a recording, PDF, picture…: its kind's way out, never "save it as UTF-8".
    if (error.media !== undefined && error.reason !== 'lone-cr')
      return refusalText(
        `${error.message}; ${kind === 'read' ? nothing : 'nothing was read or written'}`,
        `skip this file (only text files can be read); the user can ${error.media.advice}`,
      );
    if (kind === 'read')
      return refusalText(
        `${error.message}; ${nothing}`,
        error.reason === 'lone-cr'
          ? 'skip this file, or ask the user to save it with LF or CRLF line endings'
          : 'only UTF-8 text files can be read: skip this file, or ask the user to save it as UTF-8',
      );
    return refusalText(
      `${error.message}; nothing was read or written`,
      error.reason === 'lone-cr'
        ? 'ask the user to save it with LF or CRLF line endings; leave this file unchanged'
        : 'only UTF-8 text files can be read or edited; leave this file unchanged',
    );
  }
  if (LockedError.isInstance(error)) {
    // L353: the lock this write held was taken over while it was stalled; core's message says so.
    if (error.takenOver) return refusalText(error.message, 'try again later or skip this write');
    return refusalText(`${error.path} is locked by another program`, 'try again later or skip this write');
  }
  if (ProtectedFileError.isInstance(error)) return refusalText(error.message, PROTECTED_FIX[error.reason]);
  if (SearchError.isInstance(error)) {
    const text = searchErrorText(error.reason, error.message);
    return refusalText(text.what, text.allowed);
  }
  throw error;
}
