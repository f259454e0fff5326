/**
 * L231 (session 34 leftovers, property shapes): a person note's `aliases:` (or `alias:`) written as a
 * mapping, or a `name:` that is not text, was dropped in silence: the attendee tools matched nobody by
 * it and nothing said why. Each is now read or named with its shape (`problems`, listed by `ma doctor`),
 * and one property in a shape core does not take never drops the other names.
 * Real identity notes in a sample-vault copy, read by core's `readPersonAliases`.
 * Spec: docs/vault-format.md (Properties and their shapes; Identities).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { samePerson } from '../names/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readPersonAliases } from './read-person-aliases.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

const NOTES: Record<string, string> = {
  'Ana Lima.md': '---\nname: [Ana, Lima]\naliases: {Ana: host}\nalias: AL\n---\n',
  'Ben Ode.md': '---\nname: 42\naliases:\n  - Benny\n  - {nick: B}\n  - [x, y]\n---\n',
  'Cleo.md': '---\nname: Cleo Park\naliases: Clee, CP\n---\n',
};

describe('L231: person-note properties are read or named, never dropped in silence', () => {
  it('a mapping, a list name and mapping items are named; every readable name is still read', async () => {
    for (const [name, text] of Object.entries(NOTES))
      await writeFile(path.join(vault.root, 'Identities', name), text);
    const people = await readPersonAliases(vault);
    const of = (note: string) => people.find((p) => p.note === `Identities/${note}`);

    expect(of('Ana Lima.md')?.names).toEqual(['Ana Lima', 'AL']);
    expect(of('Ana Lima.md')?.problems).toEqual([
      "`name:` is a list of 2 items; it was not read: write the person's name as one line of text",
      '`aliases:` is a mapping ({"Ana":"host"}); it was not read: write the aliases as a list of names',
    ]);
    expect(of('Ben Ode.md')?.names).toEqual(['Ben Ode', '42', 'Benny']);
    expect(of('Ben Ode.md')?.problems).toEqual([
      '`aliases:` entries {"nick":"B"}, ["x","y"] are not names and were not read: write each alias as a name on a list line of its own',
    ]);
    expect(of('Cleo.md')).toEqual({ note: 'Identities/Cleo.md', names: ['Cleo', 'Cleo Park', 'Clee', 'CP'] });
    // The sample's own identity notes are read as before, with nothing to say.
    expect(of('Project Manager.md')?.problems).toBeUndefined();
  });
});

describe('F49: a person note named by an unquoted wikilink', () => {
  it('`name: [[Ana Lopez]]` is read as the quoted link is, both as the linked name, and match the person', async () => {
    await writeFile(path.join(vault.root, 'Identities', 'AL.md'), '---\nname: [[Ana Lopez]]\n---\n');
    await writeFile(path.join(vault.root, 'Identities', 'BQ.md'), '---\nname: "[[Ben Quinn]]"\n---\n');
    const people = await readPersonAliases(vault);
    const of = (note: string) => people.find((p) => p.note === `Identities/${note}`);
    expect(of('AL.md')).toEqual({ note: 'Identities/AL.md', names: ['AL', 'Ana Lopez'] });
    expect(of('BQ.md')).toEqual({ note: 'Identities/BQ.md', names: ['BQ', 'Ben Quinn'] });
    expect(samePerson('Ana Lopez', 'AL', people)).toBe(true);
    expect(samePerson('Ben Quinn', 'BQ', people)).toBe(true);
    // A list of two links stays a list a name cannot be.
    await writeFile(path.join(vault.root, 'Identities', 'CD.md'), '---\nname:\n  - [[C]]\n  - [[D]]\n---\n');
    expect(of('CD.md')).toBeUndefined();
    const again = await readPersonAliases(vault);
    expect(again.find((p) => p.note === 'Identities/CD.md')?.problems?.[0]).toContain(
      '`name:` is a list of 2 items',
    );
  });
});
