/**
 * Issue #13, newcomer N1 (session 31): `timeout 60 ma tool write_projectfile` appending one line
 * to a 400 MB project file printed "stopping cleanly" on SIGTERM and then ran 113 s more. The stop
 * signal now reaches the tool: SIGTERM while the append copies the file ends `ma` with 143, the
 * temp file removed, the file as it was. Built `ma` child process, temp copy of the sample vault
 * with a generated 60 MB project file; the signal is sent when the append's temp file appears.
 * Spec: issue #13; docs/atomic-writes.md (Appends to big files: stop signal); apps/cli/README.md, Exit codes.
 */
import { createHash } from 'node:crypto';
import { watch } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
let folder: string;
beforeEach(async () => {
  vault = await copySampleVault();
  folder = join(vault.root, 'Projects', 'remote-control');
  await writeFile(join(folder, 'big.md'), 'aaaa bbbb cccc\n'.repeat(4_000_000)); // 60 MB
});
afterEach(async () => vault.cleanup());

const sha = async (abs: string) =>
  createHash('sha256')
    .update(await readFile(abs))
    .digest('hex');

describe('issue #13: a stop during an append to a big project file', () => {
  it('SIGTERM while the append copies the file: exit 143, the file as it was, no temp file', async () => {
    const before = await sha(join(folder, 'big.md'));
    const args = JSON.stringify({ project: 'remote-control', path: 'big.md', content: 'tail\n' });
    const run = await runMa(
      ['tool', 'write_projectfile', '--meeting', MEETING, '--args', args, '--vault', vault.root],
      {
        onSpawn: (child) => {
          const watcher = watch(folder, (_event, name) => {
            if (name?.endsWith('.ma-tmp')) {
              watcher.close();
              child.kill('SIGTERM');
            }
          });
          child.on('close', () => watcher.close());
        },
      },
    );
    expect(run.stderr).toContain('stopping cleanly');
    expect(run.code).toBe(143);
    expect(await sha(join(folder, 'big.md'))).toBe(before);
    expect((await readdir(folder)).filter((n) => n.endsWith('.ma-tmp'))).toEqual([]);
  }, 120_000);
});
