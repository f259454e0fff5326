import { describe, expect, it } from 'vitest';
import { notAnItem } from '../src/cues/precision-cues.js';
import { idfWeights } from '../src/rank/idf-weights.js';
import { sentenceTerms } from '../src/rank/sentence-terms.js';
import { topicLead } from '../src/topics/topic-lead.js';
import { withoutHedgeOpener } from '../src/topics/without-hedge-opener.js';
import { tokenize } from '../src/transcript/tokenize.js';
import { madeUpMeeting } from './made-up-meeting.js';

const meeting = (turns: readonly string[]) => madeUpMeeting(turns, '2026-05-04');
const decisionLines = (turns: readonly string[]) => meeting(turns).decisions.map((d) => d.line);

/** The lead of one made-up topic, IDF over the topic itself. */
function leadOf(sentences: string[]): string {
  const words = sentences.map((s) => tokenize(s.toLowerCase()));
  const idf = idfWeights(sentences.map((s) => sentenceTerms(s, 'en')));
  return topicLead(words, 'en', idf);
}

describe('issue 15 selection', () => {
  it('Q15: a topic lead names its subject with phrases before single words', () => {
    const lead = leadOf([
      'The tree preservation order covers the two copper beeches in the churchyard.',
      'The church wants to fell one beech because the roots lift the path.',
      'We support confirming the tree preservation order on both beeches.',
      'The path can be relaid around the copper beeches for less money.',
      'The churchyard path needs a grant from the community fund.',
      'The community fund has six thousand pounds left for the path.',
    ]);
    const labels = lead.toLowerCase().split(', ');
    // Every phrase said twice comes before any single word, whatever the single words' counts (E212: two labels shown).
    expect(labels).toHaveLength(2);
    expect(['tree preservation', 'preservation order', 'copper beeches', 'community fund']).toEqual(
      expect.arrayContaining(labels),
    );
    expect(labels.every((l) => l.includes(' '))).toBe(true);
  });

  it('Q15: a lead label names a thing: never a phrase ending on a participle, adverb or particle ("written down", "turn off")', () => {
    const lead = leadOf([
      'I have written down the printer settings for the label printer.',
      'The printer settings are written down on the shared drive now.',
      'Please turn off the label printer after the night shift.',
      'Nobody will turn off the label printer during the day shift.',
    ]).toLowerCase();
    expect(lead).toContain('label printer');
    expect(lead).not.toMatch(/written down|turn off|\boff\b|\bdown\b/);
  });

  it('Q15: question words never make a lead phrase ("reason why", "remember when")', () => {
    const lead = leadOf([
      'That is the reason why the battery drains overnight in standby mode.',
      'Another reason why the battery drains is the bright backlight.',
      'I remember when the battery lasted a whole week on one charge.',
      'I remember when the backlight was optional in the settings.',
    ]);
    expect(lead.toLowerCase()).not.toMatch(/\b(?:why|when)\b/);
    expect(lead.toLowerCase()).toContain('battery');
  });

  it('Q15: a seconded motion is a decision; a motion nobody seconds is not', () => {
    const lines = decisionLines([
      'Chair: Item two, the new cycle racks outside the library.',
      'Ms Obi: I propose that we fund twelve cycle racks from the small grants budget.',
      'Mr Hale: Seconded.',
      'Chair: All in favour? That is carried.',
      'Mr Hale: I propose that we also close the library car park on Sundays.',
      'Chair: Is there a seconder? No seconder, so that falls.',
    ]);
    expect(lines).toContain(2);
    expect(lines).not.toContain(5);
  });

  it('Q15: a formal resolution is a decision ("the board resolves to …")', () => {
    const lines = decisionLines([
      'Treasurer: The audit found no issues with the pension fund accounts this year.',
      'Chair: Thank you. So the board resolves to approve the audited accounts for publication.',
    ]);
    expect(lines).toEqual([2]);
  });

  it('Q15: the chair\'s "so we …" summing-up is a decision; "so we need / can\'t / felt …" is not', () => {
    const decided = decisionLines([
      'Ana: The vendor quote for the new badge readers came in at nine thousand.',
      "Ben: Good. So we replace the old badge readers with the cheaper vendor's model this quarter.",
    ]);
    expect(decided).toEqual([2]);
    for (const reason of [
      'So we need a second quote before anything else.',
      "So we can't install the readers before the audit.",
      'So we felt the first vendor was too slow last year.',
    ])
      expect(
        decisionLines([
          'Ana: The vendor quote for the new badge readers came in at nine thousand.',
          `Ben: ${reason}`,
        ]),
      ).toEqual([]);
  });

  it('Q15: "Agreed. We\'ll …" from the chair, a settled date, the status quo kept on purpose, a concluding "let\'s … then"', () => {
    const lines = decisionLines([
      'Kim: The printers need a proper comparison before we pick one.',
      "Chair: Agreed. We'll bring the printer comparison to the budget meeting rather than choose tonight.",
      'Lou: Does the twentieth suit everyone for the open day?',
      'Chair: Okay, so the open day is on Saturday the twentieth of June.',
      'Kim: People asked about the ticket prices for the open day.',
      "Chair: Let's keep the ticket prices as they are for this year.",
      'Lou: The banner is print only, the website text is unchanged.',
      "Kim: Fine, let's print the banner in the school colours then.",
    ]);
    expect(lines).toEqual([2, 4, 6, 8]);
  });

  it('Q15: a decision changed and changed back: the changed version is reported as reversed, the first one is not reported as undone by its own return, the last one stands', () => {
    const result = meeting([
      "Mia: Then we're going with the riverside marquee for the summer party.",
      'Raj: Good, the riverside is lovely in July.',
      'Mia: The caterers need the numbers by Friday.',
      'Raj: Bad news, the riverside field floods in July according to the council.',
      'Mia: So we go back to the village hall after all, and we cap it at eighty guests.',
      'Raj: Wait, the council says the flood defences are finished in June.',
      "Mia: Right, so we're back at the riverside marquee, and the cap of eighty guests is off.",
    ]);
    const byLine = new Map(result.decisions.map((d) => [d.line, d]));
    expect(byLine.get(1)?.reversedBy?.line).not.toBe(7);
    expect(byLine.get(5)?.reversedBy?.line).toBe(7);
    expect(byLine.get(7)?.reversedBy).toBeUndefined();
  });

  it('Q15: a change to a sibling of the same thing reverses the earlier choice ("the school hall" → "the community hall")', () => {
    const result = meeting([
      "Eve: Then we're going with the school this year, the playground and the hall.",
      'Tom: The school has a staff car park as well.',
      'Eve: The head says the school is closed for repairs that weekend.',
      'Eve: So we go back to the community hall after all.',
    ]);
    expect(result.decisions.find((d) => d.line === 1)?.reversedBy?.line).toBe(4);
  });
});

