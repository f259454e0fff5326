/**
 * L104: Otter's and Descript's text exports write each turn's speaker and time on a heading line
 * with a dash between them — `Bob Stone - 00:00:20` — above its text. The reader (import, the read
 * tools and the offline engine share it) took the heading line for speech without a speaker and the
 * lines below it had no speaker either; `Bob Stone  00:00:20` (two spaces) was already read. Now a
 * dash, en or em dash or bar between spaces reads as the heading's separator too; the text stays
 * the turn's speech. The reader, and `ma import` on a real file in a temp sample vault.
 * Spec: L104; docs/transcript-import.md (text: Otter / Rev / Descript exports); docs/vault-format.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importTranscript } from '../import/import-transcript.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { readTranscriptText } from './read-transcript-text.js';

const read = (text: string) =>
  readTranscriptText(text).map((l) => ({ speaker: l.speaker, seconds: l.seconds, text: l.text }));

const EXPORT = [
  'Bob Stone - 00:00:20',
  'We should ship the beta on Friday.',
  '',
  'Ann Lee – 0:25',
  'Agreed.',
  'I will write the notes.',
  '',
  'Bob Stone | 1:02:03',
  'Fine by me.',
  '',
  'Ann Lee  00:01:10',
  'Good.',
].join('\n');

describe('L104: a heading line with a dash between name and time', () => {
  it('L104: `Name - time`, `Name – time`, `Name | time` and `Name  time` headings give the turns their speaker and time', () => {
    expect(read(EXPORT)).toEqual([
      { speaker: 'Bob Stone', seconds: 20, text: 'We should ship the beta on Friday.' },
      { speaker: 'Ann Lee', seconds: 25, text: 'Agreed.' },
      { speaker: 'Ann Lee', seconds: null, text: 'I will write the notes.' },
      { speaker: 'Bob Stone', seconds: 3723, text: 'Fine by me.' },
      { speaker: 'Ann Lee', seconds: 70, text: 'Good.' },
    ]);
  });

  it('L104: speech stays speech: a dash and a time inside a sentence, a label with text after the time', () => {
    expect(read('Bob Stone: the demo is at 10:30 - 11:00 then.\nWe meet at noon - 12:00')).toEqual([
      { speaker: 'Bob Stone', seconds: null, text: 'the demo is at 10:30 - 11:00 then.' },
      { speaker: null, seconds: null, text: 'We meet at noon - 12:00' },
    ]);
  });

  describe('L104: `ma import`', () => {
    let vault: Vault;
    let dir: TempDir;
    let src: TempDir;
    beforeEach(async () => {
      ({ vault, dir } = await openSampleVault());
      src = await makeTempDir('ma-l104-');
    });
    afterEach(async () => {
      await dir.cleanup();
      await src.cleanup();
    });

    it('L104: the transcript note gets each turn with its speaker and time (a paragraph one turn)', async () => {
      const file = path.join(src.root, 'otter.txt');
      await writeFile(file, `${EXPORT}\n`);
      const result = await importTranscript(vault, { file, date: '2026-11-20' });
      const text = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
      expect((text.split('---\n')[2] ?? '').trim().split('\n')).toEqual([
        '[00:00:20] **Bob Stone:** We should ship the beta on Friday.',
        '[00:00:25] **Ann Lee:** Agreed. I will write the notes.',
        '[01:02:03] **Bob Stone:** Fine by me.',
        '[00:01:10] **Ann Lee:** Good.',
      ]);
    });
  });
});
