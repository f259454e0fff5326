/**
 * Review 5 Q13: the language label of a transcript as recorders write it. Names and 3-letter codes (`English`,
 * `eng`, `Deutsch`, `deu`) are the languages they name; a label the text contradicts (Whisper's `de` on English
 * speech) gives way to the language the text reads as, when that one has cue words, and the notices say so —
 * never "None recorded" for decisions and tasks said in so many words.
 * Spec: review5 Q13; review4 P20; issue #5 "Offline summarizer" (cue patterns per language).
 */
import { describe, expect, it } from 'vitest';
import { baseLanguage, summarizeExtractive } from '../src/index.js';

const en =
  '[00:00:01] **Ann Lee:** We decided to go with the rubber casing for the first batch.\n[00:00:05] **Bob Ray:** I will send the supplier quote by Friday.\n';
const de =
  '[00:00:01] **Anna:** Wir haben beschlossen, das Gummigehäuse für die erste Serie zu nehmen.\n[00:00:05] **Bernd:** Ich werde das Angebot des Lieferanten bis Freitag schicken.\n';

describe('Q13: language labels', () => {
  it('maps names and ISO 639-2/3 codes to ISO 639-1', () => {
    const cases: [string, string][] = [
      ['English', 'en'],
      ['eng', 'en'],
      ['en-US', 'en'],
      ['Deutsch', 'de'],
      ['deu', 'de'],
      ['ger', 'de'],
      ['Français', 'fr'],
      ['fra', 'fr'],
      ['Español', 'es'],
      ['pt_BR', 'pt'],
      ['', 'und'],
    ];
    for (const [label, code] of cases) expect(baseLanguage(label), label).toBe(code);
  });

  for (const label of ['English', 'eng', 'en-GB']) {
    it(`an English transcript labelled "${label}" gets its decision and next step, without a notice about the label`, () => {
      const result = summarizeExtractive({ transcript: en, language: label, meetingDate: '2026-05-07' });
      expect(result.language).toBe('en');
      expect(result.decisions).toHaveLength(1);
      expect(result.nextSteps).toHaveLength(1);
      expect(result.notices.join('\n')).not.toContain('labelled');
    });
  }

  for (const label of ['de', 'de-DE', 'fr', 'es']) {
    it(`an English transcript labelled "${label}" is read as English, and the notices say it was`, () => {
      const result = summarizeExtractive({ transcript: en, language: label, meetingDate: '2026-05-07' });
      expect(result.language).toBe('en');
      expect(result.decisions.map((d) => d.line)).toEqual([1]);
      expect(result.nextSteps.map((s) => s.line)).toEqual([2]);
      expect(result.body).not.toContain('None recorded');
      expect(result.notices).toContain(
        `The transcript is labelled \`${baseLanguage(label)}\` but reads as English (\`en\`): decisions and next steps were looked for in English. Fix \`language:\` in the transcript's frontmatter (e.g. \`language: en\`).`,
      );
    });
  }

  it('a German transcript labelled "Deutsch" or "de" is read as German, without a notice about the label', () => {
    for (const label of ['Deutsch', 'de']) {
      const result = summarizeExtractive({ transcript: de, language: label, meetingDate: '2026-05-07' });
      expect(result.language, label).toBe('de');
      expect(result.decisions, label).toHaveLength(1);
      expect(result.nextSteps, label).toHaveLength(1);
      expect(result.notices.join('\n')).not.toContain('labelled');
    }
  });
});
