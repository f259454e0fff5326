/**
 * Session 50, E434: E428 made the room's board, table, flip chart or screen no place to take "these" to (E200:
 * "I'll put these on the board" is work before the room), but the check followed every preposition, so work sent
 * "to the board" (the board of directors) was read as work before the room and dropped: "I'll send these options to
 * the board." gave no next step where "… to finance" gave one. Only "on / onto" the board is a place in the room.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { nextStepsSaid } from './made-up-meeting.js';

describe('E434: work taken to the board is a next step; work put on the board is not', () => {
  it('E434: "to / into the board" takes the work somewhere', () => {
    expect(nextStepsSaid("I'll send these options to the board.")).toHaveLength(1);
    expect(nextStepsSaid("I'll take these figures to the board for approval.")).toHaveLength(1);
    expect(nextStepsSaid("I'm gonna send these options to finance.")).toHaveLength(1);
  });

  it('E434: "on / onto" the board, table or screen stays work before the room', () => {
    expect(nextStepsSaid("I'll put these on the board.")).toEqual([]);
    expect(nextStepsSaid("I'm gonna stick these onto the flip chart.")).toEqual([]);
    expect(nextStepsSaid("I'm gonna lay these on the table.")).toEqual([]);
  });
});
