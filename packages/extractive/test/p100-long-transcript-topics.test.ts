/**
 * P100 (issue 13, 1M lines ≤ 10 s): a transcript longer than any meeting (more than 50,000 lines with text) has its
 * topics past that point cut at fixed blocks of 400 sentences, each lead read off the block's key-point candidates,
 * instead of TextTiling and a lead read off every sentence (about a fifth of the engine's CPU time). A meeting (a
 * 10-hour one is about 20,000 lines) keeps TextTiling: bench/golden.ts and the quality sets are unchanged.
 */
import { describe, expect, it } from 'vitest';
import { LONG_TRANSCRIPT_SEGMENTS, processBatch } from '../src/batch/process-batch.js';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';
import { summarizeExtractiveLines } from '../src/summarize-extractive.js';
import { LONG_TOPIC_SENTENCES } from '../src/topics/block-topics.js';
import type { TranscriptSegment } from '../src/transcript/transcript-segment.js';

/** The sample vault's real turns, drawn with a fixed seed, one per line. */
function turns(lines: number, seed = 11): { speaker: string; text: string }[] {
  const pool = loadSampleMeetings()
    .flatMap((m) => m.transcript.split('\n'))
    .map((l) => /^\[[\d:]+\] \*\*(.+?):\*\* (.+)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null && m[0].length < 400)
    .map((m) => ({ speaker: m[1]!, text: m[2]! }));
  const out: { speaker: string; text: string }[] = [];
  for (let i = 0; i < lines; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out.push(pool[seed % pool.length]!);
  }
  return out;
}

function batch(long: boolean) {
  const segments: TranscriptSegment[] = turns(3000).map((t, i) => ({
    speaker: t.speaker,
    timestamp: null,
    text: t.text,
    line: i + 1,
  }));
  return processBatch({
    carry: [],
    segments,
    language: 'en',
    punctuated: true,
    from: 0,
    final: true,
    speakers: [],
    long,
  });
}

describe('P100: a transcript longer than any meeting gets cheaper topics past 50,000 lines', () => {
  it('P100: a long transcript’s batch is cut into topics of 400 sentences, each topic with candidates led by its own words; a meeting’s batch keeps TextTiling', () => {
    const long = batch(true);
    const starts = long.found.topics.map((t) => t.start);
    expect(starts).toEqual(Array.from({ length: Math.ceil(long.length / 400) }, (_, i) => i * 400));
    expect(LONG_TOPIC_SENTENCES).toBe(400);
    expect(LONG_TRANSCRIPT_SEGMENTS).toBe(50_000);
    for (const topic of long.found.topics) {
      expect(topic.candidates.length).toBeGreaterThan(0);
      expect(topic.lead).not.toBe('');
    }
    // The same batch of a meeting: TextTiling's topics, not blocks of 400.
    const meeting = batch(false);
    expect(meeting.found.topics.map((t) => t.start)).not.toEqual(starts);
    // Decisions and next steps do not depend on it.
    expect(long.decisions).toEqual(meeting.decisions);
    expect(long.nextSteps).toEqual(meeting.nextSteps);
  });

  it('P100: the summary of 60,000 lines keeps a lead on every shown topic, key points from every quarter', {
    timeout: 300_000,
  }, async () => {
    const lines = turns(60_000, 5).map((t) => `**${t.speaker}:** ${t.text}`);
    const result = await summarizeExtractiveLines(lines, {
      language: 'en',
      meetingDate: '2026-03-10',
      threads: 1,
    });
    expect(result.topics.length).toBeGreaterThan(3);
    for (const t of result.topics) expect(t.lead).not.toBe('');
    const quarters = new Set(
      result.keyPoints.map((k) => Math.min(3, Math.floor((4 * (k.line ?? 0)) / 60_000))),
    );
    expect([...quarters].sort()).toEqual([0, 1, 2, 3]);
    expect(result.body).toMatch(/^- \*\*[^*]+\*\* \(L\d+–L\d+\)$/m);
  });
});
