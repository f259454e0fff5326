import { constants, fstatSync, renameSync, statSync } from 'node:fs';
import * as fsp from 'node:fs/promises';
import path from 'node:path';
import { ConcurrentEditError } from '../errors/concurrent-edit-error.js';
import { BOM, type Eol } from '../lines/eol.js';
import { checkHeldFileLock } from '../lock/held-file-locks.js';
import { checkNameBytes } from '../paths/check-name-bytes.js';
import { type FileVersion, fileVersion, sameVersion } from '../state/file-version.js';
import { atomicTempPath } from './atomic-temp-name.js';
import { changedRecently } from './changed-recently.js';
import { checkReplaceable, notWritable } from './check-replaceable.js';
import { countByte } from './count-byte.js';
import { checkTextChunk, decodeText, Utf8ChunkCheck } from './decode-text.js';
import { retryWhileLocked } from './lock-retry.js';
import { LoneCrCheck } from './lone-cr.js';
import { type SaveWait, waitWhileSaving } from './save-in-progress.js';
import { sweepStaleTempFiles } from './stale-temp-files.js';
import { DEFAULT_RETRY_DELAYS_MS } from './write-file-atomic.js';

/** Bytes read and written per step of the copy (1 MiB: few system calls, memory bounded). */
const COPY_CHUNK_BYTES = 1024 * 1024;
/** Most bytes of the file's end handed to the caller as {@link AppendTarget.tail}. */
const TAIL_BYTES = 64 * 1024;
const LF = 0x0a;
const CR = 0x0d;

/**
 * What {@link appendFileAtomic} learned of the existing file while copying it, for the caller to
 * compute the text to append (core `appendedText`, the defusing of what is added).
 * Spec: issue #13 (an append costs memory in proportion to the change); docs/atomic-writes.md.
 */
export interface AppendTarget {
  /** Bytes of the file (its UTF-8 BOM included). */
  bytes: number;
  /** Lines as the write tools count them (a final line break ends the last line; a BOM is no line). */
  lines: number;
  /** Whether the file starts with a UTF-8 BOM. */
  bom: boolean;
  /** Whether the file's text (after a BOM) is empty. */
  empty: boolean;
  /** Whether the file ends with a line break. */
  endsWithBreak: boolean;
  /** The file's dominant line ending (core `dominantEol`: the more frequent, the first line's on a tie). */
  eol: Eol;
  /**
   * The file's last whole lines, at most 64 KiB of it, starting at a line start (BOM left out), as
   * text: the context the appended text is read in (a paragraph it continues).
   */
  tail: string;
}

/**
 * The result of {@link appendFileAtomic}: the file's SHA-256 before and after (hex, of the bytes as
 * written, as core `sha256Text` names a text), what was appended and the target it was computed on.
 */
export interface AppendedFile {
  target: AppendTarget;
  /** The text appended (a separating line break first when the file lacked a final one). */
  added: string;
  beforeSha256: string;
  afterSha256: string;
}

/**
 * Options of {@link appendFileAtomic}.
 * Spec: docs/atomic-writes.md; docs/tools.md (Cancellation).
 */
export interface AppendFileAtomicOptions {
  /** Aborting it stops the copy: the temp file is removed, the file stays as it was, an `AbortError` is thrown. */
  signal?: AbortSignal | undefined;
  /** How many times the copy is redone when another program changed the file meanwhile; default 3. */
  tries?: number;
  /** Delays (ms) before each rename retry on EPERM/EACCES/EBUSY; default as `writeFileAtomic`. */
  retryDelaysMs?: readonly number[];
  /**
   * How to wait while the file is empty in the middle of another program's save (default a timer;
   * see `waitWhileSaving`). Test seam: a test finishes that save inside it instead of sleeping.
   */
  wait?: SaveWait;
}

