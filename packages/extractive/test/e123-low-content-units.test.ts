/**
 * E123: a unit of four content terms ("I told him that a long time ago.") says too little to stand as a key point;
 * a short point whose context sentence (said just before it, on its line) names the subject stays one; the number of
 * key points still grows with every sentence of four terms or more, as before.
 *
 * Spec: issue 15 deliverables 1 and 3 (key points about the work; readable units, a short point gets its context).
 */
import { describe, expect, it } from 'vitest';
import { blockTopics, isKeyPointCandidate } from '../src/topics/block-topics.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';

const turns = [
  'Yeah, I told him that a long time ago.',
  'Right, we talked about that one last week already.',
  'The coach company quoted four hundred pounds for the museum trip in June.',
  'We lost time on Wednesday because the build server was down all day.',
  // Line 5: a short point after a sentence that says what it is about.
  'The remote has rubber push-buttons and a titanium scroll-wheel on top. The scroll-wheel can also be pressed down.',
];
const sentences = splitSentences(
  parseTranscript(turns.map((t, i) => `[00:0${i}:00] **${i % 2 ? 'Sam' : 'Ana'}:** ${t}`).join('\n')),
  'en',
);
const found = blockTopics(sentences, { from: 0, to: sentences.length }, 'en', { position: 0, firstTopic: 0 });
const offered = found.topics.flatMap((t) => t.candidates).map((c) => ({ line: c.line, said: c.said }));

describe('E123: low-content units are no key points', () => {
  it('E123: every sentence of four content terms or more still counts for the number of key points', () => {
    expect(sentences).toHaveLength(6);
    expect(sentences.filter((s) => isKeyPointCandidate(s, s.terms, 'en')).length).toBe(found.eligible);
    expect(found.eligible).toBeGreaterThanOrEqual(5);
  });

  it('E123: a unit of four content terms is not offered; one of five or more, or a short one with its context, is', () => {
    const lines = offered.map((c) => c.line);
    expect(lines).not.toContain(1);
    expect(lines).not.toContain(2);
    expect(lines).toContain(3);
    expect(lines).toContain(4);
    expect(offered.find((c) => c.said.endsWith('The scroll-wheel can also be pressed down.'))?.said).toBe(
      'The remote has rubber push-buttons and a titanium scroll-wheel on top. The scroll-wheel can also be pressed down.',
    );
  });
});
