/**
 * Issue 15 (next steps read as the user sees them), E198: a request to a named person put as "would you mind …" kept
 * the courtesy as its verb — "Dave, would you mind updating the spreadsheet by Friday?" "Yeah, will do." gave the task
 * "Mind updating the spreadsheet by Friday" (E159 fixed only the unnamed request taken on) — and asking leave with a
 * date in it ("Dave, would you mind if I sent the spreadsheet by Friday?") gave one too. Now the task is what was
 * asked, from its verb ("Updating the spreadsheet by Friday", as E159 quotes it), and asking leave is no task.
 * Spec: issue 15 deliverable 2 (next steps that say what is to be done, with their owner and due date).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const asked = (request: string) =>
  madeUpMeeting(
    [
      'Anna: Let us look at the numbers for the quarter.',
      'Dave: The spreadsheet still has last month in it.',
      `Anna: ${request}`,
      'Dave: Yeah, will do.',
      'Anna: Thanks.',
    ],
    '2026-12-02',
  ).nextSteps.map((x) => [x.line, x.text, x.owner, x.due]);

describe('E198: "Name, would you mind …" is the task asked, not the courtesy', () => {
  it.each([
    [
      'Dave, would you mind updating the spreadsheet by Friday?',
      'Updating the spreadsheet by Friday',
      '2026-12-04',
    ],
    [
      'So Dave, would you mind checking the supplier quotes before Monday?',
      'Checking the supplier quotes before Monday',
      '2026-12-07',
    ],
    ['Dave, would you mind updating the budget spreadsheet?', 'Updating the budget spreadsheet', null],
  ])('E198: %s', (request, text, due) => {
    expect(asked(request)).toEqual([[3, text, 'Dave', due]]);
  });

  it.each([
    'Dave, would you mind if I sent the spreadsheet by Friday?',
    'Dave, would you mind me sending the spreadsheet by Friday?',
  ])('E198: asking leave is no task: %s', (request) => {
    expect(asked(request)).toEqual([]);
  });

  it('E198: a plain request keeps its verb', () => {
    expect(asked('Dave, could you please update the spreadsheet by Friday?')).toEqual([
      [3, 'Update the spreadsheet by Friday', 'Dave', '2026-12-04'],
    ]);
  });
});

describe('E202: "Name, would you be able / willing to …" is the task asked, not the courtesy', () => {
  it.each([
    [
      'Dave, would you be able to update the spreadsheet by Friday?',
      'Update the spreadsheet by Friday',
      '2026-12-04',
    ],
    ['Dave, would you be willing to check the supplier quotes?', 'Check the supplier quotes', null],
    [
      'Dave, could you be kind enough to send the minutes by Monday?',
      'Send the minutes by Monday',
      '2026-12-07',
    ],
  ])('E202: %s', (request, text, due) => {
    expect(asked(request)).toEqual([[3, text, 'Dave', due]]);
  });

  it('E202: a courtesy before a verb of the meeting itself is no task', () => {
    expect(asked('Dave, would you be able to hear me at the back?')).toEqual([]);
  });
});
