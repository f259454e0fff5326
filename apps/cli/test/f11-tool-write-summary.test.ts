/**
 * F11 (newcomer review, session 29): `ma tool write_summary --meeting … --args '{"content": …}'` printed
 * `created the summary draft (2 lines)`, exit 0, and wrote nothing: the draft lives in the run's
 * memory, which only a run commits, and one `ma tool` call exits with it. Now it (and
 * `apply_changes` with a `write_summary` op, compact JSON) is refused, exit 3, no file changed,
 * saying what to use instead; the other writes stay real. The built `ma` on a sample vault copy.
 * Spec: docs/tools.md (write_summary edits the draft); apps/cli/README.md (ma tool: writes are real).
 */
import { describe, expect, it } from 'vitest';
import { vaultSnapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

describe('F11: ma tool write_summary', () => {
  it('F11: write_summary and an apply_changes write_summary op are refused with what to use, nothing written', async () => {
    const before = await vaultSnapshot(t.vault.root);
    const granular = await runMa([
      'tool',
      'write_summary',
      '--meeting',
      meeting,
      '--args',
      '{"content": "## Summary\\nhello\\n"}',
      '--vault',
      t.vault.root,
    ]);
    expect(granular.code).toBe(3);
    expect(granular.stdout).toBe(
      `refused: write_summary edits a run's summary draft, which only the run commits; \`ma tool\` makes one call and exits, so nothing would be written: summarize with \`ma summarize '${meeting}'\`, or call write_summary then finish_summary through \`ma mcp\`; nothing was written\n`,
    );
    const compact = await runMa([
      'tool',
      'apply_changes',
      '--tools',
      'compact',
      '--meeting',
      meeting,
      '--args',
      '{"ops": [{"op": "write_context", "content": "- x"}, {"op": "write_summary", "content": "## Summary\\nhello\\n"}]}',
      '--vault',
      t.vault.root,
    ]);
    expect(compact.code).toBe(3);
    expect(JSON.parse(compact.stdout)).toMatchObject({ error: 'refused' });
    expect(compact.stdout).toContain('apply_changes with a write_summary op edits');
    expect(await vaultSnapshot(t.vault.root)).toEqual(before);

    // Another write is real, as ma tool --help says.
    const context = await runMa([
      'tool',
      'write_context',
      '--meeting',
      meeting,
      '--args',
      '{"content": "- a note\\n"}',
      '--vault',
      t.vault.root,
    ]);
    expect(context.code, context.stderr).toBe(0);
    expect(await vaultSnapshot(t.vault.root)).not.toEqual(before);
  }, 60_000);
});
