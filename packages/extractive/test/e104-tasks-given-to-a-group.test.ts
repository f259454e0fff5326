/**
 * Issue 15, session 32 (real meetings: blind8 TS3011c, blind10 IS1006b, blind15 TS3003c), E104: a chair hands out the
 * work to a role by its abbreviation ("the UID Mark will be focused on …"), to two people at once ("the ID and the UID
 * need to work together on …"), to a plural role ("the designers are going to …"), or with an obligation ("marketing
 * should look into …", "Priya needs to book …"); thirdPersonTasks read only "will / is going to / to" after one known
 * name. Now a role's abbreviation (the initials of its forms), two of the meeting's people joined by "and" (owner none,
 * the task keeps both), a plural of a role's last word two or more people share, and "need(s) to / should / must /
 * have to / has to / are going to / 're gonna" after such a known subject are read. An unknown name still needs
 * "will / is going to / to" and a clear work verb.
 * Spec: R6 (third-person assignments, owner = that speaker); issue 15 deliverable 2 (recall of tasks).
 */
import { describe, expect, it } from 'vitest';
import { thirdPersonTasks } from '../src/cues/third-person-tasks.js';
import { madeUpMeeting } from './made-up-meeting.js';

const people = ['Project Manager', 'Industrial Designer', 'User Interface', 'Marketing', 'Priya Shah'];
const tasks = (sentence: string) => thirdPersonTasks(sentence, people).map((t) => [t.owner, t.text]);

describe('E104: tasks given to a role, a pair or a group', () => {
  it('E104: a role by its abbreviation, with or without a name after it', () => {
    expect(tasks('Of course the ID Laura will sketch three hinge designs.')).toEqual([
      ['Industrial Designer', 'Sketch three hinge designs.'],
    ]);
    expect(tasks('And the PM is going to draft the budget for the casing.')).toEqual([
      ['Project Manager', 'Draft the budget for the casing.'],
    ]);
    expect(tasks('The UI will be responsible for the menu layout.')).toEqual([
      ['User Interface', 'Be responsible for the menu layout.'],
    ]);
  });

  it('E104: two people joined by "and" share the task, which keeps both', () => {
    expect(tasks('So the UI and the Industrial Designer should model the case in foam.')).toEqual([
      [null, 'The UI and the Industrial Designer should model the case in foam.'],
    ]);
    expect(tasks('Marketing and Priya have to survey twenty shoppers about the colours.')).toEqual([
      [null, 'Marketing and Priya have to survey twenty shoppers about the colours.'],
    ]);
  });

  it('E104: a plural role names the people it stands for', () => {
    expect(tasks('Okay, the two designers are going to cost the rubber keypad.')).toEqual([
      [null, 'The two designers are going to cost the rubber keypad.'],
    ]);
    expect(tasks('Both designers are gonna test the battery cover.')).toEqual([
      [null, 'Both designers are gonna test the battery cover.'],
    ]);
  });

  it('E104: an obligation after a known person or role', () => {
    expect(tasks('Marketing should look into the price of solar cells.')).toEqual([
      ['Marketing', 'Look into the price of solar cells.'],
    ]);
    expect(tasks('Priya needs to book the van for Monday.')).toEqual([
      ['Priya Shah', 'Book the van for Monday.'],
    ]);
    expect(tasks('The Industrial Designer has to send the drawings by Friday.')).toEqual([
      ['Industrial Designer', 'Send the drawings by Friday.'],
    ]);
  });

  it('E104: an unknown name with an obligation, an unknown abbreviation, no work or a clause in between is no task', () => {
    expect(tasks('Gordon needs to book the van for Monday.')).toEqual([]);
    expect(tasks('People need to check their email more often.')).toEqual([]);
    expect(tasks('The QA will test the release candidate.')).toEqual([]);
    expect(tasks('The designers should be happy with that.')).toEqual([]);
    expect(tasks('I asked whether the designers are going to cost the keypad.')).toEqual([]);
    expect(tasks('The managers of the shop need to approve the stand.')).toEqual([]);
  });

  it('E104: the closing round of a meeting gives the pair its task', () => {
    const s = madeUpMeeting(
      [
        'Project Manager: Right, that is all for the conceptual design.',
        'Marketing: Okay.',
        'User Interface: Fine by me.',
        'Project Manager: Um and the ID and the UI need to build the clay model of the remote together.',
        'Industrial Designer: Sure.',
        'Project Manager: And marketing should look into what teenagers pay for a remote.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner, n.text])).toEqual([
      [4, null, 'The ID and the UI need to build the clay model of the remote together.'],
      [6, 'Marketing', 'Look into what teenagers pay for a remote.'],
    ]);
  });
});
