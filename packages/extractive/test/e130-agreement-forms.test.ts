/**
 * Issue 15 (decision recall on meetings nobody tuned the engine on), E130: a proposal (E50) is settled across turns
 * by the other speakers' agreement, and people agree in more ways than the first list read —
 * after their own stance ("I think that's a good idea", "yeah, I guess that works"), with an intensifier ("that's
 * really good"), or as "that makes sense", "that'd be great", "sounds like a plan", "works for me", "I'm happy with
 * that", "I'm all for it". The same words with a "but", a "not" or a "though" after them still object.
 * Spec: issue 15 deliverable 2 (precision and recall of decisions; report the outcome rather than the proposal).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const decisions = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-06-08').decisions.map((d) => [d.line, d.text]);

describe('E130: the everyday forms of agreement settle a proposal', () => {
  it('E130: one such reply from another speaker settles a proposal (E50), reported as its outcome', () => {
    expect(
      decisions([
        'Noor: The allotment shed leaks every time it rains on the west side.',
        'Noor: Maybe we should replace the roof felt before the autumn storms.',
        'Omar: Yeah, I guess that works.',
        'Pia: The seed swap raised forty pounds for the compost bins last month.',
        'Omar: We could put the water butts next to the greenhouse door.',
        "Noor: That's really good.",
        'Pia: The hedge along the lane was cut back on Saturday.',
        'Pia: We could hold the open day on the last Sunday of August.',
        "Noor: That'd be great.",
        'Omar: The rota for watering is pinned on the shed door.',
        'Omar: Let’s paint the new benches dark green to match the gate.',
        "Pia: I think that's a really good idea.",
      ]),
    ).toEqual([
      [2, 'We will replace the roof felt before the autumn storms.'],
      [5, 'We will put the water butts next to the greenhouse door.'],
      [8, 'We will hold the open day on the last Sunday of August.'],
      [11, 'We will paint the new benches dark green to match the gate.'],
    ]);
  });

  it('E130: the same words with an objection after them, or said of something else, settle nothing', () => {
    expect(
      decisions([
        'Noor: Maybe we should replace the roof felt before the autumn storms.',
        "Omar: I think that's a good idea, but the grant only comes through in October.",
        'Pia: The seed swap raised forty pounds for the compost bins last month.',
        'Omar: We could put the water butts next to the greenhouse door.',
        "Noor: I'm not happy with that.",
        'Pia: The hedge along the lane was cut back on Saturday.',
        'Pia: We could hold the open day on the last Sunday of August.',
        'Noor: I guess that works, though half the plot holders are away then.',
        'Omar: The rota for watering is pinned on the shed door.',
        'Omar: Let’s paint the new benches dark green to match the gate.',
        "Pia: That'd be great if the paint were free.",
        'Noor: The hall heating was serviced in May.',
      ]),
    ).toEqual([]);
  });
});
