/**
 * reviewA T11: a meeting note linking a transcript another tool named with brackets,
 * `transcript: "[[Transcripts/Plan [v2]]]"` for `Transcripts/Plan [v2].md`, was refused as "names no
 * file (closest: Transcripts/Plan [v2].md)": the wikilink grammar ends a link at its first `]]`, so
 * the whole value was read as a plain name. A whole `[[…]]` value whose text holds `[`/`]` is now
 * read as the wikilink of that text (its alias and heading read as usual), and resolves to the file
 * it spells; the links of running text are unchanged. Sample vault on a temp copy.
 * Spec: docs/contracts.md, Names and links ("Links read": the literal-name fallback for files other
 * tools created); docs/vault-format.md, Meeting note.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseLink } from '../names/parse-link.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readMeeting } from './read-meeting.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

describe('T11: a whole [[…]] link to a name with brackets', () => {
  it('T11: parseLink reads the text between the outer brackets, alias and heading included', () => {
    const read: [string, Record<string, unknown>][] = [
      ['[[Transcripts/Plan [v2]]]', { target: 'Transcripts/Plan [v2]', form: 'wikilink', alias: null }],
      ['"[[Transcripts/Plan [v2]|the plan]]"', { target: 'Transcripts/Plan [v2]', alias: 'the plan' }],
      ['[[Plan [v2]#Part 1]]', { target: 'Plan [v2]', literal: 'Plan [v2]#Part 1' }],
    ];
    for (const [value, link] of read) expect(parseLink(value), value).toMatchObject(link);
    // Not one whole link: left as before.
    expect(parseLink('[[a]] and [[b]]').form).toBe('plain');
  });

  for (const link of [
    '"[[Transcripts/Plan [v2]]]"',
    '"[[Transcripts/Plan [v2]|transcript]]"',
    '"[[transcripts/plan [V2]]]"',
  ]) {
    it(`T11: transcript: ${link} resolves to Transcripts/Plan [v2].md`, async () => {
      await writeFile(
        path.join(vault.root, 'Transcripts', 'Plan [v2].md'),
        '[00:00:01] **Zoe:** Rubber buttons.\n',
      );
      await writeFile(
        path.join(vault.root, 'Meetings', 'Plan [v2].md'),
        ['---', 'title: Plan', 'status: ended', `transcript: ${link}`, '---', 'Notes.', ''].join('\n'),
      );
      const meeting = await readMeeting(vault, 'Meetings/Plan [v2].md');
      expect(meeting.unresolved).toEqual([]);
      expect(meeting.links.transcript).toBe('Transcripts/Plan [v2].md');
    });
  }
});
