import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const decisionLines = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').decisions.map((d) => d.line);

describe('session 16: recaps of an earlier meeting named by its month, its kind, or "we said we\'d"', () => {
  it('"in October we agreed …" and the same speaker\'s next sentences are a recap, not decisions', () => {
    const lines = decisionLines([
      'Chair: Can you run through what we agreed before?',
      'Sec: Sure. So in October we agreed the newsletter goes out monthly.',
      'Sec: We agreed to close the car park on Fridays for the market.',
      'Chair: Thanks. The quiz night clashes with the darts league this month.',
      "Chair: Let's move the quiz night to Thursday then.",
      'Sec: Yes, fine by me.',
    ]);
    expect(lines).not.toContain(2);
    expect(lines).not.toContain(3);
    expect(lines).toContain(5);
  });

  it('"from the last committee meeting: we agreed …" is a recap whatever kind of meeting it names', () => {
    const lines = decisionLines([
      'Chair: Right, minutes first.',
      'Sec: From the last committee meeting: we agreed Joan would run the raffle.',
      'Sec: And we agreed tickets would be two pounds each.',
      'Chair: Lovely. So, the venue for the summer fair.',
      "Chair: We're going with the rugby club field for the fair.",
    ]);
    expect(lines).not.toContain(2);
    expect(lines).not.toContain(3);
    expect(lines).toContain(5);
  });

  it('"last week we said we\'d …" is a recap', () => {
    const lines = decisionLines([
      "Ann: Last week we said we'd get the roofer in before the frost.",
      "Ann: And we agreed we'd sell the old trailer before Christmas.",
      'Bob: The roofer came on Tuesday and the gutters are done.',
      "Ann: We're going with the same roofer for the chapel roof in spring.",
    ]);
    expect(lines).not.toContain(1);
    expect(lines).not.toContain(2);
    expect(lines).toContain(4);
  });

  it('a month after the decision is its date, not an earlier meeting: "we agreed to open the wing in March" stands', () => {
    const lines = decisionLines([
      'Chair: The builders have finished the new wing ahead of time.',
      'Chair: So we agreed to open the new wing in March, with a small ceremony for the donors.',
      'Sec: Good, I will tell the donors.',
    ]);
    expect(lines).toContain(2);
  });
});
