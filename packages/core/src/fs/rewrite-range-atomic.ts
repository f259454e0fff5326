import { constants } from 'node:fs';
import * as fsp from 'node:fs/promises';
import path from 'node:path';
import { ConcurrentEditError } from '../errors/concurrent-edit-error.js';
import type { Eol } from '../lines/eol.js';
import type { WriteMode } from '../lines/write-mode.js';
import {
  type AppendFileAtomicOptions,
  type CopyScan,
  checkedSource,
  copyIntoTemp,
  renameChecked,
  scanCopy,
  scannedEol,
  stopIfAborted,
  withSaveRetries,
} from './append-file-atomic.js';
import { atomicTempPath } from './atomic-temp-name.js';
import { decodeText } from './decode-text.js';
import { withFilePath } from './file-system-failure.js';
import { sweepStaleTempFiles } from './stale-temp-files.js';
import { DEFAULT_RETRY_DELAYS_MS } from './write-file-atomic.js';

/** Bytes of whole lines handed to the caller before and after the region (the context it is read in). */
const CONTEXT_BYTES = 64 * 1024;
/** Bytes read and written per step when the tail is moved. */
const STEP_BYTES = 1024 * 1024;
const LF = 0x0a;

/** A range or insert write, the modes {@link rewriteRangeAtomic} streams. */
export type LineWriteMode = Extract<WriteMode, { kind: 'range' | 'insert' }>;

/**
 * What {@link rewriteRangeAtomic} learned of the file while checking its copy, for the caller to
 * check the write (the stale-write check), compute the region's new text (core `rewrittenRegion`)
 * and its audit entry (core `rangeEntry`).
 * Spec: issue #13 (a range rewrite costs memory in proportion to the change); docs/atomic-writes.md.
 */
export interface RangeRewriteTarget {
  /** Bytes of the file (its UTF-8 BOM included). */
  bytes: number;
  /** Lines as the write tools count them (a final line break ends the last line; a BOM is no line). */
  lines: number;
  /** Whether the file starts with a UTF-8 BOM. */
  bom: boolean;
  /** Whether the file ends with a line break. */
  endsWithBreak: boolean;
  /** The file's dominant line ending (core `dominantEol`). */
  eol: Eol;
  /** SHA-256 (hex) of the file's bytes. */
  sha256: string;
  /** SHA-256 (hex) of the file's first `prefixBytes` bytes (option), null when not asked or the file is shorter. */
  prefixSha256: string | null;
  /**
   * The region the write changes (the range's lines and the line before it, raw text of the body;
   * for an insert the line before the insert point), null when the range is not inside the file
   * (the caller refuses with core `writeRangeError`, after its own checks).
   */
  region: {
    /** Byte offsets of the region in the file: `[start, end)`. */
    start: number;
    end: number;
    /** The 1-based number of its first line (the line it stands before when it is empty). */
    firstLine: number;
    text: string;
  } | null;
  /** Whole lines right before the region (at most 64 KiB of them), as text. */
  before: string;
  /** Whole lines right after the region (at most 64 KiB of them, or as many as `moreAfter` read), as text. */
  after: string;
  /** Whether `after` reaches the end of the file. */
  afterComplete: boolean;
  /**
   * Reads at least `bytes` bytes of whole lines after the region (fewer at the end of the file),
   * replacing `after` and `afterComplete`; for an audit whose common lines run past `after`.
   */
  moreAfter(bytes: number): Promise<void>;
}

/** What the caller's `plan` gives {@link rewriteRangeAtomic}: the region's new text. */
export interface RangeRewritePlan {
  /** The region's new raw text (UTF-8), written in place of `target.region`. */
  text: string;
  /**
   * Keep a copy of the file before the write: the result's `oldCopy` then names a temp file holding
   * its bytes, which the caller moves (to the trash) or removes (an audit whose diff is omitted).
   */
  keepOld?: boolean;
}

/** The result of {@link rewriteRangeAtomic}. */
export interface RangeRewrite {
  target: RangeRewriteTarget;
  /** The region's new text, as written. */
  text: string;
  /** SHA-256 (hex) of the file's bytes before and after. */
  beforeSha256: string;
  afterSha256: string;
  /** Bytes of the file after the write. */
  bytesAfter: number;
  /** Whether the file ends with a line break after the write. */
  endsWithBreak: boolean;
  /** With `keepOld`: the absolute path of a temp file (our temp name) holding the old bytes; else null. */
  oldCopy: string | null;
}

