/**
 * P93 (issue 13, goal f): a user who runs the daemon on a vault (`ma daemon run`, or `ma-daemon run`
 * with `ma` on PATH) gets `ma search` answered by a running process without starting a second one:
 * the daemon runs `ma search-server` for the vault while it runs. What a user sees is the same as
 * without it (stdout, stderr, exit code, byte for byte); a stopped daemon leaves `ma search` to run
 * the line itself with the same output; a daemon killed at once does not leave its server behind;
 * `--no-search-server` turns it off. Every `ma` is the built `bin/ma.js`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MaResult, maBin, runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';
/** The standalone daemon's bin (`ma-daemon`), as its package installs it. */
const daemonBin = join(
  dirname(createRequire(import.meta.url).resolve('@ma/daemon/package.json')),
  'bin',
  'ma-daemon.js',
);

let vault: SampleVaultCopy;
let socket: string;
let daemon: ChildProcess | null = null;
let daemonErr = '';
let daemonExit: Promise<number | null>;
let binDir: string;

/** Waits until `check` holds (polling), for at most `ms`. */
async function until(check: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The daemon log's "answered a search" lines so far. */
function answered(): number {
  const logs = join(vault.root, '.meeting-assistant', 'logs');
  if (!existsSync(logs)) return 0;
  let n = 0;
  for (const name of readdirSync(logs))
    if (name.endsWith('.log'))
      n += readFileSync(join(logs, name), 'utf8').split('search server: answered a search').length - 1;
  return n;
}

/** Starts `node command…` (a daemon) with this process's environment (no model, no MA_NO_SEARCH_SERVER) plus `env`. */
function startDaemon(command: string[], env: Record<string, string> = {}): void {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  for (const key of [
    'MA_BASE_URL',
    'MA_MODEL',
    'MA_API_KEY_ENV',
    'FORCE_COLOR',
    'NO_COLOR',
    'MA_DEBUG',
    'NODE_PATH',
    'MA_NO_SEARCH_SERVER',
  ])
    if (!(key in env)) delete childEnv[key];
  daemonErr = '';
  const child = spawn(process.execPath, command, {
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.setEncoding('utf8').on('data', (d: string) => {
    daemonErr += d;
  });
  daemonExit = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  daemon = child;
}

const said = (r: MaResult) => `exit ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`;

/** `ma search …args` with the daemon running, then alone (MA_NO_SEARCH_SERVER=1); both results and whether the first was answered by the daemon's server. */
async function bothWays(args: string[]) {
  const before = answered();
  const served = await runMa(['search', ...args]);
  let wasServed = true;
  await until(() => answered() === before + 1, 10_000).catch(() => {
    wasServed = false;
  });
  const alone = await runMa(['search', ...args], { env: { MA_NO_SEARCH_SERVER: '1' } });
  return { served, alone, wasServed };
}

beforeEach(async () => {
  vault = await copySampleVault();
  socket = join(vault.root, '.meeting-assistant', 'search-server', 'socket');
  // Every meeting a draft: the daemon has nothing to summarize, so the vault does not change
  // between the runs compared.
  const meetings = join(vault.root, 'Meetings');
  for (const name of readdirSync(meetings).filter((n) => n.endsWith('.md'))) {
    const file = join(meetings, name);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^status: \w+$/m, 'status: draft'));
  }
  // A `ma` on PATH for the standalone daemon: this Node and the built bin, as an installed `ma`.
  binDir = mkdtempSync(join(tmpdir(), 'ma-p93-bin-'));
  writeFileSync(join(binDir, 'ma'), `#!/bin/sh\nexec "${process.execPath}" "${maBin}" "$@"\n`);
  chmodSync(join(binDir, 'ma'), 0o755);
}, 60_000);

afterEach(async () => {
  if (daemon && daemon.exitCode === null && daemon.signalCode === null) {
    daemon.kill('SIGTERM');
    await daemonExit;
  }
  daemon = null;
  rmSync(binDir, { recursive: true, force: true });
  await vault.cleanup();
});

const LINES: [string, string[]][] = [
  ['matches', ['remote', '--meeting', MEETING]],
  ['a cut result', ['remote', '--meeting', MEETING, '--limit', '1']],
  ['an unknown meeting (usage, 2)', ['remote', '--meeting', 'no such meeting']],
];

describe('P93: the daemon answers ma search for its vault', () => {
  it('P93: ma daemon run answers plain ma search lines with the same bytes and exit codes; stopped, ma search runs the line itself', async () => {
    startDaemon([maBin, 'daemon', 'run', '--vault', vault.root]);
    await until(() => daemonErr.includes('answering `ma search`'));
    expect(lstatSync(dirname(socket)).mode & 0o777).toBe(0o700);
    expect(lstatSync(socket).isSocket()).toBe(true);
    for (const [what, args] of LINES) {
      const { served, alone, wasServed } = await bothWays([...args, '--vault', vault.root]);
      expect(said(served), what).toBe(said(alone));
      expect(wasServed, `${what}: ${said(served)}`).toBe(true);
    }
    // Stopped: the server goes with it (socket removed); the same line runs alone, same output.
    daemon!.kill('SIGTERM');
    expect(await daemonExit).toBe(0); // a clean stop, as `ma-daemon run` (F8)
    expect(daemonErr).not.toContain('the search server ended');
    expect(existsSync(socket)).toBe(false);
    const before = answered();
    const after = await runMa(['search', 'remote', '--meeting', MEETING, '--vault', vault.root]);
    const alone = await runMa(['search', 'remote', '--meeting', MEETING, '--vault', vault.root], {
      env: { MA_NO_SEARCH_SERVER: '1' },
    });
    expect(after.code).toBe(0);
    expect(said(after)).toBe(said(alone));
    expect(answered()).toBe(before);
  }, 180_000);

  it('F10: another server answers for the vault (MA_SEARCH_SERVER=auto started one): the daemon takes over when it ends, and answers', async () => {
    const other = spawn(process.execPath, [maBin, 'search-server', '--vault', vault.root], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let otherErr = '';
    other.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      otherErr += chunk;
    });
    const otherExit = new Promise((resolve) => other.on('exit', resolve));
    await until(() => otherErr.includes('answering `ma search`'));
    startDaemon([maBin, 'daemon', 'run', '--vault', vault.root]);
    await until(() => daemonErr.includes('the daemon takes over when it ends'));
    expect(daemonErr).not.toContain('answering `ma search`');
    // The other server ends (its idle exit, here SIGTERM: both remove the socket): the daemon's starts.
    other.kill('SIGTERM');
    await otherExit;
    await until(() => daemonErr.includes('answering `ma search`'));
    const { served, alone, wasServed } = await bothWays([
      'remote',
      '--meeting',
      MEETING,
      '--vault',
      vault.root,
    ]);
    expect(said(served)).toBe(said(alone));
    expect(wasServed, said(served)).toBe(true);
  }, 180_000);

  it('P93: ma-daemon run with ma on PATH answers too; killed at once (SIGKILL), its server stops and removes its socket', async () => {
    startDaemon([daemonBin, 'run', '--vault', vault.root], {
      PATH: `${binDir}:${process.env.PATH ?? ''}`,
    });
    await until(() => daemonErr.includes('answering `ma search`'));
    const { served, alone, wasServed } = await bothWays([
      'remote',
      '--meeting',
      MEETING,
      '--vault',
      vault.root,
    ]);
    expect(served.code).toBe(0);
    expect(said(served)).toBe(said(alone));
    expect(wasServed, said(served)).toBe(true);
    daemon!.kill('SIGKILL');
    await daemonExit;
    await until(() => !existsSync(socket), 30_000);
  }, 180_000);

  it('P93: ma-daemon run --no-search-server starts no server', async () => {
    startDaemon([daemonBin, 'run', '--vault', vault.root, '--no-search-server'], {
      PATH: `${binDir}:${process.env.PATH ?? ''}`,
    });
    await until(() => daemonErr.includes('ma-daemon starting'));
    const r = await runMa(['search', 'remote', '--meeting', MEETING, '--vault', vault.root]);
    expect(r.code, said(r)).toBe(0);
    expect(daemonErr).not.toContain('search server');
    expect(existsSync(socket)).toBe(false);
    expect(daemon!.exitCode).toBe(null);
  }, 180_000);
});
