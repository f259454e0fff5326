/**
 * L32: with `--json`, a command-line error commander reports ended with `{"ok":false,"error":
 * {"reason":"usage","message"}}` whose message was commander's raw text (`unknown option
 * '--files'`), while the `ma: …` stderr line had the S15 hint (a pattern or name starting with '-'
 * goes after `--`) and `; see \`ma --help\``. Both now come from one function (`usageLineText`), so
 * the JSON message is the stderr line without `ma: `, for every flag form and command (the hint
 * only where the command's operand may start with '-': reviewA U5). The built
 * `ma`, a temp copy of the sample vault.
 * Spec: L32; apps/cli/README.md (Output: the last stdout line is the failure object); reviewA S15.
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

describe('L32: the --json usage message is the ma: line', () => {
  it('L32 unknown options of every form, in search, summarize and projects: JSON message = stderr line, hint included', async () => {
    const root = t.vault.root;
    const lines: string[][] = [
      ['search', '--meeting', meeting, '--vault', root, '--files', '--json'],
      ['search', '--meeting', meeting, '--vault', root, '-x', '--json'],
      ['summarize', '--vault', root, '--json', '--pre=sh', meeting],
      ['projects', '--vault', root, '--json', '--zz=1'],
      // F9: the meeting given before the unknown option: no `--` hint, in the JSON message too.
      ['summarize', meeting, '--vault', root, '--json', '--pre=sh'],
    ];
    for (const args of lines) {
      const run = await runMa(args);
      expect(run.code, run.stderr).toBe(2);
      const last = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as {
        ok: boolean;
        error: { reason: string; message: string };
      };
      expect(last.ok).toBe(false);
      expect(last.error.reason).toBe('usage');
      const stderrLine = run.stderr.split('\n').find((l) => l.startsWith('ma: ')) ?? '';
      expect(last.error.message).toBe(stderrLine.slice('ma: '.length));
      // The hint is the command's own (reviewA U5): search and summarize have one, projects none.
      if (args[0] === 'projects' || args[1] === meeting)
        expect(last.error.message).not.toContain('goes after');
      else expect(last.error.message).toContain("that starts with '-' goes after `--`");
    }
  });
});
