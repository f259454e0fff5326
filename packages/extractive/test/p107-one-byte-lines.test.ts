/**
 * Issue 13, P107: a line is a slice of the text it was read from and keeps that text's representation, so one em dash
 * in a 64 KiB chunk (core's `streamLines`) or anywhere in a transcript read whole made every line, sentence and word of
 * it two bytes a character, and V8's string work on them slower (11 % of the engine's CPU on the generated file). The
 * stream now stores each line one byte a character when every character of it is Latin-1; the result is the same.
 * Representation is read off `v8.serialize` (one-byte strings are tagged `"`, two-byte ones `c`).
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s, the same output byte for byte).
 */
import { serialize } from 'node:v8';
import { describe, expect, it, vi } from 'vitest';
import type { BatchInput } from '../src/batch/process-batch.js';
import { ExtractiveStream } from '../src/extractive-stream.js';
import { narrowText } from '../src/transcript/narrow-text.js';
import { segmentSentences } from '../src/transcript/split-sentences.js';

const batches = vi.hoisted(() => [] as string[][]);
vi.mock('../src/batch/process-batch.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/batch/process-batch.js')>();
  return {
    ...original,
    processBatch: (input: BatchInput) => {
      batches.push(input.segments.map((s) => s.text));
      return original.processBatch(input);
    },
  };
});

/** Whether V8 stores `text` one byte a character. */
const oneByte = (text: string): boolean => serialize(text)[2] === 0x22;

const TURNS = [
  "[00:00:01] **Ann:** Okay, so we decided to go with the rubber case for the remote, it's cheaper.",
  '[00:00:09] **Bob:** Right — and I will send the revised drawings to the factory by Friday.',
  '[00:00:15] **Ann:** The café near the office charges £5 for the room, which is fine for everyone.',
  '[00:00:22] **Cid:** Yeah.',
  "[00:00:25] **Bob:** Let's keep the yellow buttons, the users in the survey liked them a lot.",
];

/** The turns as lines sliced out of one text, which the em dash makes two-byte (as a decoded chunk would be). */
function twoByteLines(): string[] {
  return TURNS.join('\n').split('\n');
}

describe('P107: transcript lines are stored one byte a character where they can be (issue 13)', () => {
  it('P107: narrowText gives the same text one-byte when it is Latin-1, and a wider text as it is', () => {
    const lines = twoByteLines();
    expect(lines.every((l) => !oneByte(l))).toBe(true);
    for (const line of lines) {
      const narrow = narrowText(line);
      expect(narrow).toBe(line);
      expect(oneByte(narrow)).toBe(!line.includes('—'));
    }
    // Latin-1 beyond ASCII (£, é) fits in one byte; short and empty texts come back as they are.
    expect(oneByte(narrowText(lines[2]!))).toBe(true);
    expect(narrowText('')).toBe('');
    expect(narrowText('Yeah.')).toBe('Yeah.');
  });

  it('P107: the stream works on one-byte lines, and its result is the one of lines read one-byte', () => {
    batches.length = 0;
    const fromTwoByte = new ExtractiveStream({ language: 'en', meetingDate: '2026-03-10' });
    for (const line of twoByteLines()) fromTwoByte.push(line);
    const summary = fromTwoByte.finish();
    const texts = batches.flat();
    expect(texts.length).toBe(TURNS.length);
    for (const text of texts) expect(oneByte(text)).toBe(!text.includes('—'));

    const fromOneByte = new ExtractiveStream({ language: 'en', meetingDate: '2026-03-10' });
    for (const line of TURNS) fromOneByte.push(Buffer.from(line, 'utf8').toString('utf8'));
    expect(JSON.stringify(summary)).toBe(JSON.stringify(fromOneByte.finish()));
  });

  it('P107: the sentence stage keeps one-byte text one-byte (cleaned text, cue form, words, terms)', () => {
    const text = narrowText(
      'Um, so we we decided to go with the the rubber case, you know, because it is cheaper.',
    );
    expect(oneByte(text)).toBe(true);
    const [sentence] = segmentSentences({ speaker: 'Ann', timestamp: null, line: 1, text }, 'en', 0);
    expect(sentence!.clean).toBe('We decided to go with the rubber case, because it is cheaper.');
    for (const s of [
      sentence!.raw,
      sentence!.clean,
      sentence!.normal,
      ...sentence!.words,
      ...sentence!.terms,
    ])
      expect(oneByte(s)).toBe(true);
  });
});
