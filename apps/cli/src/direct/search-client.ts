/**
 * The client side of `ma search-server`, in `dist/direct/loader.cjs`: a plain `ma search` line asks
 * the vault's search server, when one runs, before the search bundle is loaded (docs/startup.md,
 * twenty-sixth pass). Any doubt (no socket, a socket of another user, a stale socket, a server of
 * another build or Node, a refused request, a connection closed before the answer) leaves the line
 * to the normal path, which gives the same output.
 * Spec: issue #13, goal (f).
 */
import { accessSync, constants, lstatSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { STOP_SIGNALS, type StopSignal } from '@ma/core';
import type { DirectCommand } from '../io/direct-command.js';
import { FdOutput } from '../io/fd-output.js';
import { stopExitCode, stopNotice } from '../io/stop-signal.js';
import { buildId } from './code-cache-folder.js';
import {
  currentUmask,
  SEARCH_SERVER_PROTOCOL,
  type SearchServerAnswer,
  type SearchServerRequest,
  SOCKET_PATH_MAX,
  searchServerFolder,
  searchServerSocket,
} from './search-server-socket.js';

/** A served answer: the exit code and the writes to stdout (1) and stderr (2), in order. */
type Served = Extract<SearchServerAnswer, { served: true }>;

/** How long the server may take to accept a request (a stopped or hung server) before the client runs the search itself. */
const ACCEPT_TIMEOUT_MS = 2000;

/** The name of the configuration file that marks a vault's root (core's `CONFIG_FILE_NAME`, not imported: the loader stays small). */
const CONFIG_FILE = 'meeting-assistant.json';

/**
 * Minutes without a search after which a server `ma search` started itself (`MA_SEARCH_SERVER=auto`)
 * stops (`ma search-server --idle-exit`).
 */
export const AUTO_SERVER_IDLE_MINUTES = 10;

/** Values of `MA_SEARCH_SERVER` (any case, spaces around ignored) that turn the automatic server on / leave it off. */
const AUTO_ON = new Set(['auto', '1', 'yes', 'true', 'on']);
const AUTO_OFF = new Set(['', '0', 'no', 'false', 'off']);

/**
 * What `MA_SEARCH_SERVER` asks for (newcomer review F10: `Auto`, `yes`, `1` were silently ignored):
 * `auto` for `auto`, `1`, `yes`, `true`, `on` in any case; off for unset, `0`, `no`, `false`, `off`;
 * any other value is off with `warning`, one stderr line saying what is understood.
 * Spec: docs/startup.md, twenty-ninth pass (`MA_SEARCH_SERVER=auto`); newcomer review F10.
 */
export function searchServerMode(value: string | undefined): { auto: boolean; warning: string | null } {
  const v = (value ?? '').trim().toLowerCase();
  if (AUTO_ON.has(v)) return { auto: true, warning: null };
  if (AUTO_OFF.has(v)) return { auto: false, warning: null };
  return {
    auto: false,
    warning: `ma: MA_SEARCH_SERVER=${JSON.stringify(value)} is not understood: set it to auto (or 1, yes, true, on) to start a search server for the vault, or unset it; this search runs without one\n`,
  };
}

/**
 * The file that remembers, for this user and vault, the last "cannot start" line said (in
 * `$XDG_RUNTIME_DIR`, else the temp folder; named by the user id and the vault path's hash).
 */
function warnedFile(root: string): string {
  const { createHash } = process.getBuiltinModule('node:crypto') as typeof import('node:crypto');
  const { tmpdir } = process.getBuiltinModule('node:os') as typeof import('node:os');
  const hash = createHash('sha256').update(root).digest('hex').slice(0, 16);
  return join(
    process.env.XDG_RUNTIME_DIR || tmpdir(),
    `ma-search-server-${process.getuid?.() ?? 0}-${hash}.said`,
  );
}

/**
 * Says once on stderr that no search server can be started for `root` (F10: auto mode was silent):
 * the line is written when the file of {@link warnedFile} does not hold it already, then kept there,
 * so the next searches say nothing until the reason changes or a server could start again
 * ({@link forgetStartWarning}). The file is made anew (`wx`, mode 0600: never through a link another
 * user left). Never throws.
 */
function warnCannotStart(root: string, line: string): void {
  try {
    const file = warnedFile(root);
    if (readFileSync(file, { encoding: 'utf8', flag: 'r' }) === line) return;
    unlinkSync(file);
  } catch {}
  new FdOutput(2).write(line);
  try {
    writeFileSync(warnedFile(root), line, { flag: 'wx', mode: 0o600 });
  } catch {}
}

/** Forgets a "cannot start" line said for `root` (a server may start again: said again if it fails anew). */
function forgetStartWarning(root: string): void {
  try {
    unlinkSync(warnedFile(root));
  } catch {}
}

/**
 * Starts the server for `root` when this process exits with code 0 (a search that ran: a usage
 * error or a refused search starts none, F10), or says once that none can start.
 */
function startAfterSearch(root: string, bin: string): void {
  process.once('exit', (code) => {
    if (code !== 0) return;
    if (!serverMayStart(root))
      return warnCannotStart(
        root,
        `ma: MA_SEARCH_SERVER=auto: no search server can be started for ${root}: its folder ${searchServerFolder(root)} cannot be made, or is not this user's alone; searches run without one (said once)\n`,
      );
    forgetStartWarning(root);
    startServer(root, bin);
  });
}

/**
 * The vault a `ma search` line works on, as `locateVault` finds it: `--vault` against the working
 * folder, else the nearest folder upward with `meeting-assistant.json`, else the working folder
 * (`named` false: no vault was named or found, so no server is started for it).
 * Null for a `--vault` starting with `~` (the home folder: left to the normal path).
 */
function vaultRootOf(vault: string | undefined, cwd: string): { root: string; named: boolean } | null {
  if (vault !== undefined) return vault.startsWith('~') ? null : { root: resolve(cwd, vault), named: true };
  let dir = resolve(cwd);
  for (;;) {
    if (statSync(join(dir, CONFIG_FILE), { throwIfNoEntry: false })?.isFile())
      return { root: dir, named: true };
    const parent = dirname(dir);
    if (parent === dir) return { root: resolve(cwd), named: false };
    dir = parent;
  }
}

/**
 * Whether a `ma search-server` started for `root` would come up, as far as a few `stat`s tell: the
 * root is a folder, `.meeting-assistant` is a real folder (or missing in a folder this user may
 * write to), the server's folder is this user's (or missing) and holds at most a socket of this
 * user (a stale one, which the server replaces). Anything the server would refuse (exit 2) is not
 * started on every search again. False on any error.
 */
function serverMayStart(root: string): boolean {
  try {
    return serverMayStartOrThrow(root);
  } catch {
    return false;
  }
}

/** {@link serverMayStart}, throwing on an error of `stat` or `access`. */
function serverMayStartOrThrow(root: string): boolean {
  const uid = process.getuid?.();
  if (uid === undefined || Buffer.byteLength(searchServerSocket(root)) > SOCKET_PATH_MAX) return false;
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) return false;
  const folder = searchServerFolder(root);
  const state = lstatSync(dirname(folder), { throwIfNoEntry: false });
  if (!state) {
    accessSync(root, constants.W_OK); // throws: a vault this user may not write to
    return true;
  }
  if (!state.isDirectory()) return false;
  const own = lstatSync(folder, { throwIfNoEntry: false });
  if (!own) return true;
  if (!own.isDirectory() || own.uid !== uid) return false;
  const socket = lstatSync(searchServerSocket(root), { throwIfNoEntry: false });
  return !socket || (socket.isSocket() && socket.uid === uid);
}

