/**
 * Issue 15, session 30 (real meetings, blind11 ES2006c L611), E90: a chair hands out the work naming where the person
 * sits — "the Industrial Designer over here is gonna work on the look and feel design" — and the place between the
 * name and its modal hid the assignment (the name had to stand right before "is gonna / will"). A place ("here",
 * "there", "over here", "sitting there", "right here") is now read past, for a known person only: an unknown
 * capitalised word before it is still no owner. With E89, such a hand-out broken off at a comma and continued after a
 * backchannel is read too.
 * Spec: R6 (third-person assignments, owner = that speaker); issue 15 deliverable 2 (recall of tasks).
 */
import { describe, expect, it } from 'vitest';
import { thirdPersonTasks } from '../src/cues/third-person-tasks.js';
import { madeUpMeeting } from './made-up-meeting.js';

const people = ['Project Manager', 'Industrial Designer', 'Marketing', 'Priya Shah'];

describe('E90: a place between a known person and the modal is read past', () => {
  it('E90: every place form, for a role and for a person', () => {
    for (const [sentence, owner, text] of [
      [
        'The Industrial Designer over here is gonna sketch the hinge.',
        'Industrial Designer',
        'Sketch the hinge.',
      ],
      ['Priya there will book the van for Monday.', 'Priya Shah', 'Book the van for Monday.'],
      [
        'And the Marketing Expert sitting there is going to price the covers.',
        'Marketing',
        'Price the covers.',
      ],
      ['So Priya right here will draft the poster.', 'Priya Shah', 'Draft the poster.'],
    ] as const)
      expect(
        thirdPersonTasks(sentence, people).map((t) => [t.owner, t.text]),
        sentence,
      ).toEqual([[owner, text]]);
  });

  it('E90: an unknown name, a place without a modal, or a place inside a clause gives no owner', () => {
    expect(thirdPersonTasks('Gordon over here will sketch the hinge.', people)).toEqual([]);
    expect(thirdPersonTasks('Priya is over there by the window.', people)).toEqual([]);
    expect(thirdPersonTasks('I asked whether Priya there will book the van.', people)).toEqual([]);
  });

  it('E90: the hand-out broken off at a comma and continued after a backchannel is the role’s task', () => {
    const s = madeUpMeeting(
      [
        'Project Manager: Right, that is all for the functional design.',
        'Project Manager: In the meantime, the Industrial Designer over here is gonna sketch the hinge in two sizes,',
        'Industrial Designer: Mm-hmm.',
        'Project Manager: and then we compare them.',
        'Marketing: Okay.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner, n.text])).toEqual([
      [2, 'Industrial Designer', 'Sketch the hinge in two sizes.'],
    ]);
  });
});
