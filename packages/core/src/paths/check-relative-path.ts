import { PathSafetyError, type PathSafetyReason } from '../errors/index.js';
import { isWindowsDeviceName } from '../names/windows-device-name.js';
import { checkNameBytes } from './check-name-bytes.js';

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Bidi embeddings/overrides/isolates plus the invisible direction marks. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Zero-width characters that make a name look like another (`decisions\u200b.md`); ZWJ stays (emoji). */
const ZERO_WIDTH = /[\u200b\u200c\u2060-\u2064\ufeff]/;
/** Slash look-alikes that NFKC does not fold to `/` or `\`. */
const SLASH_LOOKALIKES = /[\u2044\u2215\u29f8\u29f9\u2571\u2572]/;
const DRIVE = /^[a-zA-Z]:/;
/** A drive prefix as written: `C:`, `C:\x`, `C:/x`. */
const DRIVE_PATH = /^[a-zA-Z]:(?:[\\/]|$)/;
/** A URL as written: a scheme of two or more characters, `:`, then `/` (`file:///x`, `file:/x`, `obsidian://…`). */
const URL_FORM = /^[a-zA-Z][a-zA-Z0-9+.-]+:\//;
/** `..`, or `..` followed by dots/spaces that Windows would strip. */
const DOT_DOT = /^\.\.[.\s]*$/;

function refuse(reason: PathSafetyReason, argument: string, value: string, why: string): never {
  throw new PathSafetyError(reason, argument, value, `${argument}: ${why} (${JSON.stringify(value)})`);
}

function countSeparators(s: string): number {
  let n = 0;
  for (const ch of s) if (ch === '/' || ch === '\\') n++;
  return n;
}

/**
 * Lexical half of `resolveSafePath`: checks one relative path string without
 * touching the disk and returns its segments (split on both `/` and `\`, with
 * empty and `.` segments dropped; an empty array means the root itself).
 * Percent-encoding is never decoded: `%2e%2e` is a literal name (B18).
 * @throws PathSafetyError `empty`, `control-character` (C0/C1 controls, NUL,
 *   bidi marks, zero-width characters other than ZWJ), `windows-form` (drive `C:\x`, `C:/x`; a
 *   `:` after one letter, `a:b.md`, which Windows reads as drive-relative, said as a ":" in a
 *   name; UNC `\\server`, device names),
 *   `absolute` (also a URL: `file:///x`, `obsidian://…`; L100), `lookalike` (fullwidth or other forms whose NFKC copy adds
 *   `..` or separators), `escape` (any `..` segment), `name-too-long` (a segment longer
 *   than 255 bytes of UTF-8: `checkNameBytes`).
 * Spec: docs/hostile-cases.md B16, B18; docs/paths.md.
 */
export function checkRelativePath(rel: unknown, argument: string): string[] {
  if (typeof rel !== 'string' || rel.trim() === '')
    refuse('empty', argument, String(rel ?? ''), 'path is empty');
  if (CONTROL.test(rel)) refuse('control-character', argument, rel, 'path contains a control character');
  if (BIDI.test(rel)) refuse('control-character', argument, rel, 'path contains a bidi control character');
  if (ZERO_WIDTH.test(rel)) {
    refuse(
      'control-character',
      argument,
      rel,
      'path contains an invisible zero-width character (a look-alike of another name)',
    );
  }
  if (rel.startsWith('\\\\') || rel.startsWith('//'))
    refuse('windows-form', argument, rel, 'UNC paths are not allowed');
  if (DRIVE_PATH.test(rel)) refuse('windows-form', argument, rel, 'drive-letter paths are not allowed');
  // `a:b.md` is no drive path as written, but Windows reads it as one (b.md on drive A:): refused
  // for what it is, a ":" in a name (V4).
  if (DRIVE.test(rel))
    refuse(
      'windows-form',
      argument,
      rel,
      'a file or folder name cannot contain ":" (Windows would read the path as relative to a drive)',
    );
  // L100: `file:///x`, `obsidian://…`, `https://…`: an address, not a path (it would read as a folder `file:`).
  if (URL_FORM.test(rel))
    refuse(
      'absolute',
      argument,
      rel,
      'a URL (file://, obsidian://, https://…) is not a vault-relative path; give the path from the vault folder',
    );
  if (rel.startsWith('/') || rel.startsWith('\\') || /^~(?:[\\/]|$)/.test(rel))
    refuse('absolute', argument, rel, 'path must be relative');
  const nfkc = rel.normalize('NFKC');
  if (
    SLASH_LOOKALIKES.test(rel) ||
    (nfkc.includes('..') && !rel.includes('..')) ||
    countSeparators(nfkc) > countSeparators(rel) ||
    CONTROL.test(nfkc)
  ) {
    refuse('lookalike', argument, rel, 'path contains look-alike dots or slashes');
  }
  const segments = rel.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  for (const seg of segments) {
    if (DOT_DOT.test(seg)) refuse('escape', argument, rel, 'path must not contain ".."');
    if (isWindowsDeviceName(seg.trimEnd()))
      refuse('windows-form', argument, rel, 'Windows device names are not allowed');
    checkNameBytes(seg, argument, rel);
  }
  return segments;
}
