/**
 * Review U6: `usernotes: "[[Notes/a]], [[Notes/b]]"` — two links in one text property, as Obsidian
 * shows and a user types them (a list in one note, a text in another) — was read as one link named
 * `[[Notes/a]], [[Notes/b]]` and refused ("names no file"), so `read_usernotes` and every run failed.
 * `projects:` and `attendees:` texts were already split at commas. Now a text of several
 * comma-separated wikilinks is the list of them, in order; a text with a comma that is not several
 * links (`[[Notes/Q1, Q2]]`, `Notes, 2026`) stays one value. Sample vault on a temp copy.
 * Spec: reviewA U6; review6 S8 (several user-notes notes); docs/vault-format.md, Meeting note.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
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

const put = (rel: string, text: string) => writeFile(path.join(vault.root, rel), text);

describe('U6: a usernotes text of several wikilinks', () => {
  it('U6: "[[a]], [[b]]" (any case, NFD, aliases) is both notes in order; a comma inside one link stays one link', async () => {
    await put('Notes/Réunion A.md'.normalize('NFD'), 'Note A\n');
    await put('Notes/b.md', 'Note B\n');
    await put('Notes/Q1, Q2.md', 'Note Q\n');
    await put('Meetings/two.md', '---\nusernotes: "[[notes/réunion a|A]], [[B]]"\n---\n');
    const two = await readMeeting(vault, 'Meetings/two.md');
    expect(two.unresolved).toEqual([]);
    expect(two.userNotes.map((p) => p.normalize('NFC'))).toEqual(['Notes/Réunion A.md', 'Notes/b.md']);
    await put('Meetings/one.md', '---\nusernotes: "[[Notes/Q1, Q2]]"\n---\n');
    const one = await readMeeting(vault, 'Meetings/one.md');
    expect(one.unresolved).toEqual([]);
    expect(one.userNotes).toEqual(['Notes/Q1, Q2.md']);
  });
});
