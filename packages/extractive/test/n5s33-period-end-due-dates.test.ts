/**
 * Newcomer session 33 N5: a next step "by end of month" got "(due end of month)" while "by Wednesday" and
 * "by next Friday" beside it were resolved to dates. The end of the meeting's month, quarter or year, the end of
 * a named month and a span of days or weeks from the meeting day are now dates too, in English, German and
 * French, when the meeting date is known; without it the phrase is kept as before; "end of the week" (Friday or
 * Sunday?) stays a phrase.
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date, only when stated); review11 X16.
 */
import { describe, expect, it } from 'vitest';
import { findDue } from '../src/cues/find-due.js';
import { findDueIn } from '../src/cues/find-due-de-fr.js';

describe('N5: the end of a period is a date when the meeting day is known', () => {
  it('English: month, quarter, year, a named month, spans', () => {
    const cases: [string, string | null][] = [
      ['Bob to draft the onboarding checklist by end of month.', '2026-04-30'],
      ['I will send it before the end of the month.', '2026-04-30'],
      ['We ship by the end of this quarter.', '2026-06-30'],
      ['Finish the audit by the end of the year.', '2026-12-31'],
      ['I will report back by the end of March.', '2027-03-31'],
      ['I will report back by the end of June.', '2026-06-30'],
      ['I will report back by the end of April 2027.', '2027-04-30'],
      ['I will have the draft in two weeks.', '2026-04-17'],
      ['I will have the draft in 3 days.', '2026-04-06'],
      ['I will have the draft in a week.', '2026-04-10'],
      ['I will tidy the list by the end of the week.', 'end of the week'],
    ];
    for (const [text, due] of cases) expect(findDue(text, '2026-04-03'), text).toBe(due);
  });

  it('a February meeting: the month ends on the 28th, a leap year on the 29th', () => {
    expect(findDue('Send it by the end of the month.', '2026-02-10')).toBe('2026-02-28');
    expect(findDue('Send it by the end of the month.', '2028-02-10')).toBe('2028-02-29');
    expect(findDue('Send it by the end of the quarter.', '2026-11-02')).toBe('2026-12-31');
  });

  it('without a meeting date the phrase is kept', () => {
    expect(findDue('Bob to draft the checklist by end of month.')).toBe('end of month');
    expect(findDue('I will have the draft in two weeks.')).toBe('in two weeks');
  });

  it('German and French', () => {
    const cases: [string, string, string | null][] = [
      ['de', 'Ich schicke die Liste bis Ende des Monats.', '2026-04-30'],
      ['de', 'Ich schicke die Liste bis Ende dieses Quartals.', '2026-06-30'],
      ['de', 'Ich schicke die Liste bis Ende des Jahres.', '2026-12-31'],
      ['de', 'Ich schicke die Liste bis Ende Mai.', '2026-05-31'],
      ['de', 'Ich schicke die Liste in zwei Wochen.', '2026-04-17'],
      ['de', 'Ich schicke die Liste in drei Tagen.', '2026-04-06'],
      ['fr', 'Je vais envoyer le devis avant la fin du mois.', '2026-04-30'],
      ['fr', 'Je vais envoyer le devis avant la fin du trimestre.', '2026-06-30'],
      ['fr', "Je vais envoyer le devis avant la fin de l'année.", '2026-12-31'],
      ['fr', 'Je vais envoyer le devis fin mai.', '2026-05-31'],
      ['fr', 'Je vais envoyer le devis dans deux semaines.', '2026-04-17'],
      ['fr', 'Je vais envoyer le devis dans trois jours.', '2026-04-06'],
      // E151: the Friday of the week after the meeting's.
      ['de', 'Ich schicke die Liste bis nächste Woche.', '2026-04-10'],
    ];
    for (const [language, text, due] of cases)
      expect(findDueIn(text, language, '2026-04-03'), `${language}: ${text}`).toBe(due);
    expect(findDueIn('Ich schicke die Liste bis Ende des Monats.', 'de')).toBe('Ende des Monats');
  });
});
