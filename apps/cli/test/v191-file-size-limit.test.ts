/**
 * V191 (session 45, hostile): atomic writes under a file-size limit. A host that runs `ma` with
 * `ulimit -f` (RLIMIT_FSIZE) made a write past the limit raise SIGXFSZ, whose default action killed
 * `ma` with no word (no exit code, no message) and left the write's hidden temp file
 * (`.decisions.md.<hex>.ma-tmp`) in the project folder. Now the write fails with EFBIG like any I/O
 * error: `ma` exits 1 naming it, the target is byte-identical and no temp file is left.
 * Spec: docs/hostile-cases.md, Atomic writes (B43: no partial write, no temp file left); docs/tools.md
 * (Errors are results, not crashes: exceptions for I/O failures).
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maBin } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const meeting = '2026-03-10 Remote control functional design';

function runLimited(args: string[]): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    // `ulimit -f 4`: 4 blocks (at most 4 KiB), so the 20,000-character write below is past it.
    const child = spawn('sh', ['-c', 'ulimit -f 4; exec "$0" "$@"', process.execPath, maBin, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, MA_BASE_URL: undefined, MA_MODEL: undefined, NODE_PATH: undefined },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.resume();
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stderr }));
  });
}

describe('V191: a write past a file-size limit', () => {
  it('fails with a message, the file unchanged and no temp file left', async () => {
    const folder = join(t.vault.root, 'Projects', 'remote-control');
    const before = await readFile(join(folder, 'decisions.md'), 'utf8');
    const args = { project: 'remote-control', path: 'decisions.md', content: 'x'.repeat(20_000) };
    const run = await runLimited([
      'tool',
      'write_projectfile',
      '--vault',
      t.vault.root,
      '--meeting',
      meeting,
      '--args',
      JSON.stringify(args),
    ]);
    expect(run.signal).toBeNull();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/EFBIG|too large/i);
    expect(await readFile(join(folder, 'decisions.md'), 'utf8')).toBe(before);
    expect((await readdir(folder)).filter((name) => name.includes('ma-tmp'))).toEqual([]);
  }, 120_000);
});