/**
 * Options of {@link rewriteRangeAtomic}: those of `appendFileAtomic`, and `prefixBytes`: the
 * length of a prefix whose SHA-256 the caller needs (the stale-write check of a read that showed
 * the file's first lines only, docs/stale-writes.md).
 */
export interface RewriteRangeAtomicOptions extends AppendFileAtomicOptions {
  prefixBytes?: number | null;
}

/**
 * Rewrites a range of lines (`from`+`to`) or inserts before a line (`insert`) of an existing UTF-8
 * text file without holding it in memory: the kernel copies the file into an exclusively created
 * temp file (`copyFile`), the copy is read once in 1 MiB steps (checked as the read tools check
 * text: no NUL bytes or UTF-16 BOM, valid UTF-8, no lone CR; hashed; line breaks counted, the
 * region's byte offsets found), `plan(target)` checks the write and gives the region's new text,
 * which is written over the region; the bytes after the region are copied after it from the file
 * (hashed as they go), the temp file is cut to its new size, gets the file's mode, is fsynced and
 * renamed over the file. Memory is the copy buffer, 64 KiB of lines either side and the region,
 * whatever the file's size. Readers and crashes see the old or the new bytes, never a torn file.
 *
 * As `appendFileAtomic`: the file's version (size, mtime, ctime, inode) is compared right before
 * the rename with the one the copy started from; when another program saved it meanwhile, the temp
 * file is removed and the write redone on the new file (`plan` runs again; up to `tries` times, then
 * `ConcurrentEditError`). Read-only and hard-linked files are refused; an empty file in the middle
 * of an editor's save is waited for. `plan` may throw (a refusal): the temp file is removed, the
 * file stays as it was.
 *
 * @param absPath an absolute path already checked by `resolveSafePath`; the file must exist.
 * @param mode the range or insert point (1-based lines of the file's body).
 * @throws NotTextError when the file is not UTF-8 text; whatever `plan` throws; ProtectedFileError,
 *   ConcurrentEditError, LockedError, AbortError as `appendFileAtomic`; the fs error (ENOENT, …).
 * Spec: issue #13 (memory in proportion to the change); seed 004 (replace a note only after the new
 *   text is complete); docs/atomic-writes.md (Range rewrites of big files).
 */
export async function rewriteRangeAtomic(
  absPath: string,
  mode: LineWriteMode,
  plan: (target: RangeRewriteTarget) => RangeRewritePlan | Promise<RangeRewritePlan>,
  options: RewriteRangeAtomicOptions = {},
): Promise<RangeRewrite> {
  // L317: a write through the handle (ENOSPC, EDQUOT) names no file: the file meant is named.
  return withSaveRetries(absPath, options, () => rewriteOnce(absPath, mode, plan, options)).catch(
    (error: unknown) => {
      throw withFilePath(error, absPath);
    },
  );
}

/** The region's lines: the range with the line before it; for an insert the line before the point. */
function regionLines(mode: LineWriteMode): { first: number; last: number } {
  if (mode.kind === 'range') return { first: Math.max(1, mode.from - 1), last: mode.to };
  return { first: Math.max(1, mode.at - 1), last: mode.at - 1 };
}

/** Byte offsets found while scanning: after the n-th LF, and hashes at given offsets. */
class ScanMarks {
  /** n → offset just after the n-th LF (1-based n). */
  readonly afterLf = new Map<number, number>();
  /** offset → hash of the bytes before it. */
  readonly hashes = new Map<number, import('node:crypto').Hash>();

  constructor(
    private readonly wantedLfs: number[],
    private readonly wantedHashes: number[],
  ) {}

  visit(
    chunk: Buffer,
    position: number,
    breaksBefore: number,
    lfs: number,
    hash: import('node:crypto').Hash,
  ) {
    for (const n of this.wantedLfs) {
      if (this.afterLf.has(n) || n <= breaksBefore || n > breaksBefore + lfs) continue;
      let at = -1;
      for (let k = breaksBefore; k < n; k++) at = chunk.indexOf(LF, at + 1);
      this.afterLf.set(n, position + at + 1);
    }
    for (const offset of this.wantedHashes) {
      if (this.hashes.has(offset) || offset < position || offset >= position + chunk.length) continue;
      this.hashes.set(offset, hash.copy().update(chunk.subarray(0, offset - position)));
    }
  }

  /** The hash at `offset`, the final hash when it is the end of the file. */
  hashAt(offset: number, scan: CopyScan): import('node:crypto').Hash | null {
    return this.hashes.get(offset) ?? (offset === scan.position ? scan.hash.copy() : null);
  }
}

