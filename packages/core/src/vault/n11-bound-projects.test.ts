import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frontmatterList } from '../names/index.js';
import { parseNote } from '../notes/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { boundProjects, readBoundProjects } from './bound-projects.js';
import { readMeeting } from './read-meeting.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => {
  await dir.cleanup();
});

async function meeting(frontmatter: string): Promise<string> {
  const rel = 'Meetings/N11.md';
  await writeFile(path.join(vault.root, rel), `---\ntitle: N11\n${frontmatter}\n---\nnotes\n`);
  return rel;
}

describe('N11: projects written as Obsidian wikilinks, unknown projects reported', () => {
  it('N11: an unquoted wikilink in a flow list (`[[remote-control]]`, a nested list in YAML) binds the project', async () => {
    const rel = await meeting('projects: [[remote-control]]');
    expect(await boundProjects(vault, rel)).toEqual(['remote-control']);
    expect((await readMeeting(vault, rel)).projects).toEqual(['[[remote-control]]']);
  });

  it('N11: every YAML shape of an unquoted wikilink is read as the link (flow, block, several, attendees)', () => {
    const data = (yaml: string) => parseNote(`---\n${yaml}\n---\n`).frontmatter?.data ?? {};
    expect(frontmatterList(data('projects: [[remote-control]]').projects)).toEqual(['[[remote-control]]']);
    expect(frontmatterList(data('projects: [[[a]], [[b]]]').projects)).toEqual(['[[a]]', '[[b]]']);
    expect(frontmatterList(data('projects:\n  - [[a]]\n  - b').projects)).toEqual(['[[a]]', 'b']);
    expect(frontmatterList(data('attendees: [[Alice]]').attendees)).toEqual(['[[Alice]]']);
    // A nested list of several items is not a link: left out, as before.
    expect(frontmatterList(data('projects: [[a, b]]').projects)).toEqual([]);
  });

  it('N11: `[[Projects/remote-control]]` unquoted in a flow list binds too, and a project id in any case', async () => {
    const rel = await meeting('projects: [[Projects/remote-control]]');
    expect(await boundProjects(vault, rel)).toEqual(['remote-control']);
    await meeting('projects: [Remote-Control]');
    expect(await boundProjects(vault, rel)).toEqual(['remote-control']);
  });

  it('N11: an entry that names no project is reported as written, not dropped in silence', async () => {
    const rel = await meeting('projects: [Remote-Control, nope, "[[Projects/ghost]]", ../escape, nope]');
    expect(await readBoundProjects(vault, rel)).toEqual({
      ids: ['remote-control'],
      unknown: ['nope', '[[Projects/ghost]]', '../escape'],
    });
  });
});
