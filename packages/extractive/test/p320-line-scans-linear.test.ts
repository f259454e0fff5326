/**
 * Session 50, P320: the offline engine walked over every earlier (or every) sentence of a sentence's own line for each
 * sentence it asked about — whether a decision answers a call for a proposal (E4),
 * whether a reported task's turn reports the speaker's own work (E105), whether a reply opens its turn
 * (E85), and each chaired decision's line's last sentence (a pass over the whole batch per decision). One line of 60,000
 * sentences (an unbroken monologue export) took seconds per check, four times as long per doubling. Each line's first
 * sentence, each turn's answer and the terms before each sentence are now taken once per batch, with the same answers.
 * Spec: issue 13 (offline engine: linear time).
 */
import { describe, expect, it } from 'vitest';
import { extractDecisions } from '../src/extract/extract-decisions.js';
import { extractNextSteps } from '../src/extract/extract-next-steps.js';
import { withoutLoneViews } from '../src/extract/lone-views.js';
import { answeredTurn } from '../src/extract/resolve-pronoun.js';
import type { Decision } from '../src/extractive-summary.js';
import { segmentSentences } from '../src/transcript/split-sentences.js';
import type { TranscriptSentence } from '../src/transcript/transcript-sentence.js';

/** Sentences of `lines` (speaker, text), numbered from line 1. */
function sentencesOf(lines: readonly (readonly [string, string])[]): TranscriptSentence[] {
  const out: TranscriptSentence[] = [];
  lines.forEach(([speaker, text], k) => {
    out.push(...segmentSentences({ speaker, timestamp: null, text, line: k + 1 }, 'en', out.length, true));
  });
  return out;
}

/** `sentences` behind a proxy that counts reads of its elements. */
function counting(sentences: TranscriptSentence[]): { list: TranscriptSentence[]; reads: () => number } {
  let reads = 0;
  const list = new Proxy(sentences, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { list, reads: () => reads };
}

const N = 3000;
/** A long monologue line after another speaker's call for a proposal, then a short reply. */
function monologue(sentence: (i: number) => string): TranscriptSentence[] {
  const long = Array.from({ length: N }, (_, i) => sentence(i)).join(' ');
  return sentencesOf([
    ['Chair', 'So what do you propose?'],
    ['Ana', long],
    ['Ben', 'Yes, okay, good idea.'],
  ]);
}

describe('P320: checks over a sentence’s own line read each sentence a bounded number of times', () => {
  it('P320: extractDecisions on a 3,000-sentence line that answers a call for a proposal', () => {
    const sentences = monologue((i) => `We decided to ship item ${i}.`);
    expect(sentences.length).toBe(N + 2);
    const { list, reads } = counting(sentences);
    const decisions = extractDecisions(list, 'en');
    expect(decisions).toEqual(extractDecisions(sentences, 'en'));
    // Walking back over the line for each decision reads about n²/2 = 4.5 million sentences here.
    expect(reads()).toBeLessThanOrEqual(100 * sentences.length);
  });

  it('P320: extractNextSteps on a 3,000-sentence line of wanted work (E105: does the turn report own work?)', () => {
    const sentences = monologue((i) => `I want to rewrite the parser for case ${i}.`);
    const { list, reads } = counting(sentences);
    extractNextSteps(list, 'en', { speakers: ['Chair', 'Ana', 'Ben'] });
    expect(reads()).toBeLessThanOrEqual(100 * sentences.length);
  });

  it('P320: answeredTurn for every sentence of a 3,000-sentence line, in any order, answers as joining the line afresh', () => {
    const sentences = sentencesOf([
      ['Ben', 'Should we replace the old transcription pipeline?'],
      [
        'Ana',
        Array.from({ length: N }, (_, i) => (i % 500 === 0 ? 'Yeah. Okay.' : 'Yes. It works.')).join(' '),
      ],
    ]);
    const { list, reads } = counting(sentences);
    const late = [...sentences].reverse().map((s) => answeredTurn(s, list, 'en')?.index ?? null);
    expect(reads()).toBeLessThanOrEqual(20 * sentences.length);
    const fresh = [...sentences].map((s) => answeredTurn(s, [...sentences], 'en')?.index ?? null);
    expect(late.reverse()).toEqual(fresh);
    expect(fresh[1]).toBe(0);
    expect(fresh[3]).toBe(null);
  });

  it('P320: withoutLoneViews of many decisions of a chaired meeting reads the batch once', () => {
    const sentences = sentencesOf(
      Array.from(
        { length: N },
        (_, i) => [i % 2 ? 'Chair' : 'Ana', `I think we should use option ${i}.`] as const,
      ),
    );
    const decisions: Decision[] = sentences.map((s) => ({
      text: s.clean,
      speaker: s.speaker,
      line: s.line,
      source: 'transcript',
    }));
    const { list, reads } = counting(sentences);
    withoutLoneViews(decisions, list, ['Chair', 'Ana'], 'en', true);
    expect(reads()).toBeLessThanOrEqual(100 * sentences.length);
  });
});
