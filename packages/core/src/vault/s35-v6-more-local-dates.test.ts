/**
 * Review S35 V6: R59 read a meeting's `date:` in the local forms people write, but other forms of the
 * same kind stayed "not a date" (summary undated, due words left raw): the year-first dashed date with
 * one-digit parts (`2026-12-5`, Obsidian's `YYYY-M-D` format), a US time of day (`Dec 5, 2026 3:00 PM`),
 * the French `10h00`, the weekday Japanese and Korean calendars and templates append in parentheses
 * (`2026年12月5日(土)`, `2026년 12월 5일 (토)`, `Sat, Dec 5, 2026 (Sat)`), and the British `5th of
 * December 2026`. Real meeting notes in a temp copy of the sample vault, read by core `readMeeting`.
 * Spec: docs/vault-format.md, Meeting note (dates); newcomer S34 A1.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readMeetingDate } from './meeting-date.js';
import { readMeeting } from './read-meeting.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => {
  await dir.cleanup();
});

describe('V6: more local forms of the same day are dates', () => {
  it('one-digit year-first, weekdays in parentheses and "5th of December" read as 2026-12-05', () => {
    for (const form of [
      '2026-12-5',
      '2026-12-05 (Sat)',
      '2026\u5e7412\u67085\u65e5(\u571f)',
      '2026\u5e7412\u67085\u65e5\uff08\u571f\uff09',
      '2026\ub144 12\uc6d4 5\uc77c (\ud1a0)',
      'Dec 5, 2026 (Sat)',
      '5th of December 2026',
      '5 of December, 2026',
    ]) {
      expect(readMeetingDate(form), form).toMatchObject({
        state: 'read',
        day: '2026-12-05',
        text: '2026-12-05',
      });
    }
    expect(readMeetingDate('2026-3-5')).toMatchObject({ state: 'read', day: '2026-03-05' });
  });

  it('a time of day with AM/PM or written 10h00 is read (and 13:00 PM, 0:30 AM are no times)', () => {
    const cases: [string, string, string][] = [
      ['Dec 5, 2026 3:00 PM', '2026-12-05 15:00', '2026-12-05T15:00:00Z'],
      ['Dec 5, 2026, 3:00 p.m.', '2026-12-05 15:00', '2026-12-05T15:00:00Z'],
      ['12/25/2026 12:15 AM', '2026-12-25 00:15', '2026-12-25T00:15:00Z'],
      ['12/25/2026 12:15 pm', '2026-12-25 12:15', '2026-12-25T12:15:00Z'],
      ['5 d\u00e9cembre 2026 \u00e0 10h00', '2026-12-05 10:00', '2026-12-05T10:00:00Z'],
      ['2026\u5e7412\u67085\u65e5(\u571f) 10:00', '2026-12-05 10:00', '2026-12-05T10:00:00Z'],
    ];
    for (const [form, text, iso] of cases)
      expect(readMeetingDate(form), form).toMatchObject({ state: 'read', text, time: Date.parse(iso) });
    for (const bad of ['Dec 5, 2026 13:00 PM', 'Dec 5, 2026 0:30 AM', '2026-13-5', '2026-2-30']) {
      expect(readMeetingDate(bad).state, bad).toBe('unreadable');
    }
  });

  it('a meeting note dated 2026-12-5 or 2026年12月5日(土) has its date (readMeeting)', async () => {
    for (const [name, value] of [
      ['Planning', '2026-12-5'],
      ['Kaigi', '"2026\u5e7412\u67085\u65e5(\u571f)"'],
    ]) {
      const rel = `Meetings/${name}.md`;
      await writeFile(path.join(vault.root, rel), `---\ndate: ${value}\nstatus: ended\n---\nnotes\n`);
      const meeting = await readMeeting(vault, rel);
      expect([name, meeting.dateProblem, meeting.date]).toEqual([name, undefined, '2026-12-05']);
    }
  });
});

/**
 * Review session 36 V23: V6 read a weekday before the date only with a comma after it (`Samstag,
 * 5. Dezember 2026`), but the French long date has none (`jeudi 5 décembre 2026`, Templater's
 * `dddd D MMMM YYYY` in French), nor the British `Sat 5 Dec 2026`; and a Japanese or Korean time of day
 * (`10時00分`, `10시 30분`) made the whole value "not a date". A meeting so dated was undated (summary
 * without a date, due words left raw). Real meeting notes in a temp copy of the sample vault.
 * Spec: docs/vault-format.md, Meeting note (dates); review S35 V6.
 */
describe('V23: a weekday without a comma before the date, and a CJK clock after it', () => {
  it('the weekday is left out as with a comma; a month name that leads (Dec 5, 2026) still names the month', () => {
    for (const form of [
      'samedi 5 d\u00e9cembre 2026',
      'Sat 5 Dec 2026',
      'Saturday 5th December 2026',
      'Samstag 5. Dezember 2026',
      's\u00e1bado 5 de diciembre de 2026',
      'Saturday December 5, 2026',
      'Dec 5, 2026',
      'December 5 2026',
    ])
      expect(readMeetingDate(form), form).toMatchObject({
        state: 'read',
        day: '2026-12-05',
        text: '2026-12-05',
      });
    for (const bad of ['Project 5 December 2026 draft', 'samedi 5 d\u00e9cembre'])
      expect(readMeetingDate(bad).state, bad).toBe('unreadable');
  });

  it('10時00分 and 10시 30분 are the time of day', () => {
    const cases: [string, string, string][] = [
      ['2026\u5e7412\u67085\u65e5 10\u664200\u5206', '2026-12-05 10:00', '2026-12-05T10:00:00Z'],
      ['2026\u5e7412\u67085\u65e5(\u571f) 15\u664230\u5206', '2026-12-05 15:30', '2026-12-05T15:30:00Z'],
      ['2026\ub144 12\uc6d4 5\uc77c 10\uc2dc 30\ubd84', '2026-12-05 10:30', '2026-12-05T10:30:00Z'],
    ];
    for (const [form, text, iso] of cases)
      expect(readMeetingDate(form), form).toMatchObject({ state: 'read', text, time: Date.parse(iso) });
    expect(readMeetingDate('2026\u5e7412\u67085\u65e5 25\u664200\u5206').state).toBe('unreadable');
  });

  it('a meeting note dated "jeudi 3 décembre 2026" has its date (readMeeting)', async () => {
    const rel = 'Meetings/R\u00e9union.md';
    await writeFile(
      path.join(vault.root, rel),
      '---\ndate: jeudi 3 d\u00e9cembre 2026\nstatus: ended\n---\nnotes\n',
    );
    const meeting = await readMeeting(vault, rel);
    expect([meeting.dateProblem, meeting.date]).toEqual([undefined, '2026-12-03']);
  });
});
