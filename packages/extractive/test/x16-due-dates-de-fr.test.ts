/**
 * Review 11 X16: due dates are found in German and French tasks as in English — weekdays ("bis Freitag", "avant
 * vendredi"), dates ("bis zum 3. Mai", "avant le 15 juin", "am 3.6."), "morgen"/"demain" and the stated phrases.
 * Spec: review11 X16; issue #5 "Offline summarizer" (next steps with owner and due date, only when stated).
 */
import { describe, expect, it } from 'vitest';
import { findDueIn } from '../src/cues/find-due-de-fr.js';
import { summarizeExtractive } from '../src/index.js';

describe('X16: German and French due dates', () => {
  it('X16: a German and a French meeting give their tasks the stated due dates', () => {
    const german = [
      '**Clara:** Ich schicke die Liste bis Freitag.',
      '**Bernd:** Ich kümmere mich bis zum 3. Mai um die Lieferanten.',
      '**Dieter:** Ich schreibe den Bericht bis morgen.',
    ].join('\n');
    const de = summarizeExtractive({ transcript: german, language: 'de', meetingDate: '2026-04-08' });
    expect(de.nextSteps.map((s) => [s.owner, s.due])).toEqual([
      ['Clara', '2026-04-10'],
      ['Bernd', '2026-05-03'],
      ['Dieter', '2026-04-09'],
    ]);
    expect(de.body).toContain('(due 2026-04-10)');
    const french = [
      '**Bruno:** Je vais envoyer le devis à Mme. Martin avant vendredi.',
      '**Chloé:** Je vais préparer la présentation pour demain.',
    ].join('\n');
    const fr = summarizeExtractive({ transcript: french, language: 'fr', meetingDate: '2026-04-08' });
    expect(fr.nextSteps.map((s) => [s.owner, s.due])).toEqual([
      ['Bruno', '2026-04-10'],
      ['Chloé', '2026-04-09'],
    ]);
  });

  it('X16: every German and French date form, resolved against the meeting date (Wednesday 2026-04-08)', () => {
    const cases: [string, string, string | null][] = [
      ['de', 'Ich schicke die Liste bis Freitag.', '2026-04-10'],
      ['de', 'Ich schicke die Liste bis zum Freitag.', '2026-04-10'],
      ['de', 'Ich schicke die Liste am Montag.', '2026-04-13'],
      ['de', 'Ich schicke die Liste diesen Freitag.', '2026-04-10'],
      ['de', 'Ich schicke die Liste bis nächsten Freitag.', '2026-04-17'],
      ['de', 'Ich schicke die Liste nächste Woche Dienstag.', '2026-04-14'],
      ['de', 'Ich schicke die Liste bis zum 3. Mai.', '2026-05-03'],
      ['de', 'Ich schicke die Liste bis zum 15. März.', '2027-03-15'],
      ['de', 'Ich schicke die Liste bis 15.5. an alle.', '2026-05-15'],
      ['de', 'Ich schicke die Liste bis zum 15.05.2026.', '2026-05-15'],
      ['de', 'Ich schicke die Liste bis zum 20.', '2026-04-20'],
      ['de', 'Ich schicke die Liste bis morgen.', '2026-04-09'],
      ['de', 'Ich schicke die Liste übermorgen.', '2026-04-10'],
      ['de', 'Ich schicke die Liste noch heute.', '2026-04-08'],
      // E151: "next week" is the Friday of the week after the meeting's.
      ['de', 'Ich schicke die Liste bis nächste Woche.', '2026-04-17'],
      ['de', 'Ich schicke die Liste bis Ende des Monats.', '2026-04-30'],
      ['de', 'Ich schicke die Liste heute Morgen.', null],
      ['de', 'Ich gehe in den 3. Stock.', null],
      ['de', 'Das kostet bis 2.5 Millionen.', null],
      ['de', 'Ich schicke die Liste bis 15 Uhr.', null],
      ['fr', 'Je vais envoyer le devis avant vendredi.', '2026-04-10'],
      ['fr', "Je vais envoyer le devis d'ici lundi.", '2026-04-13'],
      ['fr', 'Je vais envoyer le devis ce vendredi.', '2026-04-10'],
      ['fr', 'Je vais envoyer le devis vendredi prochain.', '2026-04-17'],
      ['fr', 'Je vais envoyer le devis avant le 15 juin.', '2026-06-15'],
      ['fr', "Je vais envoyer le devis d'ici le 1er mai.", '2026-05-01'],
      ['fr', 'Je vais envoyer le devis pour le 20.', '2026-04-20'],
      ['fr', 'Je vais envoyer le devis avant le 15/05.', '2026-05-15'],
      ['fr', 'Je vais envoyer le devis demain.', '2026-04-09'],
      ['fr', 'Je vais envoyer le devis après-demain.', '2026-04-10'],
      ['fr', 'Je vais envoyer le devis la semaine prochaine.', '2026-04-17'],
      ['fr', 'Je vais envoyer le devis dès que possible.', null],
      ['fr', 'Je vais envoyer le devis à 15 h.', null],
      ['de', 'Ich schicke die Liste am 2026-05-02.', '2026-05-02'],
      ['es', 'Enviaré la lista el viernes 2026-05-02.', '2026-05-02'],
      ['es', 'Enviaré la lista el viernes.', null],
    ];
    for (const [language, text, due] of cases)
      expect(findDueIn(text, language, '2026-04-08'), `${language}: ${text}`).toBe(due);
  });

  it('X16: without a meeting date the phrase is kept', () => {
    expect(findDueIn('Ich schicke die Liste bis Freitag.', 'de')).toBe('Freitag');
    expect(findDueIn('Je vais envoyer le devis avant le 15 juin.', 'fr')).toBe('15 juin');
  });
});
