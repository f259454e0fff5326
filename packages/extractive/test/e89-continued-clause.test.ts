/**
 * Issue 15, session 30 (real meetings: blind8 Bmr014, blind9 Bmr023; the chair's hand-out of blind11 ES2006c L611),
 * E89: a speaker who breaks off a whole clause at a comma, lets another speaker say "Mm-hmm.", and goes on ("In the
 * meantime, the designer is gonna work on the look and feel," — "Mm-hmm." — "which …") said a sentence the engine held
 * a fragment (it ends on a comma), so no next-step cue read it. Such a clause now counts as whole for the next steps:
 * last on its line, whole once its comma is a full stop, its speaker going on after one to three backchannels of other
 * speakers. Not: a clause ending on a function word, one answered by a turn that says something, one its speaker never
 * goes on from, one not last on its line. Decision cues do not read such clauses (measured: 4 of 4 wrong on the pool).
 * Spec: issue 15 deliverables 2 and 3 (recall of next steps; readable units: whole sentences).
 */
import { describe, expect, it } from 'vitest';
import { ALL_WORD_BITS, mayHoldWords } from '../src/cues/word-bits.js';
import { continuedClauses } from '../src/transcript/continued-clause.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';
import { madeUpMeeting } from './made-up-meeting.js';

const sentencesOf = (turns: readonly string[]) =>
  splitSentences(
    parseTranscript(
      turns
        .map((t, i) => {
          const [speaker, ...rest] = t.split(': ');
          return `[00:${String(i).padStart(2, '0')}:00] **${speaker}:** ${rest.join(': ')}`;
        })
        .join('\n'),
    ),
    'en',
  );
/** Each sentence as [line, complete, clean] after {@link continuedClauses}. */
const continued = (turns: readonly string[]) =>
  continuedClauses(sentencesOf(turns), 'en').map((s) => [s.line, s.complete, s.clean]);

describe('E89: a clause broken off at a comma and gone on from after a backchannel is whole', () => {
  it('E89: the clause is complete and ends on a full stop; the backchannel and the rest are as they were', () => {
    const turns = [
      'Mira: Right, so by Thursday, Oskar is going to redraw the stall layout,',
      'Oskar: Mm-hmm.',
      'Mira: and I will phone the council about the licence.',
    ];
    expect(sentencesOf(turns)[0]!.complete).toBe(false);
    expect(continued(turns)).toEqual([
      [1, true, 'By Thursday, Oskar is going to redraw the stall layout.'],
      [2, false, ''],
      [3, true, 'I will phone the council about the licence.'],
    ]);
  });

  it('P270: the made-whole sentence has the same fields in the same order as the others, its word index a number with every family bit', () => {
    const turns = [
      'Mira: Right, so by Thursday, Oskar is going to redraw the stall layout,',
      'Oskar: Mm-hmm.',
      'Mira: and I will phone the council about the licence.',
    ];
    const before = sentencesOf(turns);
    const after = continuedClauses(before, 'en');
    expect(after[0]!.complete).toBe(true);
    // One object shape for every sentence (an `undefined` word index widened the field and deoptimized the hot code).
    expect(Object.keys(after[0]!)).toEqual(Object.keys(before[0]!));
    expect(typeof after[0]!.wordBits).toBe('number');
    // Its words are the part's, not the whole's: every family is still asked.
    for (let bit = 1; bit <= ALL_WORD_BITS; bit *= 2) expect(mayHoldWords(after[0]!, bit)).toBe(true);
  });

  it('E89: not a clause broken off on a function word, answered, left, or followed on its own line', () => {
    for (const turns of [
      ['Mira: Oskar is going to redraw the,', 'Oskar: Mm-hmm.', 'Mira: the stall layout.'],
      [
        'Mira: Oskar is going to redraw the stall layout,',
        'Oskar: The old one is fine.',
        'Mira: no, really.',
      ],
      ['Mira: Oskar is going to redraw the stall layout,', 'Oskar: Mm-hmm.', 'Oskar: Okay.'],
      ['Mira: Oskar is going to redraw the stall layout,', 'Mira: and the signs.'],
    ]) {
      const before = sentencesOf(turns);
      expect(continuedClauses(before, 'en'), turns[0]).toBe(before);
    }
    const other = sentencesOf([
      'Mira: Oskar va refaire le plan,',
      'Oskar: Mm-hmm.',
      'Mira: et moi le reste.',
    ]);
    expect(continuedClauses(other, 'fr')).toBe(other);
  });

  it('E89: a plan broken off at a comma is a next step; a proposal so broken is still no decision', () => {
    const result = madeUpMeeting(
      [
        "Ravi: In the meantime, I'm going to redo the wiring diagram for the van,",
        'Dana: Mm-hmm.',
        'Ravi: because the old one misses the second battery.',
        'Dana: So we can skip the roof rack,',
        'Ravi: Yeah.',
        'Dana: which saves the drilling.',
      ],
      '2026-05-04',
    );
    expect(result.nextSteps.map((n) => [n.line, n.owner, n.text])).toEqual([
      [1, 'Ravi', "In the meantime, I'm going to redo the wiring diagram for the van."],
    ]);
    expect(result.decisions.map((d) => d.line)).toEqual([]);
  });
});
