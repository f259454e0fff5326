/**
 * L621: `add_attendee` with a name given in quotes (`"Quoted Name"`, `'Ann Lee'`, the quote marks in the
 * argument, as a model or a shell user may type it) wrote `'"Quoted Name"'` into the frontmatter while its
 * answer's attendee list showed `Quoted Name`: every reader of the list (core `parseLink`, `splitListString`,
 * L73) takes quotes around a name as the writer's, not the name's. Now the name is written without them, the
 * answer says so, and the person is not added twice; a quote inside a name (`Dwayne "The Rock" Johnson`) is
 * text. Both list shapes: a YAML list and a comma-separated text; a link in quotes stays refused (V239).
 * The built `ma`, a temp copy of the sample vault.
 * Spec: docs/tools.md (`add_attendee`); docs/contracts.md, Names and links.
 */

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
let notePath: string;
beforeEach(async () => {
  vault = await copySampleVault();
  notePath = join(vault.root, 'Meetings', `${meeting}.md`);
});
afterEach(async () => vault.cleanup());

const add = (name: string) =>
  runMa([
    'tool',
    'add_attendee',
    '--meeting',
    meeting,
    '--vault',
    vault.root,
    '--args',
    JSON.stringify({ name }),
  ]);

describe('L621: add_attendee writes a quoted name without its quotes and says what it wrote', () => {
  it('L621: a YAML list gets the name without quotes; the answer names it so; a second add finds it', async () => {
    for (const [given, written] of [
      ['"Quoted Name"', 'Quoted Name'],
      ["'Ann Lee'", 'Ann Lee'],
      ['"  Bob   Stone "', 'Bob Stone'],
    ]) {
      const run = await add(given as string);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(
        `added attendee "${written}" (given in quotes, which are not part of a name) to Meetings/${meeting}.md`,
      );
      expect(run.stdout).toMatch(new RegExp(`\\(attendees: .*, ${written}\\)`));
      const text = await readFile(notePath, 'utf8');
      expect(text).toContain(`  - User Interface\n`);
      expect(text, given).toContain(`\n  - ${written}\n`);
      const again = await add(written as string);
      expect(again.stdout).toContain(`"${written}" is already an attendee`);
      expect(await readFile(notePath, 'utf8')).toBe(text);
    }
    const inner = await add('Dwayne "The Rock" Johnson');
    expect(inner.stdout).toContain('added attendee "Dwayne "The Rock" Johnson" to ');
    expect(await readFile(notePath, 'utf8')).toContain('\n  - Dwayne "The Rock" Johnson\n');
  });

  it('L621: a comma-separated text gets the name without quotes; a link in quotes is still refused', async () => {
    const note = await readFile(notePath, 'utf8');
    const commas = note.replace(/attendees:\n(?: {2}- .*\n)+/, 'attendees: Ann Lee, Bob\n');
    await writeFile(notePath, commas);
    const run = await add('"Carol"');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('added attendee "Carol" (given in quotes, which are not part of a name)');
    expect(await readFile(notePath, 'utf8')).toContain('attendees: Ann Lee, Bob, Carol\n');

    // A link in quotes stays refused as a partial link (V239), nothing written.
    await writeFile(notePath, note);
    const link = await add('"[[People/Dana Ruiz]]"');
    expect(link.code).toBe(3);
    expect(`${link.stdout}${link.stderr}`).toContain('holds a wikilink or part of one');
    expect(await readFile(notePath, 'utf8')).toBe(note);
  });
});
