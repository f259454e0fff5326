/**
 * `ma search-server`: a process that answers the plain `ma search` lines of one vault, for its own
 * user, over a Unix socket in `<vault>/.meeting-assistant/search-server/`, so that such a line costs
 * a Node start and a round trip instead of loading and running the search bundle
 * (docs/startup.md, twenty-sixth pass). The answer is the one a new `ma search` process would
 * give: the server runs the same line (`mainWith` with the search bundle's parts) in the client's
 * working folder and environment, and answers only a client of the same build, Node, user, groups,
 * umask and start-time environment (`NODE_*`, `LANG`, `TZ`, …); the client runs any other line itself.
 * Spec: issue #13, goal (f).
 */
import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  type Stats,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { summariesMemoCounts, useSummariesMemo } from '@ma/core';
import { buildId } from '../direct/code-cache-folder.js';
import { searchParts } from '../direct/search-parts.js';
import {
  currentUmask,
  isStartEnvKey,
  SEARCH_SERVER_PROTOCOL,
  type SearchServerAnswer,
  type SearchServerRequest,
  SOCKET_PATH_MAX,
  searchServerFolder,
  searchServerSocket,
} from '../direct/search-server-socket.js';
import { type CliIo, type CliStream, processIo, writeLine } from '../io/cli-io.js';
import { readDirectCommand } from '../io/direct-command.js';
import { ExitCode } from '../io/exit-code.js';
import type { GlobalOptions } from '../io/global-options.js';
import { UsageError } from '../io/usage-error.js';
import { mainWith } from '../run-main.js';
import { locateVault } from '../vault/open-cli-vault.js';

/** The longest request line read (bytes): an environment and a command line fit many times over. */
const MAX_REQUEST = 4 * 1024 * 1024;

/**
 * How old (ms) a start lock must be before a starting server takes it as left by a server that died
 * while it started (a start holds it for the few milliseconds of its checks and `listen`).
 */
const STALE_START_LOCK_MS = 10_000;

/** Options of {@link searchServerCommand}: the global ones and `--idle-exit`. */
export interface SearchServerOptions extends GlobalOptions {
  /**
   * Minutes without a search after which the server stops as on SIGTERM (its socket removed, exit
   * 0): `--idle-exit`, which `ma search` passes when it starts a server itself
   * (`MA_SEARCH_SERVER=auto`). Undefined: it runs until stopped.
   */
  idleExit?: number;
}

/**
 * Serves `ma search` for the vault of `opts` until the process is stopped (Ctrl-C, SIGTERM,
 * SIGHUP) or, with `--idle-exit`, no search came for that long; logs one stderr line when it
 * starts, one per answered search and one when it stops for being idle.
 * @returns 0 when stopped (130/143/129 after the signal, set by `main`) or idle.
 * @throws UsageError (exit 2) when no vault is found, the platform has no Unix sockets for this (Windows),
 *   the socket's path is too long for a socket address, `.meeting-assistant` is not a real folder,
 *   the server's folder is not this user's own, a search server already answers for the vault or
 *   another is starting for it at the same moment (two `ma search` lines under
 *   `MA_SEARCH_SERVER=auto` that each start one: the second loses), or
 *   something that is not a socket (a folder, a file, a symbolic link) is at the socket's path (reviewA R32).
 */
