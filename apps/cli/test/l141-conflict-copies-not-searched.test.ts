/**
 * Leftovers L141 (newcomer review, session 29, F4/F4b): a sync tool's conflict copy of a past summary
 * was searched as one more past summary and a copy of a project file as a project file: every hit of
 * `ma search` (and of the agent's search tool, the same code) came twice or three times; `ma doctor`
 * did not look in Projects/. Now a summary's copy is no past summary, a project file's copy is left
 * out of the results and named in one `note:` line, and doctor names copies in every configured
 * folder; `ma tool list_projectfiles` lists a project file's copy marked with its original. Built `ma`, a
 * temp sample vault.
 * Spec: docs/hostile-cases.md (sync-conflict copies); docs/tools.md (search); newcomer review F4, F4b.
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const PAST = '2026-03-10 Remote control functional design';
const NOW = '2026-03-11 Remote control conceptual design';

describe('L141: sync-conflict copies are not searched', { timeout: 150_000 }, () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const at = (rel: string) => join(vault.root, ...rel.split('/'));

  it('L141: each hit once, the project-file copies named in a note; doctor lists copies in Projects/ too', async () => {
    expect((await runMa(['summarize', PAST, '--vault', vault.root])).code).toBe(0);
    const search = ['search', 'Financial targets|teletext', '--meeting', NOW, '--vault', vault.root];
    const before = await runMa(search);
    expect(before.code).toBe(0);
    const copies = [
      `Summaries/${PAST}.sync-conflict-20261201-101010-ABCDEFG.md`,
      `Summaries/${PAST} (conflicted copy 2026-12-01).md`,
      'Projects/remote-control/decisions (conflicted copy 2026-12-01).md',
      'Projects/remote-control/decisions.sync-conflict-20261201-101010-ABCDEFG.md',
    ];
    for (const copy of copies)
      await copyFile(
        at(copy.replace(/( \(conflicted copy 2026-12-01\)|\.sync-conflict-[\w-]+)\.md$/, '.md')),
        at(copy),
      );
    const after = await runMa(search);
    expect(after.code).toBe(0);
    const hits = (text: string) => text.split('\n').filter((l) => !l.startsWith('note:') && l.trim() !== '');
    expect(hits(after.stdout)).toEqual(hits(before.stdout));
    expect(after.stdout).toContain(
      'note: sync-conflict copies were not searched: Projects/remote-control/decisions (conflicted copy 2026-12-01).md (copy of Projects/remote-control/decisions.md), Projects/remote-control/decisions.sync-conflict-20261201-101010-ABCDEFG.md (copy of Projects/remote-control/decisions.md); merge each into its original',
    );
    // `ma tool list_projectfiles` lists the project file's copies marked with their original (not as files of their own).
    const list = await runMa([
      'tool',
      'list_projectfiles',
      '--meeting',
      NOW,
      '--args',
      '{"project":"remote-control"}',
      '--vault',
      vault.root,
    ]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(
      /^decisions \(conflicted copy 2026-12-01\)\.md \(\d+ lines; sync-conflict copy of decisions\.md, not a file of its own\)$/m,
    );
    expect(list.stdout).toMatch(
      /^decisions\.sync-conflict-20261201-101010-ABCDEFG\.md \(\d+ lines; sync-conflict copy of decisions\.md, not a file of its own\)$/m,
    );
    const doctor = await runMa(['doctor', '--vault', vault.root]);
    expect(doctor.stdout).toContain(
      'sync-conflict copies: 4 left by a sync tool: Projects/remote-control/decisions (conflicted copy 2026-12-01).md (copy of Projects/remote-control/decisions.md)',
    );
  });
});
