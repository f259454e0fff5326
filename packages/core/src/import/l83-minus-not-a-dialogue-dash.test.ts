/**
 * L83: a subtitle line opening with a minus and a number — `- 5 percent of the budget`, `- 20 degrees`,
 * `- $5 a seat` — was read as a dialogue dash (L75): the minus was dropped (`5 percent`) and, after a
 * first line, the cue was split into two turns, the number a turn without a speaker. A dialogue dash
 * needs a word after it; a dash before a number, a currency sign or a decimal point is a minus sign
 * and stays in the words. SRT and WebVTT files imported into a temp copy of the sample vault.
 * Spec: docs/transcript-import.md (dialogue cues); L75; L83.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

/** Cues (lines joined by `\n`), one every two seconds from 00:00:01. */
const CUES = [
  '- 5 percent of the budget is left.',
  'Ann Lee: The change is\n- 5 % on last year.',
  'Outside it is\n– 20 degrees.',
  'Bob Stone: We saved\n- $5 a seat, and\n- €12 a room.',
  'The margin moved\n- .5 points.',
  '- Hi there.\n- Hello.',
];

/** The transcript lines the cues must give, in order. */
const EXPECTED = [
  '[00:00:01] - 5 percent of the budget is left.',
  '[00:00:03] **Ann Lee:** The change is - 5 % on last year.',
  '[00:00:05] Outside it is – 20 degrees.',
  '[00:00:07] **Bob Stone:** We saved - $5 a seat, and - €12 a room.',
  '[00:00:09] The margin moved - .5 points.',
  '[00:00:11] Hi there.',
  '[00:00:11] Hello.',
];

const clock = (s: number, sep: string) => `00:00:${String(s).padStart(2, '0')}${sep}000`;

const FILES: Record<string, string> = {
  'call.srt': CUES.map(
    (t, i) => `${i + 1}\n${clock(i * 2 + 1, ',')} --> ${clock(i * 2 + 2, ',')}\n${t}\n`,
  ).join('\n'),
  'call.vtt': `WEBVTT\n\n${CUES.map((t, i) => `${clock(i * 2 + 1, '.')} --> ${clock(i * 2 + 2, '.')}\n${t}\n`).join('\n')}`,
};

describe('L83: a minus before a number is not a dialogue dash', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l83-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  for (const [name, text] of Object.entries(FILES)) {
    it(`L83: ${name}: "- 5 percent", "– 20 degrees", "- $5" keep their minus and their speaker's turn`, async () => {
      const file = path.join(src.root, name);
      await writeFile(file, text);
      const result = await importTranscript(vault, { file, date: '2026-11-30', title: `L83 ${name}` });
      const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
      const lines = note
        .slice(note.indexOf('\n---\n') + 5)
        .split('\n')
        .filter((line) => line.startsWith('['));
      expect(lines).toEqual(EXPECTED);
    });
  }
});
