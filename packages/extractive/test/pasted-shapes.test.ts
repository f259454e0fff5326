import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

const turns = [
  ['Mira Solberg', 'We have to decide on the casing today.'],
  ['Tove Arndt', 'I will send the supplier quote by Friday.'],
  ['Mira Solberg', 'Okay, we decided to go with the rubber casing.'],
  ['Tove Arndt', 'Mira, can you update the budget sheet?'],
  ['Mira Solberg', "Sure, I'll update the budget sheet tomorrow."],
] as const;

const shapes: Record<string, string> = {
  'plain "Name: text"': turns.map(([who, said]) => `${who}: ${said}`).join('\n'),
  '"[hh:mm:ss] Name: text"': turns.map(([who, said], i) => `[00:00:0${i}] ${who}: ${said}`).join('\n'),
  'Otter heading lines': turns.map(([who, said], i) => `${who}  0:0${i}\n${said}\n`).join('\n'),
  'pasted Teams WebVTT': `WEBVTT\n\n${turns
    .map(([who, said], i) => `00:00:0${i}.000 --> 00:00:0${i}.900\n<v ${who}>${said}</v>\n`)
    .join('\n')}`,
};

describe('I10.2: the offline engine finds speakers and owners in hand-pasted transcripts', () => {
  for (const [shape, transcript] of Object.entries(shapes)) {
    it(`${shape}: attendees from the speakers, next steps with owners, no markup`, () => {
      const result = summarizeExtractive({ transcript, meetingDate: '2026-05-04' });
      expect(result.attendees.sort()).toEqual(['Mira Solberg', 'Tove Arndt']);
      expect(result.nextSteps.length).toBeGreaterThan(0);
      expect(result.nextSteps.every((step) => step.owner !== null)).toBe(true);
      expect(result.nextSteps.map((s) => s.owner)).toContain('Tove Arndt');
      expect(result.body).not.toMatch(/<\/?v|-->|WEBVTT/);
    });
  }
});
