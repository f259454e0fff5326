/**
 * U54 (reviewB, session 21): `createToolSession` took any note of the vault as the meeting. A host
 * that passed a raw path (not one from `resolveMeeting`) — a project's AGENTS.md, a summary, a
 * transcript, the glossary — got a session whose tools wrote into that note as if it were a meeting
 * note: `add_attendee` put `attendees:` into the project's standing instructions, `write_context`
 * added a `context:` link to it and made `Assistant/AGENTS.md`. Now such a session is refused
 * (NotFoundError `not a meeting note`), every file as it was; a meeting note in a subfolder of the
 * meetings folder still opens. Real files in a temp copy of the sample vault.
 * Spec: packages/tools/README.md (createToolSession: `meetingPath` from resolveMeeting); docs/vault-format.md.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NotFoundError } from '@ma/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createToolSession, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
});
afterEach(async () => t?.cleanup());

describe('U54: a tool session opens on a meeting note only', () => {
  it.each([
    'Projects/remote-control/AGENTS.md',
    'Summaries/2026-03-09 Remote control kickoff.md',
    'Transcripts/2026-03-10 Remote control functional design.md',
    'Glossary.md',
  ])('U54: %s is refused as the meeting, nothing written', async (notAMeeting) => {
    const before = await hashTree(t.root);
    const error = await createToolSession({ vault: t.vault, meetingPath: notAMeeting }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(NotFoundError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(
      `not a meeting note: ${notAMeeting} (meeting notes are .md notes under Meetings/; find one with resolveMeeting); nothing was read or written`,
    );
    expect(await hashTree(t.root)).toBe(before);
  });

  it('U54: a meeting note in a subfolder of the meetings folder opens, and its tools write to it', async () => {
    const rel = 'Meetings/2026/Standup.md';
    await mkdir(path.join(t.root, 'Meetings', '2026'), { recursive: true });
    await writeFile(
      path.join(t.root, rel),
      '---\ntitle: Standup\ndate: 2026-03-13\nstatus: ended\n---\nNotes.\n',
    );
    const session = await createToolSession({ vault: t.vault, meetingPath: rel });
    const addAttendee = toolDefinitions(session).find((d) => d.name === 'add_attendee');
    expect(await addAttendee?.execute({ name: 'Zed' })).toContain('added attendee "Zed"');
    expect(await readFile(path.join(t.root, rel), 'utf8')).toContain('attendees:\n  - Zed\n');
  });
});
