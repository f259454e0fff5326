import path from 'node:path';
import { atomicTempTarget } from './atomic-temp-name.js';

/** What common file system codes mean, as a user reads them. */
export const FS_CODE_MEANINGS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file reached the file-size limit (ulimit -f, a service LimitFSIZE=)',
  EIO: 'an input/output error',
  EISDIR: 'a folder where a file was expected',
  ENOTDIR: 'a file where a folder was expected',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files in the system',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'a symlink loop',
};

/**
 * Makes a write past this process's file-size limit (`ulimit -f`, a service's `LimitFSIZE=`, a host's
 * RLIMIT_FSIZE) fail with EFBIG ({@link FS_CODE_MEANINGS} names it and how to raise it) instead of ending
 * the process: the kernel raises SIGXFSZ, whose default action kills it at once with no word, a temp
 * file left half written. With a listener every write answers EFBIG as any failed write (temp file
 * removed, target unchanged). Idempotent (a listener already there is kept); nothing on Windows, which
 * has no such signal. The one place `ma` (bin/ma.js, through the direct loader, before anything else
 * loads), its direct loader, `runMainWith` and `ma-daemon` take it from.
 * Spec: leftovers L391, L394; review V191.
 */
export function failWritesPastFileSizeLimit(): void {
  if (process.platform === 'win32' || process.listenerCount('SIGXFSZ') > 0) return;
  process.on('SIGXFSZ', () => {});
}

/** Codes only the file system gives (never a network request). */
const FILE_ONLY_CODES = new Set([
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'EFBIG',
  'EISDIR',
  'ENOTDIR',
  'ENAMETOOLONG',
  'ELOOP',
]);

/**
 * A file system error in `error`'s cause chain, or null: node's string `code` and `syscall` with a `path`, or
 * without one a code no network request gives (EROFS, ENOSPC, EDQUOT, …).
 */
export function fileSystemErrorOf(error: unknown): NodeJS.ErrnoException | null {
  const seen = new Set<unknown>();
  for (let e = error; e !== null && typeof e === 'object' && !seen.has(e); e = (e as Error).cause) {
    seen.add(e);
    const f = e as NodeJS.ErrnoException;
    if (typeof f.code !== 'string' || typeof f.syscall !== 'string') continue;
    // With a path it is a file's; without one (a read of a folder gives none) only by a code that
    // no socket gives (EACCES, EPERM: also a refused connect).
    if (typeof f.path === 'string' || FILE_ONLY_CODES.has(f.code)) return f;
  }
  return null;
}

/**
 * L317: `error` naming the file it was met on: a write through a file handle (`handle.writeFile`, `write`)
 * fails with node's `ENOSPC: no space left on device, write` and no `path`, so no host could say which file
 * was not written. A node error without a `path` gets `absPath` (the file meant, not its temp file); any
 * other value is returned as it is.
 */
export function withFilePath(error: unknown, absPath: string): unknown {
  const f = error as NodeJS.ErrnoException | null;
  if (f !== null && typeof f === 'object' && typeof f.code === 'string' && typeof f.syscall === 'string')
    if (typeof f.path !== 'string') f.path = absPath;
  return error;
}

/**
 * L317: a tool's file system failure as a person or a model reads it, the one wording for `ma tool` and MCP
 * write tools (as `ma summarize` says its own): `Projects/x/notes.md: no space left on the device (ENOSPC,
 * write); the file was not changed (written by temp file and rename, the temp file removed): free space on
 * the disk, then call again`. Null when `error` holds no file system error.
 * @param vaultRoot the vault's root (absolute): the file is named vault-relative inside it.
 */
export function fileSystemFailureText(error: unknown, vaultRoot: string): string | null {
  const f = fileSystemErrorOf(error);
  if (f === null) return null;
  const code = f.code as string;
  const what = FS_CODE_MEANINGS[code] ?? 'the file system refused';
  const fix =
    code === 'ENOSPC'
      ? 'free space on the disk'
      : code === 'EDQUOT'
        ? 'free some of your disk quota'
        : code === 'EROFS'
          ? 'mount the file system writable'
          : code === 'EFBIG'
            ? 'raise the file-size limit (ulimit -f, LimitFSIZE=)'
            : 'fix the file, its folder or the disk';
  if (typeof f.path !== 'string')
    return `a file of the vault: ${what} (${code}, ${f.syscall}); the file it was writing was not changed: ${fix}, then call again`;
  const meant = atomicTempTarget(f.path) ?? f.path;
  const rel = path.relative(vaultRoot, meant);
  const shown =
    rel && !rel.startsWith('..') && !path.isAbsolute(rel)
      ? rel.split(path.sep).join('/')
      : path.basename(meant);
  return `${shown}: ${what} (${code}, ${f.syscall}); the file was not changed (written by temp file and rename, the temp file removed): ${fix}, then call again`;
}
