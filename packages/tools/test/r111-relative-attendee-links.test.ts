/**
 * R111: a meeting note whose attendees Obsidian linked relative to it (`[[../People/Marie Dupont|Marie]]`,
 * "New link format: Relative path to file") had its person notes unread: `add_attendee "MD"` (an alias
 * `People/Marie Dupont.md` declares) added Marie a second time, and `remove_attendee "MD"` refused
 * her as not listed. The links are now read from the meeting note's folder. Temp copy of the sample vault.
 * Spec: docs/tools.md (`add_attendee`, `remove_attendee`); docs/paths.md (R110, R111).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => t?.cleanup());

/** The meeting note's attendees set to `items`, and Marie's person note declaring the alias `MD`. */
async function relativeAttendees(session: TestSession, items: readonly string[]): Promise<string> {
  const file = path.join(session.root, MEETINGS.functional);
  const list = items.map((item) => `  - ${item}\n`).join('');
  await writeFile(
    file,
    (await readFile(file, 'utf8')).replace(/attendees:\n(?: {2}- .*\n)+/, `attendees:\n${list}`),
  );
  await mkdir(path.join(session.root, 'People'), { recursive: true });
  await writeFile(path.join(session.root, 'People/Marie Dupont.md'), '---\naliases: [MD]\n---\n');
  return file;
}

describe('R111: relative attendee links are read from the meeting note', () => {
  it('R111: add_attendee/remove_attendee match a name the relatively linked person note declares', async () => {
    const session = await sampleSession(MEETINGS.functional);
    t = session;
    const meeting = await relativeAttendees(session, ['"[[../People/Marie Dupont|Marie]]"', 'Bob']);
    const before = await readFile(meeting, 'utf8');
    expect(await runTool(session.session, 'add_attendee', { name: 'MD' })).toMatch(/already an attendee/);
    expect(await readFile(meeting, 'utf8')).toBe(before);
    expect(await runTool(session.session, 'remove_attendee', { name: 'MD' })).toMatch(/^removed attendee/);
    expect(await readFile(meeting, 'utf8')).toMatch(/attendees:\n {2}- Bob\n/);
  });
});