async function readRange(handle: fsp.FileHandle, start: number, end: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(Math.max(0, end - start));
  let done = 0;
  while (done < buffer.length) {
    const { bytesRead } = await handle.read(buffer, done, buffer.length - done, start + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return buffer.subarray(0, done);
}

/** What {@link scanTarget} found: the target handed to `plan`, and the offsets and hash the write continues from. */
interface ScannedTarget {
  target: RangeRewriteTarget;
  /** Hash of the bytes before the region, null when the range is not inside the file. */
  headHash: import('node:crypto').Hash | null;
  start: number;
  end: number;
  size: number;
  endsWithBreak: boolean;
}

/**
 * Reads `handle` (the file's bytes) once in 1 MiB steps, checked as text (`scanCopy`), and finds the
 * region `mode` changes with 64 KiB of whole lines either side; `moreAfter` reads on through `handle`,
 * which must stay open while the target is used.
 */
async function scanTarget(
  handle: fsp.FileHandle,
  absPath: string,
  mode: LineWriteMode,
  options: RewriteRangeAtomicOptions,
): Promise<ScannedTarget> {
  const { first, last } = regionLines(mode);
  const prefix = options.prefixBytes ?? null;
  // The region's start is the start of line `first` (after LF first-1), its end after LF `last`.
  // Hash offsets are not known before the scan: the region's start is found in the same step
  // it lies in, so its hash is taken there (see `visit`).
  const marks = new ScanMarks(
    [first - 1, last].filter((n) => n >= 1),
    prefix === null ? [] : [prefix],
  );
  let bomSeen = false;
  let startHash: import('node:crypto').Hash | null = null;
  let start = -1;
  const scan = await scanCopy(handle, absPath, options.signal, (chunk, position, breaksBefore, lfs, hash) => {
    if (position === 0)
      bomSeen = chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
    marks.visit(chunk, position, breaksBefore, lfs, hash);
    if (start === -1) start = first === 1 ? (bomSeen ? 3 : 0) : (marks.afterLf.get(first - 1) ?? -1);
    if (start !== -1 && startHash === null && start < position + chunk.length)
      startHash = hash.copy().update(chunk.subarray(0, start - position));
  });
  const bodyStart = scan.bom ? 3 : 0;
  const size = scan.position;
  const empty = size === bodyStart;
  const endsWithBreak = scan.last === LF;
  const lines = empty ? 0 : endsWithBreak ? scan.breaks : scan.breaks + 1;
  if (first === 1) start = bodyStart;
  const end = last === 0 ? bodyStart : (marks.afterLf.get(last) ?? (last === lines ? size : -1));
  const inside =
    start !== -1 && end !== -1 && (mode.kind === 'insert' ? mode.at <= lines + 1 : mode.to <= lines);
  const headHash = inside
    ? ((startHash as import('node:crypto').Hash | null) ?? marks.hashAt(start, scan))
    : null;
  const prefixHash = prefix === null || prefix > size ? null : marks.hashAt(prefix, scan);
  const decode = (bytes: Buffer) => decodeText(bytes, absPath);
  const contextStart = inside ? start : size;
  const contextEnd = inside ? end : size;
  // Whole lines before the region: cut after the first line break unless they start the body.
  const lo = Math.max(bodyStart, contextStart - CONTEXT_BYTES);
  const beforeBytes = await readRange(handle, lo, contextStart);
  const cut = lo === bodyStart ? 0 : beforeBytes.indexOf(LF) + 1;
  const target: RangeRewriteTarget = {
    bytes: size,
    lines,
    bom: scan.bom,
    endsWithBreak,
    eol: scannedEol(scan),
    sha256: scan.hash.copy().digest('hex'),
    prefixSha256: prefixHash === null ? null : prefixHash.digest('hex'),
    region: inside
      ? { start, end, firstLine: first, text: decode(await readRange(handle, start, end)) }
      : null,
    before: lo !== bodyStart && cut === 0 ? '' : decode(beforeBytes.subarray(cut)),
    after: '',
    afterComplete: false,
    moreAfter: async (bytes) => {
      const got = await readRange(handle, contextEnd, Math.min(size, contextEnd + bytes));
      const complete = contextEnd + got.length >= size;
      target.after = decode(complete ? got : got.subarray(0, got.lastIndexOf(LF) + 1));
      target.afterComplete = complete;
    },
  };
  await target.moreAfter(CONTEXT_BYTES);
  return { target, headHash, start, end, size, endsWithBreak };
}

/**
 * What {@link rewriteRangeAtomic} would hand its `plan` for `mode` on the file at `absPath`, read in
 * place (no copy, nothing written): the same checks of the text, digests, region and context. `use`
 * runs while the file is open (the target's `moreAfter` reads through it); its result is returned.
 * For a preview of a range rewrite of a big file (the compact profile's `apply_changes` consequence):
 * memory is the read buffer, the context and the region, whatever the file's size. Another program
 * may save the file meanwhile: the write itself checks again (its own scan and version check).
 * @param absPath an absolute path already checked by `resolveSafePath`; the file must exist.
 * @throws NotTextError when the file is not UTF-8 text; whatever `use` throws; AbortError; the fs error.
 * Spec: issue #13 (a range rewrite, and its preview, cost memory in proportion to the change).
 */
export async function readRangeTarget<T>(
  absPath: string,
  mode: LineWriteMode,
  use: (target: RangeRewriteTarget) => T | Promise<T>,
  options: Pick<RewriteRangeAtomicOptions, 'signal' | 'prefixBytes'> = {},
): Promise<T> {
  stopIfAborted(options.signal, absPath);
  const handle = await fsp.open(absPath, 'r');
  try {
    return await use((await scanTarget(handle, absPath, mode, options)).target);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

async function rewriteOnce(
  absPath: string,
  mode: LineWriteMode,
  plan: (target: RangeRewriteTarget) => RangeRewritePlan | Promise<RangeRewritePlan>,
  options: RewriteRangeAtomicOptions,
): Promise<RangeRewrite> {
  const { signal } = options;
  stopIfAborted(signal, absPath);
  const source = await fsp.open(absPath, 'r');
  let temp: string | null = null;
  let oldCopy: string | null = null;
  let out: fsp.FileHandle | null = null;
  try {
    const { mode: fileMode, version } = checkedSource(source, absPath);
    temp = atomicTempPath(absPath);
    await copyIntoTemp(absPath, temp);
    stopIfAborted(signal, absPath);
    out = await fsp.open(temp, 'r+');
    await out.chmod(fileMode);
    const { target, headHash, start, end, size, endsWithBreak } = await scanTarget(
      out,
      absPath,
      mode,
      options,
    );
    const handle = out;
    const planned = await plan(target);
    stopIfAborted(signal, absPath);
    const region = target.region;
    if (region === null || headHash === null) throw new Error(`rewriteRangeAtomic: no region in ${absPath}`);
    if (planned.text === region.text) {
      // Nothing changes: no write at all (no mtime change, B38), as writeFileAtomic.
      return {
        target,
        text: planned.text,
        beforeSha256: target.sha256,
        afterSha256: target.sha256,
        bytesAfter: size,
        endsWithBreak,
        oldCopy: null,
      };
    }
    if (planned.keepOld) {
      // The copy still holds the old bytes: a second kernel copy keeps them for the caller.
      oldCopy = atomicTempPath(absPath);
      await fsp.copyFile(temp, oldCopy, constants.COPYFILE_EXCL);
    }
    const hash = headHash;
    const written = Buffer.from(planned.text, 'utf8');
    await handle.write(written, 0, written.length, start);
    hash.update(written);
    // The bytes after the region, from the file (its version is checked before the rename).
    const buffer = Buffer.allocUnsafeSlow(STEP_BYTES);
    let from = end;
    let to = start + written.length;
    while (from < size) {
      stopIfAborted(signal, absPath);
      const { bytesRead } = await source.read(buffer, 0, Math.min(STEP_BYTES, size - from), from);
      if (bytesRead === 0) throw new ConcurrentEditError(absPath, 1);
      const chunk = buffer.subarray(0, bytesRead);
      await handle.write(chunk, 0, bytesRead, to);
      hash.update(chunk);
      from += bytesRead;
      to += bytesRead;
    }
    await handle.truncate(to);
    const lastByte = to > 0 ? (await readRange(handle, to - 1, to))[0] : -1;
    await handle.sync();
    await handle.close();
    out = null;
    const result: RangeRewrite = {
      target,
      text: planned.text,
      beforeSha256: target.sha256,
      afterSha256: hash.digest('hex'),
      bytesAfter: to,
      endsWithBreak: lastByte === LF,
      oldCopy,
    };
    await renameChecked(temp, absPath, version, options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS, signal);
    temp = null;
    oldCopy = null;
    await sweepStaleTempFiles(path.dirname(absPath));
    return result;
  } finally {
    await out?.close().catch(() => undefined);
    if (temp !== null) await fsp.unlink(temp).catch(() => undefined);
    if (oldCopy !== null) await fsp.unlink(oldCopy).catch(() => undefined);
    await source.close().catch(() => undefined);
  }
}
