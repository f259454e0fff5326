/**
 * Leftovers L251 (review session 36): times of day written without `Uhr` or in Japanese, Chinese or
 * Korean with an AM/PM word made the whole `date:` (and `start:`, `ma import --date`, an import's
 * file name) "not a date": `05.12.2026 15.00` (Nordic, German, British), `2026-12-05 15.00`,
 * `2026年12月5日 午後3時`, `2026년 12월 5일 오후 3시`, an hour alone `15時`, half past `3時半`. Now each
 * is the day and time it names; a time that is none (`午後13時`, `25.00`) is refused naming it, and a
 * date whose own dots look like a time (`5. 12.26`) stays the date. Real meeting notes in a temp copy
 * of the sample vault, read by core `readMeeting`. Spec: docs/vault-format.md "Date forms".
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

const JA_DAY = '2026\u5e7412\u67085\u65e5';
const KO_DAY = '2026\ub144 12\uc6d4 5\uc77c';

describe('L251: a dotted time and a CJK AM/PM time are the time of day', () => {
  it('reads 15.00, 15:00h, 午後3時, 오후 3시 and their kin as the day and time', () => {
    const cases: [string, string][] = [
      ['05.12.2026 15.00', '2026-12-05 15:00'],
      ['2026-12-05 15.00', '2026-12-05 15:00'],
      ['Dec 5, 2026 9.30', '2026-12-05 09:30'],
      ['05.12.2026 15.00.30', '2026-12-05 15:00:30'],
      ['05.12.2026 15:00h', '2026-12-05 15:00'],
      ['05.12.2026 15.00 Uhr', '2026-12-05 15:00'],
      [`${JA_DAY} \u5348\u5f8c3\u6642`, '2026-12-05 15:00'],
      [`${JA_DAY}\u5348\u5f8c3\u664230\u5206`, '2026-12-05 15:30'],
      [`${JA_DAY}(\u571f) \u5348\u524d10\u6642`, '2026-12-05 10:00'],
      [`${JA_DAY} \u5348\u524d0\u6642`, '2026-12-05 00:00'],
      [`${JA_DAY} \u5348\u5f8c0\u6642`, '2026-12-05 12:00'],
      [`${JA_DAY} 15\u6642`, '2026-12-05 15:00'],
      [`${JA_DAY} 3\u6642\u534a`, '2026-12-05 03:30'],
      [`${JA_DAY} 9\u66425\u5206`, '2026-12-05 09:05'],
      [`${JA_DAY} \u4e0b\u53483\u70b9`, '2026-12-05 15:00'],
      [`${KO_DAY} \uc624\ud6c4 3\uc2dc`, '2026-12-05 15:00'],
      [`${KO_DAY} \uc624\ud6c4 3\uc2dc 30\ubd84`, '2026-12-05 15:30'],
      [`${KO_DAY} \uc624\uc804 9\uc2dc \ubc18`, '2026-12-05 09:30'],
      [`${KO_DAY} 15\uc2dc`, '2026-12-05 15:00'],
    ];
    for (const [form, text] of cases) {
      const iso = `${text.replace(' ', 'T')}${text.length === 16 ? ':00' : ''}Z`;
      expect(readMeetingDate(form), form).toMatchObject({
        state: 'read',
        day: '2026-12-05',
        text,
        time: Date.parse(iso),
      });
    }
  });

  it('a time that is none is refused naming it; a date whose dots look like a time stays the date', () => {
    for (const bad of [
      '05.12.2026 25.00',
      '05.12.2026 15.75',
      `${JA_DAY} \u5348\u5f8c13\u6642`,
      `${JA_DAY} \u5348\u5f8c3:00 PM`,
    ]) {
      const read = readMeetingDate(bad);
      expect(read.state, bad).toBe('unreadable');
      expect(read.state === 'unreadable' && read.problem, bad).toContain('is not a time of day');
    }
    for (const form of ['5. 12.26', '5.12.26', '2026.12.05'])
      expect(readMeetingDate(form), form).toMatchObject({ state: 'read', text: '2026-12-05', time: null });
  });

  it('a meeting note dated "2026年12月5日 午後3時" and one started "05.12.2026 15.00" are dated (readMeeting)', async () => {
    const ja = 'Meetings/\u4f1a\u8b70.md';
    await writeFile(
      path.join(vault.root, ja),
      `---\ndate: ${JA_DAY} \u5348\u5f8c3\u6642\nstatus: ended\n---\nnotes\n`,
    );
    const dotted = 'Meetings/Sync.md';
    await writeFile(
      path.join(vault.root, dotted),
      '---\ndate: 05.12.2026 15.00\nstatus: ended\n---\nnotes\n',
    );
    for (const rel of [ja, dotted]) {
      const meeting = await readMeeting(vault, rel);
      expect([meeting.dateProblem, meeting.date], rel).toEqual([undefined, '2026-12-05 15:00']);
    }
  });
});