export async function searchServerCommand(opts: SearchServerOptions, io: CliIo): Promise<number> {
  if (process.platform === 'win32' || !process.getuid) {
    throw new UsageError('ma search-server needs Unix sockets (Linux, macOS); `ma search` works without it');
  }
  const { root } = await locateVault(opts, io);
  const folder = searchServerFolder(root);
  const socket = searchServerSocket(root);
  if (Buffer.byteLength(socket) > SOCKET_PATH_MAX) {
    throw new UsageError(
      `the socket path ${socket} is longer than a Unix socket address allows (${SOCKET_PATH_MAX} bytes); \`ma search\` works without the server`,
    );
  }
  // `.meeting-assistant` a real folder of the vault, as core requires of its state folder (never a
  // symlink out of the vault: docs/contracts.md).
  const state = dirname(folder);
  if (!lstatSync(state, { throwIfNoEntry: false })) mkdirSync(state);
  if (!lstatSync(state).isDirectory()) {
    throw new UsageError(
      `${state} is not a folder (a symlink or a file); ma search-server keeps its socket only in the vault's own state folder`,
    );
  }
  if (!lstatSync(folder, { throwIfNoEntry: false })) mkdirSync(folder, { mode: 0o700 });
  const info = lstatSync(folder);
  if (!info.isDirectory() || info.uid !== process.getuid()) {
    throw new UsageError(
      `${folder} is not a folder of this user; remove it and start ma search-server again`,
    );
  }
  if ((info.mode & 0o777) !== 0o700) chmodSync(folder, 0o700);
  const server = createServer();
  // One start at a time (docs/startup.md, twenty-ninth pass): the look at the socket, the removal of
  // a stale one and `listen` are not one step, so two servers starting at once (two `ma search`
  // lines under MA_SEARCH_SERVER=auto) could each remove the other's new socket; the second to
  // come finds the lock (or the first's socket) and is refused, exit 2.
  const release = takeStartLock(folder, root);
  try {
    const existing = lstatSync(socket, { throwIfNoEntry: false });
    if (existing) {
      // reviewA R32: only a socket can be a server's; anything else there is named, never unlinked.
      if (!existing.isSocket())
        throw new UsageError(
          `${socket} is ${kindOf(existing)}, not a search server's socket; remove it and start ma search-server again`,
        );
      if (await answers(socket)) throw alreadyAnswers(root, socket);
      unlinkSync(socket); // a stale socket: its server is gone
    }
    await listen(server, socket, root);
  } finally {
    release();
  }
  const ours = lstatSync(socket);
  const startEnv = startEnvOf(process.env);
  // The summaries' look kept between searches while a watch proves it current (P96; docs/startup.md,
  // twenty-eighth pass), its fence files in the server's own folder.
  const watch = useSummariesMemo(folder);
  process.chdir(root);
  let queue = Promise.resolve();
  const idle = idleTimer(opts.idleExit);
  server.on('connection', (conn) => {
    idle.busy(conn);
    readRequest(conn, (request) => {
      // Refused or accepted at once (the client waits a short while for this line only), then run
      // one at a time.
      const why = refusal(request, startEnv);
      if (why !== null) return void send(conn, { served: false, why });
      send(conn, { accepted: true }, false);
      queue = queue.then(() => answer(conn, request as SearchServerRequest, root, io)).catch(() => {});
    });
  });
  // Started by `ma-daemon run` (an IPC channel to it): stopped as on SIGTERM when the daemon is gone,
  // killed without a chance to stop its server (docs/startup.md, twenty-seventh pass).
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  }
  const until = opts.idleExit === undefined ? '' : `, or after ${opts.idleExit} minutes without a search`;
  writeLine(io.stderr, `ma search-server: answering \`ma search\` for ${root} (stop with Ctrl-C${until})`);
  const why = await new Promise<'stopped' | 'idle'>((resolve) => {
    if (io.signal.aborted) return resolve('stopped');
    io.signal.addEventListener('abort', () => resolve('stopped'), { once: true });
    idle.signal.addEventListener('abort', () => resolve('idle'), { once: true });
  });
  idle.stop();
  if (why === 'idle')
    writeLine(io.stderr, `ma search-server: no search for ${opts.idleExit} minutes; stopped`);
  server.close();
  await queue;
  watch.close();
  // Removed only while it is still this server's socket (not one a later server made).
  const now = lstatSync(socket, { throwIfNoEntry: false });
  if (now && now.ino === ours.ino && now.dev === ours.dev) unlinkSync(socket);
  return ExitCode.ok;
}

