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

  // Review 6 S6: a team that mixes English phrases into its own language keeps its (correct) label.
  const mixed: [string, string, string, string][] = [
    [
      'de',
      "**Anna:** Okay, let's go. Das Backend-Deployment ist done, the pipeline is green.\n**Ben:** Wir haben entschieden, das Feature im Release 2.3 zu shippen.\n**Anna:** Cool, sounds good. Ich schicke das Update bis Freitag.\n**Ben:** Perfect, the team is happy. See you tomorrow.\n**Anna:** Yes, the sprint review is on Monday, the demo is ready.\n",
      'Wir haben entschieden',
      'Ich schicke das Update',
    ],
    [
      'de',
      "**Anna:** Wir haben entschieden, das Release zu verschieben.\n**Ben:** Ich schicke die Mail morgen.\n**Anna:** Okay, sounds good, let's do the standup tomorrow at nine, the whole team will be there.\n",
      'Wir haben entschieden',
      'Ich schicke die Mail',
    ],
    [
      'fr',
      '**Anne:** Ok, the build is green, le déploiement est fini.\n**Marc:** Nous avons décidé de livrer la version 2.3 vendredi.\n**Anne:** Je vais envoyer le rapport demain.\n**Marc:** Great, thanks, see you on Monday for the demo.\n',
      'Nous avons décidé',
      'Je vais envoyer',
    ],
  ];
  for (const [label, transcript, decision, task] of mixed) {
    it(`S6: a "${label}" meeting with English phrases mixed in keeps its label; its decision and next step are found`, () => {
      const result = summarizeExtractive({ transcript, language: label, meetingDate: '2026-06-10' });
      expect(result.language).toBe(label);
      expect(result.decisions.map((d) => d.text).join('\n')).toContain(decision);
      expect(result.nextSteps.map((s) => s.text).join('\n')).toContain(task);
      expect(result.notices.join('\n')).not.toContain('labelled');
    });
  }
});
