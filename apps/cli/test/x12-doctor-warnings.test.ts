/**
 * review11 X12: `ma doctor`'s last line counts warnings: "all good" only when no check warned or
 * failed; after a `warn … fix:` line it says how many warnings there are to read. The built `ma` on
 * a temp copy of the sample vault.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const lastLine = (stdout: string) => stdout.trim().split('\n').at(-1);

describe('X12: ma doctor sums up warnings as well as failures', { timeout: 150_000 }, () => {
  it('X12: a warning alone: exit 0, "nothing to fix, 1 warning to read above", never "all good"', async () => {
    // A temp file left by an interrupted write is a warning (R30).
    await writeFile(join(t.vault.root, 'Transcripts/.2026-06-06 Other.md.0123456789ab.ma-tmp'), 'x');
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^warn temp files: /m);
    expect(run.stdout.match(/^warn /gm)).toHaveLength(1);
    expect(lastLine(run.stdout)).toBe('nothing to fix, 1 warning to read above');
    expect(run.stdout).not.toContain('all good');
  });

  it('X12: failures and warnings: exit 1, both counted', async () => {
    await writeFile(join(t.vault.root, 'Transcripts/.2026-06-06 Other.md.0123456789ab.ma-tmp'), 'x');
    await writeFile(join(t.vault.root, 'Projects/.decisions.md.abcdefabcdef.ma-tmp'), 'x');
    // A configured file that is a folder is a failure (P7).
    await mkdir(join(t.vault.root, 'Words.md'), { recursive: true });
    await writeFile(join(t.vault.root, 'meeting-assistant.json'), '{"files":{"glossary":"Words.md"}}');
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    expect(run.code, run.stdout).toBe(1);
    const fails = run.stdout.match(/^FAIL /gm)?.length ?? 0;
    const warns = run.stdout.match(/^warn /gm)?.length ?? 0;
    expect(fails).toBeGreaterThan(0);
    expect(warns).toBeGreaterThan(0);
    expect(lastLine(run.stdout)).toBe(
      `${fails} problem${fails === 1 ? '' : 's'} to fix, ${warns} warning${warns === 1 ? '' : 's'} to read above`,
    );
  });
});
