/**
 * Issue 15, session 26 (all real labelled meetings pooled), E70: a committee chair asks a witness "maybe you could
 * provide the committee with a list of the new innovation schools", the witness answers "Yes, sure. No problem at
 * all." (a task, E51), and three lines later the witness's long answer says "we don't have a roll-call against all
 * schools". That bare "don't", sharing "schools" with the task, was read as a call-off and the task was dropped from
 * the note (bench/blind9 education_9 L102). Inside a monologue (a turn of more than 80 words) a bare negation narrates;
 * only a call-off in so many words ("cancel that", "scratch that", "never mind", "hold off") still drops a task.
 * Spec: issue 15 deliverable 2 (tasks that are the outcome; a cancelled task is not reported as standing).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const ANSWER = (callOff: string) =>
  [
    'Well, the picture across the country is quite mixed at the moment, and I think it is worth being careful here.',
    'Some of the pioneer schools have been working on the new curriculum for two years, and others have only just begun.',
    `${callOff}`,
    'What we do have is the regional consortia reporting to us every term on how the schools in their area are getting on.',
    'That gives us a fairly good picture, although it is not the same as a full record of every school in Wales.',
  ].join(' ');

const tasks = (answer: string) =>
  madeUpMeeting(
    [
      'Chair: Thank you. If I may ask as well, maybe you could provide the committee with a list of the new innovation schools.',
      'Witness: Yes, sure. No problem at all.',
      'Chair: And how many schools are using the new approach at the moment?',
      `Witness: ${answer}`,
      'Chair: Thank you, that is helpful.',
    ],
    '2026-05-04',
  ).nextSteps.map((x) => [x.line, x.owner, x.text]);

describe('E70: a bare negation inside a monologue calls no task off', () => {
  it("E70: the witness's 'we don't have a roll-call of the innovation schools' in a long answer leaves the list task", () => {
    const answer = ANSWER(
      "We don't have a roll-call against all of the innovation schools, to be honest with you.",
    );
    expect(answer.split(/\s+/).length).toBeGreaterThan(80);
    expect(tasks(answer)).toEqual([
      [1, 'Witness', 'Provide the committee with a list of the new innovation schools.'],
    ]);
  });

  it('E70: a call-off in so many words inside a long turn still drops the task', () => {
    const answer = ANSWER(
      'Actually, scratch that list of the innovation schools, it is already on the website.',
    );
    expect(answer.split(/\s+/).length).toBeGreaterThan(80);
    expect(tasks(answer)).toEqual([]);
  });

  it("E70: a short turn's 'don't' still calls the task off", () => {
    expect(tasks("Actually, don't send the list of the innovation schools, the clerk has it.")).toEqual([]);
  });
});
