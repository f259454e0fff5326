/**
 * Z4 (review13) with the vault's index database (`.meeting-assistant/index.sqlite`, used from
 * core's SUMMARY_INDEX_MIN_NOTES summaries on): a summary whose frontmatter breaks after the
 * listing was built (a hand edit gone wrong) is named by every later `ma search`, not only by the
 * one that first read it (also once the listing is reused without listing the folder again),
 * whatever the scope (its projects cannot be read), and no longer once fixed. Whole processes,
 * real rg, a temp copy of the sample vault.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';

describe('Z4: a broken past summary is named by every search, with the index', () => {
  let vault: SampleVaultCopy;
  const search = async () => {
    const run = await runMa(['search', 'Quokkafund', '--meeting', meeting, '--vault', vault.root]);
    expect(run.code, run.stderr).toBe(0);
    return run.stdout;
  };

  beforeEach(async () => {
    vault = await copySampleVault();
    await mkdir(join(vault.root, 'Summaries', 'archive'), { recursive: true });
    for (let i = 0; i < 150; i++)
      await writeFile(
        join(vault.root, 'Summaries', 'archive', `Old ${i}.md`),
        `---\ndate: 2025-01-01\nprojects: [archive-${i}]\n---\nQuokkafund was mentioned.\n`,
      );
    await writeFile(
      join(vault.root, 'Summaries', 'Broken.md'),
      '---\ndate: 2026-02-01\nprojects: [archive-1]\n---\nQuokkafund in the broken one.\n',
    );
  });
  afterEach(async () => vault.cleanup());

  it('Z4: named after it breaks, by the next searches too, and no longer once fixed', async () => {
    expect(await search()).not.toContain('Broken.md');
    expect(existsSync(join(vault.root, '.meeting-assistant', 'index.sqlite'))).toBe(true);
    await writeFile(
      join(vault.root, 'Summaries', 'Broken.md'),
      '---\ndate: 2026-02-01\nprojects: [archive-1]\ntitle: "unclosed\n---\nQuokkafund in the broken one.\n',
    );
    // The last searches come after core's settle time (2 s): the listing is then reused without
    // listing the folder again, and the broken note must still be named from its key.
    for (let i = 0; i < 5; i++) {
      if (i === 3) await new Promise((resolve) => setTimeout(resolve, 2500));
      const out = await search();
      expect(out).toMatch(
        /note: 1 summary note is not searched, since their frontmatter cannot be read.*Summaries\/Broken\.md \([^)]*line \d+/,
      );
    }
    await writeFile(
      join(vault.root, 'Summaries', 'Broken.md'),
      '---\ndate: 2026-02-01\nprojects: [archive-1]\ntitle: "closed"\n---\nQuokkafund in the broken one.\n',
    );
    expect(await search()).not.toContain('Broken.md');
  });
});
