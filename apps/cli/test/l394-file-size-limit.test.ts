/**
 * L394 (L391's rest): under a file-size limit (`ulimit -f`, systemd `LimitFSIZE=`) the first write past
 * it raised SIGXFSZ, whose default ends the process at once: `ma tool`, `ma` through commander and
 * `ma mcp` died with no word, a temp file of the write left half written in the vault. Now every entry
 * (bin/ma.js, the direct bundle loader, the split bundle's runMain, so also `ma mcp` and the search
 * server) handles the signal: the write fails with EFBIG, the error names the limit, nothing is
 * half-written. The built `ma` under `sh -c 'ulimit -f …; exec node …'`, temp copy of the sample vault.
 * Spec: docs/hostile-cases.md; leftovers L391, L394.
 */
import { spawn } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maBin } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const meeting = '2026-03-10 Remote control functional design';

/** `node <entry> …args` under `ulimit -f 64` (32 or 64 KiB): its exit and what it said. */
function underLimit(entry: string, args: string[], input?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  for (const key of ['MA_BASE_URL', 'MA_MODEL', 'MA_API_KEY_ENV', 'FORCE_COLOR', 'NODE_PATH'])
    delete env[key];
  const child = spawn('/bin/sh', ['-c', 'ulimit -f 64 && exec "$0" "$@"', process.execPath, entry, ...args], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(input ?? '');
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    },
  );
}

/** write_projectfile arguments of about 300 KB (past the limit). */
async function bigArgsFile(name: string): Promise<string> {
  const content = Array.from({ length: 3000 }, (_, i) => `line ${i} ${'y'.repeat(100)}`).join('\n');
  const file = join(t.vault.root, '..', `${name}.json`);
  await writeFile(
    file,
    JSON.stringify({ project: 'remote-control', path: `Projects/remote-control/${name}.md`, content }),
  );
  return file;
}

const projectFolder = () => readdir(join(t.vault.root, 'Projects', 'remote-control'));

describe('L394: a file-size limit fails the write, said, instead of killing ma', () => {
  it.each([
    ['ma tool (bin/ma.js, the direct bundle)', maBin],
    ['ma tool through commander (dist/bin.js)', join(maBin, '..', '..', 'dist', 'bin.js')],
  ])('L394: %s: the error names the limit, no file and no temp file left', async (_what, entry) => {
    const before = await projectFolder();
    const args = await bigArgsFile('big');
    const run = await underLimit(entry, [
      'tool',
      'write_projectfile',
      '--meeting',
      meeting,
      '--vault',
      t.vault.root,
      '--args',
      `@${args}`,
    ]);
    expect(run.signal, run.stderr).toBeNull();
    expect(run.code, run.stderr).not.toBe(0);
    expect(run.stderr + run.stdout).toMatch(/file-size limit \(ulimit -f/);
    expect((await projectFolder()).sort()).toEqual(before.sort());
  });

  it('L394: ma mcp: the write_projectfile call answers an error naming the limit; the server goes on', async () => {
    const before = await projectFolder();
    const content = Array.from({ length: 3000 }, (_, i) => `line ${i} ${'y'.repeat(100)}`).join('\n');
    const lines = [
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: {
          name: 'write_projectfile',
          arguments: { project: 'remote-control', path: 'Projects/remote-control/big.md', content },
        },
      },
      { jsonrpc: '2.0', id: 3, method: 'tools/list' },
    ];
    const run = await underLimit(
      maBin,
      ['mcp', '--vault', t.vault.root, '--meeting', meeting],
      `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`,
    );
    expect(run.signal, run.stderr).toBeNull();
    const answers = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id?: number; result?: unknown });
    const call = answers.find((a) => a.id === 2);
    expect(JSON.stringify(call)).toMatch(/file-size limit \(ulimit -f/);
    expect(answers.some((a) => a.id === 3)).toBe(true);
    expect((await projectFolder()).sort()).toEqual(before.sort());
  });
});
