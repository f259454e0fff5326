/**
 * Review 6 S6, second part: a meeting that mixes English into its own language (a German team's stand-up full of
 * English phrases) is read with the cue words of both, so a decision or task said in English is found as well as one
 * said in the label's language, and the notices say both were used. An English meeting is read in English only.
 * Spec: review6 S6 ("look for cues in both (union) and say so in the context note"); issue #5 "Offline summarizer"
 * (cue patterns per language).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

const germanWithEnglish = [
  '**Anna:** Okay, guten Morgen. Das Backend-Deployment ist done, the pipeline is green.',
  '**Ben:** Wir haben entschieden, das Feature im Release 2.3 zu shippen.',
  '**Anna:** Ich schicke das Update bis Freitag an das ganze Team.',
  '**Ben:** And we decided to drop the old login page for the new one.',
  "**Anna:** Sounds good. I'll write the migration guide by Monday.",
  '**Ben:** Gut, dann sehen wir uns morgen im Daily.',
].join('\n');

const frenchWithEnglish = [
  '**Anne:** Bon, le déploiement est fini et la version est prête.',
  '**Marc:** Nous avons décidé de livrer la version 2.3 vendredi.',
  '**Anne:** We agreed to keep the beta flag on for one more sprint.',
  '**Marc:** Je vais envoyer le rapport demain au client.',
  "**Anne:** Great. I'll update the release notes by Thursday.",
].join('\n');

describe('S6: a meeting that mixes English into its language', () => {
  const cases: [string, string, string, string[], string[]][] = [
    [
      'de',
      germanWithEnglish,
      'German',
      ['Wir haben entschieden', 'drop the old login page'],
      ['Ich schicke das Update', 'write the migration guide'],
    ],
    [
      'fr',
      frenchWithEnglish,
      'French',
      ['Nous avons décidé', 'keep the beta flag'],
      ['Je vais envoyer le rapport', 'update the release notes'],
    ],
  ];
  for (const [label, transcript, name, decisions, tasks] of cases) {
    for (const given of [label, null]) {
      it(`S6: ${name} with English mixed in (${given ? `labelled ${given}` : 'no label'}): decisions and tasks in both languages are found`, () => {
        const result = summarizeExtractive({ transcript, language: given, meetingDate: '2026-06-10' });
        expect(result.language).toBe(label);
        const found = result.decisions.map((d) => d.text).join('\n');
        for (const d of decisions) expect(found).toContain(d);
        const steps = result.nextSteps.map((s) => s.text).join('\n');
        for (const t of tasks) expect(steps).toContain(t);
        // In transcript order, each once.
        const lines = result.decisions.map((d) => d.line);
        expect(lines).toEqual([...new Set(lines)].sort((a, b) => (a ?? 0) - (b ?? 0)));
        expect(result.notices.join('\n')).toContain(
          `The transcript mixes ${name} (\`${label}\`) with English (\`en\`): decisions and next steps were looked for in both.`,
        );
        expect(result.notices.join('\n')).not.toContain('labelled');
      });
    }
  }

  it('S6: an English meeting is read in English only, with no notice about mixing', () => {
    const transcript = [
      '**Ann:** We decided to go with the rubber casing for the first batch.',
      '**Bob:** I will send the supplier quote by Friday.',
      '**Ann:** Das ist gut, danke.',
    ].join('\n');
    const result = summarizeExtractive({ transcript, meetingDate: '2026-06-10' });
    expect(result.language).toBe('en');
    expect(result.decisions).toHaveLength(1);
    expect(result.nextSteps).toHaveLength(1);
    expect(result.notices.join('\n')).not.toContain('mixes');
  });
});
