/**
 * Issue 13, P116: a batch's sentences were built as an array per segment (and arrays of one for its pieces and
 * units), each spread into the batch: garbage for every line of a long transcript. They are now pushed onto the batch
 * one by one (`appendSegmentSentences`), with the same fields: the index in the batch, the position in the segment and
 * the segment's word count. What a user reads is unchanged (bench/golden.ts: every quality set byte for byte).
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; less garbage per sentence).
 */
import { describe, expect, it } from 'vitest';
import { processBatch } from '../src/batch/process-batch.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import {
  appendSegmentSentences,
  segmentSentences,
  splitSentences,
} from '../src/transcript/split-sentences.js';
import type { TranscriptSentence } from '../src/transcript/transcript-sentence.js';
import { qualityTranscripts } from './quality-transcripts.js';

const segments = parseTranscript(qualityTranscripts().join('\n'));

describe('P116: a batch is built sentence by sentence, with no array per segment (issue 13)', () => {
  it('P116: appending every quality-set segment gives each segment’s sentences, indexed on from the batch', () => {
    expect(segments.length).toBeGreaterThan(5000);
    const some = segments.slice(0, 6000);
    const into: TranscriptSentence[] = [];
    const expected: TranscriptSentence[] = [];
    let several = 0;
    for (const segment of some) {
      const before = into.length;
      appendSegmentSentences(into, segment, 'en', true);
      const alone = segmentSentences(segment, 'en', before, true);
      expected.push(...alone);
      if (alone.length > 1) several++;
      const words = alone.reduce((n, t) => n + t.words.length, 0);
      for (const [k, s] of into.slice(before).entries())
        if (s.index !== before + k || s.inSegment !== k || s.segmentWords !== words) throw new Error(s.raw);
    }
    expect(into).toEqual(expected);
    // Segments of several sentences were read (their position and word count are the segment's).
    expect(several).toBeGreaterThan(500);
    const split = splitSentences(some, 'en');
    expect(split.map((s) => [s.index, s.line, s.inSegment, s.segmentWords, s.raw])).toEqual(
      into.map((s) => [s.index, s.line, s.inSegment, s.segmentWords, s.raw]),
    );
  });

  it('P116: a batch reports the same as the sentences split apart and read on their own', () => {
    const batch = segments.slice(0, 3000);
    const speakers = [...new Set(batch.map((s) => s.speaker).filter((s) => s !== null))] as string[];
    const result = processBatch({
      carry: [],
      segments: batch,
      language: 'en',
      punctuated: true,
      from: 0,
      final: true,
      speakers,
    });
    const sentences: TranscriptSentence[] = [];
    for (const segment of batch) appendSegmentSentences(sentences, segment, 'en', true);
    expect(result.length).toBe(sentences.length);
    expect(result.decisions.length + result.nextSteps.length).toBeGreaterThan(10);
  });
});
