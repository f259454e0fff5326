/**
 * Leftovers L283: `ma import --title "..."` (a title of only dots, punctuation a note name cannot
 * hold, or spaces) quietly wrote `Meetings/<date>.md`, the daily note's name, and its transcript.
 * Now the built `ma` refuses the title with a usage error saying why, and the vault is unchanged
 * (review s38 V67: also punctuation and marks alone, `?!` gave `<date> !.md`).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vaultSnapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';

let vault: SampleVaultCopy;
let transcriptFile: string;
beforeEach(async () => {
  vault = await copySampleVault();
  transcriptFile = path.join(path.dirname(vault.root), 'standup.txt');
  await writeFile(transcriptFile, 'Ana: We ship on Friday.\nBo: I will write the notes.\n');
});
afterEach(async () => {
  await vault.cleanup();
});

/** Runs the built `ma import <transcript> --date 2026-12-05 --title <title>` on the vault copy. */
function importTitled(title: string) {
  return runMa(['import', transcriptFile, '--date', '2026-12-05', '--title', title, '--vault', vault.root]);
}

describe('L283: a --title with nothing a note name can keep is refused', () => {
  it.each(['...', '???', '#', ' . . ', '[[]]', '. / :', '?!', '-_-', '(+)'])(
    '--title %j: exit 2, said, nothing written',
    async (title) => {
      const before = await vaultSnapshot(vault.root);
      const r = await importTitled(title);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(
        `--title ${JSON.stringify(title)} has nothing a note name can keep (only dots, spaces or the characters`,
      );
      expect(r.stderr).toContain("the daily note's name; nothing was written");
      expect(await vaultSnapshot(vault.root)).toEqual(before);
    },
    120_000,
  );

  it('a title with a word beside the punctuation is kept and names the note', async () => {
    const r = await importTitled('...Standup?');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('created Meetings/2026-12-05 ...Standup.md');
  }, 120_000);
});
