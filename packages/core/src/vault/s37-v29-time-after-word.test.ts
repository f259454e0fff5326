/**
 * Review s37 V29: the month names of Italian, Dutch and Portuguese were read (V8-V19), and a time after
 * the German `um`, English `at`, French `à` and Spanish `a las`, but not after the words those three
 * languages put there as their systems write a date with its time (`Intl`, macOS): `5 dicembre 2026
 * alle ore 15:00`, `zaterdag 5 december 2026 om 15:00`, `5 de dezembro de 2026 às 15:00` were "not a
 * date" (the meeting undated). Now they are read with their time. Spec: docs/vault-format.md "Date forms".
 */
import { describe, expect, it } from 'vitest';
import { readMeetingDate } from './meeting-date.js';

const read = (v: string) => {
  const r = readMeetingDate(v);
  return r.state === 'read' ? r.text : r.state;
};

describe('V29: a time after the Italian, Dutch and Portuguese word for "at"', () => {
  it.each([
    ['5 dicembre 2026 alle ore 15:00', '2026-12-05 15:00'],
    ['sabato 5 dicembre 2026 alle ore 15:00', '2026-12-05 15:00'],
    ['5 dicembre 2026 alle 9:30', '2026-12-05 09:30'],
    ['5 december 2026 om 15:00', '2026-12-05 15:00'],
    ['zaterdag 5 december 2026 om 15:00', '2026-12-05 15:00'],
    ['5 de dezembro de 2026 às 15:00', '2026-12-05 15:00'],
    ['sábado, 5 de dezembro de 2026 às 15:00', '2026-12-05 15:00'],
  ])('%s → %s', (written, expected) => {
    expect(read(written)).toBe(expected);
  });

  it('the word with no time after it, or a bare number, is still no date', () => {
    for (const v of ['5 dicembre 2026 alle ore', '5 december 2026 om', '5 de dezembro de 2026 às 15'])
      expect(read(v), v).toBe('unreadable');
  });
});
