/**
 * E151 (newcomer session 34 A5): a task held to a time is kept whatever form the time is said in — day and month
 * name, numeric dates, "next week", the start or middle of a month — and a due phrase the engine cannot turn into a
 * day is kept as said, never dropping the task. German and French work said in the first person and held to a time
 * ("Ich kläre das bis 20.12.2026.", "Je corrige le bug d'ici jeudi.") is the speaker's task; "next week" is the Friday
 * of the week after the meeting's; a weekday without a meeting date is written as said ("Freitag", not "freitag").
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date, only when stated); review11 X16.
 */
import { describe, expect, it } from 'vitest';
import { findDue } from '../src/cues/find-due.js';
import { findDueIn } from '../src/cues/find-due-de-fr.js';
import { summarizeExtractive } from '../src/index.js';

/** A Saturday. */
const MEETING = '2026-12-05';

describe('E151: due phrases keep the task', () => {
  it('E151: German, French and English tasks held to a date in any form are kept, each with its owner and due', () => {
    const cases: [string, string, string, string][] = [
      ['de', 'Bernd Weiß', 'Ich prüfe die Rechnung bis Mittwoch, den 9.12.', '2026-12-09'],
      ['de', 'Anna', 'Ich erledige die Abrechnung bis zum 15. Dezember.', '2026-12-15'],
      ['de', 'Anna', 'Ich kläre die Abrechnung bis 20.12.2026.', '2026-12-20'],
      ['de', 'Anna', 'Ich rufe den Kunden nächste Woche an.', '2026-12-11'],
      ['de', 'Anna', 'Ich buche die Reise bis Anfang Januar.', 'Anfang Januar'],
      ['de', 'Anna', 'Ich übernehme die Planung bis zum 3. Januar 2027.', '2027-01-03'],
      ['de', 'Anna', 'Bis Freitag bereite ich die Folien vor.', '2026-12-11'],
      ['de', 'Anna', 'Dann prüfe ich die Angebote bis 12.12.', '2026-12-12'],
      ['fr', 'Amélie', "Je corrige le bug d'ici jeudi.", '2026-12-10'],
      ['fr', 'Amélie', 'Je relance le client avant le 15 décembre.', '2026-12-15'],
      ['fr', 'Amélie', "J'envoie le devis pour le 20/12/2026.", '2026-12-20'],
      ['fr', 'Amélie', 'Je contacte le fournisseur la semaine prochaine.', '2026-12-11'],
      ['fr', 'Amélie', "Je termine le rapport d'ici début janvier.", 'début janvier'],
      ['en', 'Anna', 'I will prepare the report by 12/20.', '2026-12-20'],
      ['en', 'Anna', 'I will call the customer next week.', '2026-12-11'],
      ['en', 'Anna', 'I will send the budget by December 15.', '2026-12-15'],
      ['en', 'Anna', 'I will send the budget by 15 December 2026.', '2026-12-15'],
      ['en', 'Anna', 'I will book the venue by early January.', 'early January'],
    ];
    for (const [language, speaker, said, due] of cases) {
      const transcript = [`**${speaker}:** ${said}`, '**Zoe:** Okay.'].join('\n');
      const r = summarizeExtractive({ transcript, language, meetingDate: MEETING });
      expect(
        r.nextSteps.map((s) => [s.owner, s.text, s.due]),
        `${language}: ${said}`,
      ).toEqual([[speaker, said, due]]);
    }
  });

  it('E151: first-person states, opinions and the past are no tasks, with a time or without', () => {
    const said: [string, string][] = [
      ['de', 'Ich habe am Montag keinen Termin frei.'],
      ['de', 'Ich war am 3.12. beim Kunden.'],
      ['de', 'Ich glaube, die Planung reicht bis Januar.'],
      ['de', 'Ich prüfe gerade die Rechnung.'],
      ['fr', "Je suis en congé jusqu'à lundi prochain."],
      ['fr', "J'ai fini le rapport pour le 15 janvier."],
      ['fr', 'Je pense que le budget suffit pour le 15 janvier.'],
      ['fr', "Je ne travaille pas jusqu'au 20 décembre."],
    ];
    for (const [language, text] of said) {
      const r = summarizeExtractive({
        transcript: `**Anna:** ${text}\n**Zoe:** Okay.`,
        language,
        meetingDate: MEETING,
      });
      expect(r.nextSteps, `${language}: ${text}`).toEqual([]);
    }
  });

  it('E151: "next week" is the Friday of the week after the meeting (any meeting weekday), the phrase without a date', () => {
    // Monday 2026-12-07 and Sunday 2026-12-13: the next week's Friday is 2026-12-18.
    for (const day of ['2026-12-07', '2026-12-13']) {
      expect(findDue('I will call the customer next week.', day)).toBe('2026-12-18');
      expect(findDue('I will send it by next week.', day)).toBe('2026-12-18');
      expect(findDueIn('Ich rufe den Kunden bis nächste Woche an.', 'de', day)).toBe('2026-12-18');
      expect(findDueIn('Ich rufe den Kunden in der kommenden Woche an.', 'de', day)).toBe('2026-12-18');
      expect(findDueIn('Je contacte le client la semaine prochaine.', 'fr', day)).toBe('2026-12-18');
    }
    expect(findDue('I will call the customer next week.')).toBe('next week');
    expect(findDue("I will raise it by next week's meeting.", MEETING)).not.toMatch(/^\d/);
    expect(findDueIn('Ich rufe den Kunden nächste Woche an.', 'de')).toBe('nächste Woche');
    expect(findDueIn('Je contacte le client la semaine prochaine.', 'fr')).toBe('la semaine prochaine');
  });

  it('E151: without a meeting date every phrase is kept as written, not lower-cased', () => {
    expect(findDueIn('Ich schicke die neue Kampagne bis Freitag an alle.', 'de')).toBe('Freitag');
    expect(findDueIn('Ich schicke die Liste bis zum 15. Dezember.', 'de')).toBe('15. Dezember');
    expect(findDueIn('Ich schicke die Liste bis nächsten Monat.', 'de')).toBe('nächsten Monat');
    expect(findDueIn('Ich schicke die Liste bis Mitte Januar.', 'de')).toBe('Mitte Januar');
    expect(findDueIn('Je corrige le bug avant Vendredi.', 'fr')).toBe('Vendredi');
    expect(findDueIn('Je corrige le bug avant le 15 Décembre.', 'fr')).toBe('15 Décembre');
    expect(findDueIn('Je corrige le bug pour mi-décembre.', 'fr')).toBe('mi-décembre');
    expect(findDue('I will book the venue by the middle of March.')).toBe('middle of March');
    // The task keeps its phrase in the summary.
    const r = summarizeExtractive({
      transcript: '**Anna:** Ich schicke die neue Kampagne bis Freitag an alle.\n**Zoe:** Gut.',
      language: 'de',
    });
    expect(r.body).toContain('(due Freitag)');
  });
});

describe('E151: a month part is a due date only after a lead word', () => {
  it('E151: "by mid-January" is a due phrase; "I\'ll tell them late November, no date." is none', () => {
    expect(findDue("I'll get the application in by mid-January.", MEETING)).toBe('mid-January');
    expect(findDue("I'll tell them late November, no date.", MEETING)).toBeNull();
    expect(findDueIn('Wir treffen uns Anfang Januar wieder.', 'de', MEETING)).toBe('Anfang Januar');
  });
});
