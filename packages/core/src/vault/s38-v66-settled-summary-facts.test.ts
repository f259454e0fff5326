/**
 * Review s38 V66: the summary frontmatter cache (`summary_frontmatter_v3` in the vault's index
 * database) keeps each summary's `projects` and `date` keyed by its size, times and inode. It
 * recorded them for a summary saved a moment before `pastSummaries` read it: a second same-length
 * save in the same timestamp step (1-2 s on FAT, exFAT, HFS+, SMB shares) — a date changed from
 * 2026-04-01 to 2026-04-02 — leaves that key as it was, so the old date (and projects) were kept.
 * Now facts are recorded only when the note had settled before it was read (V61's rule, core
 * `settledMs`), and still recorded then. The clock is set at the note's change time (not settled)
 * and seconds after it (settled), so no stall of the machine can change the outcome.
 * Real files, the sample vault, the real database. Spec: issue #13 (Rules for caches).
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATE_DB_FILE } from '../state/open-state-db.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { pastSummaries, SUMMARY_INDEX_MIN_NOTES } from './past-summaries.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => {
  vi.restoreAllMocks();
  await dir.cleanup();
});

/** The facts row the index database holds for `rel` (null when none, or no database). */
function row(rel: string): string | null {
  const sqlite = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite');
  let db: DatabaseSync;
  try {
    db = new sqlite.DatabaseSync(path.join(vault.root, '.meeting-assistant', STATE_DB_FILE));
  } catch {
    return null;
  }
  try {
    const got = db.prepare('SELECT facts FROM summary_frontmatter_v3 WHERE path = ?').get(rel) as
      | { facts: string }
      | undefined;
    return got?.facts ?? null;
  } catch {
    return null;
  } finally {
    db.close();
  }
}

describe('V66: summary facts are cached only once the note had settled', () => {
  it('not for a summary saved a moment ago (its date could change unseen); then, once settled', async () => {
    await mkdir(path.join(vault.root, 'Summaries', 'archive'), { recursive: true });
    for (let i = 0; i < SUMMARY_INDEX_MIN_NOTES; i++)
      await writeFile(
        path.join(vault.root, 'Summaries', 'archive', `Old ${i}.md`),
        `---\ndate: 2025-01-01\nprojects: [archive-${i}]\n---\nbody\n`,
      );
    const rel = 'Summaries/Fresh.md';
    const abs = path.join(vault.root, rel);
    await writeFile(abs, '---\ndate: 2026-04-01\nprojects: [remote-control]\n---\n');
    const { ctimeMs } = await stat(abs);
    const names = async () => (await pastSummaries(vault, ['remote-control'])).map((s) => s.name);
    // Asked at the very moment of the save: not settled.
    vi.spyOn(Date, 'now').mockReturnValue(Math.floor(ctimeMs));
    expect(await names()).toContain('Fresh');
    expect(row(rel)).toBeNull();
    // Asked seconds later: settled, recorded (the cache still works).
    vi.spyOn(Date, 'now').mockReturnValue(Math.floor(ctimeMs) + 5_000);
    expect(await names()).toContain('Fresh');
    expect(row(rel)).toContain('2026-04-01');
  });
});
