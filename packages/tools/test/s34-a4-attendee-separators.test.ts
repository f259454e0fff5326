/**
 * Newcomer S34 A4: a one-string `attendees:` written with the list separator of the user's script
 * (`山田太郎、佐藤花子`, `王小明，李华`, `محمد علي، فاطمة الزهراء`) or with `;` was ONE attendee, so
 * `add_attendee` "added" a person already there (`山田太郎、佐藤花子, 佐藤花子`, rc 0). Now each is a
 * list: a listed person is "already" there and nothing is written; a new one is joined with the
 * user's own separator. Real files: the granular tool on a temp copy of the sample vault.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** Replaces the functional-design meeting note's attendees block with `line`; returns the note's path. */
async function setAttendees(line: string): Promise<string> {
  const file = path.join(t.root, MEETINGS.functional);
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace(/^attendees:\n(?: {2}- .*\n)+/m, `${line}\n`));
  return file;
}

describe('A4: one-string attendee lists in every script', () => {
  for (const [line, listed, added, expected] of [
    ['attendees: 山田太郎、佐藤花子', '佐藤花子', '鈴木一郎', 'attendees: 山田太郎、佐藤花子、鈴木一郎'],
    ['attendees: 王小明，李华', '李华', '张伟', 'attendees: 王小明，李华，张伟'],
    [
      'attendees: محمد علي، فاطمة الزهراء',
      'فاطمة الزهراء',
      'يوسف',
      'attendees: محمد علي، فاطمة الزهراء، يوسف',
    ],
    [
      'attendees: Anna Groß; Bob Stone',
      'Bob Stone',
      'Zoë Ångström',
      'attendees: Anna Groß; Bob Stone; Zoë Ångström',
    ],
  ] as const) {
    it(`${line}: ${listed} is already listed (nothing written); ${added} is joined with the same separator`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const file = await setAttendees(line);
      const before = await readFile(file, 'utf8');
      const again = await runTool(t.session, 'add_attendee', { name: listed });
      expect(again).toMatch(/already/);
      expect(await readFile(file, 'utf8')).toBe(before);
      expect((await readMeeting(t.vault, MEETINGS.functional)).attendees).toContain(listed);

      await runTool(t.session, 'add_attendee', { name: added });
      const after = await readFile(file, 'utf8');
      expect(after).toContain(`\n${expected}\n`);
      expect(after.replace(`\n${expected}\n`, `\n${line}\n`)).toBe(before);
    });
  }
});
