import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const decisionLines = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').decisions.map((d) => d.line);

describe('E4: the answer to "what are you proposing?" is a proposal, not a decision', () => {
  it('E4: "We hire a skip for the clear-out …" answering the call is left out; the chair\'s outcome after it is the decision', () => {
    expect(
      decisionLines([
        'Kath: The allotment sheds are full of rubbish again, half of it from people who left years ago.',
        'Dev: What do you suggest?',
        'Kath: We hire a skip for the clear-out weekend and charge each plot holder five pounds towards it.',
        'Dev: Five pounds seems fair, it was eight last time.',
        'Chair: Any objections? No? Then we hire the skip for the clear-out weekend, five pounds a plot.',
      ]),
    ).toEqual([5]);
  });

  it('E4: every form of the call; an outcome said after any other question is still a decision', () => {
    for (const call of [
      "What's your recommendation?",
      'So what are you suggesting, then?',
      'What would you propose?',
    ])
      expect(
        decisionLines([
          'Kath: The minibus insurance renewal came in forty percent higher than last year.',
          `Dev: ${call}`,
          'Kath: We switch to the county scheme for the minibus insurance from April.',
        ]),
      ).toEqual([]);
    expect(
      decisionLines([
        'Kath: The minibus insurance renewal came in forty percent higher than last year.',
        'Dev: Is the county scheme any cheaper?',
        'Kath: We switch to the county scheme for the minibus insurance from April.',
      ]),
    ).toEqual([3]);
  });
});
