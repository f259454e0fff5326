/**
 * Session 51, L546: a stop during one long transcript line (a monologue export: thousands of sentences in one turn)
 * waited for the whole line. The engine gives its host a turn, and honours a stop, every 1,000 lines, and a line was
 * one batch, processed at one go: `ma summarize --offline` on such a transcript went on for the whole line after
 * Ctrl-C. A line over 80,000 characters is now worked through in parts of about 40,000 (cut at sentence ends, each a
 * batch), a turn before each: the stop ends the run within a part. The sentences the engine split are counted.
 * Spec: issue 13 (the host kept responsive); review2 N13 (a stop honoured while the engine works).
 */
import { describe, expect, it, vi } from 'vitest';
import { devTurnTexts } from '../bench/long-line.js';
import { summarizeExtractive, summarizeExtractiveLines } from '../src/summarize-extractive.js';
import { lineParts } from '../src/transcript/line-parts.js';
import { segmentSentences } from '../src/transcript/split-sentences.js';
import type { TranscriptSentence } from '../src/transcript/transcript-sentence.js';

/** Sentences the engine has split so far, and what to do after each segment's (set by a test). */
const split = vi.hoisted(() => ({ sentences: 0, after: (_total: number) => {} }));

vi.mock('../src/transcript/split-sentences.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/transcript/split-sentences.js')>();
  return {
    ...original,
    appendSegmentSentences: (into: TranscriptSentence[], ...rest: [never, string, boolean]) => {
      const before = into.length;
      original.appendSegmentSentences(into, ...rest);
      split.sentences += into.length - before;
      split.after(split.sentences);
    },
  };
});

/** A question, one line of real meeting turns (`chars` characters, one speaker's), a reply. */
function transcript(chars: number): string[] {
  const texts = devTurnTexts();
  const parts: string[] = [];
  for (let i = 0, n = 0; n < chars; i++) {
    parts.push(texts[i % texts.length]!);
    n += texts[i % texts.length]!.length + 1;
  }
  return [
    '[00:00:00] **Chair:** So what do you propose for the project?',
    `[00:00:01] **Ana:** ${parts.join(' ')}`,
    '[00:59:00] **Ben:** Yes, okay, good idea.',
  ];
}

describe('L546: a stop during one long transcript line', () => {
  it('L546: a stop during the line’s first part ends the run there, the rest of the line not read', async () => {
    const lines = transcript(300_000);
    // The whole run, stepwise: the same result as at one go, and how many sentences it splits.
    split.sentences = 0;
    split.after = () => {};
    const whole = await summarizeExtractiveLines(lines, { language: 'en', threads: 1 });
    const total = split.sentences;
    expect(total).toBeGreaterThan(5000);
    expect(JSON.stringify(whole)).toBe(
      JSON.stringify(summarizeExtractive({ transcript: lines.join('\n'), language: 'en', threads: 1 })),
    );

    // A stop that comes once the engine has split the line's first sentences (during its first part).
    const controller = new AbortController();
    split.sentences = 0;
    split.after = (n) => {
      if (n > 100 && !controller.signal.aborted) controller.abort(new Error('stopped by the test'));
    };
    await expect(
      summarizeExtractiveLines(lines, { language: 'en', threads: 1 }, { signal: controller.signal }),
    ).rejects.toThrow('stopped by the test');
    const done = split.sentences;
    split.after = () => {};
    process.stdout.write(`L546: stopped after ${done} of ${total} sentences\n`);
    // The first part (about 40,000 characters of the line's 300,000) and the question before it, not the whole line.
    expect(done).toBeLessThan(total / 4);
  }, 120_000);

  it('L546: a long line’s parts given to worker threads give the single thread’s result', async () => {
    split.after = () => {};
    const lines = [
      ...transcript(300_000),
      '[01:00:00] **Ana:** We decided to ship the rubber case next week.',
    ];
    const one = await summarizeExtractiveLines(lines, { language: 'en', threads: 1 });
    const two = await summarizeExtractiveLines(lines, { language: 'en', threads: 2 });
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
  }, 120_000);

  it('L546: lineParts cuts a long line at sentence ends the sentence splitter also ends on, its words kept', () => {
    const text = transcript(300_000)[1]!.replace(/^.*?\*\*Ana:\*\* /, '');
    const parts = lineParts(text, 40_000);
    expect(parts.length).toBeGreaterThanOrEqual(5);
    for (const part of parts.slice(0, -1)) {
      expect(part.length).toBeGreaterThanOrEqual(40_000);
      expect(part).toMatch(/\p{Ll}{4}[.!?]+["'”’)\]]*$/u);
    }
    expect(parts.join(' ')).toBe(text.replace(/\s+/g, ' '));
    const raw = (texts: string[]) =>
      texts.flatMap((t) =>
        segmentSentences({ speaker: 'Ana', timestamp: null, text: t, line: 2 }, 'en', 0, true).map(
          (s) => s.raw,
        ),
      );
    expect(raw(parts)).toEqual(raw([text]));
  });

  it('L546: lineParts cuts a line without sentence marks (an unpunctuated recogniser) at white space', () => {
    const words = 'we should move the budget review to next week and ask the vendor for the quote';
    const text = Array.from({ length: 4000 }, () => words).join(' ');
    const parts = lineParts(text, 40_000);
    expect(parts.length).toBeGreaterThanOrEqual(4);
    for (const part of parts.slice(0, -1)) expect(part.length).toBeGreaterThanOrEqual(40_000);
    expect(parts.join(' ')).toBe(text);
    // A text with nowhere to cut, and one no longer than two parts, are one part.
    expect(lineParts('x'.repeat(200_000), 40_000)).toEqual(['x'.repeat(200_000)]);
    expect(lineParts(text.slice(0, 80_000), 40_000)).toEqual([text.slice(0, 80_000)]);
  });
});