/**
 * Appends to an existing UTF-8 text file without holding it in memory: the kernel copies the file
 * into an exclusively created temp file of the same folder (`copyFile`, as `cp`), the copy is read
 * once in 1 MiB steps (every step checked as the read tools check text: no NUL bytes or UTF-16 BOM,
 * valid UTF-8, no lone CR; hashed; its line breaks counted once for all), `addition(target)`
 * gives the text to append (computed on what the copy learned: final line break, dominant line
 * ending, the last lines), it is written after the copy, the temp file gets the file's mode and is
 * fsynced, then renamed over the file. Memory is the copy buffer, 64 KiB of tail and the appended
 * text, whatever the file's size. Readers and crashes see the old or the new bytes, never a torn file.
 *
 * Before the rename the file's version (size, mtime, ctime, inode) is compared with the one the
 * copy started from: when another program saved it meanwhile, the temp file is removed and the
 * append redone on the new file (up to `tries` times, then `ConcurrentEditError`). A file that is
 * empty and was changed just now (an editor between the truncate and the write of an in-place save)
 * is waited for first (`waitWhileSaving`), never taken as empty (newcomer session 33 N3).
 *
 * @param absPath an absolute path already checked by `resolveSafePath`; the file must exist.
 * @throws NotTextError when the file is not UTF-8 text (nothing written, no temp file left).
 * @throws ProtectedFileError when the file is read-only or hard-linked (review7 T6), before any copy.
 * @throws DOMException `AbortError` when `options.signal` aborts (before or during the copy, up to
 *   the rename): the temp file is removed, the file is as it was.
 * @throws ConcurrentEditError, LockedError as {@link writeFileAtomic}; the fs error (ENOENT, …).
 * Spec: issue #13 (memory in proportion to the change); seed 004 (replace a note only after the
 *   new text is complete); docs/atomic-writes.md (Appends to big files).
 */
export async function appendFileAtomic(
  absPath: string,
  addition: (target: AppendTarget) => string | Promise<string>,
  options: AppendFileAtomicOptions = {},
): Promise<AppendedFile> {
  return withSaveRetries(absPath, options, () => appendOnce(absPath, addition, options));
}

/**
 * Runs `once` (a streamed write of `absPath`) after waiting while the file is empty in the middle
 * of an editor's save, and again when it throws `ConcurrentEditError` (another program saved the
 * file meanwhile), up to `options.tries` times (default 3), then throws `ConcurrentEditError`.
 * @throws PathSafetyError (`name-too-long`) first; whatever `once` throws otherwise.
 */
export async function withSaveRetries<T>(
  absPath: string,
  options: Pick<AppendFileAtomicOptions, 'tries' | 'wait'>,
  once: () => Promise<T>,
): Promise<T> {
  checkNameBytes(path.basename(absPath), 'file', absPath);
  const tries = Math.max(1, options.tries ?? 3);
  for (let attempt = 1; ; attempt++) {
    try {
      // N3 (newcomer session 33): never write into the empty moment of an editor's in-place save.
      await waitWhileSaving(absPath, options.wait);
      return await once();
    } catch (error) {
      if (!ConcurrentEditError.isInstance(error)) throw error;
      if (attempt >= tries) throw new ConcurrentEditError(absPath, attempt);
    }
  }
}

/**
 * The opened file's permission bits and version (size, mtime, ctime, inode), after the checks of
 * every streamed write: a read-only or hard-linked file is refused (review7 T6), an empty file
 * changed just now (an editor's in-place save begun after the wait) is a concurrent edit.
 * @throws ProtectedFileError; ConcurrentEditError.
 */
export function checkedSource(
  source: fsp.FileHandle,
  absPath: string,
): { mode: number; version: FileVersion } {
  const info = fstatSync(source.fd, { bigint: true });
  const mode = Number(info.mode) & 0o7777;
  checkReplaceable(
    absPath,
    { mode, nlink: Number(info.nlink), isFile: () => info.isFile() },
    { links: true },
  );
  if (info.size === 0n && changedRecently(info, Date.now())) throw new ConcurrentEditError(absPath, 1);
  return { mode, version: fileVersion(info) };
}

/**
 * Has the kernel copy `absPath` into the new temp file `temp` (copy_file_range, as `cp`: no pass
 * through our memory; created exclusively). Every check after it reads the temp file, which only
 * we write, so what is checked and hashed is what is renamed; a save by another program after the
 * version was taken fails the version check before the rename.
 * @throws ProtectedFileError when the folder may not be written (N1, N6); the fs error.
 */