/**
 * Starts `ma search-server --vault <root> --idle-exit 10` for a `ma search` line that found no server
 * (`MA_SEARCH_SERVER=auto`; docs/startup.md, twenty-ninth pass): this very build (`bin`) under this
 * Node with its flags, this environment, user and umask, so that the server answers this user's
 * next lines as P91's checks require; detached in a session of its own (a Ctrl-C or a closed
 * terminal does not reach it) with stdin, stdout and stderr on /dev/null (a pipeline or a CI step
 * that waits for the output's end does not wait for it). Never throws: a server that cannot start
 * costs nothing but the attempt; one that loses the race to another exits 2.
 * @param bin absolute path of this build's `bin/ma.js`.
 */
function startServer(root: string, bin: string): void {
  try {
    const { spawn } = process.getBuiltinModule('node:child_process') as typeof import('node:child_process');
    const child = spawn(
      process.execPath,
      [
        ...process.execArgv,
        bin,
        'search-server',
        '--vault',
        root,
        '--idle-exit',
        `${AUTO_SERVER_IDLE_MINUTES}`,
      ],
      { cwd: root, detached: true, stdio: 'ignore', env: process.env },
    );
    child.on('error', () => {});
    child.unref();
  } catch {}
}

/**
 * The socket of the vault's search server when one may be running for this user: the folder is this
 * user's and no one else's (mode 0700 or stricter), the socket is a socket of this user, and its path
 * fits a socket address. Null otherwise (no system call beyond a few `stat`s: a vault without a
 * server costs nothing more).
 */
