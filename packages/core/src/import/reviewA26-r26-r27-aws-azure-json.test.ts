/**
 * reviewA R26, R27 (session 26): `ma import` of Amazon Transcribe's and Azure AI Speech's batch
 * transcript JSON — both were refused as 'is JSON but has no Whisper "segments" list'. Now Amazon
 * Transcribe imports one turn per `audio_segments` entry (else per speaker run of its `items`),
 * `spk_0` → `Speaker 1`, with times (decimal strings of seconds); without speaker partitioning its
 * whole transcript is one passage with a warning. Azure's `recognizedPhrases` import one turn per
 * successful phrase (`nBest[0].display`, `offsetInTicks`, `speaker: 1` → `Speaker 1`), in time
 * order. Real-shaped files (the services' documented examples) imported into a temp sample vault.
 * Spec: docs/transcript-import.md (Formats: whisper); reviewA R26, R27.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

/** An Amazon Transcribe item: a word (`pronunciation`, with times) or punctuation (none). */
const word = (content: string, start: number, speaker: string | null) => ({
  start_time: start.toFixed(2),
  end_time: (start + 0.2).toFixed(2),
  alternatives: [{ confidence: '0.99', content }],
  type: 'pronunciation',
  ...(speaker === null ? {} : { speaker_label: speaker }),
});
const punct = (content: string, speaker: string | null) => ({
  alternatives: [{ confidence: '0.0', content }],
  type: 'punctuation',
  ...(speaker === null ? {} : { speaker_label: speaker }),
});

const ITEMS = [
  word("I've", 4.87, 'spk_0'),
  word('been', 5.02, 'spk_0'),
  word('on', 5.17, 'spk_0'),
  word('hold', 5.29, 'spk_0'),
  punct('.', 'spk_0'),
  word('Sorry', 8.49, 'spk_1'),
  punct(',', 'spk_1'),
  word('we', 8.88, 'spk_1'),
  word('decided', 9.05, 'spk_1'),
  word('to', 9.3, 'spk_1'),
  word('ship', 9.5, 'spk_1'),
  punct('.', 'spk_1'),
  word('Good', 65.1, 'spk_0'),
  punct('.', 'spk_0'),
];

const AWS = {
  jobName: 'my-first-transcription-job',
  accountId: '111122223333',
  status: 'COMPLETED',
  results: {
    transcripts: [{ transcript: "I've been on hold. Sorry, we decided to ship. Good." }],
    speaker_labels: {
      channel_label: 'ch_0',
      speakers: 2,
      segments: [
        { start_time: '4.87', end_time: '5.49', speaker_label: 'spk_0', items: [] },
        { start_time: '8.49', end_time: '9.70', speaker_label: 'spk_1', items: [] },
        { start_time: '65.10', end_time: '65.30', speaker_label: 'spk_0', items: [] },
      ],
    },
    items: ITEMS,
    audio_segments: [
      {
        id: 0,
        transcript: "I've been on hold.",
        start_time: '4.87',
        end_time: '5.49',
        speaker_label: 'spk_0',
        items: [0, 1, 2, 3, 4],
      },
      {
        id: 1,
        transcript: 'Sorry, we decided to ship.',
        start_time: '8.49',
        end_time: '9.70',
        speaker_label: 'spk_1',
        items: [5, 6, 7, 8, 9, 10, 11],
      },
      {
        id: 2,
        transcript: 'Good.',
        start_time: '65.10',
        end_time: '65.30',
        speaker_label: 'spk_0',
        items: [12, 13],
      },
    ],
  },
};

const EXPECTED_AWS = [
  "[00:00:04] **Speaker 1:** I've been on hold.",
  '[00:00:08] **Speaker 2:** Sorry, we decided to ship.',
  '[00:01:05] **Speaker 1:** Good.',
];