/** The refusal of a second server for a vault. */
function alreadyAnswers(root: string, socket: string): UsageError {
  return new UsageError(`a search server already answers for ${root} (${socket})`);
}

/**
 * Takes the start lock `start.lock` in the server's folder (created exclusively, holding this
 * process's id) and gives the function that removes it. A lock older than
 * {@link STALE_START_LOCK_MS} was left by a server that died while starting and is replaced.
 * @throws UsageError when another server holds it: it is starting for the vault right now.
 */
function takeStartLock(folder: string, root: string): () => void {
  const lock = join(folder, 'start.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        try {
          unlinkSync(lock);
        } catch {}
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = lstatSync(lock, { throwIfNoEntry: false });
      if (attempt === 0 && (!held || Date.now() - held.mtimeMs > STALE_START_LOCK_MS)) {
        try {
          if (held) unlinkSync(lock);
        } catch {}
        continue;
      }
      throw new UsageError(
        `another ma search-server is starting for ${root} (${lock}); \`ma search\` will use it`,
      );
    }
  }
}

/**
 * The idle exit of `--idle-exit`: `signal` is aborted once `minutes` passed with no connection
 * open (never when `minutes` is undefined). `busy(conn)` holds it off while `conn` is open; `stop()`
 * clears the timer.
 */
function idleTimer(minutes: number | undefined): {
  signal: AbortSignal;
  busy(conn: Socket): void;
  stop(): void;
} {
  const controller = new AbortController();
  let open = 0;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    if (minutes !== undefined && open === 0) timer = setTimeout(() => controller.abort(), minutes * 60_000);
  };
  arm();
  return {
    signal: controller.signal,
    busy(conn) {
      open++;
      clearTimeout(timer);
      conn.once('close', () => {
        open--;
        arm();
      });
    },
    stop: () => clearTimeout(timer),
  };
}

/** What a file that is not a socket is, in the words of a message: `a folder`, `a symbolic link`, `a file`. */
function kindOf(info: Stats): string {
  if (info.isDirectory()) return 'a folder';
  if (info.isSymbolicLink()) return 'a symbolic link';
  if (info.isFIFO()) return 'a named pipe';
  return 'a file';
}

/**
 * Listens on `socket`, created with mode 0600 (umask 077 while it is made).
 * @throws UsageError when something made the socket first (EADDRINUSE: a server of the vault `root`).
 */
function listen(server: Server, socket: string, root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const umask = process.umask(0o077);
    server.once('error', (error) => {
      process.umask(umask);
      // A server that made its socket between our look and our `listen` (one that took no lock:
      // an older build's) answers for the vault.
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') reject(alreadyAnswers(root, socket));
      else reject(error);
    });
    server.listen(socket, () => {
      process.umask(umask);
      resolve();
    });
  });
}

/** True when a server accepts connections on `socket` (false for a stale socket: refused). */
function answers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const conn = connect(socket);
    conn.on('connect', () => {
      conn.destroy();
      resolve(true);
    });
    conn.on('error', () => resolve(false));
  });
}

/** Reads one request line from `conn`; a connection that sends more than {@link MAX_REQUEST} or no valid line is closed. */
function readRequest(conn: Socket, onRequest: (request: unknown) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  conn.on('error', () => {});
  const onData = (chunk: Buffer) => {
    const nl = chunk.indexOf(10);
    chunks.push(nl < 0 ? chunk : chunk.subarray(0, nl));
    size += chunk.length;
    if (nl < 0 && size <= MAX_REQUEST) return;
    conn.off('data', onData);
    if (nl < 0) return void conn.destroy();
    try {
      onRequest(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    } catch {
      conn.destroy();
    }
  };
  conn.on('data', onData);
}

/** The values of the start-time variables ({@link isStartEnvKey}) of `env`. */
function startEnvOf(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([key]) => isStartEnvKey(key)));
}

