/**
 * L92 (lead, session 26): a turn whose time is written after the speaker's label — `Ann Lee: [00:00:03] We
 * should ship.`, `**Bob:** (0:09) Agreed.` — kept the time as the first words of the speech (in the imported
 * transcript, in what `read_transcript` and the offline engine quote) and the turn had no time. Now a time in
 * brackets or parentheses right after a label is the turn's time; a bare time after a label (`Ann: 10:30 works
 * for me`) and a bracketed time later in the speech stay speech, and a time before the label still wins.
 * The reader every part uses (import, tools, engine) and `ma import` on a real file in a temp sample vault.
 * Spec: L92; docs/vault-format.md (Transcript note); issue #10 item 2.
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

describe('L92: a time in brackets right after the label is the turn’s time', () => {
  it('L92: every bracket form after a plain, bold or bracketed label gives the time and clean speech', () => {
    expect(
      read(
        [
          'Ann Lee: [00:00:03] We should ship the beta on Friday.',
          '**Bob Stone:** (0:09) Agreed.',
          'Ann Lee: [00:00:12 - 00:00:15] Good.',
          'Bob Stone: (1:02:03) - Fine by me.',
          '[SPEAKER_00]: [0:20] Noted.',
        ].join('\n'),
      ),
    ).toEqual([
      { speaker: 'Ann Lee', seconds: 3, text: 'We should ship the beta on Friday.' },
      { speaker: 'Bob Stone', seconds: 9, text: 'Agreed.' },
      { speaker: 'Ann Lee', seconds: 12, text: 'Good.' },
      { speaker: 'Bob Stone', seconds: 3723, text: 'Fine by me.' },
      { speaker: 'SPEAKER_00', seconds: 20, text: 'Noted.' },
    ]);
  });

  it('L92: speech stays speech: a bare time after the label, a bracketed time later in the text; a time before the label wins', () => {
    expect(
      read(
        [
          'Ann Lee: 10:30 works for me.',
          'Bob Stone: We meet at [10:30] then.',
          '[00:00:05] Ann Lee: [00:00:07] Yes.',
        ].join('\n'),
      ),
    ).toEqual([
      { speaker: 'Ann Lee', seconds: null, text: '10:30 works for me.' },
      { speaker: 'Bob Stone', seconds: null, text: 'We meet at [10:30] then.' },
      { speaker: 'Ann Lee', seconds: 5, text: '[00:00:07] Yes.' },
    ]);
  });

  describe('L92: `ma import`', () => {
    let vault: Vault;
    let dir: TempDir;
    let src: TempDir;
    beforeEach(async () => {
      ({ vault, dir } = await openSampleVault());
      src = await makeTempDir('ma-l92-');
    });
    afterEach(async () => {
      await dir.cleanup();
      await src.cleanup();
    });

    it('L92: the transcript note gets each turn with its time in front, the speech without it', async () => {
      const file = path.join(src.root, 'call.txt');
      await writeFile(
        file,
        'Ann Lee: [00:00:03] We should ship.\nBob Stone: [00:00:09] Agreed, I will write the notes.\n',
      );
      const result = await importTranscript(vault, { file, date: '2026-11-20' });
      const text = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
      expect((text.split('---\n')[2] ?? '').trim().split('\n')).toEqual([
        '[00:00:03] **Ann Lee:** We should ship.',
        '[00:00:09] **Bob Stone:** Agreed, I will write the notes.',
      ]);
    });
  });
});
