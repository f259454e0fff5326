/**
 * reviewA R39 (session 28): in a text transcript of full names (`Ann Lee:`, `Bob Smith:`), a person with
 * a one-word label who speaks once (`Dave: Sure, I'll book it.`, right after `Ann Lee: Dave, can you book
 * the launch venue by the 15th?`) was read as a note label (L1) and glued into Ann's turn with the line
 * after it: `**Ann Lee:** Dave, can you book …? Dave: Sure, I'll book it. And we agreed …`, Dave no
 * attendee, and the offline summary gave Ann Dave's task. A one-word label whose line before or after
 * names it as a word is a person: a speaker. Note labels stay text. Real import on a sample-vault copy.
 * Spec: reviewA R39; issue #10 item 1; review T12 (L1).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

let vault: Vault;
let dir: TempDir;
let src: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  src = await makeTempDir('ma-r39-');
});
afterEach(async () => {
  await dir.cleanup();
  await src.cleanup();
});

/** Imports `lines` as a text file: the speakers and the transcript note's body lines. */
async function importLines(name: string, lines: string[]) {
  const file = path.join(src.root, `${name}.txt`);
  await writeFile(file, `${lines.join('\n')}\n`);
  const result = await importTranscript(vault, { file, date: '2026-05-06' });
  const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
  return {
    speakers: result.speakers,
    body: note
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .trim()
      .split('\n'),
  };
}

describe('R39: a one-word speaker named by the line before or after is a speaker', () => {
  it('R39: Dave, asked by name among full names, answers in his own turn and is an attendee', async () => {
    const { speakers, body } = await importLines('launch', [
      'Ann Lee: Okay, we decided to switch to Adyen after the launch.',
      'Bob Smith: I will send the contract to legal by Friday.',
      'Carol Diaz: I will update the estimate by next Tuesday.',
      'Ann Lee: Dave, can you book the launch venue by the 15th?',
      "Dave: Sure, I'll book it.",
      'Ann Lee: And we agreed the launch date is June 3rd.',
      'Bob Smith: Fine.',
      'Eve: Bye everyone.',
      'Carol Diaz: Thanks, Eve.',
    ]);
    expect(speakers).toEqual(['Ann Lee', 'Bob Smith', 'Carol Diaz', 'Dave', 'Eve']);
    expect(body).toEqual([
      '**Ann Lee:** Okay, we decided to switch to Adyen after the launch.',
      '**Bob Smith:** I will send the contract to legal by Friday.',
      '**Carol Diaz:** I will update the estimate by next Tuesday.',
      '**Ann Lee:** Dave, can you book the launch venue by the 15th?',
      "**Dave:** Sure, I'll book it.",
      '**Ann Lee:** And we agreed the launch date is June 3rd.',
      '**Bob Smith:** Fine.',
      '**Eve:** Bye everyone.',
      '**Carol Diaz:** Thanks, Eve.',
    ]);
  });

  it('R39: a note label stays text: not named nearby, named only inside another word or in other case, or a fragment', async () => {
    const { speakers, body } = await importLines('notes', [
      'Ann Lee: Let me sum up the Highlightsreel and the highlights.',
      'Highlights: We grew in every region.',
      'Bob Smith: Revenue is what matters.',
      'Revenue: up 5 percent this quarter.',
      'Ann Lee: Good.',
      'Bob Smith: Yes.',
    ]);
    expect(speakers).toEqual(['Ann Lee', 'Bob Smith']);
    expect(body[0]).toBe(
      '**Ann Lee:** Let me sum up the Highlightsreel and the highlights. Highlights: We grew in every region.',
    );
    expect(body[1]).toBe('**Bob Smith:** Revenue is what matters. Revenue: up 5 percent this quarter.');
  });
});
