/**
 * Review 6 S8: Obsidian saves a List-typed property as a YAML list, one item included. A one-item list in
 * `transcript:`/`usernotes:` (quoted link, unquoted `[[…]]`, plain path) is that link, as `date:` and `status:` already
 * are; the tools read the note. Several links stay refused (a meeting has one transcript and one user-notes note),
 * with a message that says why and what to do.
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

  it('two user-notes links are refused saying a meeting has one user-notes note and how to fix it', async () => {
    t = await sampleSession();
    await setProperty('usernotes', 'usernotes:\n  - "[[Notes/a]]"\n  - "[[Notes/b]]"');
    const out = await runTool(t.session, 'read_usernotes', {});
    expect(isRefusal(out), out).toBe(true);
    const message = refusalMessage(out);
    expect(message).toContain('it holds a list of 2 items');
    expect(message).toContain('a meeting has one user-notes note');
    expect(message).toContain('write one link in quotes: usernotes: "[[Notes/a]]"');
    await setProperty('transcript', 'transcript: ["[[Transcripts/a]]", "[[Transcripts/b]]"]');
    const tr = refusalMessage(await runTool(t.session, 'read_transcript', {}));
    expect(tr).toContain('a meeting has one transcript');
  });
});
