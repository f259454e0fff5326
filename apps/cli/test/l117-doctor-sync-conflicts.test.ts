/**
 * Leftovers L117: `ma doctor` names the sync-conflict copies a sync tool left (Dropbox, Obsidian
 * Sync, Syncthing, numbered copies beside their original) in the meetings, transcripts, notes and
 * summaries folders, each beside its original, with what to do; none: `ok`. Built `ma`, a temp
 * sample vault.
 * Spec: docs/hostile-cases.md (sync-conflict copies); leftovers L117.
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('L117: ma doctor and sync-conflict copies', { timeout: 150_000 }, () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it('L117: copies are named beside their originals with a fix; none is ok', async () => {
    const clean = await runMa(['doctor', '--vault', vault.root]);
    expect(clean.stdout).toMatch(/^ok {3}sync-conflict copies: none$/m);
    const name = '2026-03-10 Remote control functional design';
    await copyFile(
      join(vault.root, 'Meetings', `${name}.md`),
      join(vault.root, 'Meetings', `${name} (conflicted copy 2026-12-01).md`),
    );
    await copyFile(
      join(vault.root, 'Transcripts', `${name}.md`),
      join(vault.root, 'Transcripts', `${name}.sync-conflict-20261201-123456-ABCDEF.md`),
    );
    const run = await runMa(['doctor', '--vault', vault.root]);
    expect(run.stdout).toContain(
      `sync-conflict copies: 2 left by a sync tool: Meetings/${name} (conflicted copy 2026-12-01).md (copy of Meetings/${name}.md), Transcripts/${name}.sync-conflict-20261201-123456-ABCDEF.md (copy of Transcripts/${name}.md)`,
    );
    expect(run.stdout).toContain('keep what you want in the original');
  });
});
