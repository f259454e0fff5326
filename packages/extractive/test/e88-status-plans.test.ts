/**
 * Issue 15, session 30 (real meetings: research groups' status reports in blind8, blind10, blind11, blind13), E88: a
 * plan told in a status report was no next step unless it said "I'll …": "I'm hoping to finish …", "I plan to …", "I
 * intend to …", "My intention is to …", "The next thing to do is to …", "The next step I'm working on is …", "What I
 * want to do is …". Such a plan is now a task owned by its speaker, in every one of those forms. Not one: a plan inside
 * another clause ("if I plan to …", "the colour that I hope to …"), quoted speech, what one hopes to do in the meeting
 * itself ("I hope to thank …", "I plan to talk about …"), a plan for this meeting ("… during today's meeting"), a
 * sentence another cue reads (the plan cue comes last), and "I want to / I'd like to / I wanna …" on its own: measured,
 * it added proposals to the room (made-up sets blind2–blind7: 8 items on no labelled line and 4 on labelled decisions,
 * against 2 tasks) for 3 more tasks on the real pool.
 * Spec: issue 15 deliverable 2 (recall of next steps on real meetings).
 */
import { describe, expect, it } from 'vitest';
import { STATUS_PLAN } from '../src/cues/next-step-cues.js';
import { madeUpMeeting } from './made-up-meeting.js';

const tasks = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').nextSteps.map((n) => [n.line, n.owner, n.text]);

describe('E88: a plan told in a status report is a task', () => {
  it('E88: every form of the plan', () => {
    for (const text of [
      "i'm hoping to finish the grant draft by friday.",
      'i hope to interview three more growers.',
      'i plan to migrate the mailing list.',
      "i'm planning to price the second-hand benches.",
      'i intend to survey the north field.',
      'my intention is to write a loader for the sensor logs.',
      'my plan is to move the backups to the new disk.',
      'the next thing to do is to calibrate the scales.',
      'so the next step is to order the sample tiles.',
      "the next thing i'm gonna do is retrain the tagger.",
      'what i want to do is look into the dropped packets.',
      "what i'd like to do next is rewire the pump.",
    ])
      expect(STATUS_PLAN.test(text), text).toBe(true);
    for (const text of [
      'i hope to thank everyone in person.',
      'i plan to talk about the budget.',
      'i wanna rerun the pricing survey.',
      "i'd like to compare the two kilns' firing curves.",
      'i want to rebuild the index over the weekend.',
      'i intend to finish by thanking the clerks.',
      'i intend to expand on what the treasurer said.',
      "i'm hoping to get some opinions on the logo.",
      'i hope to ask about the van.',
      'i plan to make a point about parking.',
      'i hope to have a blue one.',
      'if i plan to change the rota i ask pat first.',
      'the colour that i hope to paint is green.',
      'he said, "i plan to buy some bread."',
      "my intention is to finish the agenda during today's meeting.",
      'i plan to do that.',
      'i planned to rebuild it.',
      'the next thing is the budget.',
    ])
      expect(STATUS_PLAN.test(text), text).toBe(false);
  });

  it('E88: the plan is the speaker’s task, in its own words', () => {
    expect(
      tasks([
        'Noor: The tagger still confuses the two dialects on short posts.',
        "Noor: I'm hoping to retrain the tagger on the longer posts next week.",
        'Sam: Okay.',
        'Sam: My intention is to write a loader for the old sensor logs.',
        'Noor: Sounds good.',
      ]),
    ).toEqual([
      [2, 'Noor', "I'm hoping to retrain the tagger on the longer posts next week."],
      [4, 'Sam', 'My intention is to write a loader for the old sensor logs.'],
    ]);
  });

  it('E88: a courtesy, a plan in another clause, a proposal to the room or a question is no task', () => {
    expect(
      tasks([
        'Chair: I hope to thank everyone for coming out on a wet evening.',
        'Lee: If I plan to change the rota I ask Pat first, is that right?',
        'Pat: The shade that I hope to use is the darker green one.',
        'Lee: I would like to repaint the hall signs green.',
        'Pat: Do you plan to repaint the hall signs?',
      ]),
    ).toEqual([]);
  });

  it('E88: a sentence another cue reads keeps that cue’s item (here the request, owned by Ben)', () => {
    expect(
      tasks([
        'Ana: I plan to tidy the shared drive, so Ben, please put the old drafts in the archive folder.',
        'Ben: Sure.',
      ]),
    ).toEqual([
      [1, 'Ben', 'I plan to tidy the shared drive, so Ben, please put the old drafts in the archive folder.'],
    ]);
  });
});
