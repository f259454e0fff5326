import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { isPlanStep, opensPlan } from '../src/topics/stated-business.js';
import { TALK, transcript } from './library-board-meeting.js';

describe('E256: the meeting plan said as a sequence of "then we\'ll" sentences', () => {
  it('reads "then we\'ll …" as a step and "I\'ll …" or "first we\'ll …" as its opener, not questions or denials', () => {
    expect(isPlanStep("Then we'll have the roof presentation.")).toBe(true);
    expect(isPlanStep('Then, we will look at the grant application.')).toBe(true);
    expect(isPlanStep("So then I'll go through the budget.")).toBe(true);
    expect(isPlanStep("Then we'll see about that?")).toBe(false);
    expect(isPlanStep("Then we won't need the roofer.")).toBe(false);
    expect(isPlanStep('Then the roof leaked again.')).toBe(false);
    expect(opensPlan("I'll go ahead and go through the minutes from the previous meeting.")).toBe(true);
    expect(opensPlan("First we're going to hear the treasurer's report.")).toBe(true);
    expect(opensPlan("We'll never finish the roof.")).toBe(false);
    expect(opensPlan('The roof leaked.')).toBe(false);
  });

  it("quotes the chair's plan with its steps as the meeting's agenda", () => {
    const opening =
      "Okay. Um I'll go ahead and go through the minutes from the previous meeting. Uh and then we'll have the roof repair presentation. Um then we will um do an evaluation of the grant application. Uh or we'll see what. Then we'll go through the book sale money and see if we can pay for the desks. Um let's see, minutes from the last meeting.";
    const result = summarizeExtractive({ transcript: transcript([opening, ...TALK]), language: 'en' });
    expect(result.keyPoints.filter((k) => k.line === 1).map((k) => k.text)).toEqual([
      "I'll go ahead and go through the minutes from the previous meeting. Then we'll have the roof repair presentation. Then we will do an evaluation of the grant application. Then we'll go through the book sale money and see if we can pay for the desks.",
    ]);
  });

  it('reads one "then" as the talk going on, not a plan', () => {
    const opening =
      "Okay. Um I'll go ahead and go through the minutes from the previous meeting. Uh and then we'll have the roof repair presentation. Um let's see, minutes from the last meeting.";
    const result = summarizeExtractive({ transcript: transcript([opening, ...TALK]), language: 'en' });
    expect(
      result.keyPoints.some((k) => k.text.includes("Then we'll have the roof repair presentation")),
    ).toBe(false);
  });
});
