/**
 * P97 (issue 13, goal f): with `MA_SEARCH_SERVER=auto` in the environment, a plain `ma search` that
 * finds no server for its vault (no socket, or a stale one) runs the line itself and starts
 * `ma search-server --vault <root> --idle-exit 10` in the background: detached, stdio on /dev/null
 * (the line's own pipes close when it exits), this build and Node with the client's environment,
 * so the next line is answered by it. Two servers starting at once: one wins, the other exits 2.
 * `--idle-exit` stops a server that got no search for that long, its socket removed. Without the
 * opt-in nothing is started. Every process here is the built `bin/ma.js`, with a preload (the same
 * `NODE_OPTIONS` for all: a start-time variable the server compares) that records what each
 * process spawned, its arguments, its exit code and the modules it loaded.
 * F10 (leftovers L143, newcomer review): `Auto`, `yes`, `1`, `true`, `on` (any case) are auto, an
 * unknown value is warned about; a server starts only after a search that ran (exit 0), and one that
 * cannot start is said once per vault and reason.
 */
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type MaResult, runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';

let temp: string;
let env: Record<string, string>;
const vaults: SampleVaultCopy[] = [];

/** Waits until `check` holds (polling every 50 ms), for at most `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What the preload recorded of one process. */
interface Recorded {
  pid: number;
  argv: string[];
  spawns: { args: string[]; detached: boolean; stdio: unknown }[];
  exit?: { code: number; modules: string[] };
}

/** Every process recorded so far. */
function recorded(): Recorded[] {
  const byPid = new Map<number, Recorded>();
  const of = (pid: number) => {
    const known = byPid.get(pid);
    if (known) return known;
    const r: Recorded = { pid, argv: [], spawns: [] };
    byPid.set(pid, r);
    return r;
  };
  for (const name of readdirSync(temp)) {
    const m = /^(start|spawns|exit)-(\d+)\./.exec(name);
    if (!m) continue;
    const text = readFileSync(join(temp, name), 'utf8');
    const r = of(Number(m[2]));
    if (m[1] === 'start') r.argv = JSON.parse(text);
    else if (m[1] === 'exit') r.exit = JSON.parse(text);
    else
      r.spawns = text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
  }
  return [...byPid.values()];
}

/** The recorded `ma search-server` processes of `root`. */
const serversOf = (root: string) =>
  recorded().filter((r) => r.argv[0] === 'search-server' && r.argv.includes(root));

/** True when a server accepts a connection on `socket`. */
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

const socketOf = (root: string) => join(root, '.meeting-assistant', 'search-server', 'socket');
const said = (r: MaResult) => `exit ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`;
const searchArgs = (root: string) => ['search', 'remote', '--meeting', MEETING, '--vault', root];

async function newVault(): Promise<SampleVaultCopy> {
  const vault = await copySampleVault();
  vaults.push(vault);
  return vault;
}

/** Stops every recorded server that has not exited (SIGTERM) and waits until its socket is gone. */
async function stopServers(): Promise<void> {
  for (const r of recorded()) {
    if (r.argv[0] !== 'search-server' || r.exit) continue;
    try {
      process.kill(r.pid, 'SIGTERM');
    } catch {
      continue; // gone without an exit record (killed with SIGKILL)
    }
    await until(() => recorded().find((x) => x.pid === r.pid)?.exit !== undefined, 30_000).catch(() => {});
  }
}

beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'ma-p97-'));
  const preload = join(temp, 'record.cjs');
  const dir = JSON.stringify(temp);
  writeFileSync(
    preload,
    `const fs = require('node:fs');
// Written whole (temp + rename): the test reads these files while a detached server is still starting.
const put = (name, text) => {
  const temp = ${dir} + '/tmp-' + name;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, ${dir} + '/' + name);
};
put('start-' + process.pid + '.json', JSON.stringify(process.argv.slice(2)));
const cp = require('node:child_process');
const spawn = cp.spawn;
cp.spawn = function (file, args, options) {
  fs.appendFileSync(${dir} + '/spawns-' + process.pid + '.jsonl', JSON.stringify({ args, detached: options?.detached === true, stdio: options?.stdio }) + '\\n');
  return spawn.apply(this, arguments);
};
process.on('exit', (code) => put('exit-' + process.pid + '.json', JSON.stringify({ code, modules: process.moduleLoadList })));
`,
  );
  env = { NODE_OPTIONS: `--require ${preload}` };
});

