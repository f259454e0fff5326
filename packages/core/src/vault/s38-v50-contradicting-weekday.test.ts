/**
 * Review s38 V50: a weekday that contradicts its date was silently left out (`Sat Dec 06 2026` read as
 * 2026-12-06, a Sunday): one of the two is wrong, and the meeting was filed under a guess. Now the
 * date is unreadable, naming both, for every language whose weekday names are read; a weekday that
 * agrees, or a word that is no weekday (`le`), reads as before.
 */
import { describe, expect, it } from 'vitest';
import { readMeetingDate } from './meeting-date.js';

const read = (v: string) => {
  const r = readMeetingDate(v);
  return r.state === 'read' ? r.text : r.state === 'unreadable' ? `unreadable: ${r.problem}` : r.state;
};

describe('V50: a weekday that is not the date’s', () => {
  it.each([
    ['Sat Dec 06 2026', 'Sat is not 2026-12-06, a Sunday'],
    ['Sat, 06 Dec 2026 10:00:00 +0100', 'Sat is not 2026-12-06, a Sunday'],
    ['Samstag, 6. Dezember 2026', 'Samstag is not 2026-12-06, a Sunday'],
    ['Sa. 6.12.2026', 'Sa is not 2026-12-06, a Sunday'],
    ['samedi 6 décembre 2026', 'samedi is not 2026-12-06, a Sunday'],
    ['sábado, 6 de diciembre de 2026', 'sábado is not 2026-12-06, a Sunday'],
    ['sabato 6 dicembre 2026', 'sabato is not 2026-12-06, a Sunday'],
    ['segunda-feira, 6 de dezembro de 2026', 'segunda-feira is not 2026-12-06, a Sunday'],
    ['zaterdag 6 december 2026', 'zaterdag is not 2026-12-06, a Sunday'],
    ['Monday, 2026-12-06', 'Monday is not 2026-12-06, a Sunday'],
    ['2026年12月6日(土)', '土 is not 2026-12-06, a Sunday'],
    ['2026年12月6日土曜日', '土曜日 is not 2026-12-06, a Sunday'],
    ['2026年12月6日星期六 10:30', '星期六 is not 2026-12-06, a Sunday'],
    ['2026년 12월 6일 토요일', '토요일 is not 2026-12-06, a Sunday'],
    ['2026년 12월 6일 (토)', '토 is not 2026-12-06, a Sunday'],
  ])('%s is refused', (value, why) => {
    const r = readMeetingDate(value);
    expect(r.state).toBe('unreadable');
    expect(r.state === 'unreadable' && r.problem).toContain(why);
  });

  it.each([
    ['Sun Dec 06 2026', '2026-12-06'],
    ['Sonntag, 6. Dezember 2026', '2026-12-06'],
    ['So. 6.12.2026', '2026-12-06'],
    ['dimanche 6 décembre 2026', '2026-12-06'],
    ['domingo, 6 de diciembre de 2026', '2026-12-06'],
    ['le 6 décembre 2026', '2026-12-06'],
    ['Do 6.12.2026', '2026-12-06'],
    ['2026年12月6日(日)', '2026-12-06'],
    ['2026年12月6日星期天 10:30', '2026-12-06 10:30'],
    ['2026년 12월 6일 일요일', '2026-12-06'],
    ['Sat Dec 05 2026 10:00:00 GMT+0100 (Central European Standard Time)', '2026-12-05 10:00:00 +01:00'],
  ])('%s still reads as %s', (value, text) => {
    expect(read(value)).toBe(text);
  });
});
