/**
 * R110/R111 (newcomer F2): Obsidian's "New link format: Relative path to file" writes a meeting
 * note's links as `[[../Transcripts/<name>]]` / `[t](../Notes/<name>.md)`. Such a meeting could not
 * be read (`transcript: path must not contain ".."`) and its `projects:` entries bound nothing. Now a
 * `./`/`../` target is read from the folder of the note that holds it (the meeting note; the
 * transcript's `meeting:` back-link from the transcript), then checked like any link: one that
 * climbs out of the vault is still refused as an escape. Real files, a temp copy of the sample vault.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readBoundProjects } from './bound-projects.js';
import { readMeeting } from './read-meeting.js';
import type { Vault } from './vault.js';

const NAME = '2026-03-10 Remote control functional design';
const ENC = NAME.replace(/ /g, '%20');
let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

/** Rewrites the meeting note's link properties (and moves it to `folder`); returns its vault path. */
async function relink(folder: string, up: string, links: Record<string, string>): Promise<string> {
  const from = path.join(vault.root, `Meetings/${NAME}.md`);
  let text = await readFile(from, 'utf8');
  for (const [key, value] of Object.entries(links)) {
    const line = new RegExp(`^${key}:.*\\n(?: {2}- .*\\n)*`, 'm');
    const written = `${key}: ${value.replaceAll('UP/', up)}\n`;
    text = line.test(text) ? text.replace(line, written) : text.replace(/^tags:/m, `${written}tags:`);
  }
  const rel = `${folder}/${NAME}.md`;
  await mkdir(path.join(vault.root, folder), { recursive: true });
  await writeFile(from, text);
  if (folder !== 'Meetings') await rename(from, path.join(vault.root, rel));
  return rel;
}

describe('R110: links relative to the meeting note', () => {
  for (const [folder, up] of [
    ['Meetings', '../'],
    ['Meetings/2026', '../../'],
  ] as const) {
    it(`R110: ${folder}: wikilink and Markdown links with ${up} resolve; projects bind`, async () => {
      const rel = await relink(folder, up, {
        transcript: `"[[UP/Transcripts/${NAME}]]"`,
        usernotes: `"[notes](UP/Notes/${ENC}.md)"`,
        summary: `"[[UP/Summaries/${NAME}|Summary]]"`,
        projects: `\n  - "[[UP/Projects/remote-control/PROJECT|Remote]]"`,
      });
      if (folder !== 'Meetings') {
        // The transcript's back-link, written by Obsidian from the transcript's folder.
        const t = path.join(vault.root, `Transcripts/${NAME}.md`);
        const text = await readFile(t, 'utf8');
        await writeFile(t, text.replace(/^meeting: .*$/m, `meeting: "[[../${folder}/${NAME}]]"`));
      }
      const meeting = await readMeeting(vault, rel);
      expect(meeting.unresolved).toEqual([]);
      expect(meeting.links.transcript).toBe(`Transcripts/${NAME}.md`);
      expect(meeting.userNotes).toEqual([`Notes/${NAME}.md`]);
      expect(meeting.links.summary).toBe(`Summaries/${NAME}.md`);
      expect((await readBoundProjects(vault, rel)).ids).toEqual(['remote-control']);
    });
  }

  it('R110: a relative link that climbs out of the vault is still refused as an escape', async () => {
    const rel = await relink('Meetings/2026', '../../', {
      transcript: '"[[../../../outside/secret]]"',
      usernotes: '"[n](../../../outside/secret.md)"',
      projects: '\n  - "[[../../../Projects/remote-control/PROJECT]]"',
    });
    const meeting = await readMeeting(vault, rel);
    expect(meeting.links.transcript).toBeNull();
    expect(meeting.userNotes).toEqual([]);
    for (const key of ['transcript', 'usernotes'] as const) {
      const u = meeting.unresolved.find((x) => x.key === key);
      expect(u?.reason, key).toBe('refused');
      expect(u?.refusal, key).toMatch(/\.\./);
    }
    expect((await readBoundProjects(vault, rel)).ids).toEqual([]);
  });
});
