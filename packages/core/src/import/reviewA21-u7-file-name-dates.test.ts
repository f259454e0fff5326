/**
 * Review U7: `ma import` takes the meeting's date from the start of the file name (S9), but only as
 * `YYYY-MM-DD`/`YYYY_MM_DD`/`YYYY.MM.DD` followed by the title, or Zoom's `GMT…`. A phone recorder's
 * `20260504_101500 Standup.txt`, a `2026-05-04T10-00 Standup.txt` and `2026-05-04T10:00 …` were dated
 * by the download day (the file's modification time) with the date left in the title, and OBS's
 * `2026-05-04 10-00-12 Standup.txt` got the title `10-00-12 Standup`. Now a compact date and a time of
 * day after any date form are read, the time left out of the title; a name that only looks like one
 * (`20261345 notes`, `2026-05-04 25-00 x`) keeps its text. Pure function.
 * Spec: reviewA U7; review 6 S9; docs/transcript-import.md (Names, idempotency, safety).
 */
import { describe, expect, it } from 'vitest';
import { dateFromFileName } from './date-from-file-name.js';

describe('U7: dates and times at the start of a transcript file name', () => {
  it('U7: compact dates and times of day after a date give the date and a title without them', () => {
    const cases: Record<string, [string, string]> = {
      '20260504_101500 Standup': ['2026-05-04', 'Standup'],
      '20260504 Standup': ['2026-05-04', 'Standup'],
      '20260504-1015 Standup': ['2026-05-04', 'Standup'],
      '2026-05-04T10-00 Standup': ['2026-05-04', 'Standup'],
      '2026-05-04T10:00:00Z Standup': ['2026-05-04', 'Standup'],
      '2026-05-04T10:00:00.500+02:00 Standup': ['2026-05-04', 'Standup'],
      '2026-05-04 10-00-12 Standup': ['2026-05-04', 'Standup'],
      '2026-05-04 10-00-12': ['2026-05-04', ''],
      '2026_05_04_1000 Retro': ['2026-05-04', 'Retro'],
      // Unchanged forms (S9).
      '2026-05-04 Standup #3': ['2026-05-04', 'Standup #3'],
      'GMT20260504-101500_Recording.transcript': ['2026-05-04', 'Recording.transcript'],
      '2026-05-04 2026 plan': ['2026-05-04', '2026 plan'],
    };
    for (const [name, [date, rest]] of Object.entries(cases))
      expect([name, dateFromFileName(name)]).toEqual([name, { date, rest }]);
    // 'Standup 2026-05-04' was here: a date ending the name is read since reviewA R34.
    for (const name of ['20261345 notes', '12345678 notes', '2026-02-30 x'])
      expect([name, dateFromFileName(name)]).toEqual([name, null]);
    // A time that is no time of day stays in the title.
    expect(dateFromFileName('2026-05-04 25-00 x')).toEqual({ date: '2026-05-04', rest: '25-00 x' });
  });
});
