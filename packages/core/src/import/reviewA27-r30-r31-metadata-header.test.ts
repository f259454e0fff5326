/**
 * reviewA R30, R31 (session 27): a text transcript's metadata header (L91) as users' notes and
 * exports write it.
 * R30: `Date: 20.11.2026` (day first, with dots), `Date: 11/20/2026` (20 is no month) and a date that
 * is none (`2026-13-45`) or either order (`04/05/2026`) were dropped without a word: the meeting got
 * the file's modification day, exit 0, and the message said only that the file name starts with no date.
 * R31: `Attendees: Ann Lee <ann@example.com>, Bob Smith (PM)` listed each person twice (with the
 * address or role, then as the speaker), `Ann Lee and Bob Smith` as one attendee, `Participants: 3`
 * as an attendee "3".
 * Real files, temp sample vault, the import's own result.
 * Spec: reviewA R30, R31; L91; docs/transcript-import.md (text).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';

describe('reviewA R30, R31: metadata header dates and attendees', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r30-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  const turns = ['', 'Ann Lee: Hello everyone.', 'Bob Smith: Hi Ann. We ship on Friday.'];

  it('R30: a day-first date with dots and a slash date only one order makes are the meeting date', async () => {
    const dotted = await importLines(vault, src.root, 'a.txt', ['Date: 20.11.2026', ...turns]);
    expect(String(dotted.meeting.date)).toBe('2026-11-20');
    expect(dotted.result.dateFrom).toBe('transcript header');
    expect(dotted.result.meetingPath).toBe('Meetings/2026-11-20 a.md');
    const us = await importLines(vault, src.root, 'b.txt', ['Meeting date: 11/20/2026', ...turns]);
    expect(String(us.meeting.date)).toBe('2026-11-20');
    const uk = await importLines(vault, src.root, 'c.txt', ['**Date:** 31/12/2026 10:00', ...turns]);
    expect(String(uk.meeting.date)).toBe('2026-12-31');
    expect([dotted, us, uk].flatMap((i) => i.result.warnings)).toEqual([]);
  });

  it('R30: a header date that is either order or no day is said in a warning naming it, the meeting dated by the file', async () => {
    const { result, meeting } = await importLines(vault, src.root, 'either.txt', [
      'Date: 04/05/2026',
      ...turns,
    ]);
    expect(result.dateFrom).toBe('modification time');
    expect(result.warnings).toEqual([
      `the transcript's header gives the date "04/05/2026", which was not used: it could be day or month first (2026-05-04 or 2026-04-05); the meeting is dated ${String(meeting.date)}, the file's modification day; pass --date YYYY-MM-DD to date it`,
    ]);
    const none = await importLines(vault, src.root, 'none.txt', ['Date: 2026-13-45', ...turns]);
    expect(none.result.warnings.join('\n')).toContain('"2026-13-45", which was not used: no such day');
    // --date and a dated file name win without a word about the header.
    const given = await importLines(
      vault,
      src.root,
      'given.txt',
      ['Date: 04/05/2026', ...turns, 'Ann Lee: Bye.'],
      {
        date: '2026-06-01',
      },
    );
    expect(given.result.warnings).toEqual([]);
    expect(String(given.meeting.date)).toBe('2026-06-01');
  });

  it('R31: attendees are people by name: no address, no role, "and" between two, no head count', async () => {
    const invite = await importLines(vault, src.root, 'invite.txt', [
      'Attendees: Ann Lee <ann@example.com>, Bob Smith (PM), <carol@example.com>',
      ...turns,
    ]);
    expect(invite.meeting.attendees).toEqual(['Ann Lee', 'Bob Smith', 'carol@example.com']);
    const joined = await importLines(vault, src.root, 'joined.txt', [
      'Participants: Ann Lee and Bob Smith & Dan Wu',
      ...turns,
    ]);
    expect(joined.meeting.attendees).toEqual(['Ann Lee', 'Bob Smith', 'Dan Wu']);
    const counted = await importLines(vault, src.root, 'counted.txt', ['Participants: 3', ...turns]);
    expect(counted.meeting.attendees).toEqual(['Ann Lee', 'Bob Smith']);
    const listed = await importLines(vault, src.root, 'listed.md', [
      '**Attendees:**',
      '- Ann Lee (host)',
      '- [[People/Research and Development|R&D]]',
      '- 4 people',
      ...turns,
    ]);
    // L340: a wikilinked attendee keeps its link.
    expect(listed.meeting.attendees).toEqual([
      'Ann Lee',
      '[[People/Research and Development|R&D]]',
      'Bob Smith',
    ]);
  });
});
