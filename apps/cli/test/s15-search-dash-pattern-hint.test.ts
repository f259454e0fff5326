/**
 * Review S15: `ma search -x` said a pattern starting with '-' goes after `--` (R15), but a long-option
 * form (`ma search --files`, `ma search --pre=sh`) got only `unknown option '…'`. Every flag form now
 * gets the hint, with the example showing the option given; after `--` the pattern runs. The built
 * `ma`, a temp copy of the sample vault.
 * Spec: apps/cli/README.md (`ma search`; errors say what to type instead).
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

describe('S15: every flag form of a dash pattern gets the `--` hint', () => {
  it('S15: -x, --files, --pre=sh, --zz=1 → exit 2 with the hint naming the option; after -- it runs', async () => {
    for (const pattern of ['-x', '--files', '--pre=sh', '--zz=1']) {
      const run = await runMa(['search', '--meeting', meeting, '--vault', t.vault.root, pattern]);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toContain(
        `ma: unknown option '${pattern}' (\`ma search\` takes --meeting, --projects, --limit, --offset, --vault, --config); a pattern or name that starts with '-' goes after \`--\`, options first (\`ma search --meeting <meeting> -- ${pattern}\`); see \`ma search --help\``,
      );
    }
    const ok = await runMa(['search', '--meeting', meeting, '--vault', t.vault.root, '--', '--files']);
    expect([0, 1], ok.stderr).toContain(ok.code);
    expect(ok.stderr).not.toContain('unknown option');
  });
});