function serverSocketOf(root: string): string | null {
  if (process.platform === 'win32' || !process.getuid) return null;
  const socket = searchServerSocket(root);
  if (Buffer.byteLength(socket) > SOCKET_PATH_MAX) return null;
  const uid = process.getuid();
  const folder = lstatSync(searchServerFolder(root), { throwIfNoEntry: false });
  if (!folder?.isDirectory() || folder.uid !== uid || (folder.mode & 0o077) !== 0) return null;
  const info = lstatSync(socket, { throwIfNoEntry: false });
  return info?.isSocket() && info.uid === uid ? socket : null;
}

/**
 * The request for a `ma search` line and the socket to send it to; `{ start }` when there is no
 * server to ask (`start`: the vault's root when a server could be started for it, else null), and
 * `{ start: null }` too when anything needed fails (the working folder gone, a `--vault` naming a
 * file): the normal path says what is wrong.
 * @param auto whether the caller would start a server (`MA_SEARCH_SERVER=auto`): only then is
 *   {@link serverMayStart} asked.
 */
function requestOf(
  argv: string[],
  vault: string | undefined,
  auto: boolean,
): { socket: string; request: SearchServerRequest; root: string; named: boolean } | { start: string | null } {
  try {
    const cwd = process.cwd();
    const found = vaultRootOf(vault, cwd);
    if (found === null) return { start: null };
    const { root, named } = found;
    let socket: string | null = null;
    try {
      socket = serverSocketOf(root);
    } catch {} // `.meeting-assistant` is a file (ENOTDIR): no server, and none can start (said after the search)
    if (socket === null) return { start: auto && named ? root : null };
    const { isatty } = process.getBuiltinModule('node:tty') as typeof import('node:tty');
    const request: SearchServerRequest = {
      protocol: SEARCH_SERVER_PROTOCOL,
      build: buildId(),
      node: process.version,
      execArgv: process.execArgv,
      uid: process.getuid?.() ?? -1,
      gid: process.getgid?.() ?? -1,
      groups: process.getgroups?.() ?? [],
      umask: currentUmask(),
      argv,
      cwd,
      env: process.env as Record<string, string>,
      tty: [isatty(1), isatty(2)],
    };
    return { socket, request, root, named };
  } catch {
    return { start: null };
  }
}

/**
 * Asks the vault's search server to run a plain `ma search` line; on an answer, writes its output
 * (stdout and stderr, in order, byte for byte) and gives its exit code. With
 * `MA_SEARCH_SERVER=auto` in the environment (also `1`, `yes`, `true`, `on`, any case; another value
 * is warned about: {@link searchServerMode}), a line that finds no server for its vault (no socket,
 * or a stale one: its server is gone) is run by the caller as without it and, once it exited 0,
 * starts one in the background ({@link startServer}) for the lines after it — never after a usage
 * error or a refused search (F10); one that cannot start is said once ({@link warnCannotStart})
 * (docs/startup.md, twenty-ninth pass).
 * @param argv the arguments after the program name.
 * @param direct the line as `readDirectCommand` read it (a `ma search` line).
 * @param bin absolute path of this build's `bin/ma.js` (the server started under `MA_SEARCH_SERVER=auto`).
 * @returns the exit code of the answered search, or null when no server answered it (the caller
 *   runs the search itself; nothing was written).
 */
