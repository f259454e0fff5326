/**
 * Newcomer report N13 and issue 9 H6: a meeting's `transcript:` or `usernotes:` link that is broken
 * (names no file, or names a file the path check refuses, such as a symlink leading out of the
 * vault) is refused by the tools that read it, with the reason. It is never answered as "this
 * meeting has no transcript" or by reading the meeting note's body instead.
 */
import { readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal, refusalMessage, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
let outside: string;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
  outside = path.join(t.root, '..', `${path.basename(t.root)}-outside.md`);
  await writeFile(outside, '[00:00:01] **Mallory:** secret\n');
});
afterEach(async () => t?.cleanup());

/** Rewrites one frontmatter line of the meeting note (`key: value`). */
async function setLink(key: string, value: string): Promise<void> {
  const file = path.join(t.root, MEETINGS.functional);
  const text = await readFile(file, 'utf8');
  const next = new RegExp(`^${key}:.*$`, 'm').test(text)
    ? text.replace(new RegExp(`^${key}:.*$`, 'm'), `${key}: "${value}"`)
    : text.replace(/^---\n/, `---\n${key}: "${value}"\n`);
  await writeFile(file, next);
}

const query = (view: string) =>
  toolDefinitions(t.session, { profile: 'compact' })
    .find((d) => d.name === 'query_meeting')
    ?.execute({ view }) ?? Promise.reject(new Error('no query_meeting'));

describe('N13: broken transcript and user-notes links are refused with their reason', () => {
  it('a transcript link to a symlink out of the vault: read_transcript, override_speaker and the compact view say so', async () => {
    await symlink(outside, path.join(t.root, 'Transcripts', 'Leak.md'));
    await setLink('transcript', '[[Transcripts/Leak]]');
    const before = await hashTree(t.root);
    for (let out of [
      await runTool(t.session, 'read_transcript', {}),
      await runTool(t.session, 'override_speaker', { speaker: 'Mallory', name: 'Bob' }),
      await query('transcript'),
    ]) {
      expect(isRefusal(out) || out.includes('refused'), out).toBe(true);
      // The compact view's refusal is JSON (C11): its message says the same.
      out = isRefusal(out) ? refusalMessage(out) : out;
      expect(out).toContain('transcript link "[[Transcripts/Leak]]"');
      expect(out).toMatch(/is refused: .*through a symlink/);
      expect(out).not.toContain('has no transcript');
      expect(out).not.toContain('secret');
    }
    expect(await hashTree(t.root)).toEqual(before);
  });

  it('a user-notes link that names no file: read_usernotes refuses instead of reading the note body', async () => {
    await setLink('usernotes', '[[Notes/No such notes]]');
    const out = await runTool(t.session, 'read_usernotes', {});
    expect(isRefusal(out), out).toBe(true);
    expect(out).toContain('usernotes link "[[Notes/No such notes]]"');
    expect(out).toContain('names no file');
  });
});