/** Azure's batch transcription result: two channels listed one after the other, one phrase not recognised. */
const AZURE = {
  source: 'https://example.blob.core.windows.net/audio/sync.wav',
  timestamp: '2026-11-30T10:00:00Z',
  durationInTicks: 660000000,
  duration: 'PT1M6S',
  combinedRecognizedPhrases: [
    { channel: 0, lexical: '', itn: '', maskedITN: '', display: 'Shall we start? Yes, the budget. Good.' },
  ],
  recognizedPhrases: [
    {
      recognitionStatus: 'Success',
      channel: 0,
      speaker: 1,
      offset: 'PT1.2S',
      duration: 'PT1S',
      offsetInTicks: 12000000,
      durationInTicks: 10000000,
      nBest: [
        {
          confidence: 0.93,
          lexical: 'shall we start',
          itn: 'shall we start',
          maskedITN: 'shall we start',
          display: 'Shall we start?',
        },
      ],
    },
    {
      recognitionStatus: 'Success',
      channel: 0,
      speaker: 1,
      offset: 'PT1M5S',
      duration: 'PT0.5S',
      offsetInTicks: 650000000,
      durationInTicks: 5000000,
      nBest: [{ confidence: 0.9, lexical: 'good', display: 'Good.' }],
    },
    { recognitionStatus: 'NoMatch', channel: 0, offset: 'PT30S', offsetInTicks: 300000000, nBest: [] },
    {
      recognitionStatus: 'Success',
      channel: 1,
      speaker: 2,
      offset: 'PT3.4S',
      duration: 'PT1S',
      offsetInTicks: 34000000,
      durationInTicks: 10000000,
      nBest: [{ confidence: 0.95, lexical: 'yes the budget', display: 'Yes, the budget.' }],
    },
  ],
};

describe('R26, R27: Amazon Transcribe and Azure Speech JSON import with speakers and times', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r26-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  /** Imports `data` as a JSON file; the transcript's spoken lines, the meeting note and the warnings. */
  const importJson = async (data: unknown, title: string) => {
    const file = path.join(src.root, `${title}.json`);
    await writeFile(file, JSON.stringify(data, null, 2));
    const result = await importTranscript(vault, { file, date: '2026-11-30', title });
    const text = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    const meeting = await readFile(path.join(vault.root, result.meetingPath), 'utf8');
    return { lines: text.split('\n').filter((l) => l.startsWith('[')), text, meeting, result };
  };

  it('R26: Amazon Transcribe audio_segments, and items by speaker when there are no audio_segments', async () => {
    const segments = await importJson(AWS, 'R26 segments');
    expect(segments.lines).toEqual(EXPECTED_AWS);
    expect(segments.meeting).toMatch(/attendees:\n\s+- Speaker 1\n\s+- Speaker 2\n/);

    const { audio_segments: _dropped, ...olderResults } = AWS.results;
    const items = await importJson({ ...AWS, results: olderResults }, 'R26 items');
    expect(items.lines).toEqual(EXPECTED_AWS);

    // Older output: the items carry no speaker_label; speaker_labels.segments name them by start time.
    const unlabelled = {
      ...olderResults,
      items: ITEMS.map(({ speaker_label: _s, ...item }) => item),
      speaker_labels: {
        ...AWS.results.speaker_labels,
        segments: AWS.results.speaker_labels.segments.map((s, i) => ({
          ...s,
          items: ITEMS.filter((it): it is ReturnType<typeof word> => it.type === 'pronunciation')
            .filter((it) => (i === 1 ? it.speaker_label === 'spk_1' : it.speaker_label === 'spk_0'))
            .filter((it) =>
              i === 0 ? Number(it.start_time) < 60 : i === 2 ? Number(it.start_time) > 60 : true,
            )
            .map((it) => ({
              start_time: it.start_time,
              end_time: it.end_time,
              speaker_label: it.speaker_label,
            })),
        })),
      },
    };
    const older = await importJson({ ...AWS, results: unlabelled }, 'R26 older');
    expect(older.lines).toEqual(EXPECTED_AWS);
  });

  it('R26: Amazon Transcribe without speaker partitioning is one passage, and the warning says how to keep speakers', async () => {
    const plain = {
      jobName: 'j',
      accountId: '1',
      status: 'COMPLETED',
      results: {
        transcripts: [{ transcript: "I've been on hold. Sorry, we decided to ship. Good." }],
        items: ITEMS.map(({ speaker_label: _s, ...item }) => item),
      },
    };
    const { lines, text, result } = await importJson(plain, 'R26 plain');
    expect(lines).toEqual([]);
    expect(text).toContain("I've been on hold. Sorry, we decided to ship. Good.");
    expect(result.warnings.join('\n')).toMatch(/Amazon Transcribe JSON without turns.*ShowSpeakerLabels/);
  });

  it('R27: Azure Speech recognizedPhrases: one turn per recognised phrase, Speaker 1/2, in time order across channels', async () => {
    const { lines, meeting } = await importJson(AZURE, 'R27 azure');
    expect(lines).toEqual([
      '[00:00:01] **Speaker 1:** Shall we start?',
      '[00:00:03] **Speaker 2:** Yes, the budget.',
      '[00:01:05] **Speaker 1:** Good.',
    ]);
    expect(meeting).toMatch(/attendees:\n\s+- Speaker 1\n\s+- Speaker 2\n/);
  });
});
