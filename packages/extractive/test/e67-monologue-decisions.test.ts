/**
 * Issue 15, session 24 (all real labelled meetings pooled: the sample vault and bench/blind8–blind12), E67: of the
 * decisions wrongly reported on real meetings, the largest kind was a sentence in the middle of one speaker's long turn
 * — a designer presenting how the device will work ("Then we will have the main control in the main device …"), a
 * witness describing what the institution does ("We publish our funding allocations …"), a professor thinking aloud
 * ("we're gonna have to use some care in the knowledge engineering …"). Nobody has agreed to anything there. A decision
 * only a turn of more than 80 words states is left out, unless the room's agreement was read for it or its words say
 * it was settled; tasks are not touched.
 * Spec: issue 15 deliverable 2 (precision: the outcome rather than the proposal).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const PRESENTATION = [
  'So now I will briefly describe the working design of our remote control.',
  'As you know, the energy source is a battery, and then we have some buttons, an infrared source and a chip inside.',
  'The chip reads the buttons and sends the signal through the infrared diode to the television set.',
  'Then we will have the main control in the main device to do the particular action we want.',
  'The user presses a button, the chip encodes it, and the television decodes it and changes the channel or the volume.',
  'That is more or less how every remote control on the market works today, with small differences in the details.',
].join(' ');

const decisions = (turns: string[]) =>
  madeUpMeeting(turns, '2026-05-04').decisions.map((d) => [d.line, d.text]);

describe('E67: a decision only a monologue states is no decision', () => {
  it('E67: a sentence with a decision cue inside a presentation of more than 80 words is left out', () => {
    expect(PRESENTATION.split(/\s+/).length).toBeGreaterThan(80);
    expect(
      decisions([
        'Ann: Okay, over to you for the working design.',
        `Ben: ${PRESENTATION}`,
        'Ann: Mm-hmm. Okay, thanks.',
        'Cat: Any questions on that?',
      ]),
    ).toEqual([]);
  });

  it('E67: the same sentence said as its own turn and agreed to stays a decision', () => {
    expect(
      decisions([
        'Ann: Okay, over to you for the working design.',
        'Ben: Then we will have the main control in the main device to do the particular action we want.',
        'Ann: Yeah, agreed, that works for me.',
        'Cat: Good.',
      ]),
    ).toEqual([
      [2, 'Then we will have the main control in the main device to do the particular action we want.'],
    ]);
  });

  it('E67: a long turn that says the outcome was settled keeps it; its tasks stay', () => {
    const report = [
      'Okay, so management has been in touch with me since our first meeting, and there are a few things from them first.',
      'Since then management has sent a few requirements through to us by email, which I have put in the project folder.',
      "The company's decided that teletext is outdated because of how popular the internet is.",
      'They also want the corporate colour and the slogan on every product, so that it is recognisable as ours.',
      "I'll send the minutes of this meeting to everyone by Friday.",
      'Those are the main points from management for this phase of the project, so keep them in mind as we go.',
    ].join(' ');
    expect(report.split(/\s+/).length).toBeGreaterThan(80);
    const result = madeUpMeeting(
      ['Ann: Right, shall we start?', `Ben: ${report}`, 'Cat: Okay.'],
      '2026-05-04',
    );
    expect(result.decisions.map((d) => [d.line, d.text])).toEqual([
      [2, "The company's decided that teletext is outdated because of how popular the internet is."],
    ]);
    expect(result.nextSteps.map((s) => [s.line, s.text])).toEqual([
      [2, "I'll send the minutes of this meeting to everyone by Friday."],
    ]);
  });
});
