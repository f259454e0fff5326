/**
 * L210 (newcomer session 32 N10). `attendees:` written as a mapping (`Anna: host`) was ignored
 * without a word (rc 0); a `status:` list of two items or a `title:` mapping was dropped in silence.
 * Now each property core reads is read or named: a mapping's keys (and `- Anna: host` items) are the
 * attendees; other shapes are named by `meetingPropertyShapeProblems` (the run record and `ma doctor`
 * say them); one bad property never drops the good ones. Real files, a temp copy of the sample vault.
 * Spec: newcomer session 32 N10; docs/vault-format.md (Meeting note).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { meetingPropertyShapeProblems } from './meeting-property-shapes.js';
import { readMeeting } from './read-meeting.js';
import type { Vault } from './vault.js';

const REL = 'Meetings/2026-03-11 Remote control conceptual design.md';
let vault: Vault;
let dir: TempDir;
let original: string;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  original = await readFile(path.join(vault.root, REL), 'utf8');
});
afterEach(async () => dir.cleanup());

/** The meeting note with `lines` in place of its attendees (and any `status:`/`title:` line). */
async function withProperties(lines: string) {
  const text = original
    .replace(/^attendees:.*\n(?:[ \t]+-.*\n)*/m, '')
    .replace(/^(status|title):.*\n/gm, '')
    .replace(/^---\n/, `---\n${lines}\n`);
  await writeFile(path.join(vault.root, REL), text);
  const meeting = await readMeeting(vault, REL);
  return { meeting, problems: meetingPropertyShapeProblems(meeting.note.frontmatter?.data ?? {}) };
}

describe('L210: meeting properties of a shape not taken are read or named, never dropped in silence', () => {
  it('attendees as a mapping, or items of one key, are the people its keys name', async () => {
    let read = await withProperties('attendees:\n  Anna Smith: host\n  "[[People/Bob Müller|Bob]]": notes');
    expect(read.meeting.attendees).toEqual(['Anna Smith', 'Bob Müller']);
    expect(read.problems).toEqual([]);
    read = await withProperties('attendees:\n  - Anna Smith: host\n  - Ben');
    expect(read.meeting.attendees).toEqual(['Anna Smith', 'Ben']);
    expect(read.problems).toEqual([]);
  });

  it('status, title and attendee items of other shapes are named; the good ones still read', async () => {
    const read = await withProperties(
      'status: [ended, summarized]\ntitle: {a: b}\nattendees:\n  - Anna\n  - {x: 1, y: 2}\n  - [c, d]',
    );
    expect(read.meeting.attendees).toEqual(['Anna']);
    expect(read.meeting.status).toBeNull();
    expect(read.meeting.links.transcript).not.toBeNull();
    expect(read.problems).toEqual([
      '`title:` is a mapping; it was not read: write it as one line of text',
      '`status:` is a list of 2 items; it was not read: write it as one line of text (ended)',
      '`attendees:` entries {"x":1,"y":2}, ["c","d"] are not a name and were not read: write each attendee as a name or a [[link]]',
    ]);
  });

  it('the shapes core takes give no problem: text, numbers, a one-item status list', async () => {
    const read = await withProperties('status: [ended]\ntitle: 2026\nattendees: Anna, Ben');
    expect(read.meeting.status).toBe('ended');
    expect(read.meeting.attendees).toEqual(['Anna', 'Ben']);
    expect(read.problems).toEqual([]);
  });
});
