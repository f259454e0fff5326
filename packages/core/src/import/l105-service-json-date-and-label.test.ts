/**
 * L105 (leftovers, session 28): `ma import` of Azure Speech's batch transcription JSON dated the meeting by the file's
 * modification time although the file says when it was transcribed (`timestamp`), and every hosted service's JSON
 * (Amazon Transcribe, Azure Speech…) was labelled `source_format: whisper` in the transcript note. Now the service's
 * time dates a meeting no other date is given for (a date in the file name or --date still wins), and the note names
 * the service. Real-shaped files imported into a temp sample vault.
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
});
