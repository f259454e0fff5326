/**
 * reviewA R18 (session 24): WhisperX, when it diarizes, writes every line of its `.srt`, `.vtt` and
 * `.txt` output as `[SPEAKER_00]: text` (whisperx/utils.py). `ma import` of its .srt or .vtt kept
 * `[SPEAKER_00]: …` as speech with no speaker (attendees empty, exit 0), its .txt was refused ("no
 * speaker or time found"), and a transcript note holding such lines had no speakers for the offline
 * engine or `override_speaker`. Now the bracketed label is the speaker: imported as `Speaker 1`, as
 * WhisperX JSON's `SPEAKER_00` is, and read as written (`SPEAKER_00`, or the name a relabel put in
 * the brackets) by the transcript reader. Real files imported into a temp sample vault.
 * Spec: docs/transcript-import.md (Formats); reviewA R18.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { readTranscriptText } from '../transcript/read-transcript-text.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const SRT =
  '1\n00:00:00,031 --> 00:00:02,855\n[SPEAKER_00]: We decided to ship on Friday.\n\n' +
  '2\n00:01:05,500 --> 00:01:09,000\n[SPEAKER_01]: I will write the release notes.\n\n';
const VTT =
  'WEBVTT\n\n00:00.031 --> 00:02.855\n[SPEAKER_00]: We decided to ship on Friday.\n\n' +
  '01:05.500 --> 01:09.000\n[SPEAKER_01]: I will write the release notes.\n';
const TXT = '[SPEAKER_00]: We decided to ship on Friday.\n[SPEAKER_01]: I will write the release notes.\n';

describe('R18: WhisperX [SPEAKER_00]: labels in its .srt, .vtt and .txt', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r18-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  async function importFile(name: string, content: string) {
    const file = path.join(src.root, name);
    await writeFile(file, content);
    const result = await importTranscript(vault, { file, date: '2026-11-30', title: name.replace('.', ' ') });
    const text = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    const meeting = await readFile(path.join(vault.root, result.meetingPath), 'utf8');
    return { result, meeting, body: (text.split('---\n')[2] ?? '').trim().split('\n') };
  }

  it("R18: .srt and .vtt: each cue is its speaker's turn, Speaker 1 and Speaker 2 are the attendees", async () => {
    for (const [name, content] of [
      ['wx.srt', SRT],
      ['wx.vtt', VTT],
    ] as const) {
      const { result, meeting, body } = await importFile(name, content);
      expect(body).toEqual([
        '[00:00:00] **Speaker 1:** We decided to ship on Friday.',
        '[00:01:05] **Speaker 2:** I will write the release notes.',
      ]);
      expect(result.speakers).toEqual(['Speaker 1', 'Speaker 2']);
      expect(meeting).toContain('attendees:\n  - Speaker 1\n  - Speaker 2\n');
    }
  });

  it('R18: .txt is imported (was refused as "no speaker or time found") with its speakers', async () => {
    const { result, body } = await importFile('wx.txt', TXT);
    expect(result.format).toBe('text');
    expect(body).toEqual([
      '**Speaker 1:** We decided to ship on Friday.',
      '**Speaker 2:** I will write the release notes.',
    ]);
  });

  it('R18: a transcript note holding such lines: the reader gives the speaker as written, also after a relabel', () => {
    const lines = readTranscriptText('[SPEAKER_00]: We ship.\n[Ann Lee]: Agreed.\n[Note]: not a speaker\n');
    expect(lines.map((l) => [l.speaker, l.text])).toEqual([
      ['SPEAKER_00', 'We ship.'],
      ['Ann Lee', 'Agreed.'],
      [null, '[Note]: not a speaker'],
    ]);
    expect(lines[0]?.label).toEqual({ line: 1, start: 1, end: 11 });
  });
});
