/**
 * Newcomer S34 A1: a meeting's `date:` written the way people write dates (`05.12.2026`,
 * `2026/12/05`, `2026年12月5日`, `Dec 5, 2026`, `5. Dezember 2026`) was "not a date": the summary lost
 * its date, due dates became raw words, past meetings were cut off. Now each reads as its day; an
 * ambiguous `5/12/2026` is settled by the meeting's own `start:` or name, else said with both
 * readings. Real meeting notes in a temp copy of the sample vault, read by core `readMeeting`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readMeetingDate } from './meeting-date.js';
import { meetingDay, meetingDayOf, meetingWhen } from './meeting-moment.js';
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

/** Every local form of 2026-12-05 (a Saturday) people write in a template or by hand. */
const FORMS = [
  '05.12.2026',
  '5.12.2026',
  '5. 12. 2026',
  '2026/12/05',
  '2026.12.05',
  '2026年12月5日',
  '２０２６年１２月５日',
  '2026년 12월 5일',
  'Dec 5, 2026',
  'December 5th, 2026',
  'Saturday, December 5, 2026',
  '5 December 2026',
  '5. Dezember 2026',
  'Samstag, 5. Dezember 2026',
  '5 déc. 2026',
  '5 décembre 2026',
  '5 de diciembre de 2026',
  '5 dicembre 2026',
];

async function meetingWith(name: string, front: string): Promise<string> {
  const rel = `Meetings/${name}.md`;
  await writeFile(path.join(vault.root, rel), `---\n${front}\nstatus: ended\n---\nnotes\n`);
  return rel;
}

describe('A1: local date forms are dates', () => {
  it('each form reads as 2026-12-05 and its text is the ISO day a summary copies', () => {
    for (const form of FORMS) {
      const d = readMeetingDate(form);
      expect(d, form).toMatchObject({ state: 'read', day: '2026-12-05', text: '2026-12-05', time: null });
    }
    expect(readMeetingDate('[[05.12.2026]]')).toMatchObject({ state: 'read', day: '2026-12-05' });
    expect(readMeetingDate('05.12.2026 23:30')).toMatchObject({
      state: 'read',
      day: '2026-12-05',
      text: '2026-12-05 23:30',
      time: Date.parse('2026-12-05T23:30:00Z'),
    });
    // Only one reading is a day: read either way round.
    expect(readMeetingDate('25/12/2026')).toMatchObject({ state: 'read', day: '2026-12-25' });
    expect(readMeetingDate('12/25/2026')).toMatchObject({ state: 'read', day: '2026-12-25' });
    expect(readMeetingDate('12-25-2026')).toMatchObject({ state: 'read', day: '2026-12-25' });
  });

  it('what is no day stays unreadable and says why', () => {
    for (const bad of [
      '31.02.2026',
      '2026/13/01',
      'Foo 5, 2026',
      '5 Smarch 2026',
      '05.12.2026 25:00',
      '31/31/2026',
    ]) {
      const d = readMeetingDate(bad);
      expect(d.state, bad).toBe('unreadable');
      expect(d.state === 'unreadable' && d.problem, bad).toMatch(/is not a date \(.*expected YYYY-MM-DD/);
    }
    const ambiguous = readMeetingDate('5/12/2026');
    expect(ambiguous.state).toBe('unreadable');
    expect(ambiguous.state === 'unreadable' && ambiguous.problem).toContain(
      '5/12/2026 could be 2026-12-05 (day first) or 2026-05-12 (month first): write it as YYYY-MM-DD',
    );
  });

  it('a meeting note dated 05.12.2026 has its date, day and moment (readMeeting, meetingDay, meetingWhen)', async () => {
    const rel = await meetingWith('Jahresplanung', 'date: 05.12.2026\nstart: 2026-12-05T23:30:00+01:00');
    const meeting = await readMeeting(vault, rel);
    expect(meeting.dateProblem).toBeUndefined();
    expect(meeting.date).toBe('2026-12-05');
    expect(meetingDay(meeting)).toBe('2026-12-05');
    expect(meetingWhen(meeting.note.frontmatter?.data ?? {}, meeting.name).moment?.day).toBe('2026-12-05');
  });

  it('an ambiguous 5/12/2026 is settled by the meeting’s own start: or name, else refused with both readings', async () => {
    const byName = await readMeeting(vault, await meetingWith('2026-12-05 Sync', 'date: 5/12/2026'));
    expect(byName.date).toBe('2026-12-05');
    const byStart = await readMeeting(
      vault,
      await meetingWith('Sync US', 'date: 12/5/2026\nstart: 2026-12-05T10:00'),
    );
    expect(byStart.date).toBe('2026-12-05');
    expect(meetingDayOf({ date: '5/12/2026' }, '2026-05-12 Standup')).toBe('2026-05-12');
    const neither = await readMeeting(vault, await meetingWith('2026-03-01 Other', 'date: 5/12/2026'));
    expect(neither.date).toBeNull();
    expect(neither.dateProblem).toContain('could be 2026-12-05 (day first) or 2026-05-12 (month first)');
    expect(meetingDay(neither)).toBeNull();
  });
});
