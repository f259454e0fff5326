/**
 * What `ma search` (the client, in `dist/direct/loader.cjs`) and `ma search-server` (the server)
 * agree on: where a vault's search server listens and what a request and an answer hold
 * (docs/startup.md, twenty-sixth pass).
 * Spec: issue #13, goal (f): `ma search` answered by a process that is already running.
 */
import { join } from 'node:path';

/** The version of the request and answer below; a server answers only requests of its own version. */
export const SEARCH_SERVER_PROTOCOL = 1;

/**
 * The folder of a vault's search server: `<vault>/.meeting-assistant/search-server/`, created by the
 * server with mode 0700 (only its user may reach the socket in it; on every POSIX system, unlike a
 * socket file's own mode, which some BSDs ignore).
 * @param root the vault's root, absolute.
 */
export function searchServerFolder(root: string): string {
  return join(root, '.meeting-assistant', 'search-server');
}

/** The Unix socket a vault's search server listens on: `socket` in {@link searchServerFolder}. */
export function searchServerSocket(root: string): string {
  return join(searchServerFolder(root), 'socket');
}

/**
 * The longest socket path (bytes) a Unix socket address holds: 108 bytes with the final NUL on
 * Linux, 104 on macOS and the BSDs. A vault whose socket path is longer has no search server.
 */
export const SOCKET_PATH_MAX = process.platform === 'linux' ? 107 : 103;

/**
 * The process's umask, read by setting it and setting it back (`process.umask()` without an argument
 * is deprecated, DEP0139, and warns on stderr under `--pending-deprecation`).
 */
export function currentUmask(): number {
  const mask = process.umask(0o022);
  process.umask(mask);
  return mask;
}

/**
 * True for an environment variable Node (or ICU, libuv) reads when the process starts, so that a
 * server started with another value would not answer as a new process with the client's value
 * would: `NODE_*`, `UV_*`, `TZ`, `LANG`, `LANGUAGE` and `LC_*`. A request whose values of these
 * differ from the server's start values is not answered (the client runs the search itself).
 */
export function isStartEnvKey(key: string): boolean {
  return /^(NODE_|UV_|LC_)/.test(key) || key === 'TZ' || key === 'LANG' || key === 'LANGUAGE';
}

/**
 * A request: one JSON line from the client. Everything a new `ma search` process's answer can
 * depend on, besides the files: the build and Node that would run it, the user and its umask, the
 * command line, the working folder, the environment and whether stdout and stderr are terminals.
 */
export interface SearchServerRequest {
  protocol: number;
  /** The client's `buildId()` (the CLI's version and build time). */
  build: string;
  /** `process.version`, `process.execArgv` of the client. */
  node: string;
  execArgv: string[];
  uid: number;
  gid: number;
  groups: number[];
  umask: number;
  /** The arguments after the program name (a line `readDirectCommand` reads as `ma search`). */
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  /** `isatty` of stdout and stderr. */
  tty: [boolean, boolean];
}

/**
 * The server's lines in answer to a request: first `{"accepted":true}` (or `{"served":false,
 * "why":…}`, and nothing else: the client runs the search itself), then, when done,
 * `{"served":true,"code":…,"writes":[[fd, text], …]}`: the exit code and every write to stdout (1)
 * and stderr (2), in order, as the command made them.
 */
export type SearchServerAnswer =
  | { accepted: true }
  | { served: false; why: string }
  | { served: true; code: number; writes: [1 | 2, string][] };
