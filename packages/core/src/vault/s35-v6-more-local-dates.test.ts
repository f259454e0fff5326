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
