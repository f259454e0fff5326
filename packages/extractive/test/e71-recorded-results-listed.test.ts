/**
 * Issue 15, session 26, E71: a committee that decides by vote (bench/blind13 education_6, a Senedd Stage 2 sitting)
 * records one result per amendment — 31 there. E69 reads each as a decision, but the summary listed 12 decisions at
 * most (review10 W12's cap), so the note showed the first twelve votes and counted the other nineteen in its closing
 * line: the later votes, the Government's own amendments among them, were never shown. A committee's recorded results
 * are now listed besides the cap of the other decisions (up to 60), the other decisions still up to 12, and what
 * is left out is still counted (W12).
 * Spec: issue 15 (recall of decisions on real meetings); review10 W12 (what a limit leaves out is said).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

const CHOICES =
  'the yellow casing,a rubber case,two batteries,a red standby button,the fruit theme,a curved shape,the price of 25 euros,a spongy feel,no LCD screen,a voice recognition module,a kinetic charger,the simple button layout,large volume keys,a channel wheel'.split(
    ',',
  );

/** A chair's vote on amendment `n`: the question put, the show of hands, the recorded result. */
const vote = (n: number, agreed: boolean) =>
  `**Chair:** The question is that amendment ${n} be agreed. Does any Member object? All those in favour? All those against? So, there voted ${agreed ? 'four' : 'two'} in favour, ${agreed ? 'two' : 'four'} against, and amendment ${n} is ${agreed ? '' : 'not '}agreed.`;

describe('E71: a committee’s recorded results are all listed', () => {
  it('E71: twenty votes of a Stage 2 sitting are twenty decisions in the note, none counted as left out', () => {
    const transcript = [
      '**Chair:** Good morning and welcome to this Stage 2 sitting of the committee on the Bill.',
      ...Array.from({ length: 20 }, (_, i) => vote(i + 1, i % 3 === 0)),
      '**Chair:** That brings us to the end of our amendments. Thank you all.',
    ].join('\n');
    const result = summarizeExtractive({ transcript, language: 'en' });
    expect(result.decisions.map((d) => d.line)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    expect(result.decisions[19]!.text).toContain('amendment 20 is not agreed');
    expect(result.body).not.toContain('not listed');
    expect(result.notices.join('\n')).not.toContain('not listed');
  });

  it('E71: votes and fourteen other decisions: every vote and twelve others listed, two counted', () => {
    const transcript = [
      ...CHOICES.map((x) => `**Ben:** We decided to go with ${x}.`),
      ...Array.from({ length: 15 }, (_, i) => vote(i + 1, i % 2 === 0)),
    ].join('\n');
    const result = summarizeExtractive({ transcript, language: 'en' });
    const lines = result.decisions.map((d) => d.line);
    expect(lines).toEqual([
      ...Array.from({ length: 12 }, (_, i) => i + 1),
      ...Array.from({ length: 15 }, (_, i) => i + 15),
    ]);
    expect(result.body).toContain('- … 2 more decisions not listed (L13–L14); see the transcript.');
    expect(result.notices.join('\n')).toContain(
      '27 decisions are listed in the summary; 2 more found in the transcript (L13–L14)',
    );
  });

  it('E71: past 60 recorded results the rest are counted, as W12 counts any list it cuts', () => {
    const transcript = Array.from({ length: 64 }, (_, i) => vote(i + 1, i % 2 === 1)).join('\n');
    const result = summarizeExtractive({ transcript, language: 'en' });
    expect(result.decisions).toHaveLength(60);
    expect(result.body).toContain('- … 4 more decisions not listed (L61–L64); see the transcript.');
  });
});
