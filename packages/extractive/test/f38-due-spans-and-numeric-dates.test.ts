/**
 * Review session 34 (of F33) and newcomer session 34 A5: a deadline said as a span with a larger number or another
 * lead word ("within two weeks", "in ten days", "in a fortnight", "in vierzehn Tagen", "dans quinze jours"), as a
 * compact period end ("by month end", "bis Monatsende", "en fin de mois") or as a day and month in numbers ("by
 * 12/20") gave no due date at all, not even the phrase, while "in two weeks" and "by the end of the month" were dates.
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date, only when stated); review11 X16.
 */
import { describe, expect, it } from 'vitest';
import { findDue } from '../src/cues/find-due.js';
import { findDueIn } from '../src/cues/find-due-de-fr.js';

const MEETING = '2026-12-05';

describe('F38: spans, compact period ends and numeric dates are due dates', () => {
  it('English spans and period ends: dates with a meeting day, the phrase without', () => {
    const cases: [string, string, string][] = [
      ['I will send the figures within two weeks.', '2026-12-19', 'within two weeks'],
      ['I will send the figures in ten days.', '2026-12-15', 'in ten days'],
      [
        'I will send the figures within the next fourteen days.',
        '2026-12-19',
        'within the next fourteen days',
      ],
      ['I will send the figures in a fortnight.', '2026-12-19', 'in a fortnight'],
      ['I will send the figures in twenty-one days.', '2026-12-26', 'in twenty-one days'],
      ['Bob to close the books by month end.', '2026-12-31', 'month end'],
      ['Bob to close the books by month-end.', '2026-12-31', 'month-end'],
      ["Bob to close the books before the year's end.", '2026-12-31', "year's end"],
      ['Bob to close the books by end-of-quarter.', '2026-12-31', 'end-of-quarter'],
      ['Bob to close the books by the end of Q2.', '2027-06-30', 'end of Q2'],
      ['Bob to close the books by the end of Q4 2026.', '2026-12-31', 'end of Q4'],
    ];
    for (const [text, dated, said] of cases) {
      expect(findDue(text, MEETING), text).toBe(dated);
      expect(findDue(text), text).toBe(said);
    }
    expect(findDue('It will take many days.', MEETING)).toBeNull();
  });

  it('a day and month in numbers: only when one reading alone is a date', () => {
    expect(findDue('I will prepare the slides by 12/20.', MEETING)).toBe('2026-12-20');
    expect(findDue('I will prepare the slides by 20/12.', MEETING)).toBe('2026-12-20');
    expect(findDue('I will prepare the slides by 1/15.', MEETING)).toBe('2027-01-15');
    expect(findDue('I will prepare the slides by 12/20/2027.', MEETING)).toBe('2027-12-20');
    expect(findDue('I will prepare the slides by 12/20.')).toBe('12/20');
    // Both readings dates (ambiguous), or a fraction: no due date read from the numbers.
    expect(findDue('I will prepare the slides by 5/6.', MEETING)).toBeNull();
    expect(findDue('We will cut the costs by 1/3 next quarter.', MEETING)).toBeNull();
    expect(findDue('We will cut the costs by 12/20 of the total.', MEETING)).toBeNull();
    expect(findDue('I will prepare the slides by 13/13.', MEETING)).toBeNull();
  });

  it('German and French spans and period ends', () => {
    const cases: [string, string, string][] = [
      ['de', 'Ich schicke die Zahlen in vierzehn Tagen.', '2026-12-19'],
      ['de', 'Ich schicke die Zahlen innerhalb von zehn Tagen.', '2026-12-15'],
      ['de', 'Ich schicke die Zahlen binnen einer Woche.', '2026-12-12'],
      ['de', 'Ich schicke die Zahlen bis Monatsende.', '2026-12-31'],
      ['de', 'Ich schicke die Zahlen bis zum Quartalsende.', '2026-12-31'],
      ['de', 'Ich schicke die Zahlen bis Ende Monat.', '2026-12-31'],
      ['de', 'Ich schicke die Zahlen in acht Tagen.', '2026-12-12'],
      ['fr', 'Je vais envoyer les chiffres dans quinze jours.', '2026-12-19'],
      ['fr', 'Je vais envoyer les chiffres sous huit jours.', '2026-12-12'],
      ['fr', "Je vais envoyer les chiffres d'ici deux semaines.", '2026-12-19'],
      ['fr', 'Je vais envoyer les chiffres en fin de mois.', '2026-12-31'],
      ['fr', "Je vais envoyer les chiffres en fin d'année.", '2026-12-31'],
    ];
    for (const [language, text, dated] of cases)
      expect(findDueIn(text, language, MEETING), `${language}: ${text}`).toBe(dated);
    expect(findDueIn('Ich schicke die Zahlen bis Monatsende.', 'de')).toBe('Monatsende');
    expect(findDueIn('Je vais envoyer les chiffres en fin de mois.', 'fr')).toBe('en fin de mois');
  });
});
