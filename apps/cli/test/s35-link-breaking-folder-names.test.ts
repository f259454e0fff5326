/**
 * Leftovers s35: a summaries or context folder configured with `# ^ | [ ]` in its name (`Summaries #2`)
 * breaks every Obsidian [[wikilink]] to the notes in it, as such note names did (L227, which covered
 * note names only): the product falls back to Markdown links, which Obsidian's Properties view shows as
 * text. `ma doctor` now warns naming each such setting and folder, with the fix. Built `ma`, a
 * sample-vault copy.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await vault.cleanup();
});

describe('folder names that end a wikilink', () => {
  it('doctor warns for each configured folder with # ^ | [ ], and not for the default ones', async () => {
    const plain = await runMa(['doctor', '--vault', vault.root]);
    expect(plain.stdout).not.toContain('end an Obsidian [[wikilink]]');
    const configAbs = path.join(vault.root, 'meeting-assistant.json');
    const config = JSON.parse(await readFile(configAbs, 'utf8'));
    config.folders = { ...config.folders, summaries: 'Summaries #2', context: 'Assistant [AI]' };
    await writeFile(configAbs, JSON.stringify(config));
    await rename(path.join(vault.root, 'Summaries'), path.join(vault.root, 'Summaries #2'));
    const run = await runMa(['doctor', '--vault', vault.root]);
    expect(run.stdout).toContain(
      'warn folders: folders.summaries "Summaries #2", folders.context "Assistant [AI]": # ^ | [ ] in a folder name end an Obsidian [[wikilink]]',
    );
    expect(run.stdout).toContain('rename the folder without # ^ | [ ]');
  }, 120_000);
});
