/**
 * `request_project_association` writes the meeting note under its file lock, as every other writer
 * of the note does (core `withFileLock`; docs/contracts.md, Rules: concurrency): an edit another
 * writer makes while holding the lock (the user's attendee edit through another process, the
 * daemon) is kept, and the project is added to the note as it is after that edit, never to the
 * text read before it. Real files on a temp copy of the sample vault; the other writer holds the
 * real lock.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting, withFileLock } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createApprovalGatedTools, toolDefinitions } from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('request_project_association takes the meeting note file lock', () => {
  it('an edit made under the lock while the approval is answered is kept, and the project is added', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, MEETINGS.functional);
    let release: () => void = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    let holder: Promise<void> = Promise.resolve();
    const defs = toolDefinitions(t.session, {
      approvalGated: createApprovalGatedTools(t.session, {
        prompt: {
          // Another writer takes the note's lock, reads the note, and writes its edit only when
          // released: the approved association must wait for it, then edit the newer text.
          request: async () => {
            let held: () => void = () => {};
            const isHeld = new Promise<void>((r) => {
              held = r;
            });
            holder = withFileLock(t.vault, abs, async () => {
              const text = await readFile(abs, 'utf8');
              held();
              await released;
              await writeFile(abs, text.replace('attendees:\n', 'attendees:\n  - Edited Meanwhile\n'));
            });
            await isHeld;
            return 'approved';
          },
        },
      }),
    });
    const tool = defs.find((d) => d.name === 'request_project_association')!;
    const call = tool.execute({ project: 'website-redesign', reason: 'The website came up.' });
    // Released once the call is done (a writer without the lock) or after a while (one waiting for it).
    await Promise.race([call, new Promise((r) => setTimeout(r, 1500))]);
    release();
    const out = await call;
    await holder;
    expect(out).toMatch(/^approved: project "website-redesign" is now associated/);
    const meeting = await readMeeting(t.vault, MEETINGS.functional);
    expect(meeting.attendees).toContain('Edited Meanwhile');
    expect(meeting.projects).toEqual(['remote-control', 'website-redesign']);
    expect(t.session.audit.entries.map((e) => e.path)).toEqual([MEETINGS.functional]);
  });
});
