/**
 * Review 6 S8: Obsidian saves a List-typed property as a YAML list, one item included. A one-item list in
 * `transcript:`/`usernotes:` (quoted link, unquoted `[[…]]`, plain path) is that link, as `date:` and `status:` already
 * are; the tools read the note. Several user-notes links are several notes, each read (two note-takers); a broken
 * one among them is refused by name. Several transcript links stay refused, with a message that says why.
 * Spec: docs/vault-format.md, Meeting note; review6 S8; hostile review V2b.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal, refusalMessage, toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const NAME = '2026-03-10 Remote control functional design';

async function setProperty(key: string, yaml: string): Promise<void> {
  const file = path.join(t.root, MEETINGS.functional);
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace(new RegExp(`^${key}:.*(?:\\n[ \\t]+.*)*`, 'm'), yaml));
}

describe('S8: one-item lists in link properties', () => {
  for (const form of [
    'KEY:\n  - "[[F/N]]"',
    'KEY: ["[[F/N]]"]',
    'KEY:\n  - [[F/N]]',
    'KEY: [F/N]',
    "KEY:\n  - 'F/N.md'",
  ]) {
    it(`${JSON.stringify(form)} is the one link it holds, for transcript and usernotes`, async () => {
      t = await sampleSession();
      await setProperty(
        'transcript',
        form.replaceAll('KEY', 'transcript').replace('F/N', `Transcripts/${NAME}`),
      );
      await setProperty('usernotes', form.replaceAll('KEY', 'usernotes').replace('F/N', `Notes/${NAME}`));
      const meeting = await readMeeting(t.vault, MEETINGS.functional);
      expect(meeting.unresolved).toEqual([]);
      expect(meeting.links.transcript).toBe(`Transcripts/${NAME}.md`);
      expect(meeting.links.usernotes).toBe(`Notes/${NAME}.md`);
      expect(await runTool(t.session, 'read_transcript', { to: 1 })).toMatch(
        /^Transcripts\/2026-03-10 .*· lines 1–1/,
      );
      expect(await runTool(t.session, 'read_usernotes', {})).toMatch(/^Notes\/2026-03-10 .*· lines 1–/);
      const query = toolDefinitions(t.session, { profile: 'compact' }).find(
        (d) => d.name === 'query_meeting',
      )!;
      expect(isRefusal(await query.execute({ view: 'usernotes' }))).toBe(false);
    });
  }

  it('S8: two user-notes notes are each read (note picks one; the read names the other); compact usernotes takes path', async () => {
    t = await sampleSession();
    await writeFile(path.join(t.root, 'Notes/Whiteboard.md'), '- Whiteboard: yellow casing sketch\n');
    await setProperty('usernotes', `usernotes:\n  - "[[Notes/${NAME}]]"\n  - "[[Notes/Whiteboard]]"`);
    const meeting = await readMeeting(t.vault, MEETINGS.functional);
    expect(meeting.unresolved).toEqual([]);
    expect(meeting.userNotes).toEqual([`Notes/${NAME}.md`, 'Notes/Whiteboard.md']);
    const first = await runTool(t.session, 'read_usernotes', {});
    expect(first).toMatch(/^Notes\/2026-03-10 .*· lines 1–/);
    expect(first).toContain('this meeting has 2 user-notes notes; also read: note: "Notes/Whiteboard.md"');
    for (const note of ['Notes/Whiteboard.md', 'Notes/Whiteboard', '[[Notes/Whiteboard]]', 'whiteboard']) {
      const second = await runTool(t.session, 'read_usernotes', { note });
      expect(second, note).toMatch(/^Notes\/Whiteboard\.md · lines 1–1/);
      expect(second).toContain('yellow casing sketch');
      expect(second).toContain(`also read: note: "Notes/${NAME}.md"`);
    }
    const unknown = await runTool(t.session, 'read_usernotes', { note: 'Notes/Other' });
    expect(isRefusal(unknown)).toBe(true);
    expect(refusalMessage(unknown)).toContain('is not one of the user-notes notes');
    const query = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'query_meeting')!;
    const compact = JSON.parse(
      await query.execute({ view: 'usernotes', filters: { path: 'Notes/Whiteboard.md' } }),
    ) as { text: string };
    expect(compact.text).toContain('yellow casing sketch');
  });

  it('S8: a broken link among several user-notes links is refused by its name; several transcripts are refused saying why', async () => {
    t = await sampleSession();
    await setProperty('usernotes', `usernotes: ["[[Notes/${NAME}]]", "[[Notes/Missing whiteboard]]"]`);
    const meeting = await readMeeting(t.vault, MEETINGS.functional);
    expect(meeting.unresolved.map((u) => [u.key, u.link, u.reason])).toEqual([
      ['usernotes', '[[Notes/Missing whiteboard]]', 'missing'],
    ]);
    const out = await runTool(t.session, 'read_usernotes', {});
    expect(isRefusal(out), out).toBe(true);
    expect(refusalMessage(out)).toContain('[[Notes/Missing whiteboard]]');
    await setProperty('transcript', 'transcript: ["[[Transcripts/a]]", "[[Transcripts/b]]"]');
    const tr = refusalMessage(await runTool(t.session, 'read_transcript', {}));
    expect(tr).toContain('a meeting has one transcript: a run reads, cites by line, checks coverage of');
  });
});
