import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

const transcript = [
  "[00:00:01] **Alice:** Okay, um, I'll send the cost sheet to everyone by Friday.",
  '[00:00:05] **Alice:** Can you, Marketing, prepare the user requirements by the next meeting?',
  '[00:00:09] **Marketing:** Sure.',
  '[00:00:12] **Ben:** So we decided to go with the rubber casing for the prototype.',
  "[00:00:16] **Ann:** We haven't decided on the battery type yet.",
  "[00:00:20] **Ben:** Let's go with the yellow colour scheme for the case.",
  '[00:00:24] **Ann:** I will email the minutes to the whole team by 2026-03-20.',
  "[00:00:28] **Ann:** Uh I'll just go first with the slides, if that's fine.",
  '[00:00:32] **Ben:** Then you need to send the signal out to the receiver in the TV.',
].join('\n');

describe('cue patterns', () => {
  const result = summarizeExtractive({ transcript, meetingDate: '2026-03-09', language: 'en' });

  it('finds first-person commitments owned by the speaker, with resolved due dates', () => {
    expect(result.nextSteps).toContainEqual(
      expect.objectContaining({ owner: 'Alice', due: '2026-03-13', line: 1, source: 'transcript' }),
    );
    expect(result.nextSteps).toContainEqual(
      expect.objectContaining({ owner: 'Ann', due: '2026-03-20', line: 7 }),
    );
  });

  it('gives a request to a named known speaker to that speaker', () => {
    expect(result.nextSteps).toContainEqual(
      expect.objectContaining({ owner: 'Marketing', due: 'next meeting', line: 2 }),
    );
  });

  it('ignores in-meeting moves and unaddressed explanations', () => {
    expect(result.nextSteps.map((n) => n.line)).toEqual([1, 2, 7]);
  });

  it('finds decisions and skips negated ones', () => {
    expect(result.decisions.map((d) => [d.line, d.speaker])).toEqual([
      [4, 'Ben'],
      [6, 'Ben'],
    ]);
  });

  it('renders owners, due dates and line citations', () => {
    expect(result.body).toContain(
      "- [ ] Alice: I'll send the cost sheet to everyone by Friday. (due 2026-03-13) (L1)",
    );
    expect(result.body).toContain('- We decided to go with the rubber casing for the prototype. (L4)');
  });

  it('counts a bare "Agreed." as agreement to the proposal just before it', () => {
    const agreed = summarizeExtractive({
      transcript:
        '[00:00:01] **Ann:** I think we should use a jog dial for the channels.\n[00:00:04] **Ben:** Agreed.',
      language: 'en',
    });
    expect(agreed.decisions).toEqual([
      {
        text: 'I think we should use a jog dial for the channels.',
        speaker: 'Ann',
        line: 1,
        source: 'transcript',
      },
    ]);
  });

  it('includes decision and action bullets of the user notes, labelled as such', () => {
    const withNotes = summarizeExtractive({
      transcript,
      language: 'en',
      userNotes:
        '- Budget is 12.50 EUR\n- Decided: yellow case\n- Speech recognition - not decided\n- [ ] Ben: order samples by Friday\n',
      meetingDate: '2026-03-09',
    });
    expect(withNotes.decisions.filter((d) => d.source === 'user-notes').map((d) => d.text)).toEqual([
      'Decided: yellow case',
    ]);
    expect(withNotes.nextSteps.filter((n) => n.source === 'user-notes')).toEqual([
      {
        text: 'Ben: order samples by Friday',
        owner: 'Ben',
        due: '2026-03-13',
        speaker: null,
        line: null,
        source: 'user-notes',
      },
    ]);
    expect(withNotes.body).toContain('- Decided: yellow case (from user notes)');
  });
});

describe('trivial first-person remarks', () => {
  it('are not next steps: meeting mechanics, hedged asides, remarks without content', () => {
    const result = summarizeExtractive({
      language: 'en',
      transcript: [
        "[00:00:01] **Ann:** I'll just plug in my laptop now.",
        "[00:00:02] **Ann:** I'll share my screen with the slides.",
        "[00:00:03] **Ben:** I'll add it later, I guess the presentation.",
        "[00:00:04] **Ben:** I'll let you know when we have that.",
        "[00:00:05] **Ben:** I'll send the revised cost sheet to the whole team.",
      ].join('\n'),
    });
    expect(result.nextSteps.map((n) => n.line)).toEqual([5]);
  });
});

describe('proposals accepted by another speaker', () => {
  const decide = (lines: string[]) =>
    summarizeExtractive({ language: 'en', transcript: lines.join('\n') }).decisions.map((d) => [
      d.line,
      d.speaker,
    ]);

  it('"shall we agree …" answered by a plain yes is a decision, cited at the proposal', () => {
    expect(
      decide([
        "[00:00:01] **Ann:** Before we wrap up, shall we agree that we'll group the functions into three buckets.",
        '[00:00:04] **Ben:** Mm.',
        '[00:00:05] **Ben:** Yeah.',
      ]),
    ).toEqual([[1, 'Ann']]);
  });

  it('any proposal answered by explicit assent is a decision; a bare "yeah" or a "yeah, but" is not', () => {
    expect(
      decide([
        '[00:00:01] **Ann:** I think we should put the volume buttons on the left side.',
        "[00:00:04] **Ben:** Yeah, I think that's a good idea.",
      ]),
    ).toEqual([[1, 'Ann']]);
    expect(
      decide([
        '[00:00:01] **Ann:** I think we should put the volume buttons on the left side.',
        '[00:00:04] **Ben:** Yeah.',
      ]),
    ).toEqual([]);
    expect(
      decide([
        '[00:00:01] **Ann:** So shall we agree to put the volume buttons on the left side.',
        '[00:00:04] **Ben:** Yeah, but not for left-handed people.',
      ]),
    ).toEqual([]);
  });
});

describe('user notes in the Summary', () => {
  const transcript2 = [
    '[00:00:01] **Ann:** The prototype casing will be made from yellow plastic with a rubber grip.',
    '[00:00:05] **Ben:** The battery compartment needs a sliding cover on the back of the remote.',
  ].join('\n');

  it('lists substantive note lines under "From your notes:", skipping headings, rules, links, repeats and decisions', () => {
    const result = summarizeExtractive({
      transcript: transcript2,
      language: 'en',
      userNotes: [
        '# My notes',
        '',
        '- Target group 15-35',
        '- Casing made from yellow plastic with rubber grip',
        '- ok',
        '---',
        '[[Some link]]',
        'Plain line about the budget of 12.50 EUR',
        '- Target group 15-35',
        '- Decided: yellow case',
        '- [ ] Ben: order samples',
      ].join('\n'),
    });
    expect(result.notePoints.map((p) => p.text)).toEqual([
      'Target group 15-35',
      'Plain line about the budget of 12.50 EUR',
    ]);
    expect(result.body).toContain(
      '(L2)\n- From your notes:\n  - Target group 15-35\n  - Plain line about the budget of 12.50 EUR\n\n## Decisions\n- Decided: yellow case (from user notes)',
    );
  });

  it('caps the note points at 8 and leaves the Summary unchanged without notes', () => {
    const notes = Array.from({ length: 12 }, (_, i) => `- Note number ${i + 1} about topic ${i + 1}`).join(
      '\n',
    );
    expect(summarizeExtractive({ transcript: transcript2, userNotes: notes }).notePoints).toHaveLength(8);
    expect(summarizeExtractive({ transcript: transcript2 }).body).not.toContain('From your notes');
  });
});
