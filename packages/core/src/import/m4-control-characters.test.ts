/**
 * M4 (review 3): a transcript export is foreign text (a participant's display name, chat text, an
 * ASR engine's output). `ma import` never copies its C0/C1 control characters (ESC of ANSI/OSC
 * sequences, BEL, NUL, …) or bidi overrides, embeddings and isolates into the vault or onto the
 * dry-run output: they are dropped and counted in a warning, in every format. Tabs, line breaks
 * and ordinary right-to-left text stay. Spec: review N17 (a note never holds control characters:
 * core `firstControlCharacter`); docs/paths.md item 2; docs/transcript-import.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { firstControlCharacter } from '../text/hidden-characters.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const ESC = '\u001b';
/** The characters no imported note may hold: C0/C1 controls but tab/LF/CR-LF, bidi overrides, embeddings, isolates. */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

/** Each format with a speaker name holding a BEL and a line holding an OSC title sequence, a BEL, an erase-line, a backspace (NUL in JSON: raw NUL bytes are refused as binary) and an RLO. */
const SOURCES: Record<string, { file: string; text: string; dropped: number; speaker: string; at: string }> =
  {
    vtt: {
      file: 'esc.vtt',
      at: 'line 4 of esc.vtt',
      text: `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v B\u0007ob>hi ${ESC}]0;pwned\u0007 there ${ESC}[2K\u0008ok \u202egnp.exe</v>\n\n00:00:03.000 --> 00:00:04.000\n<v Ann>we decided\tto ship</v>\n`,
      dropped: 6,
      speaker: 'Bob',
    },
    srt: {
      file: 'esc.srt',
      at: 'line 3 of esc.srt',
      text: `1\n00:00:01,000 --> 00:00:02,000\nB\u0007ob: hi ${ESC}]0;pwned\u0007 there ${ESC}[2K\u0008ok \u202egnp.exe\n\n2\n00:00:03,000 --> 00:00:04,000\nAnn: we decided\tto ship\n`,
      dropped: 6,
      speaker: 'Bob',
    },
    whisper: {
      file: 'esc.json',
      at: 'segment 1 of esc.json',
      text: JSON.stringify({
        language: 'en',
        segments: [
          {
            start: 1,
            end: 2,
            speaker: 'B\u0007ob',
            text: ` hi ${ESC}]0;pwned\u0007 there ${ESC}[2K\u0000ok \u202egnp.exe`,
          },
          { start: 3, end: 4, speaker: 'Ann', text: ' we decided\tto ship' },
        ],
      }),
      dropped: 6,
      speaker: 'Bob',
    },
    text: {
      file: 'esc.txt',
      at: 'line 1 of esc.txt',
      text: `[00:00:01] B\u0007ob: hi ${ESC}]0;pwned\u0007 there ${ESC}[2K\u0008ok \u202egnp.exe\n[00:00:03] Ann: we decided\tto ship\n`,
      dropped: 6,
      speaker: 'Bob',
    },
  };

describe('M4: ma import drops control characters and bidi overrides from every format', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-m4-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  for (const [format, source] of Object.entries(SOURCES)) {
    it(`M4: ${format}: the notes and the dry-run output hold none of them; a warning counts them`, async () => {
      const file = path.join(src.root, source.file);
      await writeFile(file, source.text);
      let printed = '';
      const dry = await importTranscript(vault, {
        file,
        title: 'Esc',
        date: '2026-06-02',
        dryRun: true,
        print: (text) => {
          printed += text;
        },
      });
      expect(printed).not.toMatch(FORBIDDEN);
      expect(printed).toContain(`**${source.speaker}:** hi ]0;pwned there [2Kok gnp.exe`);
      expect(dry.warnings).toEqual([
        `${source.dropped} control or bidi characters dropped (the first, U+0007, at ${source.at}): a note never holds terminal escapes or bidi overrides`,
      ]);

      const result = await importTranscript(vault, { file, title: 'Esc', date: '2026-06-02' });
      expect(result.warnings).toEqual(dry.warnings);
      expect(result.speakers).toEqual([source.speaker, 'Ann']);
      const transcript = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
      const meeting = await readFile(path.join(vault.root, result.meetingPath), 'utf8');
      for (const note of [transcript, meeting]) {
        expect(firstControlCharacter(note)).toBeNull();
        expect(note).not.toMatch(FORBIDDEN);
      }
      expect(transcript).toContain(`**${source.speaker}:** hi ]0;pwned there [2Kok gnp.exe`);
      // A tab is collapsed like every other whitespace run; ordinary text is kept.
      expect(transcript).toContain('**Ann:** we decided to ship');
    });
  }

  it('M4: a title or file name with controls gives a meeting note without them; clean files give no warning', async () => {
    const file = path.join(src.root, `call${ESC}]0;x\u0007.vtt`);
    await writeFile(file, 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Ann>שלום \u200fworld</v>\n');
    const result = await importTranscript(vault, {
      file,
      title: `Weekly ${ESC}[2Ksync\u202e`,
      date: '2026-06-02',
    });
    const meeting = await readFile(path.join(vault.root, result.meetingPath), 'utf8');
    const transcript = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    for (const note of [meeting, transcript]) expect(note).not.toMatch(FORBIDDEN);
    expect(meeting).toContain('title: Weekly [2Ksync\n');
    // Right-to-left text and its marks (U+200F) are ordinary text and stay.
    expect(transcript).toContain('**Ann:** שלום \u200fworld');
    expect(result.warnings).toEqual([
      '4 control or bidi characters dropped (the first, U+001B, in the title): a note never holds terminal escapes or bidi overrides',
    ]);
  });
});