export async function copyIntoTemp(absPath: string, temp: string): Promise<void> {
  await fsp.copyFile(absPath, temp, constants.COPYFILE_EXCL).catch((error: unknown) => {
    throw notWritable(absPath, error);
  });
}

/** Throws an `AbortError` naming `absPath` when `signal` aborted (the file is as it was). */
export function stopIfAborted(signal: AbortSignal | undefined, absPath: string): void {
  if (signal?.aborted)
    throw new DOMException(`the append to ${absPath} was stopped; the file is as it was`, {
      name: 'AbortError',
      cause: signal.reason,
    });
}

async function appendOnce(
  absPath: string,
  addition: (target: AppendTarget) => string | Promise<string>,
  options: AppendFileAtomicOptions,
): Promise<AppendedFile> {
  const { signal } = options;
  stopIfAborted(signal, absPath);
  const source = await fsp.open(absPath, 'r');
  let temp: string | null = null;
  let out: fsp.FileHandle | null = null;
  try {
    const { mode, version } = checkedSource(source, absPath);
    temp = atomicTempPath(absPath);
    await copyIntoTemp(absPath, temp);
    stopIfAborted(signal, absPath);
    out = await fsp.open(temp, 'r+');
    await out.chmod(mode);
    const scan = await scanCopy(out, absPath, signal);
    const { position } = scan;
    const empty = position === 0 || (scan.bom && position === 3);
    const endsWithBreak = scan.last === LF;
    const eol = scannedEol(scan);
    const target: AppendTarget = {
      bytes: position,
      lines: empty ? 0 : endsWithBreak ? scan.breaks : scan.breaks + 1,
      bom: scan.bom,
      empty,
      endsWithBreak,
      eol,
      tail: tailText(scan.tail, position <= TAIL_BYTES, absPath),
    };
    const added = await addition(target);
    stopIfAborted(signal, absPath);
    const { hash } = scan;
    const beforeSha256 = hash.copy().digest('hex');
    const bytes = Buffer.from(added, 'utf8');
    await out.write(bytes, 0, bytes.length, position);
    hash.update(bytes);
    await out.sync();
    await out.close();
    out = null;
    const result: AppendedFile = { target, added, beforeSha256, afterSha256: hash.digest('hex') };
    await renameChecked(temp, absPath, version, options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS, signal);
    temp = null;
    await sweepStaleTempFiles(path.dirname(absPath));
    return result;
  } finally {
    await out?.close().catch(() => undefined);
    if (temp !== null) await fsp.unlink(temp).catch(() => undefined);
    await source.close().catch(() => undefined);
  }
}

/** What one pass over the copy learned (see {@link scanCopy}). */
export interface CopyScan {
  /** Bytes of the copy. */
  position: number;
  /** LF bytes, and those of them after a CR. */
  breaks: number;
  crlf: number;
  /** The first line break's kind, null without one. */
  firstEol: Eol | null;
  /** The last byte, -1 for an empty file. */
  last: number;
  /** The copy's last bytes (at most {@link TAIL_BYTES}). */
  tail: Buffer;
  bom: boolean;
  /** SHA-256 of the copy so far (the appended bytes are added to it). */
  hash: import('node:crypto').Hash;
}

/** The scanned file's dominant line ending (core `dominantEol`: the more frequent, the first line's on a tie). */
export function scannedEol(scan: CopyScan): Eol {
  const lf = scan.breaks - scan.crlf;
  return scan.crlf === lf ? (scan.firstEol ?? '\n') : scan.crlf > lf ? '\r\n' : '\n';
}

/**
 * Called by {@link scanCopy} for each step before it is hashed: the step's bytes, where they start
 * in the file, the LF bytes before them and in them, and the hash of the bytes before them (copy it
 * to keep a digest of a prefix).
 */
export type ScanVisit = (
  chunk: Buffer,
  position: number,
  breaksBefore: number,
  lfs: number,
  hash: import('node:crypto').Hash,
) => void;

