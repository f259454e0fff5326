/**
 * The daemon as the vault's search server: `ma-daemon run` starts `ma search-server --vault <root>`
 * as a child for as long as it runs, so that a plain `ma search` on the vault is answered by a
 * running process without the user starting a second one (docs/startup.md, twenty-seventh pass).
 * The child is the CLI's own server (`apps/cli`, P91) with every check it makes (the client's
 * build, Node, user, groups, umask and start-time environment; the 0700 folder; one server per
 * vault): the daemon never imports the CLI, it runs it.
 * Spec: issue #13, goal (f).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, type FSWatcher, lstatSync, statSync, watch } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

/** How long a stopped daemon waits for its search server to exit before killing it (ms). */
const STOP_WAIT_MS = 5000;

/**
 * A running search server child, started again when it crashes (P95); `pid` is the current child's
 * (undefined while none runs: waiting to restart, given up); `stop()` ends it (SIGTERM, then SIGKILL
 * after 5 s), cancels a pending restart and resolves when it exited.
 */
export interface SearchServerChild {
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * The command that runs `ma` for the daemon's search server: `command` when the host gave one (`ma
 * daemon run` passes its own Node and `bin/ma.js`: the very `ma` the user runs), else the first
 * executable file named `ma` on `env.PATH` (what the user's shell runs for `ma search`), else null
 * (no `ma` installed: `ma-daemon run` works without the server).
 * @param command the program and its first arguments, e.g. `[process.execPath, '/…/bin/ma.js']`.
 * @param env the daemon's environment (its `PATH`).
 */
export function searchServerCommand(
  command: readonly string[] | undefined,
  env: Record<string, string | undefined>,
): string[] | null {
  if (command && command.length > 0) return [...command];
  if (process.platform === 'win32') return null;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!path.isAbsolute(dir)) continue; // a relative PATH entry depends on the working folder
    const file = path.join(dir, 'ma');
    try {
      if (!statSync(file).isFile()) continue;
      accessSync(file, constants.X_OK);
      return [file];
    } catch {}
  }
  return null;
}

/** Options of {@link startSearchServer}. */
export interface SearchServerRestarts {
  /**
   * The waits before each restart of a crashed server (ms), in order; one restart per entry, then
   * the daemon gives up (logged). Default 1 s, 4 s, 16 s.
   */
  delaysMs?: readonly number[];
  /** A server that ran this long (ms) before it crashed starts the count again (default 60 s). */
  stableMs?: number;
}

const RESTART_DELAYS_MS = [1000, 4000, 16000] as const;
const STABLE_MS = 60_000;

/**
 * Exit codes of a server that was not crashed but stopped or refused, never restarted: 0 (it
 * stopped), 2 (refused to start: another server already answers for the vault, a socket path too
 * long, a state folder that is not a folder: `UsageError`), 3 (refused), 129/130/143 (stopped by
 * SIGHUP, SIGINT or SIGTERM, as a Ctrl-C in the terminal stops the daemon's whole process group).
 */
const NOT_CRASHED = new Set([0, 2, 3, 129, 130, 143]);

/**
 * Whether a search server that exited with `code`/`signal` crashed (killed by a signal it does not
 * handle: SIGKILL by the OOM killer, SIGSEGV, SIGABRT; or an exit code of an unexpected failure),
 * so that the daemon starts it again (P95).
 */
export function searchServerCrashed(code: number | null, signal: NodeJS.Signals | null): boolean {
  if (signal !== null) return true;
  return code !== null && !NOT_CRASHED.has(code);
}

/**
 * Starts `<command> search-server --vault <root>` as a child of the daemon: its working folder the
 * vault, the daemon's environment (a `ma search` whose start-time environment differs is not
 * answered by it: the client runs the line itself), no stdin or stdout, its stderr lines in the
 * daemon's log (`search server: …`, each answered search at debug level), a process group of its own
 * (POSIX: a Ctrl-C to the daemon's terminal group never reaches it; the daemon's stop sends it one
 * SIGTERM), and an IPC channel whose end (the daemon killed without a chance to stop it) stops the
 * server too. A server that cannot
 * start (one already answers for the vault, a socket path too long, …) or is stopped by a signal it
 * handles is logged; the daemon runs on without it. A server that crashed
 * ({@link searchServerCrashed}) is started again after a wait (1 s, 4 s, 16 s by default), at most
 * that many times in a row (a server that ran 60 s starts the count again); then the daemon gives up
 * and logs it (P95; docs/startup.md, twenty-eighth pass).
 * @returns the supervisor of the child (`pid` the current child's), or null when the first child
 *   could not be spawned (logged).
 */
export function startSearchServer(
  command: readonly string[],
  root: string,
  env: Record<string, string | undefined>,
  log: Logger,
  restarts: SearchServerRestarts = {},
): SearchServerChild | null {
  const delays = restarts.delaysMs ?? RESTART_DELAYS_MS;
  const stableMs = restarts.stableMs ?? STABLE_MS;
  let stopping = false;
  let crashes = 0;
  let timer: NodeJS.Timeout | undefined;
  let current: { child: ChildProcess; exited: Promise<void> } | null = null;
  let waiting: FSWatcher | null = null;
  const folder = path.join(root, '.meeting-assistant', 'search-server');
  const socket = path.join(folder, 'socket');
  const isSocket = () => lstatSync(socket, { throwIfNoEntry: false })?.isSocket() === true;
  /**
   * F10: another server answers for the vault (one `MA_SEARCH_SERVER=auto` started, with an idle
   * exit): the daemon's own was refused (exit 2). Its socket is watched; once it is removed (that
   * server idled out or was stopped) the daemon's server starts, so the vault keeps one.
   */
  const takeOverLater = (): void => {
    try {
      waiting = watch(folder, () => {
        if (stopping || isSocket()) return;
        waiting?.close();
        waiting = null;
        log.info({ socket }, "the other search server for the vault ended; starting the daemon's");
        run();
      });
      waiting.unref();
      if (!isSocket()) {
        waiting.close();
        waiting = null;
        run();
      }
    } catch (error) {
      log.warn(
        { err: error, socket },
        "cannot watch the other search server; `ma search` runs without the daemon's",
      );
    }
  };
  const run = (): boolean => {
    const started = spawnServer(
      command,
      root,
      env,
      log,
      () => stopping,
      (code, signal, ranMs) => {
        current = null;
        if (!stopping && code === 2 && isSocket()) {
          log.info(
            { socket },
            'another search server answers for the vault; the daemon takes over when it ends',
          );
          return takeOverLater();
        }
        if (stopping || !searchServerCrashed(code, signal)) {
          // The decision, as a line: what a reader of the log (and a test, with no fixed wait:
          // leftovers C L158) sees to know no restart is coming.
          log.debug(
            { code, signal, why: stopping ? 'stopped by the daemon' : 'it ended, not crashed' },
            'the search server is not started again',
          );
          return;
        }
        if (ranMs >= stableMs) crashes = 0;
        const delay = delays[crashes];
        if (delay === undefined) {
          log.error(
            { code, signal, restarts: crashes },
            `the search server keeps crashing; gave up after ${crashes} restarts (\`ma search\` runs without it until the daemon starts again)`,
          );
          return;
        }
        crashes++;
        log.warn({ code, signal, retryInMs: delay }, 'the search server crashed; starting it again');
        timer = setTimeout(() => {
          timer = undefined;
          if (!stopping) run();
        }, delay);
        timer.unref();
      },
    );
    current = started;
    return started !== null;
  };
  if (!run()) return null;
  return {
    get pid() {
      return current?.child.pid;
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      waiting?.close();
      const now = current;
      if (now === null) return;
      const { child, exited } = now;
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), STOP_WAIT_MS);
      await exited;
      clearTimeout(kill);
    },
  };
}

