/**
 * breaker L419, through the built `ma`: when two meetings' summary names meet — `Retro #1` and
 * `Retro 1` (a summary name drops `#`), `Sync` and `sync` (names differing only by case) — `ma
 * summarize` writes the second summary as `… (2).md`. Then the product took that summary for a
 * numbered sync copy of the first: `list_past_project_meetings` and `search` left that meeting out
 * ("no matches" for a word only it held), and `ma doctor` advised merging it into the other
 * meeting's summary and deleting it. A numbered note whose `meeting:` link names another meeting
 * than its original's is a note of its own. A real numbered copy (the same `meeting:` link) is
 * still one. Temp copy of the sample vault.
 */
import { copyFile } from 'node:fs/promises';
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

describe('L419: a summary the product numbered for another meeting is no copy', () => {
  it('past meetings, search and doctor keep both summaries; a real copy stays a copy', async () => {
    const pairs = [
      ['2026-03-13 Retro #1', 'We decided to order the walnut casing. I will call the supplier tomorrow.'],
      ['2026-03-13 Retro 1', 'We decided to order the zebrawood casing. I will call the carpenter tomorrow.'],
      ['2026-03-14 Sync', 'We decided to keep the kinetic battery. I will check the charger tomorrow.'],
      ['2026-03-14 sync', 'We decided to drop the speech module. I will tell the marketing tomorrow.'],
    ] as const;
    await writeLaterMeeting(vault);
    const written = await summarizeMeetings(vault, pairs);
    // The product's own numbering (the fault needs it): the second of each pair is `… (2)`.
    expect(written).toEqual([
      '2026-03-13 Retro 1',
      '2026-03-13 Retro 1 (2)',
      '2026-03-14 Sync',
      '2026-03-14 sync (2)',
    ]);

    const past = await runMaTool({
      vaultRoot: vault.root,
      meeting: LATER,
      name: 'list_past_project_meetings',
      args: {},
    });
    expect(past.code, past.stderr).toBe(0);
    for (const name of written) expect(past.stdout).toContain(`Summaries/${name}.md`);
    for (const word of ['zebrawood', 'walnut', 'speech module', 'kinetic']) {
      const hit = await runMa(['search', word, '--meeting', LATER, '--vault', vault.root]);
      expect(hit.code, hit.stderr).toBe(0);
      expect(hit.stdout, word).toMatch(/^Summaries\/2026-03-1[34] /m);
    }
    const doctor = await runMa(['doctor', '--vault', vault.root]);
    expect(doctor.stdout).not.toMatch(/\(2\)\.md/);

    // A real numbered copy (Obsidian's "Duplicate": the same meeting: link) is still a copy.
    await copyFile(
      join(vault.root, 'Summaries', '2026-03-14 Sync.md'),
      join(vault.root, 'Summaries', '2026-03-14 Sync 2.md'),
    );
    const again = await runMaTool({
      vaultRoot: vault.root,
      meeting: LATER,
      name: 'list_past_project_meetings',
      args: {},
    });
    expect(again.stdout).not.toContain('Sync 2.md');
    const doctor2 = await runMa(['doctor', '--vault', vault.root]);
    expect(doctor2.stdout).toContain('Summaries/2026-03-14 Sync 2.md (copy of Summaries/2026-03-14 Sync.md)');
    expect(doctor2.stdout).not.toMatch(/\(2\)\.md/);
  });
});
