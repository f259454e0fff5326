/**
 * Review s39 V69: V65 compared a numbered note's hits (`Untitled 1.md`) with its "original"
 * (`Untitled.md`) by reading the original whole with a blocking read — whatever that name held. A
 * named pipe of that name (a FIFO a script or a sync tool left in the vault) blocked the read, and
 * with it the whole `ma search`, for ever. Now only a regular file is read (opened without blocking
 * or following a link); a pipe, folder or link beside a numbered name leaves the note a note of its
 * own. Built `ma`, a temp sample vault, a real FIFO (mkfifo).
 * Spec: docs/hostile-cases.md (sync-conflict copies; numbered names, V65).
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const NOW = '2026-03-11 Remote control conceptual design';
const P = 'Projects/remote-control';

describe('V69: a named pipe beside a numbered note', { timeout: 150_000 }, () => {
  let vault: SampleVaultCopy;
  let child: ChildProcess | undefined;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => {
    // Without the fix `ma` never ends: the test fails on its timeout and the child is ended here.
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await vault.cleanup();
  });

  it('V69: ma search ends and shows the numbered note\u2019s hit', async () => {
    execFileSync('mkfifo', [join(vault.root, P, 'Untitled.md')]);
    await writeFile(join(vault.root, P, 'Untitled 1.md'), '# Other\nNEEDLE own\n');
    const run = await runMa(['search', 'NEEDLE', '--meeting', NOW, '--vault', vault.root], {
      onSpawn: (c) => {
        child = c;
      },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`${P}/Untitled 1.md:2 NEEDLE own`);
    expect(run.stdout).not.toContain('copy of');
  });
});