/**
 * Spawns one server child (see {@link startSearchServer}); `onExit` gets its exit code or signal and
 * how long it ran (ms). Null when it could not be spawned (logged).
 */
function spawnServer(
  command: readonly string[],
  root: string,
  env: Record<string, string | undefined>,
  log: Logger,
  stopping: () => boolean,
  onExit: (code: number | null, signal: NodeJS.Signals | null, ranMs: number) => void,
): { child: ChildProcess; exited: Promise<void> } | null {
  let child: ChildProcess;
  try {
    child = spawn(command[0]!, [...command.slice(1), 'search-server', '--vault', root], {
      cwd: root,
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // Session 33: a process group (and session) of its own, so that a Ctrl-C in the terminal, a
      // SIGINT or SIGHUP to the daemon's whole group, never reaches it: the daemon stops it itself
      // (SIGTERM, once), and a daemon killed outright ends it through the IPC channel. Before, the
      // group's SIGINT and then the daemon's SIGTERM, a different signal within ms, made it quit at
      // once: its socket left stale, a search in flight cut.
      detached: process.platform !== 'win32',
    });
  } catch (error) {
    log.warn({ err: error, command }, 'could not start the search server; `ma search` runs without it');
    return null;
  }
  const startedAt = Date.now();
  let rest = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    rest += chunk;
    for (let nl = rest.indexOf('\n'); nl >= 0; nl = rest.indexOf('\n')) {
      const line = rest.slice(0, nl).replace(/^ma search-server: /, '');
      rest = rest.slice(nl + 1);
      if (line === '') continue;
      if (line.startsWith('answered a search')) log.debug({ server: child.pid }, `search server: ${line}`);
      else log.info({ server: child.pid }, `search server: ${line}`);
    }
  });
  child.on('error', (error) => {
    log.warn({ err: error, command }, 'could not start the search server; `ma search` runs without it');
  });
  const exited = new Promise<void>((resolve) => {
    if (child.pid === undefined) return resolve();
    child.on('exit', (code, signal) => {
      // 129/130/143: stopped by a signal (a Ctrl-C in the terminal reaches the daemon's whole
      // process group, the server too), as the daemon itself is.
      if (!stopping() && !searchServerCrashed(code, signal))
        log[code !== null && [129, 130, 143].includes(code) ? 'info' : 'warn'](
          { server: child.pid, code, signal },
          'the search server ended; `ma search` runs without it until the daemon starts again',
        );
      onExit(code, signal, Date.now() - startedAt);
      resolve();
    });
  });
  // The IPC channel only tells the child that the daemon is gone; it never holds the daemon up.
  child.channel?.unref();
  child.unref();
  return { child, exited };
}
