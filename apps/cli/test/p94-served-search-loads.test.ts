/**
 * P94 (issue 13, goal f): a `ma search` answered by a search server costs a Node start, `node:net`
 * and the round trip; the loader it runs (`dist/direct/loader.cjs`) no longer loads `node:vm` and
 * `node:os` as it loads (about 1.5 ms of CPU of the client's 9 over `node -e 0`, docs/startup.md,
 * twenty-seventh pass): they are taken where a bundle is compiled or a code cache looked for, which
 * an answered line never does. Same output as without the server. Every `ma` is the built `bin/ma.js`.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MaResult, runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';

let vault: SampleVaultCopy;
let temp: string;
let server: ChildProcess;
let serverLog: () => string;
let serverDone: Promise<MaResult>;
/** The same NODE_OPTIONS for the server and its clients (a start-time variable: P91 answers only the same). */
let env: Record<string, string>;

/** Waits until `check` holds (polling), for at most `ms`. */
async function until(check: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  vault = await copySampleVault();
  temp = mkdtempSync(join(tmpdir(), 'ma-p94-'));
  // Every process writes the modules it loaded to modules-<pid>.json when it exits.
  const preload = join(temp, 'report-modules.cjs');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(temp)} + '/modules-' + process.pid + '.json', JSON.stringify(process.moduleLoadList)));\n`,
  );
  env = { NODE_OPTIONS: `--require ${preload}` };
  serverDone = runMa(['search-server', '--vault', vault.root], {
    env,
    onSpawn: (child, output) => {
      server = child;
      serverLog = output.stderr;
    },
  });
  await until(() => serverLog().includes('answering `ma search`'));
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await serverDone;
  }
  rmSync(temp, { recursive: true, force: true });
  await vault.cleanup();
});

describe('P94: a ma search answered by the server loads only what the round trip needs', () => {
  it('P94: the answered client loads neither node:vm nor node:os; the same output as without the server', async () => {
    const args = ['search', 'remote', '--meeting', MEETING, '--vault', vault.root];
    const answered = () =>
      serverLog()
        .split('\n')
        .filter((l) => l.startsWith('ma search-server: answered')).length;
    const before = answered();
    let pid = 0;
    const served = await runMa(args, {
      env,
      onSpawn: (child) => {
        pid = child.pid ?? 0;
      },
    });
    // The server's log line may reach this process a little after the client's exit (under load).
    await until(() => answered() > before, 10_000).catch(() => {});
    expect(answered(), served.stderr).toBe(before + 1);
    const alone = await runMa(args, { env: { ...env, MA_NO_SEARCH_SERVER: '1' } });
    expect(served.code).toBe(0);
    expect(`${served.code} ${served.stdout} ${served.stderr}`).toBe(
      `${alone.code} ${alone.stdout} ${alone.stderr}`,
    );
    const loaded = JSON.parse(readFileSync(join(temp, `modules-${pid}.json`), 'utf8')) as string[];
    expect(loaded).toContain('NativeModule net'); // the round trip's own
    expect(loaded.filter((m) => /^NativeModule (vm|os)$/.test(m))).toEqual([]);
  }, 120_000);
});
