/**
 * Review 4 P13: "From your notes" shows at most a few of the user's note lines; the ones left out
 * are counted in a line, never dropped without a word.
 * Spec: review 4 P13; seed 003 (outputs from the transcript and user notes).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

describe('P13: note lines left out are counted', () => {
  it('P13: twelve distinct note lines: the summary says how many were not shown', () => {
    const notes = Array.from(
      { length: 12 },
      (_, i) => `- Observation number ${i + 1} about colour option ${i + 1}`,
    );
    const result = summarizeExtractive({
      transcript: '[00:00:01] **Ann:** Okay, let us look at the casing today.\n',
      userNotes: notes.join('\n'),
      language: 'en',
    });
    const shown = result.notePoints.length;
    expect(shown).toBeLessThan(12);
    expect(result.body).toContain(`  - (${12 - shown} more lines of your notes not shown here)`);
  });
});
