/**
 * Issue 13, P207: `statedBusiness` (the topic stage, on every candidate of five words or more) ran its twelve agenda
 * patterns (E122, E226, E246, E247) on each sentence before anything else, and almost none matches (0 of 14,000 a
 * 40,000-line generated transcript gave them). Every one of them holds "we" at a word start followed by an apostrophe or
 * a space, "today", "meeting" or "agenda" (`AGENDA_NEEDS`); a sentence holding none of them is now passed over without
 * the patterns, and what a user reads is unchanged.
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 */
import { describe, expect, it } from 'vitest';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';
import { AGENDA, AGENDA_NEEDS, statedBusiness } from '../src/topics/stated-business.js';

/** Sentences each matching at least one agenda pattern (every pattern by at least one: checked below). */
const SAID = [
  'Now we will talk about the conceptual design.',
  "Today we're going to discuss the budget.",
  "now we're going into the functional design",
  'We are moving on to the next phase of our project.',
  "We're going into the budget",
  'the decisions that we need to make today, finally, are the colours and the price.',
  'A few points of interest in this meeting are the casing and the battery.',
  "In this meeting ideally we'll come to some final decisions.",
  'So the agenda for today is the budget and the launch.',
  'Agenda is according to this, is transcription status, DARPA demos.',
  'The agenda items for today are the casing and the price.',
  'So the things on the agenda are the casing and the price.',
  'I have four agenda items.',
  "We've got three things on the agenda today.",
  'The last item on the agenda is disk issues yet again.',
  "We're here today to decide on the casing.",
  'This meeting will be about the conceptual design.',
  "Today's meeting is on the user interface.",
  'This is where we talk about properties, materials and colours.',
  "We're gonna discuss the look and feel design.",
  'WE ARE GOING TO TALK ABOUT THE BUDGET.',
  'We\tare here to discuss the budget.',
];

/** The texts the gate is proven on: the samples above, the sample vault's every line, and their case variants. */
function texts(): string[] {
  const lines = loadSampleMeetings().flatMap((m) =>
    m.transcript.split('\n').map((l) => l.replace(/^\[[\d:]+\]\s*(?:\*\*[^*]+\*\*\s*)?/, '')),
  );
  const all = [...SAID, ...lines];
  return [...all, ...all.map((t) => t.toUpperCase()), ...all.map((t) => t.toLowerCase())];
}

describe('P207: the agenda patterns run only on a sentence holding one of their words (issue 13)', () => {
  it('P207: every text any agenda pattern matches holds AGENDA_NEEDS, and every pattern is matched', () => {
    // A new or changed pattern must be checked against the gate before this count moves.
    expect(AGENDA).toHaveLength(12);
    for (const pattern of AGENDA) expect(pattern.flags).toBe('i');
    const matched = new Set<number>();
    let checked = 0;
    for (const text of texts()) {
      for (let k = 0; k < AGENDA.length; k++) {
        if (!AGENDA[k]!.test(text)) continue;
        matched.add(k);
        checked++;
        expect(AGENDA_NEEDS.test(text), `${AGENDA[k]} matched ${JSON.stringify(text)}`).toBe(true);
      }
    }
    expect([...matched].sort((a, b) => a - b)).toEqual([...AGENDA.keys()]);
    expect(checked).toBeGreaterThan(SAID.length);
  });

  it('P207: a sentence without the words runs none of the twelve patterns; the answers stay', () => {
    const runs = AGENDA.map(() => 0);
    const saved = AGENDA.map((p) => p.exec);
    AGENDA.forEach((pattern, k) => {
      pattern.exec = function (this: RegExp, s: string) {
        runs[k]!++;
        return saved[k]!.call(this, s);
      };
    });
    try {
      expect(statedBusiness('The casing should be made of rubber and plastic.')).toBeNull();
      expect(statedBusiness('Item two, then, this morning is an evidence session with the minister.')).toBe(
        'item',
      );
      expect(runs.reduce((a, b) => a + b, 0)).toBe(0);
      expect(statedBusiness('So the agenda for today is the budget and the launch.')).toBe('agenda');
      expect(statedBusiness("We're here today to decide on the casing.")).toBe('agenda');
      expect(statedBusiness("We're not going to talk about the budget today.")).toBeNull();
      expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    } finally {
      AGENDA.forEach((pattern) => {
        delete (pattern as { exec?: unknown }).exec;
      });
    }
  });
});
