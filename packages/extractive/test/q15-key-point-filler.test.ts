import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const meeting = (turns: readonly string[]) => madeUpMeeting(turns, '2026-05-04');
const points = (turns: readonly string[]) => meeting(turns).keyPoints.map((k) => k.text);

describe('issue 15: key points without filler, each said once', () => {
  it('Q15: a short key point never takes a reaction as its context ("That\'s what I was thinking.")', () => {
    const texts = points([
      "Ana: That's what I was thinking. The closed accounts are eighty percent of the ledger rows.",
      "Ben: Yeah, that's true. The dry run of the ledger migration took four hours.",
      "Ana: That's something we can discuss as well. The maintenance window on Saturday lasts two hours.",
      'Ben: Right. Closed accounts move online first, open accounts go in the window.',
      'Ana: Sounds good to me. The batch plan goes into the team channel tomorrow morning.',
      'Ben: Right. The flaky checkout test switches to fake timers after the rounding fix.',
    ]);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts)
      expect(text).not.toMatch(/what I was thinking|that's true|discuss as well|sounds good/i);
  });

  it('Q15: a point opening on a pronoun still gets the sentence before it when that one says something', () => {
    const texts = points([
      'Ana: The new supplier quotes four weeks for the cable looms. That would delay the pilot by a whole month.',
      'Ben: The old supplier still has two hundred looms in stock at the depot.',
      'Ana: The pilot customers expect the first vans in the middle of March.',
      'Ben: The depot manager can send the stock looms by courier this week.',
      'Ana: The courier costs less than a month of delay for the pilot customers.',
    ]);
    const delay = texts.find((t) => t.includes('delay the pilot'));
    expect(delay).toBeDefined();
    expect(delay).toMatch(/^The new supplier quotes four weeks/);
  });

  it('Q15: a proposal and the outcome that restates it are one key point, not two', () => {
    const summary = meeting([
      "Chair: Item five, the tree preservation order on the two copper beeches at St Anne's churchyard.",
      'Clerk: The county made a provisional order on the copper beeches after the church applied to fell one of them.',
      'Member: The church cannot afford to relay the churchyard path, the quote was eleven thousand pounds.',
      'Clerk: There is just over six thousand pounds left in the community fund this year.',
      'Chair: Then I suggest we support confirming the order, and separately offer the church a grant towards relaying the path.',
      'Member: No objection from me, that sounds sensible.',
      "Chair: So we support confirming the tree preservation order, and we will offer St Anne's a grant of up to five thousand pounds from the community fund towards the path.",
      'Chair: Item six, the rear extension at fourteen Quay Street in the conservation area.',
      'Member: The extension is at the back, it is not visible from the street, and the materials match the house.',
      "Member: The side window looks straight into the neighbour's garden, so we could ask for obscured glazing.",
    ]);
    const lines = summary.keyPoints.map((k) => k.line);
    expect(lines.includes(5) && lines.includes(7)).toBe(false);
  });
});
