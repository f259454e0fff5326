/**
 * P91 (issue 13, goal f): `ma search-server` answers a vault's plain `ma search` lines from a
 * running process, and a `ma search` process asks it before loading the search bundle. What a user
 * sees is the same as without the server (stdout, stderr, exit code, byte for byte), also for lines
 * that depend on the working folder and the environment; the server logs each answer. Whenever the
 * server cannot stand in for a new process (another start-time environment, a stale socket, a
 * stopped server), `ma search` runs the line itself. Every `ma` is the built `bin/ma.js`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MaResult, runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';

let vault: SampleVaultCopy;
let server: ChildProcess;
let serverLog: () => string;
let serverDone: Promise<MaResult>;
let socket: string;

/** The server's "answered" log lines so far. */
const answered = () =>
  serverLog()
    .split('\n')
    .filter((l) => l.startsWith('ma search-server: answered')).length;

/** Waits until `check` holds (polling), for at most `ms`. */
async function until(check: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  vault = await copySampleVault();
  socket = join(vault.root, '.meeting-assistant', 'search-server', 'socket');
  serverDone = runMa(['search-server', '--vault', vault.root], {
    onSpawn: (child, output) => {
      server = child;
      serverLog = output.stderr;
    },
  });
  await until(() => serverLog().includes('answering `ma search`'));
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGCONT');
    server.kill('SIGTERM');
    await serverDone;
  }
  await vault.cleanup();
});

const said = (r: MaResult) => `exit ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`;

/** `ma search …args` with the server running, then alone (MA_NO_SEARCH_SERVER=1); both results and whether the first was answered by the server. */
async function bothWays(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const before = answered();
  const served = await runMa(['search', ...args], options);
  const wasServed = answered() === before + 1;
  const alone = await runMa(['search', ...args], {
    ...options,
    env: { ...options.env, MA_NO_SEARCH_SERVER: '1' },
  });
  expect(answered(), 'the line run alone did not ask the server').toBe(before + (wasServed ? 1 : 0));
  return { served, alone, wasServed };
}

describe('P91: ma search answered by ma search-server', () => {
  it('P91: the server creates its socket in a folder only its user may enter', () => {
    const folder = lstatSync(join(vault.root, '.meeting-assistant', 'search-server'));
    expect(folder.mode & 0o777).toBe(0o700);
    expect(lstatSync(socket).isSocket()).toBe(true);
  });

  it.each([
    ['matches', ['remote', '--meeting', MEETING]],
    ['a cut result with its read-on line', ['remote', '--meeting', MEETING, '--limit', '1']],
    ['the next page', ['remote', '--meeting', MEETING, '--limit', '1', '--offset', '1']],
    ['no match', ['zzqqxxnomatch', '--meeting', MEETING]],
    ['a project not bound (refused, 3)', ['remote', '--meeting', MEETING, '--projects', 'nope']],
    ['a bad pattern (refused, 3)', ['(', '--meeting', MEETING]],
    ['an unknown meeting (usage, 2)', ['remote', '--meeting', 'no such meeting']],
    ['options as --name=value', ['remote', `--meeting=${MEETING}`, '--limit=2']],
  ])(
    'P91: %s: the same stdout, stderr and exit code as without the server, answered by it',
    async (_, args) => {
      const { served, alone, wasServed } = await bothWays([...args, '--vault', vault.root]);
      expect(said(served)).toBe(said(alone));
      expect(wasServed, said(served)).toBe(true);
    },
  );

  it("P91: a line run inside the vault (no --vault, a relative --meeting path) and one with FORCE_COLOR are answered in the client's folder and environment", async () => {
    const inside = await bothWays(['remote', '--meeting', `Meetings/${MEETING}.md`], {
      cwd: join(vault.root, 'Meetings'),
    });
    expect(inside.served.code, said(inside.served)).toBe(0);
    expect(said(inside.served)).toBe(said(inside.alone));
    expect(inside.wasServed).toBe(true);
    const colored = await bothWays(['remote', '--meeting', 'no such meeting', '--vault', vault.root], {
      env: { FORCE_COLOR: '1' },
    });
    expect(colored.served.stderr).toMatch(/\x1b\[/);
    expect(said(colored.served)).toBe(said(colored.alone));
    expect(colored.wasServed).toBe(true);
  });

  it('P91: a client with another start-time environment (TZ) runs the line itself', async () => {
    const { served, alone, wasServed } = await bothWays(
      ['remote', '--meeting', MEETING, '--vault', vault.root],
      {
        env: { TZ: 'Pacific/Kiritimati' },
      },
    );
    expect(served.code).toBe(0);
    expect(said(served)).toBe(said(alone));
    expect(wasServed).toBe(false);
  });

  it('P91: a second server for the same vault is refused', async () => {
    const second = await runMa(['search-server', '--vault', vault.root]);
    expect(second.code).toBe(2);
    expect(second.stderr).toContain('a search server already answers for');
  });

  it('P91: a stopped server (SIGSTOP): ma search runs the line itself after a short wait', async () => {
    const alone = await runMa(['search', 'remote', '--meeting', MEETING, '--vault', vault.root], {
      env: { MA_NO_SEARCH_SERVER: '1' },
    });
    server.kill('SIGSTOP');
    try {
      const r = await runMa(['search', 'remote', '--meeting', MEETING, '--vault', vault.root]);
      expect(said(r)).toBe(said(alone));
    } finally {
      server.kill('SIGCONT');
    }
  }, 30_000);

  it('P91: stopped with SIGTERM, the server removes its socket; a stale socket left by a killed server is passed by', async () => {
    const alone = await runMa(['search', 'remote', '--meeting', MEETING, '--vault', vault.root], {
      env: { MA_NO_SEARCH_SERVER: '1' },
    });
    server.kill('SIGTERM');
    const end = await serverDone;
    expect(end.code).toBe(143);
    expect(existsSync(socket)).toBe(false);
    // A server killed at once (SIGKILL) leaves its socket behind.
    const killed = spawn(process.execPath, [
      '-e',
      `process.umask(0o077); require('node:net').createServer().listen(${JSON.stringify(socket)}, () => console.log('up'))`,
    ]);
    await new Promise((r) => killed.stdout.once('data', r));
    killed.kill('SIGKILL');
    await new Promise((r) => killed.once('close', r));
    expect(lstatSync(socket).isSocket()).toBe(true);
    const r = await runMa(['search', 'remote', '--meeting', MEETING, '--vault', vault.root]);
    expect(said(r)).toBe(said(alone));
    // A new server replaces the stale socket.
    const again = runMa(['search-server', '--vault', vault.root], {
      onSpawn: (child, output) => {
        server = child;
        serverLog = output.stderr;
      },
    });
    serverDone = again;
    await until(() => serverLog().includes('answering `ma search`'));
    const { served, wasServed } = await bothWays(['remote', '--meeting', MEETING, '--vault', vault.root]);
    expect(said(served)).toBe(said(alone));
    expect(wasServed).toBe(true);
  }, 60_000);
});
