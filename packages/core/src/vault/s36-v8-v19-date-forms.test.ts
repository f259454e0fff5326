/**
 * Review S35 (V8-V19): date forms people and programs write that `date:` (and `ma import --date`)
 * still called "not a date": two-digit years (`05.12.26`, `12/5/26`: 2000-2099), a weekday without a
 * comma (`Sat Dec 5 2026`), mail's `Sat, 05 Dec 2026 10:00:00 +0100` and JavaScript's
 * `Date#toString`, German `10.00 Uhr` / `10 Uhr 30`, French `10h`, `3 PM`; and an ISO week
 * (`2026-W49`) is named as a week, not called a date. Real meeting notes in a temp copy of the sample
 * vault, read by core `readMeeting`. Spec: docs/vault-format.md "Date forms".
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

describe('V8-V19: more date forms are the day they name', () => {
  it('two-digit years are 2000-2099; an ambiguous one still names both readings', () => {
    for (const form of ['05.12.26', '5.12.26', '5/12/26', '12/5/26']) {
      const read = readMeetingDate(form, '2026-12-05');
      expect(read, form).toMatchObject({ state: 'read', day: '2026-12-05' });
    }
    expect(readMeetingDate('25/12/26')).toMatchObject({ state: 'read', day: '2026-12-25' });
    const ambiguous = readMeetingDate('12/5/26');
    expect(ambiguous.state).toBe('unreadable');
    if (ambiguous.state === 'unreadable') {
      expect(ambiguous.problem).toContain('2026-05-12 (day first)');
      expect(ambiguous.problem).toContain('2026-12-05 (month first)');
    }
  });

  it('weekdays without a comma, mail and JavaScript dates with a zone', () => {
    expect(readMeetingDate('Sat Dec 5 2026')).toMatchObject({ state: 'read', day: '2026-12-05', time: null });
    expect(readMeetingDate('le 5 d\u00e9cembre 2026')).toMatchObject({ state: 'read', day: '2026-12-05' });
    // The month stays a month: `Dec 5 2026` is no weekday before `5 2026`.
    expect(readMeetingDate('Mar 5 2026')).toMatchObject({ state: 'read', day: '2026-03-05' });
    const at10Paris = Date.parse('2026-12-05T09:00:00Z');
    for (const form of [
      'Sat, 05 Dec 2026 10:00:00 +0100',
      'Sat Dec 05 2026 10:00:00 GMT+0100 (Central European Standard Time)',
    ]) {
      const read = readMeetingDate(form);
      expect(read, form).toMatchObject({ state: 'read', day: '2026-12-05', time: at10Paris });
      // What a summary copies reads back as the same instant.
      if (read.state === 'read') expect(readMeetingDate(read.text)).toMatchObject({ time: at10Paris });
    }
    expect(readMeetingDate('Sat Dec 5 2026 10:00:00 UTC')).toMatchObject({
      time: Date.parse('2026-12-05T10:00:00Z'),
    });
  });

  it('German and French times of day and an hour with a word', () => {
    const cases: [string, string][] = [
      ['05.12.2026 10.00 Uhr', '10:00'],
      ['5. Dezember 2026 10 Uhr 30', '10:30'],
      ['5. Dezember 2026, 10 Uhr', '10:00'],
      ['5 d\u00e9cembre 2026 10h', '10:00'],
      ['5 d\u00e9cembre 2026 \u00e0 14h30', '14:30'],
      ['Dec 5, 2026 3 PM', '15:00'],
    ];
    for (const [form, clock] of cases)
      expect(readMeetingDate(form), form).toMatchObject({
        state: 'read',
        text: `2026-12-05 ${clock}`,
        time: Date.parse(`2026-12-05T${clock}:00Z`),
      });
    // A bare number after the date is no time (nor `10.00` without Uhr).
    expect(readMeetingDate('5 Dec 2026 10').state).toBe('unreadable');
    expect(readMeetingDate('5 Dec 2026 25 Uhr').state).toBe('unreadable');
  });

  it('an ISO week is named as a week, not read as a day', () => {
    for (const form of ['2026-W49', '2026-W49-6', '2026W49']) {
      const read = readMeetingDate(form);
      expect(read.state, form).toBe('unreadable');
      if (read.state === 'unreadable') expect(read.problem).toContain('is an ISO week, not a day');
    }
  });

  it('a meeting note written with these forms is dated by readMeeting', async () => {
    for (const [name, value] of [
      ['Planung', '"05.12.26 10.00 Uhr"'],
      ['Sync', 'Sat Dec 5 2026'],
      ['Mail', '"Sat, 05 Dec 2026 10:00:00 +0100"'],
    ]) {
      const rel = `Meetings/${name}.md`;
      await writeFile(path.join(vault.root, rel), `---\ndate: ${value}\nstatus: ended\n---\nnotes\n`);
      const meeting = await readMeeting(vault, rel);
      expect([name, meeting.dateProblem, meeting.date?.slice(0, 10)]).toEqual([
        name,
        undefined,
        '2026-12-05',
      ]);
    }
  });
});
