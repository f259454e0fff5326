/**
 * Review s37 V28: the dates macOS, Windows and JavaScript's `Intl` write in their full and medium
 * styles for Japanese, Chinese and Korean (a weekday after the date without parentheses, Korean's
 * `2026. 12. 5.`) were "not a date" although the same dates with `(土)` or in `2026年12月5日` were read
 * (V23 left a weekday before the date out, not after it): a meeting dated so was undated, and
 * `ma import --date` refused it. Now the weekday is left out and the dotted Korean form read; a weekday
 * that is no weekday word, or one before nothing, stays unread. Spec: docs/vault-format.md "Date forms".
 */
import { describe, expect, it } from 'vitest';
import { readMeetingDate } from './meeting-date.js';

const read = (v: string) => {
  const r = readMeetingDate(v);
  return r.state === 'read' ? r.text : r.state;
};

describe('V28: CJK full dates with their weekday, Korean dotted dates', () => {
  it.each([
    ['2026年12月5日土曜日', '2026-12-05'],
    ['2026年12月5日 土曜日', '2026-12-05'],
    ['2026年12月5日土曜日 15:00', '2026-12-05 15:00'],
    ['2026年12月6日日曜日', '2026-12-06'],
    ['2026年12月5日星期六', '2026-12-05'],
    ['2026年12月6日星期日', '2026-12-06'],
    ['2026年12月6日星期天 10:30', '2026-12-06 10:30'],
    ['2026年12月5日周六', '2026-12-05'],
    ['2026년 12월 5일 토요일', '2026-12-05'],
    ['2026년 12월 7일 월요일 10시 30분', '2026-12-07 10:30'],
    ['2026. 12. 5.', '2026-12-05'],
    ['2026. 12. 5', '2026-12-05'],
    ['2026. 12. 5. 15:00', '2026-12-05 15:00'],
    ['２０２６年１２月５日土曜日', '2026-12-05'],
  ])('%s → %s', (written, expected) => {
    expect(read(written)).toBe(expected);
  });

  it('a word after the date that is no weekday, or a weekday alone, stays unread', () => {
    for (const v of ['2026年12月5日会議', '2026年12月5日土', '土曜日', '2026. 13. 5.', '2026年12月5日 曜日'])
      expect(read(v), v).not.toMatch(/^\d{4}-/);
    expect(read('2026. 2. 30.')).toBe('unreadable');
  });
});
