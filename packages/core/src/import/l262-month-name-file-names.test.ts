/**
 * Leftovers L262: a transcript named with a month-name date (`Standup 5 Dec 2026`, `Réunion 5 décembre
 * 2026`, `Team sync Dec-05-2026`, `Dec 5, 2026 Standup`) was dated by the file's modification day and
 * kept the date in its title → the day its name gives, the title without it. A name whose words only
 * look like one (`Review 5 2026`, `Sprint 12 Goals 2026`) keeps its title and is not dated.
 * Spec: docs/transcript-import.md; docs/vault-format.md "Date forms".
 */
import { describe, expect, it } from 'vitest';
import { dateFromFileName } from './date-from-file-name.js';

describe('L262: month-name dates in file names', () => {
  it('reads the day first or last, with spaces, dashes or underscores', () => {
    const cases: [string, string][] = [
      ['Standup 5 Dec 2026', 'Standup'],
      ['R\u00e9union 5 d\u00e9cembre 2026', 'R\u00e9union'],
      ['Team sync Dec-05-2026', 'Team sync'],
      ['Team_sync_05-Dec-2026', 'Team_sync'],
      ['Planung 5. Dezember 2026', 'Planung'],
      ['Retro (December 5th, 2026)', 'Retro'],
      ['Dec 5, 2026 Standup', 'Standup'],
      ['5 Dec 2026 - Standup', 'Standup'],
      ['Standup 5 Dec 2026 (1)', 'Standup'],
    ];
    for (const [name, rest] of cases)
      expect(dateFromFileName(name), name).toEqual({ date: '2026-12-05', rest });
  });

  it('words that name no month are no date', () => {
    for (const name of ['Review 5 2026', 'Sprint 12 Goals 2026', 'Standup 5 Dec', 'Budget 31 Feb 2026'])
      expect(dateFromFileName(name), name).toBeNull();
  });
});
