/**
 * issue 13 (`ma search` flat in the summaries outside the scope): each `ma search` process reads
 * what the summaries say from the vault's index (`.meeting-assistant/index.sqlite`), checking each
 * note with one lstat. Summaries added, edited, moved or removed by another program between two
 * searches are seen by the next one, and a corrupt index is rebuilt without changing an answer.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';

describe('issue 13: ma search and the summary index, across processes', () => {
  let vault: SampleVaultCopy;
  const summary = (name: string, projects: string, body: string) =>
    writeFile(
      join(vault.root, 'Summaries', `${name}.md`),
      `---\ndate: 2026-02-01\nprojects: [${projects}]\n---\n## Summary\n${body}\n`,
    );
  const search = async () => {
    const run = await runMa(['search', 'Quokkafund', '--meeting', meeting, '--vault', vault.root]);
    expect(run.code, run.stderr).toBe(0);
    return run.stdout
      .split('\n')
      .filter((l) => l.startsWith('Summaries/'))
      .map((l) => l.slice(0, l.indexOf(':')))
      .sort();
  };

  beforeEach(async () => {
    vault = await copySampleVault();
    // Enough summaries outside the scope for the index to be used (core's SUMMARY_INDEX_MIN_NOTES).
    await mkdir(join(vault.root, 'Summaries', 'archive'), { recursive: true });
    for (let i = 0; i < 150; i++)
      await writeFile(
        join(vault.root, 'Summaries', 'archive', `Old ${i}.md`),
        `---\ndate: 2025-01-01\nprojects: [archive-${i}]\n---\nQuokkafund was mentioned.\n`,
      );
    await summary('In scope', 'remote-control', 'Quokkafund budget approved.');
  });
  afterEach(async () => vault.cleanup());

  it('sees summaries added, edited, replaced and removed by another program since the last search', async () => {
    expect(await search()).toEqual(['Summaries/In scope.md']);
    expect(existsSync(join(vault.root, '.meeting-assistant', 'index.sqlite'))).toBe(true);
    // Added in scope; an archived one edited in place into the scope; another replaced atomically.
    await summary('Added', 'remote-control', 'Quokkafund again.');
    await writeFile(
      join(vault.root, 'Summaries', 'archive', 'Old 7.md'),
      '---\ndate: 2025-01-01\nprojects: [archive-7, remote-control]\n---\nQuokkafund was mentioned.\n',
    );
    const tmp = join(vault.root, 'Summaries', 'archive', 'Old 9.tmp');
    await writeFile(
      tmp,
      '---\ndate: 2025-01-01\nprojects: [remote-control]\n---\nQuokkafund was mentioned.\n',
    );
    await rename(tmp, join(vault.root, 'Summaries', 'archive', 'Old 9.md'));
    expect(await search()).toEqual([
      'Summaries/Added.md',
      'Summaries/In scope.md',
      'Summaries/archive/Old 7.md',
      'Summaries/archive/Old 9.md',
    ]);
    // Removed; moved out of the scope again; edited in place to the same size (only the
    // modification time tells).
    await rm(join(vault.root, 'Summaries', 'Added.md'));
    await writeFile(
      join(vault.root, 'Summaries', 'archive', 'Old 7.md'),
      '---\ndate: 2025-01-01\nprojects: [archive-7]\n---\nQuokkafund was mentioned.\n',
    );
    await writeFile(
      join(vault.root, 'Summaries', 'archive', 'Old 9.md'),
      '---\ndate: 2025-01-01\nprojects: [remote-kontrol]\n---\nQuokkafund was mentioned.\n',
    );
    expect(await search()).toEqual(['Summaries/In scope.md']);
  });

  it('a corrupt index is rebuilt and gives the same answer', async () => {
    const expected = await search();
    await writeFile(join(vault.root, '.meeting-assistant', 'index.sqlite'), 'not a database '.repeat(500));
    expect(await search()).toEqual(expected);
    expect(await search()).toEqual(expected);
  });
});
