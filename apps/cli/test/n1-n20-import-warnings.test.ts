/**
 * N1: Whisper JSON with speaker numbers (`"speaker": 0`, Deepgram / pyannote wrappers) maps them
 * like `SPEAKER_00` (`Speaker 1`, …); a speaker value that cannot be read is left out with a
 * warning naming the segment, and its text never joins another speaker's turn.
 * N20: the import warning counts skipped cues, not parser errors (one bad cue is "1 cue skipped").
 * Real `ma` process, real temp vault.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseNote } from '@ma/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('N1, N20: ma import speakers and skipped cues', () => {
  let vault: string;
  let src: string;
  beforeEach(async () => {
    vault = await mkdtemp(join(tmpdir(), 'ma-n1-'));
    src = await mkdtemp(join(tmpdir(), 'ma-n1-src-'));
    await writeFile(join(vault, 'meeting-assistant.json'), '{}\n');
  });
  afterEach(async () => {
    await rm(vault, { recursive: true, force: true });
    await rm(src, { recursive: true, force: true });
  });
  const importText = async (file: string, text: string) => {
    await writeFile(join(src, file), text);
    const run = await runMa(['import', file, '--vault', vault, '--date', '2026-06-02', '--title', 'T'], {
      cwd: src,
    });
    expect(run.code, run.stderr).toBe(0);
    const transcript = parseNote(await readFile(join(vault, 'Transcripts', '2026-06-02 T.md'), 'utf8'));
    const meeting = parseNote(await readFile(join(vault, 'Meetings', '2026-06-02 T.md'), 'utf8'));
    return {
      lines: transcript.body.split('\n').filter((l) => l !== ''),
      attendees: meeting.frontmatter?.data.attendees,
      warnings: run.stderr.split('\n').filter((l) => l.startsWith('warning:')),
    };
  };

  it('N1: speaker numbers become Speaker 1, Speaker 2 (as SPEAKER_00 does); different speakers are never one line', async () => {
    const { lines, attendees, warnings } = await importText(
      'w3.json',
      JSON.stringify({
        segments: [
          { start: 1, end: 2.5, text: ' We will ship the red one.', speaker: 0 },
          { start: 3, end: 4, text: ' No, I disagree, we cancel it.', speaker: 1 },
          { start: 5, end: 6, text: ' Fine.', speaker: 0 },
          { start: 7, text: ' Labelled the WhisperX way.', speaker: 'SPEAKER_01' },
        ],
      }),
    );
    expect(lines).toEqual([
      '[00:00:01] **Speaker 1:** We will ship the red one.',
      '[00:00:03] **Speaker 2:** No, I disagree, we cancel it.',
      '[00:00:05] **Speaker 1:** Fine.',
      '[00:00:07] **Speaker 2:** Labelled the WhisperX way.',
    ]);
    expect(attendees).toEqual(['Speaker 1', 'Speaker 2']);
    expect(warnings).toEqual([]);
  });

  it('N1: a speaker value that cannot be read is left out with a warning naming the segment; its text is a turn of its own', async () => {
    const { lines, warnings } = await importText(
      'w.json',
      JSON.stringify({
        segments: [
          { start: 1, text: ' hi', speaker: 1.5 },
          { start: 3, text: ' yo', speaker: true },
          { start: 4, text: ' and more', speaker: { id: 2 } },
          { start: 5, text: ' named', speaker: 'Ann' },
          { start: 6, text: ' unnamed.' },
        ],
      }),
    );
    expect(lines).toEqual([
      '[00:00:01] hi',
      '[00:00:03] yo',
      '[00:00:04] and more',
      '[00:00:05] **Ann:** named',
      '[00:00:06] unnamed.',
    ]);
    expect(warnings).toEqual([
      'warning: 3 segment speakers left out, not a name or a speaker number (kept the text without a speaker, as a turn of its own; segment 1: speaker 1.5)',
    ]);
  });

  it('N20: one cue with an unreadable timing is "1 cue skipped", naming its line', async () => {
    const { lines, warnings } = await importText(
      't1.vtt',
      'WEBVTT\n\n01:02.000 --> 01:04.000\n<v Ann>short form timing\n\n1:00:05.000 --> 1:00:07.000\n<v Bob>single digit hour\n\n100:00:00.000 --> 100:00:01.000\n<v Cy>hundred hours\n',
    );
    expect(lines).toEqual(['[00:01:02] **Ann:** short form timing', '[01:00:05] **Bob:** single digit hour']);
    expect(warnings).toEqual([
      'warning: 1 cue skipped by the parser (line 9 of t1.vtt: start `100:00:00.000` is not a time up to 99:59:59.999)',
    ]);
  });

  it('N20: every cue the parser drops is counted once, an end not after its start included (SRT)', async () => {
    const { lines, warnings } = await importText(
      't2.srt',
      '1\n00:00:01,000 --> 00:00:02,000\nAnn: one\n\n2\n00:00:03;000 --> 00:00:0x,000\nBob: two\n\n3\n00:00:05,000 --> 00:00:05,000\nCy: three\n\n4\n00:00:07,000 --> 00:00:08,000\nDee: four\n',
    );
    expect(lines).toEqual(['[00:00:01] **Ann:** one', '[00:00:07] **Dee:** four']);
    expect(warnings).toEqual([
      'warning: 2 cues skipped by the parser (line 6 of t2.srt: start `00:00:03;000` is not a time up to 99:59:59.999)',
    ]);
  });
});
