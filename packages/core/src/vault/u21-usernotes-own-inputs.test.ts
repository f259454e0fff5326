/**
 * Review U21: a `usernotes:` link that leads to the meeting's own transcript was accepted, so the
 * transcript was fed twice, once as the notes of a person. readMeeting refuses it (`refused`,
 * with why) in every spelling: wikilink with alias or heading, Markdown link, path, other case,
 * NFD, with or without `.md`, one link or one of several; the transcript itself is still read.
 * Links to the meeting note itself or to its summary stay refused too. Sample vault on a temp copy.
 * Spec: review U21; docs/vault-format.md (Meeting note: where `usernotes:` may lead).
 */
import { readFile, writeFile } from 'node:fs/promises';
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

const NAME = '2026-03-09 Remote control kickoff';
const M = `Meetings/${NAME}.md`;
const T = `Transcripts/${NAME}.md`;

/** Sets the meeting note's `usernotes:` line (YAML as written) and reads the meeting. */
async function withUsernotes(value: string) {
  const file = path.join(vault.root, M);
  const text = await readFile(file, 'utf8');
  await writeFile(
    file,
    text.replace(/^transcript: .*$/m, (line) => `${line}\nusernotes: ${value}`),
  );
  return readMeeting(vault, M);
}

describe("U21: usernotes that lead to the meeting's own inputs or outputs are refused", () => {
  for (const value of [
    `"[[Transcripts/${NAME}]]"`,
    `"[[Transcripts/${NAME}.md]]"`,
    `"[[Transcripts/${NAME}#Intro|my notes]]"`,
    `"[[transcripts/${NAME.toUpperCase()}|x]]"`,
    `"[notes](Transcripts/${encodeURIComponent(NAME)}.md)"`,
    `"[notes](<Transcripts/${NAME}.md>)"`,
    `"Transcripts/${NAME}.md"`,
    `[[Transcripts/${NAME}]]`,
    `["[[Transcripts/${NAME}]]"]`,
  ]) {
    it(`U21: usernotes: ${value} (the meeting's transcript) is refused and the transcript read once`, async () => {
      const meeting = await withUsernotes(value);
      expect(meeting.links.transcript).toBe(T);
      expect(meeting.links.usernotes).toBeNull();
      expect(meeting.userNotes).toEqual([]);
      const refused = meeting.unresolved.filter((u) => u.key === 'usernotes');
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ reason: 'refused' });
      expect(unresolvedLinkMessage(refused[0]!, M)).toContain(
        `is refused: link "${T}" is this meeting's transcript, not notes taken by a person`,
      );
    });
  }

  it('U21: an NFD spelling of an accented transcript name is the same transcript, refused as user notes', async () => {
    const name = '2026-03-20 R\u00e9union \u00e9quipe';
    await writeFile(path.join(vault.root, `Transcripts/${name}.md`), '[00:00:01] **Ana:** Bonjour.\n');
    const rel = `Meetings/${name}.md`;
    await writeFile(
      path.join(vault.root, rel),
      [
        '---',
        'date: 2026-03-20',
        `transcript: "[[Transcripts/${name}]]"`,
        `usernotes: "[[Transcripts/${name.normalize('NFD')}.md|notes]]"`,
        '---',
        '',
      ].join('\n'),
    );
    const meeting = await readMeeting(vault, rel);
    expect(meeting.links.transcript).toBe(`Transcripts/${name}.md`);
    expect(meeting.userNotes).toEqual([]);
    expect(meeting.unresolved).toMatchObject([{ key: 'usernotes', reason: 'refused' }]);
  });

  it('U21: one of several usernotes links that is the transcript is refused; the others are read', async () => {
    const meeting = await withUsernotes(
      `["[[Notes/2026-03-10 Remote control functional design]]", "[[Transcripts/${NAME}|t]]"]`,
    );
    expect(meeting.links.transcript).toBe(T);
    expect(meeting.userNotes).toEqual(['Notes/2026-03-10 Remote control functional design.md']);
    const refused = meeting.unresolved.filter((u) => u.key === 'usernotes');
    expect(refused).toMatchObject([{ reason: 'refused', link: `[[Transcripts/${NAME}|t]]` }]);
  });

  for (const [what, value, because] of [
    ['the meeting note itself', `"[[${M.replace(/\.md$/, '')}|me]]"`, 'meeting note'],
    ['its summary', `"[[Summaries/${NAME}#Decisions]]"`, 'summaries'],
  ] as const) {
    it(`U21: usernotes linking ${what} is refused`, async () => {
      const meeting = await withUsernotes(value);
      expect(meeting.links.usernotes).toBeNull();
      expect(meeting.userNotes).toEqual([]);
      const refused = meeting.unresolved.filter((u) => u.key === 'usernotes');
      expect(refused.length, JSON.stringify(meeting.unresolved)).toBe(1);
      expect(refused[0]?.reason).toBe('refused');
      expect(JSON.stringify(refused[0])).toContain(because);
    });
  }
});
