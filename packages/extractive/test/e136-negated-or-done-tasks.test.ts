/**
 * Issue 15 (precision of next steps), E136: a commitment negated in its own clause, or taken back in the same breath
 * as done already, is no task. German and French had no such rule: "Ich werde den Bericht nicht schicken.", "Das
 * mache ich nicht bis Freitag.", "Je vais pas envoyer le rapport." (spoken French drops the "ne") were next steps; in
 * English "I'm going to send the report, no, actually I already did." was one. The commitments beside them, and a
 * negation that is not the task's ("Ich habe keine Zeit, aber ich schicke …", "Je sais pas, mais je vais …",
 * "Ich werde nicht nur …"), stay.
 * Spec: issue 15 deliverable 2 (precision: decisions and next steps are about the work, not past or refused work).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';

/** The next steps' texts of a short meeting in `language`: two lines of context, then `lines`, one turn each. */
function steps(language: string, lines: readonly string[]): string[] {
  const context: Record<string, string[]> = {
    de: [
      'Anna: Gut, dann schauen wir uns jetzt die Zahlen für das Budget des Projekts an.',
      'Ben: Ja, die Kosten sind in diesem Quartal deutlich gestiegen, das müssen wir besprechen.',
    ],
    fr: [
      'Anna: Bon, regardons maintenant les chiffres du budget pour le projet.',
      'Ben: Oui, les coûts ont beaucoup augmenté ce trimestre, il faut en parler.',
    ],
    en: [
      'Anna: Okay, let us look at the budget figures for the remote control project now.',
      'Ben: Yes, the figures from marketing show the costs are rising quite a bit this quarter.',
    ],
  };
  const transcript = [...context[language]!, ...lines]
    .map((t, i) => `[00:${String(i).padStart(2, '0')}:00] **${t.replace(': ', ':** ')}`)
    .join('\n');
  return summarizeExtractive({ transcript, language, meetingDate: '2026-12-05' }).nextSteps.map(
    (s) => s.text,
  );
}

describe('E136: negated or already-done commitments are no next steps', () => {
  it('E136: German — a negation in the commitment\'s clause drops it; "nicht nur" and a negated state before "aber" do not', () => {
    expect(
      steps('de', [
        'Ben: Ich werde den Bericht nicht schicken.',
        'Anna: Das mache ich nicht bis Freitag.',
        'Ben: Ich werde keinen Bericht schicken.',
        'Anna: Ich kümmere mich nicht um den Bericht.',
      ]),
    ).toEqual([]);
    expect(
      steps('de', [
        'Ben: Ich werde den Bericht bis Freitag schicken.',
        'Anna: Ich habe keine Zeit heute, aber ich schicke die Folien bis Freitag.',
        'Ben: Ich werde nicht nur den Bericht schicken, sondern auch die Folien.',
      ]),
    ).toHaveLength(3);
  });

  it('E136: French — "pas", "jamais", "rien" after "je" drop the commitment; "je sais pas, mais je vais …" stays', () => {
    expect(
      steps('fr', [
        'Ben: Je vais pas envoyer le rapport.',
        'Anna: Je ferai jamais ce rapport.',
        'Ben: Je prépare pas le rapport pour jeudi.',
      ]),
    ).toEqual([]);
    expect(
      steps('fr', [
        'Ben: Je sais pas, mais je vais envoyer le rapport jeudi.',
        'Anna: Je vais envoyer le budget.',
      ]),
    ).toHaveLength(2);
  });

  it('E136: English — a task said done in the same breath is none; "…, and we already have the figures" keeps it', () => {
    expect(
      steps('en', [
        "Ben: I'm going to send the report, no, actually I already did.",
        "Anna: I'll send the report to marketing, I did that yesterday actually.",
        "Ben: I'll send the report to marketing, I've already done it.",
      ]),
    ).toEqual([]);
    expect(
      steps('en', ["Ben: I'll send the report to marketing by Friday, and we already have the figures."]),
    ).toHaveLength(1);
  });
});
