/**
 * Issue 15 (precision of decisions on meetings nobody tuned the engine on), E131: in a hearing — a committee's evidence
 * session, where witnesses answer questions at length, so most of the meeting's words are said in long turns — what
 * sounds like a decision is a witness's account of their organisation ("We've decided to close the two smallest
 * depots."), another body's choice, or a member's point put to a witness. The committee decides only by its recorded
 * result ("Amendment 4 is therefore agreed.") or by a proposal another speaker settled. The same short exchange in a
 * meeting held in short turns is still a decision: the rule reads the whole meeting, not the line.
 * Spec: issue 15 deliverable 2 (precision: decisions that are this meeting's outcomes).
 */
import { describe, expect, it } from 'vitest';
import { addTalk, noTalk, withoutHearingDecisions } from '../src/extract/hearing-decisions.js';
import type { Decision } from '../src/index.js';
import { appendSegmentSentences } from '../src/transcript/split-sentences.js';
import type { TranscriptSentence } from '../src/transcript/transcript-sentence.js';
import { answer, TOPICS } from './hearing-answer.js';
import { madeUpMeeting } from './made-up-meeting.js';

const exchange = [
  "Wyn: We've decided to close the two smallest depots in the spring.",
  'Chair: Thank you.',
  'Chair: Maybe we should hold the next session at the bus depot in Rhyl.',
  "Wyn: That's a good idea.",
  'Chair: Amendment 4 is therefore agreed.',
];

describe('E131: a hearing reports only the decisions its committee took', () => {
  it('E131, E132: in a meeting held mostly in long answers, a witness\'s "we\'ve decided" and a proposal agreed between a member and a witness are left out; a recorded result stays', () => {
    const turns: string[] = [];
    for (const topic of TOPICS)
      turns.push(`Chair: What can you tell us about ${topic}?`, `Wyn: ${answer(topic)}`);
    turns.push(...exchange);
    const s = madeUpMeeting(turns, '2026-06-08');
    expect(s.decisions.map((d) => d.text)).toEqual(['Amendment 4 is therefore agreed.']);
  });

  it('E131, E132: the same exchange in a meeting held in short turns keeps its three decisions', () => {
    const turns: string[] = [];
    for (const topic of TOPICS)
      turns.push(
        `Chair: What can you tell us about ${topic}?`,
        `Wyn: The ${topic} were much as last year, no change to report.`,
      );
    turns.push(...exchange);
    const s = madeUpMeeting(turns, '2026-06-08');
    expect(s.decisions.map((d) => d.line)).toEqual([25, 27, 29]);
  });

  it('E131: the share is a sum over sentences, so any cut into batches gives the same figure', () => {
    const sentences: TranscriptSentence[] = [];
    appendSegmentSentences(
      sentences,
      { speaker: 'Wyn', timestamp: null, line: 1, text: answer('fares') },
      'en',
      true,
    );
    appendSegmentSentences(
      sentences,
      { speaker: 'Chair', timestamp: null, line: 2, text: 'Thank you. Next question.' },
      'en',
      true,
    );
    const whole = noTalk();
    addTalk(whole, sentences, 0, sentences.length);
    const cut = noTalk();
    addTalk(cut, sentences, 0, 2);
    addTalk(cut, sentences, 2, sentences.length);
    expect(cut).toEqual(whole);
    expect(whole.longWords).toBeGreaterThan(80);
    expect(whole.words - whole.longWords).toBe(4);
    // A decision from the user's notes stays in a hearing; a proposal another speaker settled goes (E132).
    const d = (text: string, extra: Partial<Decision>): Decision => ({
      text,
      speaker: 'Wyn',
      line: 3,
      source: 'transcript',
      ...extra,
    });
    const kept = withoutHearingDecisions(
      [
        d('We will publish the totals.', {}),
        d('We will meet again in March.', { decidedLine: 4 }),
        d('The fares stay frozen.', { source: 'user-notes', line: null, speaker: null }),
      ],
      { words: 2000, longWords: 1500 },
    );
    expect(kept.map((k) => k.text)).toEqual(['The fares stay frozen.']);
    // A short excerpt says nothing about the kind of meeting.
    expect(
      withoutHearingDecisions([d('We will publish the totals.', {})], { words: 500, longWords: 500 }),
    ).toHaveLength(1);
  });
});
