/**
 * reviewA T6: with `--json`, a usage error a command itself found (an unknown meeting, a vault folder
 * that does not exist) ended stdout with `{"ok":false,"error":{"reason":"error",…}}` although `ma`
 * exited 2 (usage) — `ma summarize --json` and commander's own errors say `usage` for the same
 * mistakes. Every error that exits 2 is now reason `usage`; a failure (exit 1) stays `error`. The
 * built `ma`, a temp copy of the sample vault.
 * Spec: apps/cli/README.md (Output: `--json` failure object, reasons; exit code 2 = usage error).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

/** The last stdout line as the JSON failure object. */
function lastJson(stdout: string): { ok: boolean; error: { reason: string; message: string } } {
  return JSON.parse(stdout.trim().split('\n').pop() ?? '');
}

describe('T6: --json names an exit-2 error usage', () => {
  it('T6: ma projects --json with an unknown meeting or a missing vault: exit 2 and reason usage; a failure stays error', async () => {
    const v = ['--vault', t.vault.root];
    for (const args of [
      ['projects', '--json', '--meeting', 'No such meeting', ...v],
      ['projects', '--json', '--all', '--vault', path.join(t.vault.root, 'missing-vault')],
      ['tools', '--json', '--vault', path.join(t.vault.root, 'missing-vault')],
    ]) {
      const run = await runMa(args);
      expect(run.code, `${args.join(' ')}\n${run.stderr}`).toBe(2);
      expect(lastJson(run.stdout)).toMatchObject({ ok: false, error: { reason: 'usage' } });
    }
    await writeFile(path.join(t.vault.root, 'meeting-assistant.json'), '{"limits":{"readChars":0}}');
    const failed = await runMa(['projects', '--json', '--all', ...v]);
    expect(failed.code, failed.stderr).toBe(1);
    expect(lastJson(failed.stdout).error.reason).not.toBe('usage');
  });
});