/**
 * Reads the copy once in 1 MiB steps and checks each as the read tools check text (no NUL bytes or
 * UTF-16 BOM, valid UTF-8, no lone CR), hashing it and counting its line breaks once for all of
 * them (session 32 counted them three times: 4.4x the shell's `cp`). CRLF breaks are counted as the
 * CR bytes of a step that holds any: once the lone-CR check passed, every CR is one before an LF.
 * `visit` sees each step before it is hashed (a streamed range rewrite finds its lines there).
 * @throws NotTextError; AbortError between steps.
 */
export async function scanCopy(
  out: fsp.FileHandle,
  absPath: string,
  signal: AbortSignal | undefined,
  visit?: ScanVisit,
): Promise<CopyScan> {
  const hash = process.getBuiltinModule('node:crypto').createHash('sha256');
  const utf8 = new Utf8ChunkCheck(absPath);
  const crCheck = new LoneCrCheck(absPath);
  const buffer = Buffer.allocUnsafeSlow(COPY_CHUNK_BYTES);
  const scan: CopyScan = {
    position: 0,
    breaks: 0,
    crlf: 0,
    firstEol: null,
    last: -1,
    tail: Buffer.alloc(0),
    bom: false,
    hash,
  };
  for (;;) {
    stopIfAborted(signal, absPath);
    const { bytesRead } = await out.read(buffer, 0, COPY_CHUNK_BYTES, scan.position);
    if (bytesRead === 0) break;
    const chunk = buffer.subarray(0, bytesRead);
    const position = scan.position;
    if (position === 0)
      scan.bom = bytesRead >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
    checkTextChunk(chunk, absPath, position === 0, position);
    const lfs = countByte(chunk, LF);
    utf8.chunk(chunk, position, lfs);
    crCheck.chunk(chunk, position, lfs);
    visit?.(chunk, position, scan.breaks, lfs, hash);
    hash.update(chunk);
    if (scan.firstEol === null && lfs > 0) {
      const at = chunk.indexOf(LF);
      scan.firstEol = (at > 0 ? chunk[at - 1] === CR : scan.last === CR) ? '\r\n' : '\n';
    }
    // A CR ending the step before is one of this step's CRLF (the lone-CR check saw its LF).
    if (scan.last === CR) scan.crlf++;
    if (chunk.indexOf(CR) !== -1) scan.crlf += countByte(chunk, CR) - (chunk[bytesRead - 1] === CR ? 1 : 0);
    scan.breaks += lfs;
    scan.last = chunk[bytesRead - 1] as number;
    scan.tail =
      bytesRead >= TAIL_BYTES
        ? Buffer.from(chunk.subarray(bytesRead - TAIL_BYTES))
        : Buffer.concat([scan.tail, chunk]).subarray(-TAIL_BYTES);
    scan.position += bytesRead;
  }
  utf8.end();
  crCheck.end();
  return scan;
}

/**
 * The last whole lines of `tail` (the file's last bytes) as text: cut after its first line break
 * unless it holds the whole file (`whole`); a BOM is dropped.
 */
export function tailText(tail: Buffer, whole: boolean, absPath: string): string {
  let bytes = tail;
  if (!whole) {
    const at = tail.indexOf(LF);
    bytes = at === -1 ? Buffer.alloc(0) : tail.subarray(at + 1);
  }
  const text = decodeText(bytes, absPath);
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/**
 * Renames `temp` over `absPath` when the file is still the version the copy was made of (a
 * synchronous `stat` right before the synchronous rename: nothing of ours runs between), retrying
 * a rename the system refuses for a while (EPERM/EACCES/EBUSY: the file held open elsewhere).
 * @throws ConcurrentEditError when the file changed; LockedError after the retries; AbortError.
 */
export async function renameChecked(
  temp: string,
  absPath: string,
  version: FileVersion,
  delays: readonly number[],
  signal: AbortSignal | undefined,
): Promise<void> {
  await retryWhileLocked(absPath, delays, () => {
    stopIfAborted(signal, absPath);
    const now = statSync(absPath, { bigint: true, throwIfNoEntry: false });
    if (now === undefined || !sameVersion(fileVersion(now), version))
      throw new ConcurrentEditError(absPath, 1);
    // L353: the file lock this process holds for it may have been taken over after a stall.
    checkHeldFileLock(absPath);
    renameSync(temp, absPath);
  });
}
