/**
 * L105 (leftovers, session 28): `ma import` of Azure Speech's batch transcription JSON dated the meeting by the file's
 * modification time although the file says when it was transcribed (`timestamp`), and every hosted service's JSON
 * (Amazon Transcribe, Azure Speech…) was labelled `source_format: whisper` in the transcript note. Now the service's
 * time dates a meeting no other date is given for (a date in the file name or --date still wins), and the note names
 * the service. Real-shaped files imported into a temp sample vault.
 * reviewA R44: the same for every service whose JSON says when it made the transcript: Speechmatics
 * (`job.created_at`, else `metadata.created_at`) and Deepgram (`metadata.created`) were dated by the download day.
 */
import { readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const phrase = (speaker: number, offsetInTicks: number, display: string) => ({
  recognitionStatus: 'Success',
  channel: 0,
  speaker,
  offsetInTicks,
  durationInTicks: 10000000,
  nBest: [{ confidence: 0.9, lexical: display.toLowerCase(), display }],
});
const AZURE = {
  source: 'https://example.blob.core.windows.net/audio/sync.wav',
  timestamp: '2026-05-04T10:00:00Z',
  recognizedPhrases: [phrase(1, 12000000, 'Shall we start?'), phrase(2, 34000000, 'Yes, the budget.')],
};
const AWS = {
  jobName: 'sync',
  accountId: '111122223333',
  status: 'COMPLETED',
  results: {
    transcripts: [{ transcript: 'Hello. Hi.' }],
    audio_segments: [
      {
        id: 0,
        transcript: 'Hello.',
        start_time: '1.00',
        end_time: '1.50',
        speaker_label: 'spk_0',
        items: [],
      },
      { id: 1, transcript: 'Hi.', start_time: '2.00', end_time: '2.50', speaker_label: 'spk_1', items: [] },
    ],
    items: [],
  },
};

const word = (content: string, start: number, speaker: string) => ({
  type: 'word',
  start_time: start,
  end_time: start + 0.4,
  alternatives: [{ content, confidence: 1, language: 'en', speaker }],
});
const SPEECHMATICS = {
  format: '2.9',
  job: { id: 'j1', created_at: '2026-05-04T10:00:00.123Z', data_name: 'sync.mp3', duration: 5 },
  metadata: { created_at: '2026-05-04T10:02:00.000Z', type: 'transcription' },
  results: [word('Shall', 0.5, 'S1'), word('we', 0.9, 'S1'), word('Yes', 2.0, 'S2')],
};
const DEEPGRAM = {
  metadata: { request_id: 'r1', created: '2026-05-05T09:30:00.000Z', duration: 5, channels: 1 },
  results: {
    channels: [{ alternatives: [{ transcript: 'Hello team. Hi.', words: [] }] }],
    utterances: [
      { start: 0.5, end: 1.5, transcript: 'Hello team.', speaker: 0, channel: 0, words: [] },
      { start: 2.0, end: 2.5, transcript: 'Hi.', speaker: 1, channel: 0, words: [] },
    ],
  },
};

describe('L105: hosted service JSON: its date and its name', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l105j-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  const write = async (name: string, data: unknown) => {
    const file = path.join(src.root, name);
    await writeFile(file, JSON.stringify(data));
    // A download day far from the meeting's, so the modification time is never the answer by chance.
    await utimes(file, new Date('2026-11-20T12:00:00Z'), new Date('2026-11-20T12:00:00Z'));
    return file;
  };

  it('L105: Azure Speech JSON is dated by its timestamp and labelled azure-speech; Amazon Transcribe is labelled amazon-transcribe', async () => {
    const azure = await importTranscript(vault, { file: await write('sync.json', AZURE) });
    expect(azure.date).toBe('2026-05-04');
    expect(azure.dateFrom).toBe('transcript header');
    expect(azure.meetingPath).toBe('Meetings/2026-05-04 sync.md');
    const azureNote = await readFile(path.join(vault.root, azure.transcriptPath), 'utf8');
    expect(azureNote).toContain('source_format: azure-speech');

    const aws = await importTranscript(vault, { file: await write('call.json', AWS) });
    expect(aws.dateFrom).toBe('modification time');
    const awsNote = await readFile(path.join(vault.root, aws.transcriptPath), 'utf8');
    expect(awsNote).toContain('source_format: amazon-transcribe');
    expect(awsNote).not.toContain('source_format: whisper');
  });

  it('L105: a date in the file name or given still wins over the service time', async () => {
    const named = await importTranscript(vault, { file: await write('2026-05-06 sync.json', AZURE) });
    expect([named.date, named.dateFrom]).toEqual(['2026-05-06', 'file name']);
    const given = await importTranscript(vault, {
      file: await write('other.json', { ...AZURE, source: 'another.wav' }),
      date: '2026-05-07',
    });
    expect([given.date, given.dateFrom]).toEqual(['2026-05-07', 'option']);
  });

  it('R44: Speechmatics job.created_at and Deepgram metadata.created date the meeting', async () => {
    const sm = await importTranscript(vault, { file: await write('sm.json', SPEECHMATICS) });
    expect([sm.date, sm.dateFrom]).toEqual(['2026-05-04', 'transcript header']);
    const { job: _job, ...noJob } = SPEECHMATICS;
    const meta = await importTranscript(vault, { file: await write('sm2.json', noJob), title: 'sm2' });
    expect(meta.date).toBe('2026-05-04');
    const dg = await importTranscript(vault, { file: await write('dg.json', DEEPGRAM) });
    expect([dg.date, dg.dateFrom]).toEqual(['2026-05-05', 'transcript header']);
  });

  it('R44: a time that is no date is not used; the file name still wins', async () => {
    const bad = { ...DEEPGRAM, metadata: { ...DEEPGRAM.metadata, created: 'yesterday' } };
    const dg = await importTranscript(vault, { file: await write('bad.json', bad) });
    expect(dg.dateFrom).toBe('modification time');
    const named = await importTranscript(vault, { file: await write('2026-05-09 call.json', SPEECHMATICS) });
    expect([named.date, named.dateFrom]).toEqual(['2026-05-09', 'file name']);
  });
});
