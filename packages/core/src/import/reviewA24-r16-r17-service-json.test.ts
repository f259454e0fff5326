/**
 * reviewA R16, R17 (session 24): the transcript JSON of hosted speech-to-text services.
 * R16: AssemblyAI's transcript (`utterances` with speakers `A`, `B` and times in ms, beside a top-level
 * `text`) was imported with exit 0 as ONE passage without a time or speaker (the `{ "text" }` fallback),
 * attendees empty, with advice to "export verbose_json". R17: Deepgram's response (`results`) and Rev.ai's
 * (`monologues`) were refused as "no Whisper segments list". Now each turn keeps its speaker and time.
 * Real files imported into a temp sample vault.
 * Spec: docs/transcript-import.md (Formats: whisper); reviewA R16, R17.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

describe('R16, R17: AssemblyAI, Deepgram and Rev.ai transcript JSON', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r16-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  async function importJson(json: unknown, title: string) {
    const file = path.join(src.root, `${title}.json`);
    await writeFile(file, JSON.stringify(json, null, 2));
    const result = await importTranscript(vault, { file, date: '2026-11-30', title });
    const text = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    const meeting = await readFile(path.join(vault.root, result.meetingPath), 'utf8');
    return { result, meeting, body: (text.split('---\n')[2] ?? '').trim().split('\n') };
  }

  it('R16: AssemblyAI utterances: one turn each, "Speaker A"/"Speaker B", times from milliseconds, no warning', async () => {
    const { result, meeting, body } = await importJson(
      {
        id: '6rlr37hz5a-8e6f-4ee6-b5d1-9f3e0b2ac5a1',
        status: 'completed',
        audio_url: 'https://example.com/sync.mp3',
        text: 'We decided to ship on Friday. I will write the release notes.',
        words: [{ text: 'We', start: 250, end: 400, confidence: 0.99, speaker: 'A' }],
        utterances: [
          {
            speaker: 'A',
            start: 250,
            end: 2100,
            confidence: 0.98,
            text: 'We decided to ship on Friday.',
            words: [],
          },
          {
            speaker: 'B',
            start: 65_500,
            end: 69_000,
            confidence: 0.97,
            text: 'I will write the release notes.',
            words: [],
          },
        ],
      },
      'aai',
    );
    expect(body).toEqual([
      '[00:00:00] **Speaker A:** We decided to ship on Friday.',
      '[00:01:05] **Speaker B:** I will write the release notes.',
    ]);
    expect(result.speakers).toEqual(['Speaker A', 'Speaker B']);
    expect(meeting).toContain('attendees:\n  - Speaker A\n  - Speaker B\n');
    expect(result.warnings).toEqual([]);
  });

  it('R16: AssemblyAI without speaker_labels (utterances null): one passage, and the warning says what to request', async () => {
    const { result, body } = await importJson(
      { id: 'x', status: 'completed', text: 'We decided to ship on Friday.', words: [], utterances: null },
      'aai-plain',
    );
    expect(body).toEqual(['We decided to ship on Friday.']);
    expect(result.warnings.join('\n')).toContain('aai-plain.json is AssemblyAI JSON without turns');
    expect(result.warnings.join('\n')).toContain('speaker_labels: true');
    expect(result.warnings.join('\n')).not.toContain('verbose_json');
  });

  it('R17: Deepgram utterances, else paragraphs, else words: speakers 0, 1 → Speaker 1, 2 with their times', async () => {
    const alternative = (extra: Record<string, unknown>) => ({
      metadata: { request_id: 'r', duration: 70 },
      results: {
        channels: [
          { alternatives: [{ transcript: 'we decided to ship on friday', confidence: 0.99, ...extra }] },
        ],
      },
    });
    const utterances = await importJson(
      {
        ...alternative({}),
        results: {
          ...alternative({}).results,
          utterances: [
            { start: 0.2, end: 2, speaker: 0, channel: 0, transcript: 'We decided to ship on Friday.' },
            { start: 65.5, end: 69, speaker: 1, channel: 0, transcript: 'I will write the release notes.' },
          ],
        },
      },
      'dg-utterances',
    );
    const paragraphs = await importJson(
      alternative({
        paragraphs: {
          transcript: '…',
          paragraphs: [
            {
              speaker: 0,
              start: 0.2,
              end: 2,
              sentences: [{ text: 'We decided to ship on Friday.', start: 0.2, end: 2 }],
            },
            {
              speaker: 1,
              start: 65.5,
              end: 69,
              sentences: [{ text: 'I will write the release notes.', start: 65.5, end: 69 }],
            },
          ],
        },
      }),
      'dg-paragraphs',
    );
    const words = await importJson(
      alternative({
        words: [
          { word: 'we', punctuated_word: 'We', start: 0.2, end: 0.4, speaker: 0 },
          { word: 'ship', punctuated_word: 'ship.', start: 0.5, end: 0.9, speaker: 0 },
          { word: 'ok', punctuated_word: 'OK.', start: 65.5, end: 66, speaker: 1 },
        ],
      }),
      'dg-words',
    );
    for (const { result, body } of [utterances, paragraphs]) {
      expect(body).toEqual([
        '[00:00:00] **Speaker 1:** We decided to ship on Friday.',
        '[00:01:05] **Speaker 2:** I will write the release notes.',
      ]);
      expect(result.speakers).toEqual(['Speaker 1', 'Speaker 2']);
      expect(result.warnings).toEqual([]);
    }
    expect(words.body).toEqual(['[00:00:00] **Speaker 1:** We ship.', '[00:01:05] **Speaker 2:** OK.']);
  });

  it('R17: Rev.ai monologues: speaker_name or the speaker number, text joined as written, time from the first ts', async () => {
    const { result, body } = await importJson(
      {
        monologues: [
          {
            speaker: 0,
            speaker_name: 'Ann Lee',
            elements: [
              { type: 'text', value: 'We', ts: 0.25, end_ts: 0.4, confidence: 1 },
              { type: 'punct', value: ' ' },
              { type: 'text', value: 'ship', ts: 0.5, end_ts: 0.8, confidence: 1 },
              { type: 'punct', value: '.' },
            ],
          },
          {
            speaker: 1,
            elements: [
              { type: 'text', value: 'Agreed', ts: 65.5, end_ts: 66, confidence: 1 },
              { type: 'punct', value: '.' },
            ],
          },
        ],
      },
      'rev',
    );
    expect(body).toEqual(['[00:00:00] **Ann Lee:** We ship.', '[00:01:05] **Speaker 2:** Agreed.']);
    expect(result.speakers).toEqual(['Ann Lee', 'Speaker 2']);
    expect(result.warnings).toEqual([]);
  });
});
