import { PathSafetyError } from '../errors/index.js';

/**
 * Longest file or folder name (one path segment) the product writes, in bytes of UTF-8: the
 * limit of ext4, APFS, btrfs, XFS and ZFS (NTFS allows 255 UTF-16 units, which any 255-byte
 * UTF-8 name fits).
 * Spec: docs/contracts.md (Rules: names and truncation); issue 9 H4.
 */
export const MAX_NAME_BYTES = 255;

/** `name` shortened for a message: at most 48 characters, `…` in the middle. */
function shortName(name: string): string {
  const chars = [...name];
  return chars.length <= 48 ? name : `${chars.slice(0, 32).join('')}…${chars.slice(-12).join('')}`;
}

/**
 * The one length check of every path the product reads or writes (used by `checkRelativePath`,
 * hence `resolveSafePath`, and by `writeFileAtomic`): a name longer than
 * {@link MAX_NAME_BYTES} bytes of UTF-8 is refused before anything touches the disk, with a
 * message that says so, instead of the file system's `ENAMETOOLONG` halfway through a write.
 * @param name one file or folder name (no separators).
 * @param argument the argument or setting the path came from (named in the message).
 * @param value the whole path as given (kept on the error).
 * @throws PathSafetyError('name-too-long') when `name` is longer than 255 bytes in UTF-8.
 * Spec: docs/contracts.md (Rules: names and truncation); issue 9 H4.
 */
export function checkNameBytes(name: string, argument: string, value: string = name): void {
  const bytes = Buffer.byteLength(name, 'utf8');
  if (bytes <= MAX_NAME_BYTES) return;
  throw new PathSafetyError(
    'name-too-long',
    argument,
    value,
    `${argument}: the name "${shortName(name)}" is too long for the file system (${bytes} bytes in UTF-8; at most ${MAX_NAME_BYTES} per file or folder name)`,
  );
}

/**
 * `stem + tail`, with `stem` shortened (whole code points, from the end) so the result is at
 * most `maxBytes` bytes of UTF-8; for names the product derives by adding to a legal name (the
 * atomic-write temp file, ` (2)` in the trash), so they stay legal and in the same folder.
 * Spec: docs/contracts.md (Rules: names and truncation); issue 9 H4.
 */
export function fitName(stem: string, tail: string, maxBytes: number = MAX_NAME_BYTES): string {
  const room = maxBytes - Buffer.byteLength(tail, 'utf8');
  if (Buffer.byteLength(stem, 'utf8') <= room) return stem + tail;
  let out = '';
  let used = 0;
  for (const ch of stem) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (used + n > room) break;
    out += ch;
    used += n;
  }
  return out + tail;
}
