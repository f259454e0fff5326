/**
 * Issue 15, session 29 (real meetings, blind8/blind15 misses), E85: a plan to find something out was no next step when
 * it was hedged ("I'll have to research.", "I have to look into …": "have to" is no work verb) or named nothing of its
 * own ("I'll check it for you.": too few words, and an "it" only the other speaker's turn says). Such a plan is a task
 * in every form ("I'll / I will / I'm gonna / I have to / I need to / I should / I'll have to" + check, double-check,
 * look into, look up, research, investigate, find out, have / take a look); one that names nothing is read with the
 * turn it answers (the last sentence before its turn that names a thing, backchannels and pronoun-only sentences read
 * past), quoted after it, or left out. A check on the meeting itself ("I'll just check we've nothing else") is none.
 * E86 (blind12 Bmr025, unlabelled): "I'll check at that" was read with "I wouldn't be surprised.": the stem of a negated
 * auxiliary ("wouldn") counted as a thing named; it no longer does. E87: such an item, its "it" said by the quote,
 * was still held to lean on an unnamed "it" (so the bench counted it unreadable); it no longer is.
 * Spec: issue 15 deliverable 2 (recall of next steps; resolve "that / this / it" from the preceding turn or leave the
 * item out).
 */
import { describe, expect, it } from 'vitest';
import { LOOKING_INTO } from '../src/cues/next-step-cues.js';
import { hasUnresolvedPronoun } from '../src/extract/resolve-pronoun.js';
import { madeUpMeeting } from './made-up-meeting.js';

const tasks = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').nextSteps.map((n) => [n.line, n.owner, n.text]);

describe('E85: a plan to find something out is a task, read with the turn it answers', () => {
  it('E85: every form of the plan, hedged or not', () => {
    for (const text of [
      "i'll check it for you.",
      "i'll have to research.",
      'i have to look into the warranty terms.',
      'i need to double-check the figures.',
      "i'll have a look at the quote.",
      "i'm gonna take a closer look at the hinge.",
      'i should find out who owns the licence.',
      'i will investigate the leak.',
      "i'll just look up the part number.",
      'i must go and check the stock.',
    ])
      expect(LOOKING_INTO.test(text), text).toBe(true);
    for (const text of ['we checked it last week.', 'i looked into it.', 'can you check the stock?'])
      expect(LOOKING_INTO.test(text), text).toBe(false);
  });

  it('E85: a hedged plan that names its object stands on its own', () => {
    expect(
      tasks([
        'Dana: The hinge on the lid keeps snapping in the drop tests.',
        "Ravi: I have to look into the hinge supplier's tolerances.",
        'Dana: Okay.',
      ]),
    ).toEqual([[2, 'Ravi', "I have to look into the hinge supplier's tolerances."]]);
  });

  it('E85: a plan that names nothing is read with the turn it answers, backchannels read past', () => {
    expect(
      tasks([
        'Dana: Does the lighter resin survive a drop from a table?',
        'Ravi: Hmm.',
        'Dana: No idea?',
        "Ravi: I'll have to research.",
        'Dana: Fine.',
        'Mika: Would the courier take the boxes on Sunday?',
        "Ravi: Okay. I'll check it for you.",
      ]),
    ).toEqual([
      [
        4,
        'Ravi',
        'I\'ll have to research (on Dana\'s "Does the lighter resin survive a drop from a table?")',
      ],
      [7, 'Ravi', 'I\'ll check it for you (on Mika\'s "Would the courier take the boxes on Sunday?")'],
    ]);
  });

  it('E87: an item that quotes the sentence it answers names its "it"; without the quote it does not', () => {
    expect(
      hasUnresolvedPronoun(
        'I\'ll check it for you (on Mika\'s "Would the courier take the boxes on Sunday?")',
      ),
    ).toBe(false);
    expect(hasUnresolvedPronoun("I'll check it for you")).toBe(true);
    expect(hasUnresolvedPronoun("I'll check it for you (on Sunday)")).toBe(true);
  });

  it('E85: left out when no turn before it names a thing, or when it checks the meeting itself', () => {
    expect(tasks(['Dana: Okay.', 'Mika: Right, yeah.', "Ravi: I'll look into it."])).toEqual([]);
    // E86: a negated auxiliary ("wouldn't", "doesn't") names no thing.
    expect(tasks(['Dana: Okay.', "Mika: I wouldn't be surprised.", "Ravi: I'll check it."])).toEqual([]);
    expect(tasks(['Dana: Fine.', "Mika: It doesn't matter.", "Ravi: I'll look into that."])).toEqual([]);
    expect(
      tasks([
        'Dana: We have covered the budget and the launch plan for the spring range.',
        "Dana: Okay, I'll just check we've nothing else before we close.",
        "Ravi: I'm gonna check that everyone's still on the call.",
      ]),
    ).toEqual([]);
  });
});
