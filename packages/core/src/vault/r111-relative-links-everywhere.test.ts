/**
 * R111: R110 read a meeting note's `./`/`../` links (Obsidian's "Relative path to file") from the
 * note's folder for its transcript, notes and `projects:` binding, but every other reader of a link
 * written in a note still took `../` literally: a person note linked as `[[../People/Marie Dupont]]`
 * declared none of its `aliases` (so `add_attendee "MD"` added Marie a second time), a summary note
 * whose `projects:` entry is `[[../Projects/remote-control/PROJECT]]` was no past summary of that
 * project, and "did you mean" for a mistyped relative entry found nothing. Each now reads the link
 * from the folder of the note holding it. Real files, a temp copy of the sample vault.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { unboundProjectHint } from './bound-projects.js';
import { pastSummaries } from './past-summaries.js';
import { readPersonAliases } from './read-person-aliases.js';
import { summariesNamingNoProject } from './summaries-naming-no-project.js';
import type { Vault } from './vault.js';

const MEETING = 'Meetings/2026-03-10 Remote control functional design.md';
const SUMMARY = 'Summaries/2026-03-09 Remote control kickoff.md';
let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

/** Rewrites the `projects:` line of the sample summary note. */
async function summaryProjects(value: string): Promise<void> {
  const file = path.join(vault.root, SUMMARY);
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace(/^projects: .*$/m, `projects: ${value}`));
}

describe('R111: every link read from a note is read from its folder', () => {
  it('R111: a relative attendee link declares its person note (aliases)', async () => {
    await mkdir(path.join(vault.root, 'People'), { recursive: true });
    await writeFile(path.join(vault.root, 'People/Marie Dupont.md'), '---\naliases: [MD]\n---\n');
    const found = await readPersonAliases(vault, ['[[../People/Marie Dupont|Marie]]'], { from: MEETING });
    expect(found.find((a) => a.note === 'People/Marie Dupont.md')?.names).toEqual(['Marie Dupont', 'MD']);
  });

  it('R111: a climbing attendee link declares nothing', async () => {
    const found = await readPersonAliases(vault, ['[[../../People/Marie Dupont]]'], { from: MEETING });
    expect(found.some((a) => a.note.includes('Marie'))).toBe(false);
  });

  it("R111: a summary's relative projects: entry makes it a past summary of that project", async () => {
    await summaryProjects('["[[../Projects/remote-control/PROJECT]]"]');
    const found = await pastSummaries(vault, ['remote-control']);
    expect(found.map((s) => s.path)).toEqual([SUMMARY]);
  });

  it("R111: a summary's relative entry naming no folder is an orphan by its ID", async () => {
    await summaryProjects('["[[../Projects/old-remote/PROJECT]]"]');
    expect(await summariesNamingNoProject(vault)).toEqual([{ id: 'old-remote', summaries: [SUMMARY] }]);
  });

  it('R111: "did you mean" reads a mistyped relative entry from the meeting note', async () => {
    const hint = await unboundProjectHint(vault, '[[../Projects/remote-contrl/PROJECT]]', MEETING);
    expect(hint?.text).toMatch(/^did you mean `remote-control`/);
  });
});
