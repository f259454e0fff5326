import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const result = (turns: readonly string[]) => madeUpMeeting(turns, '2026-05-04');

describe("session 18: the meeting's own pace and order are not decisions", () => {
  it('"let\'s be quick" / "let\'s keep it short" steer the meeting: no decision, no key point', () => {
    const r = result([
      'Chair: Morning all, let us start. Let us keep it short, the van leaves for the market at nine.',
      'Chair: Right, we keep it short today, the delivery lorry is already waiting outside the yard gate.',
      "Chair: Let's be quick, the doors open at ten and the new till has to be tested before then.",
      "Sam: The new till printer jams on the long receipts, it's done it four times since Monday.",
      "Chair: Then we send the printer back to the supplier and use the old one until it's replaced.",
      'Sam: Agreed.',
    ]);
    const lines = r.decisions.map((d) => d.line);
    expect(lines).not.toContain(2);
    expect(lines).not.toContain(3);
    expect(lines).toContain(5);
    expect(r.keyPoints.map((k) => k.line)).not.toContain(3);
  });

  it('agenda order ("we\'ll get Dev\'s bits done first then") is not a decision; a real "first" plan still is', () => {
    const lines = result([
      "Chair: Morning. Dev, you've got to leave at ten, haven't you? Okay, we'll try and get Dev's bits done first then.",
      'Dev: Thanks. The sponsor wants the banner artwork by Friday, or it misses the print run.',
      'Chair: Then we send the banner artwork to the sponsor on Thursday, so it makes the print run.',
      "Chair: Right, we'll do your updates first, Ana, since you're on the school run.",
      'Chair: So we paint the north fence first, before the gates, because the fence faces the road.',
      'Tom: Agreed.',
    ]).decisions.map((d) => d.line);
    expect(lines).not.toContain(1);
    expect(lines).not.toContain(4);
    expect(lines).toContain(3);
    expect(lines).toContain(5);
  });
});
