import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const items = (turns: readonly string[]) => {
  const s = madeUpMeeting(turns, '2026-05-04');
  return [...s.decisions.map((d) => d.text), ...s.nextSteps.map((n) => n.text)];
};

describe('E20: opening, starting, ending or closing the meeting itself is logistics, whatever names the meeting', () => {
  it('E20: "I will open our functional design meeting" and its kin are no task; the work said with them stays', () => {
    const found = items([
      'Anna: Good morning. I will open our functional design meeting.',
      "Ben: And I'll close today's weekly project meeting at eleven.",
      "Anna: We'll start this second design meeting with the costs.",
      'Ben: Let us end the meeting there.',
      "Chloe: I'll send the cost sheet to the suppliers by Friday.",
      "Ben: And I'll open the meeting notes document and add the supplier prices to it tomorrow.",
    ]);
    expect(found).toEqual([
      "I'll send the cost sheet to the suppliers by Friday.",
      "I'll open the meeting notes document and add the supplier prices to it tomorrow.",
    ]);
  });
});
