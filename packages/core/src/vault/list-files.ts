import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import type { NotTextReason } from '../errors/not-text-error.js';
import { readdir, stat } from '../fs/blocking-fs.js';
import { startsWithUtf16Bom } from '../fs/decode-text.js';
import { LoneCrCheck } from '../fs/lone-cr.js';
import { readChunks } from '../fs/read-chunks.js';
import { MEDIA_HEAD_BYTES, type MediaBytes, mediaOfBytes } from './media-kind.js';
import type { Vault, VaultPath } from './vault.js';
import { walkFiles } from './walk-files.js';

/**
 * One file of {@link listFiles}: `lines` counts lines as the line reader does (a final newline adds
 * none), 0 for a file that is not text (the read tools refuse it, so it has no lines to read; the
 * scan stopped at the first 64 KiB chunk that showed it, reviewA T5); `bytes` is its size;
 * `notText` is why the read tools refuse the file (core `decodeText`'s rules: a UTF-16
 * byte-order mark, NUL bytes, bytes that are not UTF-8, lone CR line breaks), null for UTF-8 text.
 * `badName` is set for a file whose name is not UTF-8 (Latin-1 bytes from an old archive or share):
 * Node reads such a name with U+FFFD in `path`, which names no file, so nothing of it can be read
 * (`lines` and `bytes` 0, `notText` null); `badName` is the name with each byte that is not UTF-8
 * written out (`caf\xe9.md`), for a listing to show (reviewA R2). Null otherwise.
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md (@ma/core, Vault model); review R28; reviewA R2.
 */
export interface FileEntry {
  path: VaultPath;
  lines: number;
  bytes: number;
  notText: NotTextReason | null;
  badName: string | null;
  /**
   * For a file that is not text whose first bytes are a known format (core `mediaOfBytes`: a
   * recording, a PDF, a picture… whatever its name says): that kind, format and advice, as the read
   * tools' refusal names it (session 34 leftovers: listings said only "binary"). Absent otherwise.
   */
  media?: MediaBytes;
}

/**
 * Streams a file once: counts its lines like the line reader (private; not the exported string
 * `countLines`) and finds whether it is UTF-8 text as `decodeText` decides (UTF-16 BOM first, then
 * NUL bytes, then invalid UTF-8, then a lone CR line break: review9 V11). Reading stops at the first
 * chunk that shows the file is not text, as the line reader's refusal does (`lines` 0 then): a
 * 3 GB recording or disk image kept in a project folder was read to its end on every listing
 * (reviewA T5). A file holding only a UTF-8 byte order mark is 0 lines, as the line reader reads it (reviewA S4,
 * session 20).
 */
async function scanFile(
  abs: string,
): Promise<{ lines: number; notText: NotTextReason | null; media?: MediaBytes }> {
  let newlines = 0;
  let head: Buffer | undefined;
  let last = -1;
  let utf16 = false;
  let bom = false;
  let nul = false;
  let invalid = false;
  let loneCr = false;
  const crCheck = new LoneCrCheck(abs);
  let offset = 0;
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  for await (const chunk of readChunks(abs)) {
    if (chunk.length === 0) continue;
    if (last === -1) head = chunk.subarray(0, MEDIA_HEAD_BYTES);
    if (last === -1) utf16 = startsWithUtf16Bom(chunk);
    if (last === -1) bom = chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
    nul ||= chunk.indexOf(0) !== -1;
    if (!invalid && !nul && !utf16) invalid = !decodesChunk(decoder, chunk);
    loneCr ||= !crFree(() => crCheck.chunk(chunk, offset));
    offset += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
    last = chunk[chunk.length - 1] as number;
    if (utf16 || nul || invalid || loneCr) break;
  }
  if (!invalid && !nul && !utf16) invalid = !decodesChunk(decoder, undefined);
  loneCr ||= !crFree(() => crCheck.end());
  const notText = utf16 ? 'utf16' : nul ? 'binary' : invalid ? 'invalid-utf8' : loneCr ? 'lone-cr' : null;
  // The kind of a recording, PDF or picture, as the read tools' refusal names it (not just "binary").
  const media = (nul || invalid) && !utf16 && head !== undefined ? mediaOfBytes(head) : null;
  if (media !== null) return { lines: 0, notText, media };
  // A file that is only a UTF-8 byte order mark holds no text: 0 lines, as the line reader says (reviewA S4).
  if (last === -1 || notText !== null || (offset === 3 && bom)) return { lines: 0, notText };
  return { lines: newlines + (last === 10 ? 0 : 1), notText };
}

/** Runs one step of a {@link LoneCrCheck}: false when it found a lone CR (it threw). */
function crFree(step: () => void): boolean {
  try {
    step();
    return true;
  } catch {
    return false;
  }
}

