import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const decisionLines = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').decisions.map((d) => d.line);

describe('session 18: more ways of asking for the previous minutes hand the recap to the one who reads them', () => {
  it('"Matters arising" (the agenda item of the last minutes) hands the recap to the reader', () => {
    const lines = decisionLines([
      'Chair: Evening all. Matters arising. Dana, have you got the minutes there?',
      'Dana: I have, yes. So, the spring meeting of the club.',
      'Dana: We agreed the club room rent goes up to sixty pounds from May.',
      'Dana: We agreed to replace the two broken benches by the green.',
      'Chair: Thanks, Dana. The car park lighting is out again on the far side.',
      "Chair: So we replace both lamps on the far side with LED ones, they're cheaper to run.",
      'Dana: Fine by me.',
    ]);
    expect(lines).not.toContain(3);
    expect(lines).not.toContain(4);
    expect(lines).toContain(6);
  });

  it('"can you take us through what we said last week?" hands the recap to the reader', () => {
    const lines = decisionLines([
      'Lead: Morning. Femi, can you take us through what we said last week?',
      'Femi: Yep. We agreed the van goes in for its service on Thursday.',
      'Femi: And we decided to stop the Sunday collections over the winter.',
      "Lead: Great. The bakery says they're short of crates for the morning run.",
      'Lead: So we buy twenty new crates for the bakery run, out of the kit budget.',
      'Femi: Agreed.',
    ]);
    expect(lines).not.toContain(2);
    expect(lines).not.toContain(3);
    expect(lines).toContain(5);
  });

  it('"can you read out what we agreed last time?" is a call, not the caller reading a past decision', () => {
    const lines = decisionLines([
      'Chair: Jo, can you read out what we agreed last time?',
      'Jo: Sure thing. We agreed the bar closes at eleven on match days from now on.',
      'Jo: We agreed to hold the quiz night on the second Friday of the month.',
      'Chair: Lovely. Now, the new kit for the under twelves has come in too small.',
      'Chair: Then we send the whole order back and buy from the other supplier.',
      'Jo: Yes, agreed.',
    ]);
    expect(lines).not.toContain(2);
    expect(lines).not.toContain(3);
    expect(lines).toContain(5);
  });
});