describe('issue 15 readable key points', () => {
  it('Q15: a key point opens on its content, not on the speaker\'s "I think" / "basically"', () => {
    expect(withoutHedgeOpener('I think that the supplier can deliver the recycled boxes in May.')).toBe(
      'The supplier can deliver the recycled boxes in May.',
    );
    expect(withoutHedgeOpener('Basically, I mean the night shift needs a second nurse on call.')).toBe(
      'The night shift needs a second nurse on call.',
    );
    // Too little left: kept whole.
    expect(withoutHedgeOpener('I think so, yes.')).toBe('I think so, yes.');
  });
});

describe('issue 15 formal meetings', () => {
  it("Q15: a formal meeting's procedure is logistics, never a key point or a decision", () => {
    for (const said of [
      'Proposed by Councillor Amos, seconded by Councillor Reid.',
      'We have apologies from the vice chair and the treasurer this evening.',
      "There are no declarations of interest in the items on tonight's agenda.",
      'The minutes of the March meeting are approved as a true record.',
      'All those in favour of the amended timetable, please raise your hands.',
    ]) {
      const normal = said.toLowerCase();
      expect(notAnItem(normal, said, 'en', 0), said).toBe('logistics');
    }
    // The business itself is not procedure.
    expect(
      notAnItem(
        'we resolve to fund the new footbridge from reserves.',
        'We resolve to fund the new footbridge from reserves.',
        'en',
        0,
      ),
    ).toBeNull();
  });
});

describe('issue 15 tasks', () => {
  it('Q15: a call-off contradicted at once ("No, but … anyway") leaves the task; a task due "next time" has no due date', () => {
    const result = meeting([
      "Ivo: I'll get three quotes for the scaffolding and bring them next time.",
      'Ada: The roof repair might move to the spring instead.',
      "Ivo: Then we don't need the scaffolding quotes.",
      'Ada: No, but get the scaffolding quotes anyway, the gutters need it too.',
    ]);
    const task = result.nextSteps.find((s) => s.line === 1);
    expect(task?.text).toMatch(/scaffolding/);
    expect(task?.due).toBeNull();
  });

  it('Q15: a call-off nobody contradicts still drops the task', () => {
    const result = meeting([
      "Ivo: I'll get three quotes for the scaffolding and bring them next time.",
      'Ada: The roof repair moves to the spring.',
      "Ivo: Then we don't need the scaffolding quotes.",
      'Ada: Right.',
    ]);
    expect(result.nextSteps.find((s) => s.line === 1)).toBeUndefined();
  });
});
