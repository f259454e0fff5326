/**
 * Leftovers L111: a run of a meeting without a `transcript:` link whose default transcript was
 * evicted to iCloud (only `Transcripts/.<name>.md.icloud` is here) was a notes-only summary ("this
 * meeting has no transcript") — a success that left the transcript out. It now fails before anything
 * is written, saying the file is in iCloud and how to download it (not "move the file into the
 * vault" or "fix the link"). Real files on a sample-vault copy.
 * Spec: issue 9 H6; reviewA R37; leftovers L111.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, openVault, readMeeting } from '@ma/core';
import { copySampleVault } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertLinksResolve } from '../src/lifecycle/meeting-links.js';

const NAME = '2026-03-11 Remote control conceptual design';
const MEETING = `Meetings/${NAME}.md`;
let copy: Awaited<ReturnType<typeof copySampleVault>>;
beforeEach(async () => {
  copy = await copySampleVault();
  const abs = path.join(copy.root, MEETING);
  await writeFile(abs, (await readFile(abs, 'utf8')).replace(/^transcript:.*\r?\n/m, ''));
});
afterEach(() => copy.cleanup());

describe('L111: a run whose default transcript is in iCloud', () => {
  it('L111: fails saying the transcript is in iCloud and how to download it, not a notes-only summary', async () => {
    const vault = await openVault(copy.root, await loadConfig({ vault: copy.root }));
    await rename(
      path.join(copy.root, 'Transcripts', `${NAME}.md`),
      path.join(copy.root, 'Transcripts', `.${NAME}.md.icloud`),
    );
    const meeting = await readMeeting(vault, MEETING);
    let message = '';
    try {
      assertLinksResolve(meeting);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      `transcript Transcripts/${NAME}.md (this meeting's default) is not on this device: only iCloud Drive's placeholder Transcripts/.${NAME}.md.icloud is here`,
    );
    expect(message).toContain('then try again');
    expect(message).not.toContain('move the file into the vault');
    expect(message).not.toContain('fix the link');
  });
});
