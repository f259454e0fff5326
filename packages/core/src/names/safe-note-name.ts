import { isWindowsDeviceName } from './windows-device-name.js';

/**
 * Characters a name the product derives never contains: Obsidian's link syntax (`[ ] # ^ |`:
 * `#` starts a heading, `^` a block reference, `|` an alias; Obsidian refuses them in names it
 * creates), path and drive separators (`\ / :`), the rest of what Obsidian refuses on some
 * platform (`* " < > ?`), control characters, and the invisible characters that make a name look
 * like another (bidi marks and overrides, zero-width space/non-joiner, word joiner, BOM; review R18).
 * ZERO WIDTH JOINER stays (emoji sequences).
 * Spec: issue 9 H2; docs/contracts.md, Names and links.
 */
const UNSAFE_NAME_CHARS =
  /[[\]#^|\\/:*"<>?\u0000-\u001f\u007f-\u009f\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** What a name with nothing usable left becomes. */
const FALLBACK_NAME = 'Untitled';

/**
 * UTF-8 bytes a safe name keeps at most: 255 (a file name's limit) less `.md` and a ` (99)` suffix.
 * The same in `@ma/notifier`'s request-note names (leftovers L115).
 * Spec: docs/contracts.md, Names and links.
 */
export const SAFE_NAME_MAX_BYTES = 247;

let graphemes: Intl.Segmenter | undefined;

/** The longest start of `name` of whole graphemes within {@link SAFE_NAME_MAX_BYTES} UTF-8 bytes (R63: a flag or accent never cut). */
function capBytes(name: string): string {
  if (Buffer.byteLength(name, 'utf8') <= SAFE_NAME_MAX_BYTES) return name;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let used = 0;
  let end = 0;
  for (const { segment } of graphemes.segment(name)) {
    used += Buffer.byteLength(segment, 'utf8');
    if (used > SAFE_NAME_MAX_BYTES) break;
    end += segment.length;
  }
  return name.slice(0, end);
}

/**
 * A note name (one path segment, no `.md`) that is safe to create in an Obsidian vault and that
 * round-trips through a `[[wikilink]]`: every run of unsafe characters ({@link UNSAFE_NAME_CHARS})
 * becomes one space, runs of white space collapse to one space, and leading dots/spaces and
 * trailing dots/spaces are dropped (hidden files; Windows strips trailing dots); a Windows device
 * name (`CON`, `nul.txt`, `COM1`) gets a trailing `-`. Already safe
 * names come back unchanged; the result is NFC. `Sprint #3 review` → `Sprint 3 review`,
 * `Q1: plan [draft]` → `Q1 plan draft`, `` / `###` → `Untitled`. Cut to {@link SAFE_NAME_MAX_BYTES}
 * UTF-8 bytes on a grapheme boundary (leftovers L115). `@ma/notifier`'s `safeNoteName` applies the
 * same rule (it may not import core: `test/l115-one-name-rule.test.ts` runs both on hostile titles).
 * @param name a name from a meeting title, a calendar, a model, a user (any string).
 * @returns a non-empty safe name.
 * Spec: issue 9 H2 (derived names: summary, context, request notes); docs/contracts.md, Names and links.
 */
export function safeNoteName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(UNSAFE_NAME_CHARS, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  // L115: cut to SAFE_NAME_MAX_BYTES on a grapheme boundary, as @ma/notifier does.
  const cut = capBytes(cleaned).replace(/[\s.]+$/, '');
  if (cut === '') return FALLBACK_NAME;
  // A Windows device name (refused by the path check and by Windows) gets a `-` after its device
  // part (`CON` → `CON-`, `nul.txt` → `nul-.txt`): a `-` at the very end would leave `nul.txt-`.
  return isWindowsDeviceName(cut) ? cut.replace(/^[^.\s]+/, (device) => `${device}-`) : cut;
}

/**
 * True when `name` is a name {@link safeNoteName} leaves unchanged (so a link to it round-trips).
 * Spec: issue 9 H2; docs/contracts.md, Names and links.
 */
export function isSafeNoteName(name: string): boolean {
  return safeNoteName(name) === name.normalize('NFC') && name !== '';
}

/**
 * A vault-relative path whose every segment is made safe with {@link safeNoteName}
 * (`2025/Sprint #3 review` → `2025/Sprint 3 review`); `/` separators, no `.md` handling.
 * Spec: issue 9 H2; docs/contracts.md, Names and links.
 */
export function safeNotePath(rel: string): string {
  return rel
    .split(/[\\/]+/)
    .filter((s) => s !== '' && s !== '.')
    .map(safeNoteName)
    .join('/');
}

/**
 * `name` without the `.md` a person adds when they give a note's file name where its name is
 * asked for (`--title "x.md"`, a note name `Standup.MD`): every trailing `.md`, any letter case,
 * with the white space around it, is dropped, so the note is `x.md`, never `x.md.md`. A name that
 * is only `.md` comes back as it was (the caller's fallback applies). Other extensions stay
 * (`notes.txt` is a name).
 * Spec: L53; docs/contracts.md, Names and links.
 */
export function withoutMdExtension(name: string): string {
  const stem = name.replace(/(?:\s*\.md)+\s*$/i, '');
  return stem.trim() === '' ? name : stem;
}
