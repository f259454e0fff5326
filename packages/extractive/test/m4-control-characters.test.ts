import { describe, expect, it } from 'vitest';
import { summarizeExtractive, summarizeExtractiveLines } from '../src/index.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters under test
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * Review3 M4: control characters and bidi overrides in a hand-pasted transcript, the user notes, the attendees or
 * the template never reach the offline summary (body or parts); the words around them are kept.
 */
describe('M4: the offline engine drops pasted control characters from every input', () => {
  const transcript = [
    '[00:00:01] **Bo\u001b[2Kb:** hi \u001b]0;pwned\u0007 there, the casing samples came back from the supplier today.',
    '[00:00:04] **Ann:** We decided to go with the rubber casing \u001b[31mand the matte finish\u001b[0m for the first batch.',
    '[00:00:08] **Ann:** Dana will order the \u009b2Jsamples from the Leeds supplier by Friday.',
  ].join('\n');
  const input = {
    transcript,
    userNotes:
      '- Decision: we keep the \u202eblue\u202c logo\n- Budget \u0007stays at twelve euros per unit\n',
    attendees: ['Dana\u0007 \u202eRay'],
    template: '## Summary \u001b[5m\n## Decisions\n## Next steps\n',
    language: 'en',
    meetingDate: '2026-06-02',
  };

  it('M4: body and parts hold none, in the one-shot and the streamed API alike', async () => {
    const lines = transcript.split('\n');
    for (const result of [summarizeExtractive(input), await summarizeExtractiveLines(lines, input)]) {
      expect(result.body).not.toMatch(RAW);
      expect(
        JSON.stringify([result.keyPoints, result.decisions, result.nextSteps, result.attendees]),
      ).not.toMatch(RAW);
      expect(result.attendees).toEqual(['Bo[2Kb', 'Ann']);
      expect(result.body).toContain('rubber casing [31mand the matte finish[0m for the first batch. (L2)');
      expect(result.body).toContain('we keep the blue logo');
      expect(result.nextSteps.map((s) => s.owner)).toContain('Dana Ray');
    }
  });
});
