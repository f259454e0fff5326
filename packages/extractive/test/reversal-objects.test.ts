/**
 * Issue 15, precision of "Reversed later": a change of plan ("go back to the school hall", "we're back at the
 * church on the ninth") undoes an earlier decision only when it turns to ANOTHER thing of the same kind (the
 * school hall after the church hall); a decision that merely shares a word with where the plan turns (the date
 * it keeps, the church's roof appeal) stands, and is not reported as reversed.
 * Spec: issue 15 item 2 (a decision reversed later in the meeting is reported as reversed).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const turns = [
  'Ana: We need a place for the choir rehearsals this term.',
  "Ben: Then we're going with the church hall this term, it's cheap and it has parking.",
  'Ana: Agreed. The first rehearsal is on Thursday the ninth of October.',
  'Ben: The ticket money goes to the church roof appeal, nobody minds that.',
  'Ana: Fine, tickets stay at five pounds for adults.',
  "Ben: I'll send the rehearsal schedule to everyone by Friday.",
  'Ana: The vicar called, the church hall is being painted that week.',
  "Ben: We go back to the school hall on the ninth after all, and we'll have to limit it to forty singers.",
  'Ana: The painters moved to November, so the church is free on the ninth again.',
  "Ben: We're back at the church on the ninth, and the limit of forty singers is off.",
];

describe('I15 reversals by a change of plan', () => {
  const result = madeUpMeeting(turns, '2026-10-01');
  const decision = (re: RegExp) => result.decisions.find((d) => re.test(d.text));

  it('I15: a change to another thing of the same kind reverses the decision (the church hall → the school hall)', () => {
    expect(decision(/going with the church hall/)?.reversedBy?.line).toBe(8);
  });

  it('I15: a decision sharing only the date or the place name with the new plan stands (not "Reversed later")', () => {
    const date = decision(/first rehearsal is on Thursday/);
    const appeal = decision(/church roof appeal/);
    expect(date ?? appeal, JSON.stringify(result.decisions)).toBeTruthy();
    if (date) expect(date.reversedBy).toBeUndefined();
    if (appeal) expect(appeal.reversedBy).toBeUndefined();
    expect(result.body).not.toMatch(/Reversed later: [^\n]*(?:Thursday the ninth|roof appeal)/);
  });
});

describe('I15 "is off" for a stated time is a pause, not a reversal', () => {
  it('I15: "the chargers are off that morning" does not reverse the charging plan; "the limit is off" still reverses', () => {
    const result = madeUpMeeting(
      [
        'Kim: The robots keep queueing at the chargers at the start of the shift.',
        'Lee: Then we go with staggered charging in four groups, starting next Monday.',
        'Kim: Fine, the picking limit stays at forty orders an hour.',
        'Lee: On the charging, facilities just messaged, the electrician is replacing the charger cables next Monday, so the chargers are off that morning.',
        'Kim: Then the picking limit of forty orders is off, the new pickers are faster.',
      ],
      '2026-10-01',
    );
    const charging = result.decisions.find((d) => /staggered charging/.test(d.text));
    expect(charging, JSON.stringify(result.decisions)).toBeTruthy();
    expect(charging?.reversedBy).toBeUndefined();
    expect(result.decisions.find((d) => /picking limit stays/.test(d.text))?.reversedBy?.line).toBe(5);
  });
});
