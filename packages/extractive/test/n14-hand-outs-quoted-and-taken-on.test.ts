import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const steps = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').nextSteps.map((s) => `${s.owner} <${s.speaker}>: ${s.text} | ${s.due}`);

// The README's "Your own meeting" example (examples/transcripts/teams.vtt as `ma import` writes it).
const teams = [
  'Mira Solberg: Okay, let us start. We have to settle the casing for the field sensor today.',
  'Tove Arndt: The rubber casing costs twelve euros per unit, the plastic one eight.',
  'Kofi Mensah: Rubber survives the drop test, plastic cracked twice.',
  'Mira Solberg: Then we decided to go with the rubber casing & the matte finish for the first batch.',
  'Tove Arndt: I will send the supplier quote to everyone by Friday.',
  "Kofi Mensah: I'll book the climate chamber for the next drop test.",
  'Mira Solberg: Good. Kofi, please also update the test plan in the project folder.',
  "Kofi Mensah: Sure, I'll update the test plan tomorrow.",
];

describe("N14 a hand-out is the task under its owner's name, never the asker's words; handed out and taken on is one item", () => {
  it("README's teams.vtt: Mira's request is Kofi's task, once, with the due date Kofi gave", () => {
    const got = steps(teams);
    expect(got.filter((s) => /test plan/.test(s))).toEqual([
      'Kofi Mensah <Mira Solberg>: Update the test plan in the project folder. | 2026-05-05',
    ]);
    expect(got.join('\n')).not.toMatch(/Kofi, please|Good\./);
  });

  it.each([
    [
      'Right. Ben, please order the samples for the fair by Wednesday.',
      'Order the samples for the fair by Wednesday.',
    ],
    [
      'Thanks. Ben, could you also order the samples for the fair by Wednesday?',
      'Order the samples for the fair by Wednesday',
    ],
    [
      'Fine, good. Ben, please also order the samples for the fair by Wednesday.',
      'Order the samples for the fair by Wednesday.',
    ],
  ])('any two speakers, any short opener: %s', (request, task) => {
    const got = steps([
      'Alice Moreau: The samples for the trade fair are the first thing on the list this morning.',
      request.replace(/^/, 'Alice Moreau: '),
      'Ben Okafor: Sure, I will order the samples today.',
    ]);
    expect(got.filter((s) => /samples/.test(s))).toEqual([`Ben Okafor <Alice Moreau>: ${task} | 2026-05-06`]);
  });

  it("a hand-out the engine cannot turn into a task keeps the asker's name with the words (no misquote)", () => {
    const got = madeUpMeeting(
      [
        'Alice Moreau: The samples for the trade fair are the first thing on the list this morning.',
        'Alice Moreau: Whatever happens with the budget, Ben, order the samples by Wednesday.',
      ],
      '2026-03-13',
    );
    for (const s of got.nextSteps)
      if (s.owner !== s.speaker && /Ben,/.test(s.text)) expect(s.askedBy).toBe('Alice Moreau');
  });
});
