/**
 * L209 (newcomer session 32 N9). A PROJECT.md whose `description:` was written as a list
 * (`[user interviews, "survey"]`) lost its valid `name` too: the catalog showed the ID only. One
 * bad property never drops a good one now: a list of texts is read joined with `, `; a description
 * of another shape, or over 256 characters, is left out and named in `problem`, the name kept; a
 * number is read as its text. Only an unusable `name` falls back to the ID, naming its shape.
 * Real files, a temp copy of the sample vault.
 * Spec: newcomer session 32 N9; seed 004 (project catalog); docs/vault-format.md (PROJECT.md).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { projectCatalog } from './project-catalog.js';
import { readProjectMeta } from './project-meta.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

const FILE = 'Projects/remote-control/PROJECT.md';
const meta = async (frontmatter: string) => {
  await writeFile(path.join(vault.root, FILE), `---\n${frontmatter}\n---\nBody.\n`);
  return readProjectMeta(vault, 'remote-control', { agents: false });
};

describe('L209: PROJECT.md properties of a shape not taken never drop the good ones', () => {
  it('a description written as a list of texts is read joined; the name kept, nothing to warn', async () => {
    const read = await meta('name: Research\ndescription: [user interviews, "survey", 2026]');
    expect(read).toEqual({
      id: 'remote-control',
      name: 'Research',
      description: 'user interviews, survey, 2026',
      agents: null,
    });
    expect((await projectCatalog(vault)).find((p) => p.id === 'remote-control')?.name).toBe('Research');
  });

  it.each([
    ['a mapping', 'description: {goal: ship}', 'it is a mapping'],
    ['a nested list', 'description: [[a, b], c]', 'it is a list'],
    ['true or false', 'description: true', 'it is true or false'],
  ])('a description that is %s is left out and named; the name kept', async (_shape, line, why) => {
    const read = await meta(`name: Research\n${line}`);
    expect(read.name).toBe('Research');
    expect(read.description).toBe('');
    expect(read.problem).toBe(
      `${FILE}: frontmatter "description" is not text (${why}); it was left out, the name kept`,
    );
  });

  it('a number is read as its text; a name of another shape falls back to the ID naming it', async () => {
    expect(await meta('name: 2026\ndescription: 42')).toMatchObject({ name: '2026', description: '42' });
    const list = await meta('name: [Research, R]\ndescription: ok');
    expect(list.name).toBe('remote-control');
    expect(list.problem).toBe(`${FILE}: frontmatter "name" is not text (it is a list)`);
  });
});
