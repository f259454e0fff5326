import { describe, expect, it } from 'vitest';
import { parseSince } from './parse-since.js';

const now = new Date('2026-11-30T12:00:00Z');

describe('parseSince (ma-daemon run --since)', () => {
  it('issue 12: accepts dates, dates with times and zones, and durations back from now', () => {
    expect(parseSince('2026-11-20', now)).toBe(new Date(2026, 10, 20).getTime());
    expect(parseSince('2026-11-20T09:30', now)).toBe(new Date(2026, 10, 20, 9, 30).getTime());
    expect(parseSince('2026-11-20 09:30:15', now)).toBe(new Date(2026, 10, 20, 9, 30, 15).getTime());
    expect(parseSince('2026-11-20T09:30:00Z', now)).toBe(Date.UTC(2026, 10, 20, 9, 30));
    expect(parseSince('2026-11-20T09:30:00.250z', now)).toBe(Date.UTC(2026, 10, 20, 9, 30, 0, 250));
    expect(parseSince('2026-11-20T09:30+02:00', now)).toBe(Date.UTC(2026, 10, 20, 7, 30));
    expect(parseSince('2026-11-20T09:30-0130', now)).toBe(Date.UTC(2026, 10, 20, 11, 0));
    expect(parseSince('30m', now)).toBe(now.getTime() - 30 * 60_000);
    expect(parseSince('12h', now)).toBe(now.getTime() - 12 * 3_600_000);
    expect(parseSince(' 7d ', now)).toBe(now.getTime() - 7 * 86_400_000);
    expect(parseSince('2W', now)).toBe(now.getTime() - 14 * 86_400_000);
  });

  it("L261: every form a note's date: takes is a date (20.11.2026, 20/11/2026, Nov 20, 2026 9:30 AM, with a zone)", () => {
    for (const form of [
      '20.11.2026',
      '20/11/2026',
      'Nov 20, 2026',
      '20. November 2026',
      '2026/11/20',
      '20.11.26',
    ])
      expect(parseSince(form, now), form).toBe(new Date(2026, 10, 20).getTime());
    expect(parseSince('Nov 20, 2026 9:30 AM', now)).toBe(new Date(2026, 10, 20, 9, 30).getTime());
    expect(parseSince('Fri, 20 Nov 2026 09:30:00 +0100', now)).toBe(Date.UTC(2026, 10, 20, 8, 30));
  });

  it('issue 12: refuses other forms, impossible dates and the future, naming the accepted forms', () => {
    for (const bad of [
      'yesterday',
      '5/11/2026',
      '2026-W47',
      '2026-11',
      '7 days',
      '',
      '-3d',
      '2026-11-20T25:00',
    ]) {
      expect(() => parseSince(bad, now), bad).toThrow(/expected a date \(2026-11-20\)/);
    }
    expect(() => parseSince('2026-02-30', now)).toThrow('not a real date');
    expect(() => parseSince('2026-12-01', now)).toThrow('lies in the future');
  });
});

describe('parseSince bounds (review10)', () => {
  it('W6: refuses at parse time a duration reaching before the earliest Date and a zone offset that is no zone', () => {
    for (const far of ['9999999999999d', '99999999999999999999w', `${'9'.repeat(400)}m`, '300000000000h']) {
      expect(() => parseSince(far, now), far).toThrow(`--since "${far}": too far back`);
    }
    // The longest duration a Date still holds is accepted and gives a valid date.
    const days = Math.floor((now.getTime() + 8.64e15) / 86_400_000);
    expect(new Date(parseSince(`${days}d`, now)).toISOString()).toMatch(/^-271821-04-2/);
    for (const zone of ['+99:99', '+15:00', '-13:00', '+14:01', '+02:60', '-1299', '+2400']) {
      expect(() => parseSince(`2026-11-20T09:30${zone}`, now), zone).toThrow('is not a time zone offset');
    }
    expect(parseSince('2026-11-20T09:30+14:00', now)).toBe(Date.UTC(2026, 10, 19, 19, 30));
    expect(parseSince('2026-11-20T09:30-12:00', now)).toBe(Date.UTC(2026, 10, 20, 21, 30));
    expect(parseSince('2026-11-20T09:30+0545', now)).toBe(Date.UTC(2026, 10, 20, 3, 45));
    // The earliest and latest dates the date form can spell are real dates or refused, never a crash.
    expect(() => parseSince('0000-01-01', now)).toThrow('not a real date');
    expect(() => parseSince('9999-12-31T23:59Z', now)).toThrow('lies in the future');
    expect(new Date(parseSince('0100-01-01T00:00Z', now)).toISOString()).toBe('0100-01-01T00:00:00.000Z');
  });
});
