/**
 * The client side of `ma search-server`, in `dist/direct/loader.cjs`: a plain `ma search` line asks
 * the vault's search server, when one runs, before the search bundle is loaded (docs/startup.md,
 * twenty-sixth pass). Any doubt (no socket, a socket of another user, a stale socket, a server of
 * another build or Node, a refused request, a connection closed before the answer) leaves the line
 * to the normal path, which gives the same output.
 * Spec: issue #13, goal (f).
 */
import { lstatSync, statSync } from 'node:fs';
import type { Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type { DirectCommand } from '../io/direct-command.js';
import { FdOutput } from '../io/fd-output.js';
import { STOP_SIGNALS, type StopSignal, stopExitCode, stopNotice } from '../io/stop-signal.js';
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
 * The vault a `ma search` line works on, as `locateVault` finds it: `--vault` against the working
 * folder, else the nearest folder upward with `meeting-assistant.json`, else the working folder.
 * Null for a `--vault` starting with `~` (the home folder: left to the normal path).
 */
function vaultRootOf(vault: string | undefined, cwd: string): string | null {
  if (vault !== undefined) return vault.startsWith('~') ? null : resolve(cwd, vault);
  let dir = resolve(cwd);
  for (;;) {
    if (statSync(join(dir, CONFIG_FILE), { throwIfNoEntry: false })?.isFile()) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(cwd);
    dir = parent;
  }
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

/** The socket of the search server of the vault `--vault` (or the working folder) names, or null. */
function socketOf(vault: string | undefined, cwd: string): string | null {
  const root = vaultRootOf(vault, cwd);
  return root === null ? null : serverSocketOf(root);
}

/**
 * The request for a `ma search` line and the socket to send it to, or null when there is no server
 * to ask or anything needed for the request fails (the working folder gone, a `--vault` naming a
 * file): the normal path says what is wrong.
 */
function requestOf(
  argv: string[],
  vault: string | undefined,
): { socket: string; request: SearchServerRequest } | null {
  try {
    const cwd = process.cwd();
    const socket = socketOf(vault, cwd);
    if (socket === null) return null;
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
    return { socket, request };
  } catch {
    return null;
  }
}

/**
 * Asks the vault's search server to run a plain `ma search` line; on an answer, writes its output
 * (stdout and stderr, in order, byte for byte) and gives its exit code.
 * @param argv the arguments after the program name.
 * @param direct the line as `readDirectCommand` read it (a `ma search` line).
 * @returns the exit code of the answered search, or null when no server answered it (the caller
 *   runs the search itself; nothing was written).
 */
export async function askSearchServer(argv: string[], direct: DirectCommand): Promise<number | null> {
  if (direct.command !== 'search' || process.env.MA_NO_SEARCH_SERVER) return null;
  const request = requestOf(argv, direct.opts.vault);
  if (request === null) return null;
  // Stopped while waiting: what `ma search` says and exits with when stopped (`runMainWith`; the
  // server's search is left to finish unread). Handed back to the normal path on a fallback.
  const onStop = (signal: StopSignal) => {
    new FdOutput(2).write(stopNotice(signal));
    process.exit(stopExitCode(signal));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onStop);
  const answer = await exchange(request.socket, `${JSON.stringify(request.request)}\n`);
  for (const signal of STOP_SIGNALS) process.off(signal, onStop);
  if (answer === null) return null;
  const outputs = { 1: new FdOutput(1), 2: new FdOutput(2) };
  for (const [fd, text] of answer.writes) outputs[fd].write(text);
  return answer.code;
}

/**
 * Sends `line` to the server at `socket` and reads its answer: null when the connection fails, the
 * server does not accept within {@link ACCEPT_TIMEOUT_MS}, refuses, or closes before its answer.
 */
function exchange(socket: string, line: string): Promise<Served | null> {
  const net = process.getBuiltinModule('node:net') as typeof import('node:net');
  return new Promise((done) => {
    let text = '';
    let settled = false;
    const conn: Socket = net.connect(socket);
    const finish = (answer: Served | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      conn.destroy();
      done(answer);
    };
    const timer = setTimeout(() => finish(null), ACCEPT_TIMEOUT_MS);
    conn.setEncoding('utf8');
    conn.on('error', () => finish(null));
    conn.on('close', () => finish(null));
    conn.on('connect', () => conn.write(line));
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
