/**
 * Review 10 W12: the offline engine lists at most 12 decisions and 15 next steps; the ones past that are counted
 * in a closing line of their section and a notice (run record), never dropped without a word.
 * Spec: review10 W12; seed 003 (decisions and next steps in the summary).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

const ITEMS =
  'the yellow casing,a rubber case,two batteries,a red standby button,the fruit theme,a curved shape,the price of 25 euros,a spongy feel,no LCD screen,a voice recognition module,a kinetic charger,the simple button layout,large volume keys,a channel wheel,the company logo on the back,a glow in the dark finish,recycled plastic,a two year warranty,shipping in May,a launch event in Paris'.split(
    ',',
  );

describe('W12: decisions and next steps past the listed number are counted', () => {
  it('W12: 20 decisions: 12 listed in order, a line names the 8 others and their lines, a notice says so', () => {
    const transcript = ITEMS.flatMap((x, i) => [
      `[00:${String(i).padStart(2, '0')}:00] **Anna:** Next item is ${x}, what do you all think about it?`,
      `[00:${String(i).padStart(2, '0')}:30] **Ben:** We decided to go with ${x}.`,
    ]).join('\n');
    const result = summarizeExtractive({ transcript, language: 'en' });
    expect(result.decisions).toHaveLength(12);
    const lines = result.decisions.map((d) => d.line ?? 0);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(result.body).toContain('- … 8 more decisions not listed (L26–L40); see the transcript.');
    expect(result.notices.join('\n')).toContain('8 more found in the transcript (L26–L40)');
  });

  it('W12: 18 next steps: 15 listed, a line names the 3 others; none left out says nothing', () => {
    const names = ['Ann', 'Ben', 'Cleo'];
    const transcript = ITEMS.slice(0, 18)
      .map((x, i) => `**${names[i % 3]}:** I will order ${x} for the prototype by Friday.`)
      .join('\n');
    const result = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-05-01' });
    const found = result.nextSteps.length;
    expect(found).toBe(15);
    expect(result.body).toContain('- … 3 more next steps not listed (L16–L18); see the transcript.');
    expect(result.notices.join('\n')).toContain('15 next steps are listed in the summary; 3 more');
    const few = summarizeExtractive({
      transcript: transcript.split('\n').slice(0, 3).join('\n'),
      language: 'en',
    });
    expect(few.body).not.toContain('not listed');
    expect(few.notices.join('\n')).not.toContain('not listed');
  });
});
