/**
 * L101 (leftovers, session 28): `ma projects --meeting` on a note with `projects: ""` said its `projects` "lists none
 * that exist" (it lists nothing: it is empty), and `ma search --projects nope` (no such project folder) said only "not
 * bound", never how to bind one. Built `ma`, a temp copy of the sample vault.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const NAME = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await vault.cleanup();
});

describe('L101: ma projects and ma search say why no project is bound and how to bind one', () => {
  it('L101: projects: "" is said to be empty; a project with no folder is said to have none, with how to bind one', async () => {
    const note = path.join(vault.root, 'Meetings', `${NAME}.md`);
    const text = await readFile(note, 'utf8');
    await writeFile(note, text.replace(/^projects:\n(?: {2}- .*\n)+/m, 'projects: ""\n'));
    const projects = await runMa(['projects', '--meeting', NAME, '--vault', vault.root]);
    expect(projects.code).toBe(0);
    expect(projects.stderr).toContain(
      'its frontmatter `projects` is empty; list a project\'s folder there, e.g. projects: ["[[Projects/<id>]]"]',
    );
    expect(projects.stderr).not.toContain('lists none that exist');

    await writeFile(note, text);
    const search = await runMa([
      'search',
      'EUR',
      '--meeting',
      NAME,
      '--projects',
      'nope',
      '--vault',
      vault.root,
    ]);
    expect(search.stdout + search.stderr).toContain(
      'project "nope" is not bound to this meeting (there is no project folder Projects/nope: a project is a folder there)',
    );
    expect(search.stdout + search.stderr).toContain(
      `listing its folder in the meeting note's projects: property`,
    );
  }, 120_000);
});
