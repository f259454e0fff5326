/**
 * Issue 15 (next steps read as the user sees them), E159: a request put as "would you mind …" and taken on was
 * reported with the courtesy as its verb — "Would you mind updating the spreadsheet?" "Yeah, will do." gave the task
 * "Mind updating the spreadsheet." — and asking leave ("Would you mind if I went first?" "Sure.") gave the task "If I
 * went first.". Now the task is what was asked ("Updating the spreadsheet."), and asking leave is no task.
 * Spec: issue 15 deliverable 2 (next steps that say what is to be done, with their owner).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const exchange = (request: string, answer: string) =>
  madeUpMeeting(
    [
      'Ana: The budget line for the tablets is still open.',
      `Ana: ${request}`,
      `Ben: ${answer}`,
      'Cal: The trial recordings are finished.',
    ],
    '2026-05-04',
  );

describe('E159: "would you mind …" taken on is the task asked, not the courtesy', () => {
  it('E159: the task is what was asked, owned by who took it on', () => {
    const s = exchange(
      'Would you mind updating the tablet spreadsheet for the finance office?',
      'Yeah, will do.',
    );
    expect(s.nextSteps.map((x) => [x.text, x.owner, x.line])).toEqual([
      ['Updating the tablet spreadsheet for the finance office.', 'Ben', 2],
    ]);
  });

  it.each([
    'Would you mind if I went first with the tablet figures?',
    'Would you mind me asking about the tablet budget first?',
  ])('E159: asking leave is no task: %s', (request) => {
    expect(exchange(request, 'Sure.').nextSteps).toEqual([]);
  });
});
