/**
 * P198 (issue 13, Rules for caches and indexes; docs/startup.md, session 42): the summary facts table
 * (`summary_frontmatter_v3`) kept a row for every summary that ever was, renamed and deleted ones
 * included, and a call that loads every row loaded them all. A new listing of the summaries folder
 * that lacks a note of the last one proves it gone: its row is dropped; the others stay, and the
 * answer is the same. Real files, the sample vault, the real database; the clock set seconds after
 * each change so the notes count as settled (V66) whatever the machine's load.
 */
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

function rowPaths(): string[] {
  const sqlite = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite');
  const db = new sqlite.DatabaseSync(path.join(vault.root, '.meeting-assistant', STATE_DB_FILE));
  try {
    return (
      db.prepare('SELECT path FROM summary_frontmatter_v3 ORDER BY path').all() as { path: string }[]
    ).map((r) => r.path);
  } finally {
    db.close();
  }
}

/** `pastSummaries` asked seconds after the latest change under Summaries/ (every note settled). */
async function namesAfter(abs: string): Promise<string[]> {
  const { ctimeMs } = await stat(abs);
  vi.spyOn(Date, 'now').mockReturnValue(Math.floor(ctimeMs) + 5_000);
  return (await pastSummaries(vault, ['archive-0', 'archive-1', 'archive-2'])).map((s) => s.name).sort();
}

describe('P198: facts rows of summaries that are gone are dropped', () => {
  it('a renamed and a deleted summary lose their rows; the renamed one gets a row under its new name', async () => {
    const folder = path.join(vault.root, 'Summaries', 'archive');
    await mkdir(folder, { recursive: true });
    for (let i = 0; i < SUMMARY_INDEX_MIN_NOTES; i++)
      await writeFile(
        path.join(folder, `Old ${i}.md`),
        `---\ndate: 2025-01-0${(i % 9) + 1}\nprojects: [archive-${i}]\n---\nbody\n`,
      );
    expect(await namesAfter(path.join(folder, `Old ${SUMMARY_INDEX_MIN_NOTES - 1}.md`))).toEqual([
      'Old 0',
      'Old 1',
      'Old 2',
    ]);
    const before = rowPaths();
    expect(before).toContain('Summaries/archive/Old 0.md');
    expect(before).toContain('Summaries/archive/Old 1.md');

    await rename(path.join(folder, 'Old 0.md'), path.join(folder, 'New 0.md'));
    await rename(path.join(folder, 'Old 1.md'), path.join(vault.root, 'Old 1 moved out.md'));
    expect(await namesAfter(path.join(folder, 'New 0.md'))).toEqual(['New 0', 'Old 2']);
    const after = rowPaths();
    expect(after).not.toContain('Summaries/archive/Old 0.md');
    expect(after).not.toContain('Summaries/archive/Old 1.md');
    expect(after).toContain('Summaries/archive/New 0.md');
    // Every other row stays.
    expect(after.filter((p) => !p.includes('New 0'))).toEqual(before.filter((p) => !/Old [01]\.md$/.test(p)));
    // And the next call, on the rows left, gives the same answer.
    expect(await namesAfter(path.join(folder, 'New 0.md'))).toEqual(['New 0', 'Old 2']);
  });
});
