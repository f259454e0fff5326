/**
 * V241 (breaker L419 in search), through the built `ma`: `ma summarize` names the summary of meeting
 * `2026-03-14 sync` `2026-03-14 sync (2).md`, beside `2026-03-14 Sync.md` of the meeting `2026-03-14
 * Sync`. L419 made that summary a note of its own in the past meetings and `ma doctor`, but core
 * search (`searchVault`, for a note found in a searched folder) still took it for a numbered copy: a
 * user who files both summaries in the project's folder, where `ma search` walks, saw the lines they
 * share (`## Decisions`) in `Sync.md` only, and `sync (2).md` named as a copy not searched. Now search
 * applies L419's rule (`linksAnotherMeeting`): both summaries' hits show, in `ma search` (a one-shot
 * blocking run) and `ma tool search`; a real numbered copy (`Sync 2.md`, the same `meeting:` link)
 * is still left out. Temp copy of the sample vault.
 */
import { copyFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LATER, summarizeMeetings, writeLaterMeeting } from './own-numbered-summaries.js';
import { runMa, runMaTool } from './run-ma.js';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

describe('V241: ma search keeps a summary the product numbered for another meeting', () => {
  it('V241: a line both summaries hold is found in each; a real copy stays left out', async () => {
    const written = await summarizeMeetings(vault, [
      ['2026-03-14 Sync', 'We decided to keep the kinetic battery. I will check the charger tomorrow.'],
      ['2026-03-14 sync', 'We decided to drop the speech module. I will tell the marketing tomorrow.'],
    ]);
    expect(written).toEqual(['2026-03-14 Sync', '2026-03-14 sync (2)']);
    await writeLaterMeeting(vault);
    // The user files both summaries in the project's folder (search walks it; past summaries are
    // given by name and never taken for copies).
    const project = join(vault.root, 'Projects', 'remote-control');
    for (const name of written)
      await rename(join(vault.root, 'Summaries', `${name}.md`), join(project, `${name}.md`));
    const found = async () => {
      const search = await runMa(['search', 'Decisions', '--meeting', LATER, '--vault', vault.root]);
      expect(search.code, search.stderr).toBe(0);
      const tool = await runMaTool({
        vaultRoot: vault.root,
        meeting: LATER,
        name: 'search',
        args: { query: 'Decisions' },
      });
      expect(tool.code, tool.stderr).toBe(0);
      return { search: search.stdout, tool: tool.stdout };
    };
    const both = [
      'Projects/remote-control/2026-03-14 Sync.md:18 ## Decisions',
      'Projects/remote-control/2026-03-14 sync (2).md:18 ## Decisions',
    ];
    const first = await found();
    for (const out of [first.search, first.tool]) {
      for (const hit of both) expect(out.split('\n')).toContain(hit);
      expect(out).not.toContain('(copy of ');
    }
    // A real numbered copy (Obsidian's "Duplicate": the same meeting: link) is still left out.
    await copyFile(join(project, '2026-03-14 Sync.md'), join(project, '2026-03-14 Sync 2.md'));
    const second = await found();
    for (const out of [second.search, second.tool]) {
      for (const hit of both) expect(out.split('\n')).toContain(hit);
      expect(out).not.toContain('Sync 2.md:');
      expect(out).toContain('2026-03-14 Sync 2.md (copy of ');
      expect(out).not.toContain('sync (2).md (copy of ');
    }
  });
});