afterEach(stopServers, 60_000);

afterAll(async () => {
  await stopServers();
  for (const vault of vaults) await vault.cleanup();
  rmSync(temp, { recursive: true, force: true });
}, 120_000);

describe('P97: MA_SEARCH_SERVER=auto starts the vault search server', () => {
  it('P97: a line with no server runs itself, returns while the server it started lives on, and the next line is answered by that server', async () => {
    const vault = await newVault();
    const auto = { ...env, MA_SEARCH_SERVER: 'auto', TZ: 'Pacific/Kiritimati' };
    const alone = await runMa(searchArgs(vault.root), { env: { ...auto, MA_NO_SEARCH_SERVER: '1' } });
    expect(alone.code, said(alone)).toBe(0);
    let firstPid = 0;
    // runMa resolves when the line's stdout and stderr pipes close: a server holding them would keep it waiting.
    const first = await runMa(searchArgs(vault.root), {
      env: auto,
      onSpawn: (child) => {
        firstPid = child.pid ?? 0;
      },
    });
    expect(said(first)).toBe(said(alone));
    const client = recorded().find((r) => r.pid === firstPid);
    const started = client?.spawns.filter((s) => s.args.includes('search-server')) ?? [];
    expect(started).toHaveLength(1);
    expect(started[0]?.args.slice(-5)).toEqual(['search-server', '--vault', vault.root, '--idle-exit', '10']);
    expect(started[0]?.detached).toBe(true);
    expect(started[0]?.stdio).toBe('ignore');
    // The line ran the search itself (it compiled the search bundle).
    expect(client?.exit?.modules).toContain('NativeModule vm');
    await until(() => existsSync(socketOf(vault.root)) && lstatSync(socketOf(vault.root)).isSocket());
    const [server] = serversOf(vault.root);
    expect(server?.exit).toBeUndefined(); // still running after the line that started it exited
    let secondPid = 0;
    const second = await runMa(searchArgs(vault.root), {
      env: auto,
      onSpawn: (child) => {
        secondPid = child.pid ?? 0;
      },
    });
    expect(said(second)).toBe(said(alone));
    const answered = recorded().find((r) => r.pid === secondPid);
    // Answered by the server (P91's checks passed: same build, Node, user, umask and TZ): no bundle compiled, nothing started.
    expect(answered?.exit?.modules).not.toContain('NativeModule vm');
    expect(answered?.spawns).toEqual([]);
    expect(serversOf(vault.root)).toHaveLength(1);
  }, 180_000);

  it('P97: without MA_SEARCH_SERVER=auto (unset or a value that says no) a line with no server starts none', async () => {
    const vault = await newVault();
    // F10 (L143): 1 and on now mean auto; these say no.
    for (const value of [undefined, '0', 'off', 'No', 'false']) {
      let pid = 0;
      const r = await runMa(searchArgs(vault.root), {
        env: { ...env, MA_SEARCH_SERVER: value },
        onSpawn: (child) => {
          pid = child.pid ?? 0;
        },
      });
      expect(r.code, said(r)).toBe(0);
      expect(recorded().find((x) => x.pid === pid)?.spawns).toEqual([]);
    }
    expect(existsSync(join(vault.root, '.meeting-assistant', 'search-server'))).toBe(false);
    expect(serversOf(vault.root)).toEqual([]);
  }, 120_000);

  it('F10: Auto, yes, 1, TRUE, on start the server; an unknown value is warned about and starts none', async () => {
    for (const value of ['Auto', 'yes', '1', ' TRUE ', 'on']) {
      const vault = await newVault();
      const r = await runMa(searchArgs(vault.root), { env: { ...env, MA_SEARCH_SERVER: value } });
      expect(r.code, said(r)).toBe(0);
      expect(r.stderr).toBe('');
      await until(() => existsSync(socketOf(vault.root)) && lstatSync(socketOf(vault.root)).isSocket());
    }
    const vault = await newVault();
    let pid = 0;
    const r = await runMa(searchArgs(vault.root), {
      env: { ...env, MA_SEARCH_SERVER: 'sometimes' },
      onSpawn: (child) => {
        pid = child.pid ?? 0;
      },
    });
    expect(r.code, said(r)).toBe(0);
    expect(r.stderr).toBe(
      'ma: MA_SEARCH_SERVER="sometimes" is not understood: set it to auto (or 1, yes, true, on) to start a search server for the vault, or unset it; this search runs without one\n',
    );
    expect(recorded().find((x) => x.pid === pid)?.spawns).toEqual([]);
  }, 180_000);

  it('F10: a usage error or a refused search starts no server and makes no folder; a server that cannot start is said once', async () => {
    const vault = await newVault();
    const auto = { ...env, MA_SEARCH_SERVER: 'auto' };
    for (const args of [
      ['search', '(', '--meeting', 'nope', '--vault', vault.root],
      ['search', '(', '--meeting', MEETING, '--vault', vault.root],
    ]) {
      let pid = 0;
      const r = await runMa(args, {
        env: auto,
        onSpawn: (child) => {
          pid = child.pid ?? 0;
        },
      });
      expect(r.code, said(r)).not.toBe(0);
      expect(recorded().find((x) => x.pid === pid)?.spawns).toEqual([]);
    }
    expect(existsSync(join(vault.root, '.meeting-assistant'))).toBe(false);
    // `.meeting-assistant` is a file: the server's folder cannot be made. Said on the first line only.
    writeFileSync(join(vault.root, '.meeting-assistant'), '');
    const runtime = mkdtempSync(join(tmpdir(), 'ma-f10-'));
    const lines = { ...auto, XDG_RUNTIME_DIR: runtime };
    const first = await runMa(searchArgs(vault.root), { env: lines });
    expect(first.code, said(first)).toBe(0);
    expect(first.stderr).toBe(
      `ma: MA_SEARCH_SERVER=auto: no search server can be started for ${vault.root}: its folder ${join(vault.root, '.meeting-assistant', 'search-server')} cannot be made, or is not this user's alone; searches run without one (said once)\n`,
    );
    const second = await runMa(searchArgs(vault.root), { env: lines });
    expect(second.code, said(second)).toBe(0);
    expect(second.stderr).toBe('');
    expect(second.stdout).toBe(first.stdout);
    expect(serversOf(vault.root)).toEqual([]);
    rmSync(runtime, { recursive: true, force: true });
  }, 180_000);

  it('P97: a stale socket (its server killed) is replaced by the server the next auto line starts', async () => {
    const vault = await newVault();
    const socket = socketOf(vault.root);
    let killed = 0;
    const first = await runMa(['search-server', '--vault', vault.root, '--idle-exit', '1'], {
      env,
      onSpawn: (child, output) => {
        killed = child.pid ?? 0;
        until(() => output.stderr().includes('answering `ma search`')).then(() => child.kill('SIGKILL'));
      },
    });
    expect(first.signal).toBe('SIGKILL');
    expect(lstatSync(socket).isSocket()).toBe(true);
    expect(await answers(socket)).toBe(false);
    const r = await runMa(searchArgs(vault.root), { env: { ...env, MA_SEARCH_SERVER: 'auto' } });
    expect(r.code, said(r)).toBe(0);
    await until(() => answers(socket));
    // The server the line started (the killed one left no exit record: SIGKILL runs no handler).
    const started = serversOf(vault.root).filter((s) => s.pid !== killed);
    expect(started).toHaveLength(1);
    expect(started[0]?.argv.slice(-2)).toEqual(['--idle-exit', '10']);
    expect(started[0]?.exit).toBeUndefined();
  }, 180_000);

  it('P97: two auto lines at once: both give the same output; one server answers, any other exits 2', async () => {
    const vault = await newVault();
    const auto = { ...env, MA_SEARCH_SERVER: 'auto' };
    const alone = await runMa(searchArgs(vault.root), { env: { ...auto, MA_NO_SEARCH_SERVER: '1' } });
    const both = await Promise.all([
      runMa(searchArgs(vault.root), { env: auto }),
      runMa(searchArgs(vault.root), { env: auto }),
    ]);
    for (const r of both) expect(said(r)).toBe(said(alone));
    await until(() => answers(socketOf(vault.root)));
    // Every server but the one that answers exits, with 2.
    await until(() => serversOf(vault.root).filter((s) => !s.exit).length === 1);
    const losers = serversOf(vault.root).filter((s) => s.exit);
    for (const loser of losers) expect(loser.exit?.code).toBe(2);
  }, 180_000);

  it('P97: two servers started at the same moment: exactly one comes up, the other exits 2 naming the first', async () => {
    const vault = await newVault();
    const args = ['search-server', '--vault', vault.root, '--idle-exit', '1'];
    const children: import('node:child_process').ChildProcess[] = [];
    const logs: (() => string)[] = [];
    const runs = [0, 1].map((i) =>
      runMa(args, {
        env,
        onSpawn: (child, output) => {
          children[i] = child;
          logs[i] = output.stderr;
        },
      }).then((r) => ({ i, r })),
    );
    // The loser ends on its own; the winner runs until stopped.
    const loser = await Promise.race(runs);
    expect(loser.r.code, loser.r.stderr).toBe(2);
    expect(loser.r.stderr).toMatch(
      /a search server already answers for|another ma search-server is starting for/,
    );
    const w = 1 - loser.i;
    await until(() => logs[w]?.().includes('answering `ma search`') ?? false);
    expect(await answers(socketOf(vault.root))).toBe(true);
    children[w]?.kill('SIGTERM');
    const winner = (await runs[w])?.r;
    expect(winner?.code).toBe(143);
    expect(existsSync(socketOf(vault.root))).toBe(false); // the winner removed its socket when stopped
  }, 180_000);

  it('P97: a start lock held by a server starting now refuses a second (exit 2); one left 10 s and more ago is taken over', async () => {
    const vault = await newVault();
    const folder = join(vault.root, '.meeting-assistant', 'search-server');
    const first = await runMa(['search-server', '--vault', vault.root, '--idle-exit', '0.01'], { env });
    expect(first.code, first.stderr).toBe(0); // made the folder, then stopped when idle
    const lock = join(folder, 'start.lock');
    writeFileSync(lock, '1\n');
    const refused = await runMa(['search-server', '--vault', vault.root, '--idle-exit', '0.01'], { env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('another ma search-server is starting for');
    expect(readFileSync(lock, 'utf8')).toBe('1\n');
    const old = (Date.now() - 60_000) / 1000;
    utimesSync(lock, old, old);
    const taken = await runMa(['search-server', '--vault', vault.root, '--idle-exit', '0.01'], { env });
    expect(taken.code, taken.stderr).toBe(0);
    expect(taken.stderr).toContain('answering `ma search`');
    expect(existsSync(lock)).toBe(false);
  }, 180_000);

  it('P97: --idle-exit stops a server that got no search for that long, its socket removed, exit 0', async () => {
    const vault = await newVault();
    const r = await runMa(['search-server', '--vault', vault.root, '--idle-exit', '0.01'], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('answering `ma search`');
    expect(r.stderr).toContain('ma search-server: no search for 0.01 minutes; stopped');
    expect(existsSync(socketOf(vault.root))).toBe(false);
  }, 120_000);

  it.each([['0'], ['-1'], ['abc'], ['1e3'], ['10081'], ['']])(
    'P97: --idle-exit %j is refused (exit 2) and starts nothing',
    async (value) => {
      const vault = await newVault();
      const r = await runMa(['search-server', '--vault', vault.root, '--idle-exit', value], { env });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--idle-exit');
      expect(existsSync(join(vault.root, '.meeting-assistant', 'search-server'))).toBe(false);
    },
    60_000,
  );
});
