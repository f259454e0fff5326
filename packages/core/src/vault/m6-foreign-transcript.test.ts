/**
 * M6: a meeting note duplicated from last week's keeps last week's `transcript:` link. readMeeting
 * refuses a transcript (or user-notes) note that belongs to another meeting — its `meeting:` link
 * names another existing meeting note, or (a linked transcript) its date contradicts the meeting's
 * — as `refused` + `foreign`, whatever the link's spelling; its own, an undated or a back-linked
 * one is used as before. Sample vault on a temp copy.
 * Spec: review3 M6; docs/contracts.md, Where a meeting note's links may lead.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readMeeting } from './read-meeting.js';
import { unresolvedLinkMessage } from './unresolved-link-message.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => {
  await dir.cleanup();
});

const OLD = 'Transcripts/2026-03-12 Remote control detailed design.md';
const OLD_MEETING = 'Meetings/2026-03-12 Remote control detailed design.md';

async function meetingWith(name: string, lines: string[]): Promise<string> {
  const rel = `Meetings/${name}.md`;
  await mkdir(path.dirname(path.join(vault.root, rel)), { recursive: true });
  await writeFile(
    path.join(vault.root, rel),
    ['---', `title: ${name}`, ...lines, 'status: ended', '---', 'Copied.', ''].join('\n'),
  );
  return rel;
}

describe("M6: another meeting's transcript or notes are refused", () => {
  for (const link of [
    '"[[Transcripts/2026-03-12 Remote control detailed design]]"',
    '"[[Transcripts/2026-03-12 Remote control detailed design#Intro|last week]]"',
    '"[x](Transcripts/2026-03-12%20Remote%20control%20detailed%20design.md)"',
    '"[[transcripts/2026-03-12 REMOTE control detailed design]]"',
  ]) {
    it(`M6: a copied note linking last week's transcript as ${link} is refused, naming its meeting`, async () => {
      const rel = await meetingWith('2026-03-19 Remote control follow-up', [
        'date: 2026-03-19',
        `transcript: ${link}`,
      ]);
      const meeting = await readMeeting(vault, rel);
      expect(meeting.links.transcript).toBeNull();
      const [u] = meeting.unresolved;
      expect(u).toMatchObject({ key: 'transcript', reason: 'refused', foreign: true });
      expect(unresolvedLinkMessage(u!, rel)).toContain(
        `is refused: ${OLD} belongs to ${OLD_MEETING} (its meeting: link); was this meeting note copied from that one?`,
      );
      expect(u!.refusal).toContain(`change its meeting: "[[Meetings/2026-03-19 Remote control follow-up]]"`);
    });
  }

  it('M6: the same with no date at all on the copy (by the back link alone), and for usernotes', async () => {
    const rel = await meetingWith('Weekly sync', [
      `transcript: "[[${OLD.replace(/\.md$/, '')}]]"`,
      'usernotes: "[[Notes/2026-03-10 Remote control functional design]]"',
    ]);
    await writeFile(
      path.join(vault.root, 'Notes/2026-03-10 Remote control functional design.md'),
      '---\nmeeting: "[[Meetings/2026-03-10 Remote control functional design]]"\n---\nmy notes\n',
    );
    const meeting = await readMeeting(vault, rel);
    expect(meeting.links).toMatchObject({ transcript: null, usernotes: null });
    expect(meeting.unresolved.map((u) => [u.key, u.reason, u.foreign])).toEqual([
      ['transcript', 'refused', true],
      ['usernotes', 'refused', true],
    ]);
  });

  it('M6: a linked transcript without a meeting: link whose date contradicts the meeting date is refused; one within a day is not', async () => {
    await writeFile(
      path.join(vault.root, 'Transcripts/2026-05-04 Sync A.md'),
      '[00:00:01] **Ann:** Hello.\n',
    );
    const copied = await meetingWith('2026-05-11 Sync B', [
      'date: 2026-05-11',
      'transcript: "[[Transcripts/2026-05-04 Sync A]]"',
    ]);
    const u = (await readMeeting(vault, copied)).unresolved[0];
    expect(u).toMatchObject({ key: 'transcript', reason: 'refused', foreign: true });
    expect(u!.refusal).toContain(
      'Transcripts/2026-05-04 Sync A.md is dated 2026-05-04 (its name), this meeting 2026-05-11 (its date:); was this meeting note copied',
    );
    // Midnight or a time zone apart, or a date: that agrees with the transcript: used.
    const late = await meetingWith('Late call', [
      'date: 2026-05-05',
      'transcript: "[[Transcripts/2026-05-04 Sync A]]"',
    ]);
    expect((await readMeeting(vault, late)).links.transcript).toBe('Transcripts/2026-05-04 Sync A.md');
    // A transcript that says it is this meeting's is used whatever its date.
    await writeFile(
      path.join(vault.root, 'Transcripts/2026-05-04 Sync A.md'),
      '---\nmeeting: "[[Meetings/2026-05-11 Sync B]]"\n---\n[00:00:01] **Ann:** Hello.\n',
    );
    expect((await readMeeting(vault, copied)).links.transcript).toBe('Transcripts/2026-05-04 Sync A.md');
  });

  it("M6: a meeting's own transcript, one whose meeting: names a note that no longer exists, and an undated one are used", async () => {
    expect((await readMeeting(vault, OLD_MEETING)).links.transcript).toBe(OLD);
    await writeFile(
      path.join(vault.root, 'Transcripts/Renamed.md'),
      '---\nmeeting: "[[Meetings/Old name]]"\n---\n[00:00:01] **Ann:** Hello.\n',
    );
    const renamed = await meetingWith('2026-05-11 New name', [
      'date: 2026-05-11',
      'transcript: "[[Transcripts/Renamed]]"',
    ]);
    expect((await readMeeting(vault, renamed)).links.transcript).toBe('Transcripts/Renamed.md');
    // The default transcript named after the meeting is checked by its back link only.
    await writeFile(
      path.join(vault.root, 'Transcripts/2026-05-12 Default.md'),
      '[00:00:01] **Ann:** Hello.\n',
    );
    const byDefault = await meetingWith('2026-05-12 Default', ['date: 2026-01-01']);
    expect((await readMeeting(vault, byDefault)).links.transcript).toBe('Transcripts/2026-05-12 Default.md');
  });
});
