/**
 * Issue 15, session 31, E99: a chair's summing-up is read on the sentence as spoken ("so we …"), and its patterns leave
 * out what is no outcome after "so we" — a modal, "have", a report's adverb ("basically"), "we're looking at". A word
 * said twice ("so we we basically we have a very open beam", "okay, so we we're looking at sliders") slipped past those
 * exclusions, so a description or a question under discussion was reported as a decision. The sentence is now read
 * with its stutters and restarts taken out. A summing-up that names the team's next step ("so we can check into …")
 * was only found through such a stutter before; it is now a team task however it is said.
 * Spec: issue 15 deliverable 2 (precision: report the outcome rather than the proposal) and 3 (disfluencies removed).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E99: a stutter does not turn "so we …" into a decision', () => {
  it('E99: "so we we basically we have …", "so we we are considering …", "so we will we will maybe …" are no decisions', () => {
    const s = madeUpMeeting(
      [
        'Ana: The crawler keeps every page it has fetched in memory.',
        'Ana: So we we basically we have a very large cache on each of the crawl nodes.',
        'Ben: Mm-hmm.',
        'Cal: Okay, so we we are considering two hosting offers for the archive right now.',
        'Dee: Right.',
        'Ana: Right, so we will we will maybe need a third offer for the archive as well.',
        'Ben: Hmm.',
      ],
      '2026-05-04',
    );
    expect(s.decisions).toEqual([]);
  });

  it('E99: a summing-up with a stutter that states an outcome stays a decision, read without the stutter', () => {
    const s = madeUpMeeting(
      [
        'Ana: The blue sleeve costs a euro more than the grey one.',
        'Ben: Okay, so we we drop the blue sleeve from the first batch.',
        'Cal: Fine.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.line)).toEqual([2]);
  });

  it('E99: "so we can check into / find out …" is the team\'s task, with or without a stutter', () => {
    const s = madeUpMeeting(
      [
        'Ana: The courier quoted a price for the weekend deliveries.',
        'Ana: So we can find out whether the courier also delivers on Sundays.',
        'Ben: Okay.',
        'Cal: The printer is booked until the end of the month.',
        'Cal: Then we we could look into a second printer for the leaflets.',
        'Dee: Yeah.',
      ],
      '2026-05-04',
    );
    expect(s.decisions).toEqual([]);
    expect(s.nextSteps.map((t) => [t.line, t.owner])).toEqual([
      [2, null],
      [5, null],
    ]);
  });
});
