/**
 * reviewA S9 (session 20): `ma summarize --json` ended a run whose model flags or `MA_*` variables leave the model
 * section invalid (`--base-url` without `--model`) with `{"ok":false,"error":{"reason":"error",…}}`, although the
 * message is `invalid configuration: model.model: …` and an invalid `meeting-assistant.json` gives reason `config`.
 * Both are reason `config` now, exit 1, nothing written. The built `ma` on a temp copy of the sample vault.
 */
import { describe, expect, it } from 'vitest';
import { vaultSnapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const meeting = '2026-03-10 Remote control functional design';

describe('S9 (reviewA, session 20): an invalid model from flags or MA_* variables is reason config', {
  timeout: 90_000,
}, () => {
  it('S9 --base-url without --model, and MA_MODEL without a base URL, end with reason config (exit 1, nothing written)', async () => {
    const root = t.vault.root;
    const before = await vaultSnapshot(root);
    const cases: [string[], Record<string, string>][] = [
      [['--base-url', 'http://127.0.0.1:9/v1'], {}],
      [[], { MA_MODEL: 'qwen3:8b' }],
    ];
    for (const [flags, env] of cases) {
      const r = await runMa(['summarize', meeting, '--json', ...flags, '--vault', root], { env });
      expect(r.code, r.stderr).toBe(1);
      const last = JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as {
        ok: boolean;
        error: { reason: string; message: string };
      };
      expect(last.ok).toBe(false);
      expect(last.error.reason).toBe('config');
      expect(last.error.message).toMatch(/invalid configuration/);
    }
    expect(await vaultSnapshot(root)).toEqual(before);
  });
});