/** Why this server may not answer `request` as a new `ma search` process would, or null when it may. */
function refusal(request: unknown, startEnv: Record<string, string | undefined>): string | null {
  const r = request as Partial<SearchServerRequest> | null;
  if (typeof r !== 'object' || r === null || r.protocol !== SEARCH_SERVER_PROTOCOL) return 'another protocol';
  if (r.build !== buildId()) return 'another build';
  if (r.node !== process.version || !isDeepStrictEqual(r.execArgv, process.execArgv)) return 'another Node';
  if (
    r.uid !== process.getuid?.() ||
    r.gid !== process.getgid?.() ||
    !isDeepStrictEqual(r.groups, process.getgroups?.()) ||
    r.umask !== currentUmask()
  )
    return 'another user, group or umask';
  if (
    typeof r.env !== 'object' ||
    r.env === null ||
    !Object.values(r.env).every((v) => typeof v === 'string') ||
    !isDeepStrictEqual(startEnvOf(r.env), startEnv)
  )
    return 'another start-time environment';
  if (typeof r.cwd !== 'string' || !Array.isArray(r.tty) || !r.tty.every((t) => typeof t === 'boolean'))
    return 'a malformed request';
  if (!Array.isArray(r.argv) || !r.argv.every((a) => typeof a === 'string')) return 'a malformed request';
  if (readDirectCommand(r.argv)?.command !== 'search') return 'not a plain `ma search` line';
  return null;
}

/** An output that keeps every write, in order, for the answer. */
function recorder(fd: 1 | 2, isTTY: boolean, writes: [1 | 2, string][]): CliStream {
  return {
    isTTY,
    write(text: string) {
      if (text !== '') writes.push([fd, text]);
      return true;
    },
  };
}

/** Sets `process.env` to exactly `env` (keys missing from it removed). */
function setEnv(env: Record<string, string | undefined>): void {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  for (const [key, value] of Object.entries(env)) if (value !== undefined) process.env[key] = value;
}

/** Writes one answer line to `conn` (and ends the connection, unless `end` is false). */
function send(conn: Socket, message: SearchServerAnswer, end = true): void {
  if (conn.destroyed) return;
  if (end) conn.end(`${JSON.stringify(message)}\n`);
  else conn.write(`${JSON.stringify(message)}\n`);
}

/**
 * Runs one accepted request's `ma search` line in the client's working folder and environment (one
 * at a time: both are the process's) and sends the answer; a working folder that is gone or a run
 * that failed outside the command's own error handling get `served: false` (the client runs the
 * line itself).
 * @param root the vault's root: the server's working folder between requests.
 */
async function answer(conn: Socket, r: SearchServerRequest, root: string, log: CliIo): Promise<void> {
  if (conn.destroyed) return; // the client gave up waiting and runs the line itself
  const started = performance.now();
  const savedEnv = { ...process.env };
  const writes: [1 | 2, string][] = [];
  const kept = summariesMemoCounts.kept;
  const looked = summariesMemoCounts.looked;
  let code: number | null = null;
  try {
    process.chdir(r.cwd);
    setEnv(r.env);
    const outputs = { stdout: recorder(1, r.tty[0], writes), stderr: recorder(2, r.tty[1], writes) };
    code = await mainWith(r.argv, processIo(new AbortController().signal, outputs), searchParts);
  } catch {
    code = null;
  } finally {
    setEnv(savedEnv);
    try {
      process.chdir(root); // the server's own working folder (between requests it uses none)
    } catch {}
  }
  if (code === null) return send(conn, { served: false, why: 'the search could not run here' });
  const summaries =
    summariesMemoCounts.looked > looked
      ? '; summaries looked at'
      : summariesMemoCounts.kept > kept
        ? '; summaries unchanged, kept'
        : '';
  // L123: logged before the answer is sent, so whoever has the answer finds the line already written (a test, the
  // daemon's log), never a moment after.
  writeLine(
    log.stderr,
    `ma search-server: answered a search (exit ${code}, ${Math.round(performance.now() - started)} ms${summaries})`,
  );
  send(conn, { served: true, code, writes });
}
