import {
  accessSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
} from 'node:fs';
import * as fsp from 'node:fs/promises';

let blocking = false;

/**
 * Makes the file-system look-ups of core's path checks ({@link fsOps}: `realpath`, `stat`, `lstat`,
 * `readdir`, `readlink`, `readFile`, `access`) run as blocking system calls for the rest of the process, for a
 * process that runs one command and exits (`ma search`, `ma tool`). Each of them otherwise makes a
 * round trip through libuv's thread pool (a promise, a worker thread woken, the main thread woken
 * again); a `ma search` makes about 140 of them (every `vault.resolve` is two `realpath`s and a
 * `stat`), which cost about 4-5 ms of CPU and, on a busy machine, far more wall time waiting for the
 * threads to be scheduled (docs/startup.md, fourteenth pass). The results and errors are the same
 * (`realpath` is the native one, as `fs.promises.realpath`; an error is the same `ENOENT`… error,
 * as a rejection). It blocks the event loop for each call, so a process serving other work (the MCP
 * server, the daemon, an agent run, a `ma tool` call that may ask an approval) must never turn it on.
 * Spec: issue #13, goal (f): `ma search` ≤ 1.5× `node -e 0` + `rg`.
 */
export function useBlockingFs(): void {
  blocking = true;
}

/**
 * True once {@link useBlockingFs} was called in this process.
 * Spec: issue #13, goal (f).
 */
export function blockingFs(): boolean {
  return blocking;
}

/**
 * The `fs/promises` function `threaded()` gives, or, once {@link useBlockingFs} was called, `sync` (its
 * `fs` counterpart) with its result or error as a settled promise. `threaded` is asked on each threaded
 * call, not when core loads: a one-shot `ma tool`/`ma search` then never loads `node:fs/promises` (ten
 * built-in modules, readline's among them: about 2 ms of CPU per start; P188).
 */
function switchable<F extends (...args: never[]) => Promise<unknown>>(
  threaded: () => F,
  sync: (...args: Parameters<F>) => unknown,
): F {
  return ((...args: Parameters<F>) => {
    if (!blocking) return threaded()(...args);
    try {
      return Promise.resolve(sync(...args));
    } catch (error) {
      return Promise.reject(error);
    }
  }) as F;
}

/**
 * The `fs/promises` functions core's path checks and reads use (same signatures, same results and
 * errors), each a blocking call once {@link useBlockingFs} was called in this process: `realpath`
 * (the native one), `stat`, `lstat`, `readdir`, `readlink`, `readFile`, `access`. Used by `resolveSafePath`,
 * `openVault`, the configured-path checks and spelling, `loadConfig`, `readText`/`readTextOrNull`,
 * `findDependencyFolders` and `searchVault`, by every look-up of core's folder walks and listings
 * (`walkFiles`, `listFiles`, the meeting lookup, the summaries, the person aliases, the symlink checks)
 * and of the read tools' versions and line reads (P82), and by the CLI's vault lookup.
 * Spec: issue #13, goals (e) and (f).
 */
export const fsOps = {
  realpath: switchable(() => fsp.realpath, realpathSync.native as never),
  stat: switchable(() => fsp.stat, statSync as never),
  lstat: switchable(() => fsp.lstat, lstatSync as never),
  readdir: switchable(() => fsp.readdir, readdirSync as never),
  readlink: switchable(() => fsp.readlink, readlinkSync as never),
  readFile: switchable(() => fsp.readFile, readFileSync as never),
  access: switchable(() => fsp.access, accessSync),
} as const;

export const { realpath, stat, lstat, readdir, readlink, readFile, access } = fsOps;