/** Feeds one chunk to a streaming fatal decoder (`undefined`: the end); false when it is not UTF-8. */
function decodesChunk(decoder: InstanceType<typeof TextDecoder>, chunk: Buffer | undefined): boolean {
  try {
    if (chunk) decoder.decode(chunk, { stream: true });
    else decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** How many files a {@link FileListing} scans ahead of the one it hands out (open files at once). */
const SCAN_AHEAD = 16;

/**
 * The files of {@link fileListing}: how many the walk found, and each one's entry, scanned only when
 * the caller gets to it (a listing cut after the first thousand files of 50,000 reads a thousand).
 * Spec: seed 000 (`list_projectfiles`); review U20.
 */
export interface FileListing {
  /** Number of files under the folder (the walk's count: regular files and in-folder file symlinks). */
  readonly count: number;
  /**
   * The entries in path order, each streamed once ({@link FileEntry}), up to {@link SCAN_AHEAD}
   * files ahead of the caller; a file removed (or no longer a file) since the walk is left out.
   * @param start how many walked files to pass over first, unread (0-based position in path
   *   order; a listing's next page starts where the last one stopped; review9 V1). Default 0.
   * @throws the fs error of a file that cannot be read (EACCES …).
   */
  entries(start?: number): AsyncGenerator<FileEntry>;
}

/**
 * One walked file's entry; null when it is gone or no longer a regular file. A name the walk read
 * with U+FFFD that names no file is looked up by its bytes: a file whose name is not UTF-8 is an
 * entry with `badName` (reviewA R2), never left out of a listing that counted it.
 */
async function scanEntry(vault: Vault, rel: VaultPath): Promise<FileEntry | null> {
  const abs = path.join(vault.root, ...rel.split('/'));
  const info = await stat(abs).catch(() => null);
  if (!info?.isFile()) {
    const badName = info === null && rel.includes('\uFFFD') ? await undecodableName(abs) : null;
    return badName === null ? null : { path: rel, lines: 0, bytes: 0, notText: null, badName };
  }
  return { path: rel, ...(await scanFile(abs)), bytes: info.size, badName: null };
}

/**
 * The name of the file at `abs` (as Node decoded it, with U+FFFD) when its bytes are not UTF-8, with
 * each such byte written out (`caf\xe9.md`); null when its folder holds no such name (or cannot be read).
 * For listings and notes that must name such a file as it is, not as U+FFFD (reviewA R2).
 * Spec: docs/tools.md (UTF-8 text files only); reviewA R2 (session 22).
 */
export async function undecodableName(abs: string): Promise<string | null> {
  const names = await readdir(path.dirname(abs), { encoding: 'buffer' }).catch(() => []);
  const base = path.basename(abs);
  const bytes = names.find((n) => n.toString('utf8') === base && !isUtf8(n));
  return bytes === undefined ? null : writtenOut(bytes);
}

/** `bytes` as text: UTF-8 sequences decoded, every other byte written `\xHH`. */
function writtenOut(bytes: Buffer): string {
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i] as number;
    const size =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead <= 0xdf
          ? 2
          : lead >= 0xe0 && lead <= 0xef
            ? 3
            : lead >= 0xf0 && lead <= 0xf4
              ? 4
              : 0;
    const seq = size === 0 ? null : bytes.subarray(i, i + size);
    if (seq !== null && seq.length === size && isUtf8(seq)) {
      out += seq.toString('utf8');
      i += size;
    } else {
      out += `\\x${lead.toString(16).padStart(2, '0')}`;
      i++;
    }
  }
  return out;
}

/**
 * Files under a vault folder, recursively, sorted by path, as a {@link FileListing}: the walk
 * (core `walkFiles`, every check of it) happens now, each file's line count, size and whether it
 * is text when {@link FileListing.entries} reaches it. Symlinked folders are not entered; a
 * symlinked file is listed only when it resolves inside `folderRel` itself (a project's listing
 * never shows a meeting note through a link); the trash and hidden files are skipped. A missing
 * folder gives an empty listing.
 * @param folderRel vault-relative folder (`.` for the whole vault).
 * @param opts `skipDependencyFolders`: do not enter `node_modules` and the other
 *   `DEPENDENCY_FOLDERS` (review4 P17; `findDependencyFolders` names them).
 * @throws PathSafetyError when the folder is refused (`..`, absolute, symlink out…).
 * Spec: seed 000 (`list_projectfiles`); docs/contracts.md, Vault model; review U20 (a listing of
 *   50,000 files read every one of them, one after the other, to show the first thousand).
 */
export async function fileListing(
  vault: Vault,
  folderRel: string,
  opts: { skipDependencyFolders?: boolean } = {},
): Promise<FileListing> {
  const files = await walkFiles(vault, folderRel, opts);
  return {
    count: files.length,
    async *entries(start = 0) {
      const pending: Promise<FileEntry | null>[] = [];
      let next = Math.max(0, start);
      const fill = () => {
        while (pending.length < SCAN_AHEAD && next < files.length) {
          const scan = scanEntry(vault, files[next++] as VaultPath);
          // A scan ahead that the caller never reaches (it stopped early) must not go unhandled.
          scan.catch(() => undefined);
          pending.push(scan);
        }
      };
      fill();
      while (pending.length > 0) {
        const entry = await (pending.shift() as Promise<FileEntry | null>);
        fill();
        if (entry !== null) yield entry;
      }
    },
  };
}

/**
 * Every entry of {@link fileListing} (all files scanned), sorted by path. A missing folder gives `[]`.
 * @param folderRel vault-relative folder (`.` for the whole vault).
 * @param opts as {@link fileListing}.
 * @throws PathSafetyError when the folder is refused (`..`, absolute, symlink out…).
 * Spec: seed 000 (`list_projectfiles`); docs/contracts.md, Vault model.
 */
export async function listFiles(
  vault: Vault,
  folderRel: string,
  opts: { skipDependencyFolders?: boolean } = {},
): Promise<FileEntry[]> {
  const out: FileEntry[] = [];
  for await (const entry of (await fileListing(vault, folderRel, opts)).entries()) out.push(entry);
  return out;
}
