import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

/**
 * One speaker written in several spellings (`**Ann:**`, `**ann:**`, `**ANN:**`, `**Ａnn:**` full width, `**Ann  Lee:**`
 * with two spaces) is one speaker of the offline summary: one attendee, every key point, decision and task under the
 * first-seen spelling (names compared as core's `personKey`: NFKC, white space runs, case; review 2 N22's rule).
 */
describe('speaker spellings: case, width and space variants of one label are one speaker', () => {
  const transcript = [
    '[00:00:01] **Ann Lee:** We decided to go with the rubber casing for the first batch of remotes.',
    '[00:00:04] **bob:** The supplier can deliver the rubber casing samples by the end of next month.',
    '[00:00:08] **ann lee:** I will send the updated casing drawings to the supplier tomorrow.',
    '[00:00:12] **BOB:** The matte finish costs twelve cents more per unit than the glossy one.',
    '[00:00:16] **Ａnn  Lee:** Then the matte finish stays, it tested much better with the focus group.',
    '[00:00:20] **Bob:** I will book the climate chamber for the drop test next week.',
  ].join('\n');
  const template = '## Summary\n## Decisions\n## Next steps\n## Attendees\n';

  it('the attendees are the first-seen spellings, once each, in order', () => {
    const result = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-03-31', template });
    expect(result.attendees).toEqual(['Ann Lee', 'bob']);
    expect(result.body).toContain('## Attendees\n- Ann Lee\n- bob\n');
  });

  it('every item names the speaker by the first-seen spelling, whatever the line wrote', () => {
    const result = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-03-31', template });
    const named = [
      ...result.keyPoints.map((k) => k.speaker),
      ...result.decisions.map((d) => d.speaker),
      ...result.nextSteps.flatMap((s) => [s.speaker, s.owner]),
    ].filter((s): s is string => s !== null);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(['Ann Lee', 'bob']).toContain(name);
    expect(result.nextSteps.map((s) => s.owner)).toEqual(expect.arrayContaining(['Ann Lee', 'bob']));
  });

  it('different people stay different ("Ann" and "Anna", "Speaker 1" and "Speaker 2")', () => {
    const result = summarizeExtractive({
      transcript: [
        '**Ann:** The casing samples came back from the supplier today.',
        '**Anna:** The focus group preferred the matte finish by a wide margin.',
        '**Speaker 1:** The climate chamber is free next week.',
        '**speaker 2:** The drop test needs two days in the chamber.',
      ].join('\n'),
      language: 'en',
    });
    expect(result.attendees).toEqual(['Ann', 'Anna', 'Speaker 1', 'speaker 2']);
  });
});

/**
 * A label written as a wikilink (`**[[Ann Lee]]:**`, `**[[People/Bob Ray|Bob]]:**`, as Obsidian users link people)
 * and the same person's plain label are one speaker: the person the link points to (core's `personName`).
 */
describe('speaker spellings: a wikilinked label and the plain name are one speaker', () => {
  const transcript = [
    '[00:00:01] **[[Ann Lee]]:** We decided to go with the rubber casing for the first batch of remotes.',
    '[00:00:05] **Ann Lee:** I will send the updated casing drawings to the supplier tomorrow.',
    '[00:00:09] **[[People/Bob Ray|Bob]]:** Fine, I will check the budget for the casing tomorrow.',
    '[00:00:12] **bob ray:** Also I will call the supplier about the chips on Monday.',
    '[00:00:15] **Bob:** The matte finish costs twelve cents more per unit than the glossy one.',
  ].join('\n');

  it('one attendee per person, under the first-seen label; a different person ("Bob") stays apart', () => {
    const result = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-03-31' });
    expect(result.attendees).toEqual(['[[Ann Lee]]', '[[People/Bob Ray|Bob]]', 'Bob']);
    expect(result.nextSteps.map((s) => s.owner)).toEqual([
      '[[Ann Lee]]',
      '[[People/Bob Ray|Bob]]',
      '[[People/Bob Ray|Bob]]',
    ]);
  });
});