export async function askSearchServer(
  argv: string[],
  direct: DirectCommand,
  bin: string,
): Promise<number | null> {
  if (direct.command !== 'search' || process.env.MA_NO_SEARCH_SERVER) return null;
  const mode = searchServerMode(process.env.MA_SEARCH_SERVER);
  if (mode.warning !== null) new FdOutput(2).write(mode.warning);
  const { auto } = mode;
  const request = requestOf(argv, direct.opts.vault, auto);
  if ('start' in request) {
    if (request.start !== null) startAfterSearch(request.start, bin);
    return null;
  }
  // Stopped while waiting: what `ma search` says and exits with when stopped (`runMainWith`; the
  // server's search is left to finish unread). Handed back to the normal path on a fallback.
  const onStop = (signal: StopSignal) => {
    new FdOutput(2).write(stopNotice(signal));
    process.exit(stopExitCode(signal));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onStop);
  const answer = await exchange(request.socket, `${JSON.stringify(request.request)}\n`);
  for (const signal of STOP_SIGNALS) process.off(signal, onStop);
  if (answer === 'unreachable') {
    // A stale socket (its server was killed, or the machine restarted): a new server replaces it.
    if (auto && request.named) startAfterSearch(request.root, bin);
    return null;
  }
  if (answer === null) return null;
  const outputs = { 1: new FdOutput(1), 2: new FdOutput(2) };
  for (const [fd, text] of answer.writes) outputs[fd].write(text);
  return answer.code;
}

/**
 * Sends `line` to the server at `socket` and reads its answer: `'unreachable'` when the connection
 * fails (no server listens: a stale socket), null when the server does not accept within
 * {@link ACCEPT_TIMEOUT_MS}, refuses, or closes before its answer.
 */
function exchange(socket: string, line: string): Promise<Served | 'unreachable' | null> {
  const net = process.getBuiltinModule('node:net') as typeof import('node:net');
  return new Promise((done) => {
    let text = '';
    let settled = false;
    let connected = false;
    const conn: Socket = net.connect(socket);
    const finish = (answer: Served | 'unreachable' | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      conn.destroy();
      done(answer);
    };
    const timer = setTimeout(() => finish(null), ACCEPT_TIMEOUT_MS);
    conn.setEncoding('utf8');
    // Refused or gone: nothing listens on the socket. Any other error (EAGAIN: a busy server's
    // backlog is full) is a server that runs.
    conn.on('error', (error: NodeJS.ErrnoException) =>
      finish(!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') ? 'unreachable' : null),
    );
    conn.on('close', () => finish(null));
    conn.on('connect', () => {
      connected = true;
      conn.write(line);
    });
    conn.on('data', (chunk: string) => {
      text += chunk;
      for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n')) {
        const message = parseAnswer(text.slice(0, nl));
        text = text.slice(nl + 1);
        if (message === null || ('served' in message && !message.served)) return finish(null);
        if ('accepted' in message) clearTimeout(timer);
        else if (message.served) return finish(message);
      }
    });
  });
}

/** One answer line, checked; null for anything else. */
function parseAnswer(line: string): SearchServerAnswer | null {
  try {
    const m = JSON.parse(line) as SearchServerAnswer;
    if (m && 'accepted' in m && m.accepted === true) return m;
    if (m && 'served' in m && m.served === false) return m;
    if (
      m &&
      'served' in m &&
      m.served === true &&
      Number.isInteger(m.code) &&
      Array.isArray(m.writes) &&
      m.writes.every((w) => Array.isArray(w) && (w[0] === 1 || w[0] === 2) && typeof w[1] === 'string')
    )
      return m;
  } catch {}
  return null;
}
