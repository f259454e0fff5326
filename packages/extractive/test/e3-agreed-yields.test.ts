import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const decisions = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').decisions.map((d) => ({ line: d.line, text: d.text }));

describe('E3: an "Agreed, …" reply yields to the decision it agrees to', () => {
  it('E3: the outcome stated just before is the one item; "Agreed, I wouldn\'t chance it." is not another', () => {
    const found = decisions([
      'Nadia: The kiosk fridge has been cutting out since Monday, the milk is going off by lunchtime.',
      'Tom: How long until the engineer can come out?',
      'Nadia: Not before the twentieth, they said.',
      'Tom: Right. Then we close the kiosk until the fridge is repaired. We sell from the van in the meantime.',
      "Nadia: Agreed, I wouldn't chance it with the milk.",
      'Tom: Next item is the car park lighting.',
    ]);
    expect(found.map((d) => d.line)).toEqual([4]);
    expect(found[0]!.text).toMatch(/close the kiosk until the fridge is repaired/);
  });

  it('E3: an "Agreed, …" that states the outcome itself, after no reported decision, is still a decision', () => {
    const found = decisions([
      'Chair: The hall floor is scuffed again after the winter fair.',
      'Rob: It looks tired, the sports clubs have been asking about it too.',
      "Chair: Agreed, we'll have the hall floor sanded and resealed in the May half term.",
      'Rob: Fine by me.',
    ]);
    expect(found.map((d) => d.line)).toEqual([3]);
  });
});
