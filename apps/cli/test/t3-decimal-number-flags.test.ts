/**
 * reviewA T3: the whole-number options took every form JavaScript's `Number()` takes: `--limit 0x10`
 * searched with a limit of 16, `--limit 1e1` with 10, `--offset 0b1` skipped one match,
 * `--max-steps 0o7` ran 7 steps, `ma mcp --http 0x1F90` would serve on port 8080 — in both readers of
 * the command line (commander's parsers and the plain `ma tool`/`ma search` reader). The help calls
 * them "a whole number": only decimal digits are one now; anything else is a usage error (exit 2)
 * naming the value, nothing run. The built `ma`, a temp copy of the sample vault.
 * Spec: apps/cli/README.md (a bad flag is a usage error, exit 2).
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

describe('T3: whole-number flags are decimal digits', () => {
  it('T3: --limit / --offset / --max-steps / --http in hex, binary, octal or exponent form: exit 2, nothing run', async () => {
    const v = ['--vault', t.vault.root];
    const cases: string[][] = [
      ['search', 'cost', '--meeting', meeting, '--limit', '0x10', ...v],
      ['search', 'cost', '--meeting', meeting, '--limit=1e1', ...v],
      ['search', 'cost', '--meeting', meeting, '--offset', '0b1', ...v],
      ['search', 'cost', '--meeting', meeting, '--offset', '1e0', ...v],
      ['search', 'cost', '--meeting', meeting, '--limit', '+5', ...v],
      ['summarize', meeting, '--engine', 'extractive', '--max-steps', '0o7', ...v],
      ['mcp', '--http', '0x1F90', ...v],
    ];
    for (const args of cases) {
      const run = await runMa(args);
      expect(run.code, `${args.join(' ')}\n${run.stdout}${run.stderr}`).toBe(2);
      expect(run.stderr).toMatch(
        /^ma: option '--[a-z-]+ <[a-z]+>' argument '[^']+' is invalid\. expected .* in decimal digits/,
      );
      expect(run.stdout).toBe('');
    }
    // Decimal digits still work, leading zeros included.
    const ok = await runMa(['search', 'cost', '--meeting', meeting, '--limit', '02', '--offset', '0', ...v]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(
      ok.stdout
        .trim()
        .split('\n')
        .filter((l) => l.startsWith('Projects/') || l.startsWith('Summaries/')),
    ).toHaveLength(2);
  });
});
