/**
 * L89: Speechmatics' batch transcript (`json-v2`: a `results` list of words and punctuation, each
 * with `start_time` and `alternatives[0]` holding its `content` and `speaker`) was refused as "no
 * Whisper segments list". Now each run of one speaker's words is a turn with its time, `S1` →
 * `Speaker 1`, punctuation joined to the word it attaches to. A real file imported into a temp
 * sample vault.
 * Spec: docs/transcript-import.md (Formats: whisper); L89.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

/** A word or punctuation result as json-v2 writes it. */
const item = (type: 'word' | 'punctuation', content: string, start: number, speaker: string, extra = {}) => ({
  type,
  start_time: start,
  end_time: start + 0.3,
  alternatives: [{ content, confidence: 0.98, language: 'en', speaker }],
  ...(type === 'punctuation' ? { attaches_to: 'previous', is_eos: content === '.' || content === '?' } : {}),
  ...extra,
});

const JSON_V2 = {
  format: '2.9',
  job: { created_at: '2026-11-30T10:00:00.000Z', data_name: 'sync.m4a', duration: 20, id: 'x1y2z3' },
  metadata: {
    created_at: '2026-11-30T10:01:00.000Z',
    type: 'transcription',
    transcription_config: { language: 'en', diarization: 'speaker' },
  },
  results: [
    item('word', 'Shall', 1.2, 'S1'),
    item('word', 'we', 1.5, 'S1'),
    item('word', 'start', 1.7, 'S1'),
    item('punctuation', '?', 2.0, 'S1'),
    item('word', 'Yes', 3.4, 'S2'),
    item('punctuation', ',', 3.7, 'S2'),
    item('word', 'the', 3.8, 'S2'),
    item('word', 'budget', 4.0, 'S2'),
    item('punctuation', '.', 4.4, 'S2'),
    item('word', 'It', 4.6, 'S2'),
    item('word', 'is', 4.8, 'S2'),
    item('word', 'due', 5.0, 'S2'),
    item('punctuation', '"', 5.2, 'S2', { attaches_to: 'next' }),
    item('word', 'Friday', 5.3, 'S2'),
    item('punctuation', '"', 5.6, 'S2'),
    item('punctuation', '.', 5.6, 'S2'),
    item('word', 'Good', 65.0, 'S1'),
    item('punctuation', '.', 65.4, 'S1'),
  ],
};

describe('L89: Speechmatics json-v2 imports with speakers and times', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l89-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('L89: one turn per speaker run, "Speaker 1"/"Speaker 2", start times, punctuation attached', async () => {
    const file = path.join(src.root, 'sync.json');
    await writeFile(file, JSON.stringify(JSON_V2, null, 2));
    const result = await importTranscript(vault, { file, date: '2026-11-30', title: 'L89 sync' });
    const text = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    expect(text.split('\n').filter((l) => l.startsWith('['))).toEqual([
      '[00:00:01] **Speaker 1:** Shall we start?',
      '[00:00:03] **Speaker 2:** Yes, the budget. It is due "Friday".',
      '[00:01:05] **Speaker 1:** Good.',
    ]);
    const meeting = await readFile(path.join(vault.root, result.meetingPath), 'utf8');
    expect(meeting).toMatch(/attendees:\n\s+- Speaker 1\n\s+- Speaker 2\n/);
  });
});
