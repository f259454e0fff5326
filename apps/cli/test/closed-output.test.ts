/**
 * A reader that goes away (`ma … | head -1`) closes stdout under `ma`. That is not a crash: no
 * "internal error … EPIPE" on stderr, the command's own exit code, and the work still done.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';
/** Closes our end of the child's stdout before it writes anything: every write meets EPIPE. */
const readerGone = { onSpawn: (child: { stdout: { destroy(): void } | null }) => child.stdout?.destroy() };

describe('a closed stdout ends quietly', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it('ma --help, ma tools and a long ma tool read exit 0 with nothing on stderr', async () => {
    for (const args of [
      ['--help'],
      ['tools', '--vault', vault.root],
      ['tool', 'read_transcript', '--meeting', design, '--vault', vault.root],
    ]) {
      const run = await runMa(args, readerGone);
      expect(run.stderr, args.join(' ')).toBe('');
      expect(run.code, args.join(' ')).toBe(0);
    }
  });

  it('a failing command keeps its exit code and its message on stderr', async () => {
    const run = await runMa(['tool', 'no_such_tool', '--meeting', design, '--vault', vault.root], readerGone);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^ma: .*no_such_tool/m);
    expect(run.stderr).not.toContain('EPIPE');
  });

  it('ma summarize still writes the summary note when nobody reads its output', async () => {
    const run = await runMa(['summarize', design, '--vault', vault.root], readerGone);
    expect(run.stderr).not.toContain('internal error');
    expect(run.code).toBe(0);
    const summary = await readFile(join(vault.root, 'Summaries', `${design}.md`), 'utf8');
    expect(summary).toContain('## Summary');
  });
});
