/**
 * Leftovers L146 (newcomer review, session 29, F13): after a project folder was renamed, `ma search`
 * (the search tool, also a model's) refused with "no projects are bound to this meeting" without
 * naming the `projects:` entry that no longer names a folder, while `ma doctor` and `ma summarize` name
 * it with a did-you-mean. The refusal now names each such entry as they do (core
 * `unboundProjectLine`). Built `ma`, a temp sample vault.
 * Spec: docs/tools.md (search; bound projects); newcomer review F13.
 */
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('L146: a stale projects: entry is named by the search refusal', { timeout: 120_000 }, () => {
  let vault: SampleVaultCopy | undefined;
  afterEach(async () => vault?.cleanup());

  it('L146: the folder renamed: the entry and its did-you-mean are named', async () => {
    vault = await copySampleVault();
    await rename(join(vault.root, 'Projects', 'remote-control'), join(vault.root, 'Projects', 'remote-ctl'));
    const run = await runMa([
      'search',
      'colour',
      '--meeting',
      '2026-03-10 Remote control functional design',
      '--vault',
      vault.root,
    ]);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stdout + run.stderr).toContain(
      'refused: no projects are bound to this meeting: not bound: the meeting\'s projects: entry "remote-control" — did you mean `remote-ctl`',
    );
  });
});
