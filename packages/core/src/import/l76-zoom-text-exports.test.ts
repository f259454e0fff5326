/**
 * L76: Zoom's own text saves were refused as "not a transcript": the live-transcript / closed-caption
 * save (`meeting_saved_closed_caption.txt`, `closed_caption.txt`: a `[Name] hh:mm:ss` line above
 * each turn's text) and the saved chat (`meeting_saved_chat.txt`: `hh:mm:ss From Name : text`, and
 * the newer `hh:mm:ss From Name to Everyone:` above a tab-indented message). They now import with
 * their speakers and times, on a temp copy of the sample vault.
 * Spec: docs/transcript-import.md (text exports); issue #10 item 1.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { TranscriptReader } from '../transcript/transcript-reader.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const CASES: Record<string, { text: string; lines: string[] }> = {
  'meeting_saved_closed_caption.txt': {
    text: '[Alice Smith] 10:02:03\nGood morning, everyone.\n\n[Bob Jones] 10:02:10\nMorning. Shall we start\nwith the budget?\n\n[Bob Jones] 10:02:14\nIt is due Friday.\n\n[Alice Smith] 10:02:20\nYes, the budget first.\n',
    lines: [
      '[10:02:03] **Alice Smith:** Good morning, everyone.',
      '[10:02:10] **Bob Jones:** Morning. Shall we start with the budget? It is due Friday.',
      '[10:02:20] **Alice Smith:** Yes, the budget first.',
    ],
  },
  'closed_caption.txt': {
    text: '\uFEFF[Sara Kim] 10:00:05\r\nMorning.\r\n\r\n[Rob Hernandez (Host)] 10:00:15\r\nLet us start.\r\n',
    lines: ['[10:00:05] **Sara Kim:** Morning.', '[10:00:15] **Rob Hernandez:** Let us start.'],
  },
  'meeting_saved_chat.txt': {
    text: '10:02:03\t From  Alice Smith : Good morning\n10:02:10\t From  Bob Jones : Hi all: the deck is up\n',
    lines: ['[10:02:03] **Alice Smith:** Good morning', '[10:02:10] **Bob Jones:** Hi all: the deck is up'],
  },
  'chat.txt': {
    text: '14:31:02 From Mike Brennan to Everyone:\n\tdeck link: https://example.test/deck\n14:32:10 From  Ana López  to  Everyone:\n\tthanks\n\tsee you\n',
    lines: [
      '[14:31:02] **Mike Brennan:** deck link: https://example.test/deck',
      '[14:32:10] **Ana López:** thanks see you',
    ],
  },
};

describe('L76: Zoom text saves import', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l76-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  for (const [name, { text, lines }] of Object.entries(CASES)) {
    it(`L76: ${name} imports with its speakers and times`, async () => {
      const file = path.join(src.root, name);
      await writeFile(file, text);
      const result = await importTranscript(vault, { file, date: '2026-11-30', title: `L76 ${name}` });
      const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
      expect(note.split('\n').filter((line) => line.startsWith('['))).toEqual(lines);
    });
  }

  it('L76: "From … to …:" is a chat sender only in Zoom\'s shape, after a bare time', () => {
    const reader = new TranscriptReader();
    const read = [
      '10:05:10 From Monday to Friday: the office is closed.',
      '10:05:14 From Bob Stone to Ann Lee(Direct Message) : see you',
    ].flatMap((line) => reader.push(line));
    expect(read.map((l) => [l.speaker, l.text])).toEqual([
      [null, 'From Monday to Friday: the office is closed.'],
      ['Bob Stone', 'see you'],
    ]);
  });
});
