/**
 * L30: `ma summarize` on an empty meeting note (0 bytes, or only whitespace / a byte order mark;
 * refused since reviewA S17) ended `--json` with reason `error`, the reason of an I/O failure or a
 * bug, so a script could not tell "this note holds no meeting" from a crash. It now has its own
 * reason, `empty-note`, as the other refusals of what the vault holds have theirs (`recording`,
 * `edited`, `broken-link`): exit 1 (as those), the `ma: …` line naming the note on stderr, the JSON
 * failure object the last stdout line, nothing written. The built `ma` on a temp copy of the
 * sample vault.
 * Spec: L30 (closing note of session 20); apps/cli/README.md, Output and Exit codes.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vaultSnapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('L30: an empty meeting note is refused with reason empty-note', { timeout: 90_000 }, () => {
  it('L30 0 bytes and BOM + CRLF blank lines: --json reason empty-note, exit 1, ma: line names the note, nothing written', async () => {
    const root = t.vault.root;
    const bodies: Record<string, [string, string]> = {
      Zero: ['', 'is empty (0 bytes)'],
      Bom: ['\uFEFF\r\n \r\n', 'holds only whitespace'],
    };
    for (const [name, [body, what]] of Object.entries(bodies)) {
      await writeFile(join(root, 'Meetings', `${name}.md`), body);
      const before = await vaultSnapshot(root);
      const json = await runMa(['summarize', name, '--json', '--engine', 'extractive', '--vault', root]);
      expect(json.code, json.stderr).toBe(1);
      const last = JSON.parse(json.stdout.trim().split('\n').pop() ?? '{}') as {
        ok: boolean;
        error: { reason: string; message: string };
      };
      expect(last).toMatchObject({ ok: false, error: { reason: 'empty-note' } });
      expect(last.error.message).toContain(`meeting note Meetings/${name}.md ${what}: nothing to summarize`);
      // The text line is the same message, once, with the same exit code.
      const text = await runMa(['summarize', name, '--engine', 'extractive', '--vault', root]);
      expect(text.code).toBe(1);
      expect(text.stdout).toBe('');
      expect(
        text.stderr
          .trim()
          .split('\n')
          .filter((l) => l.startsWith('ma: ')),
      ).toEqual([`ma: ${last.error.message}`]);
      expect(await vaultSnapshot(root)).toEqual(before);
    }
  });
});
