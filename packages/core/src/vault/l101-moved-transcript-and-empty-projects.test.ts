/**
 * L101 (leftovers, session 28): a meeting whose transcript was moved out of `Transcripts/` (to `Archive/2026/`) had
 * its broken link answered with the closest notes of the usual folders only — other meetings' transcripts — never the
 * moved file; and `projects: ""` was reported as a list naming no existing project. Now the moved file (the link's
 * name anywhere a transcript may be) comes first, and the bound-projects report says the property is empty or missing.
 * Real files, a temp copy of the sample vault.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readBoundProjects } from './bound-projects.js';
import { readMeeting } from './read-meeting.js';
import type { Vault } from './vault.js';

const NAME = '2026-03-11 Remote control conceptual design';
let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

describe('L101: broken transcript links and empty projects', () => {
  it('L101: a transcript moved out of Transcripts/ is the first "closest" note; a product note of that name is not', async () => {
    await mkdir(path.join(vault.root, 'Archive/2026'), { recursive: true });
    await rename(
      path.join(vault.root, `Transcripts/${NAME}.md`),
      path.join(vault.root, `Archive/2026/${NAME}.md`),
    );
    // A summary of that name is never a transcript (link-place rules), so it is never suggested.
    await writeFile(path.join(vault.root, `Summaries/${NAME}.md`), '---\ntitle: x\n---\n');
    const meeting = await readMeeting(vault, `Meetings/${NAME}.md`);
    const broken = meeting.unresolved.find((u) => u.key === 'transcript');
    expect(broken?.reason).toBe('missing');
    expect(broken?.closest[0]).toBe(`Archive/2026/${NAME}.md`);
    expect(broken?.closest).not.toContain(`Summaries/${NAME}.md`);
  });

  it('L101: projects: "" is reported as an empty property, a missing one as missing, a list as neither', async () => {
    const note = path.join(vault.root, `Meetings/${NAME}.md`);
    const text = await readFile(note, 'utf8');
    const withProjects = (value: string | null) =>
      text.replace(/^projects:\n(?: {2}- .*\n)+/m, value === null ? '' : `projects: ${value}\n`);
    expect((await readBoundProjects(vault, `Meetings/${NAME}.md`)).property).toBeUndefined();
    for (const value of ['""', '', '[]']) {
      await writeFile(note, withProjects(value));
      const report = await readBoundProjects(vault, `Meetings/${NAME}.md`);
      expect(report.property, value).toBe('empty');
      expect(report.ids).toEqual([]);
    }
    await writeFile(note, withProjects(null));
    expect((await readBoundProjects(vault, `Meetings/${NAME}.md`)).property).toBe('missing');
    await writeFile(note, withProjects('[nope]'));
    const unknown = await readBoundProjects(vault, `Meetings/${NAME}.md`);
    expect(unknown.property).toBeUndefined();
    expect(unknown.unknown).toEqual(['nope']);
  });
});
