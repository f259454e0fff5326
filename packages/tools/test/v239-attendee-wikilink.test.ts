/**
 * V239 (session 46 note): `add_attendee` wrote a name holding part of a wikilink (`A [[B]]`, `A|B`,
 * `A]]`, `[[B`) into `attendees`, which Obsidian shows as a link inside a name or as a cut list item.
 * Decided: a person given as ONE whole wikilink (`[[Ana Ruiz]]`, `[[People/Ana Ruiz|Ana]]`) is the
 * Obsidian way to name a person (docs/vault-format.md) and is added as given, matched against the
 * attendees by name in any case (`[[marketing]]` is `Marketing`); any other `[[`, `]]` or `|` in a
 * name is refused, saying why, and the note is left as it was.
 * Real sample vault copy, the granular tool.
 * Spec: docs/tools.md (add_attendee); docs/vault-format.md (people as wikilinks).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type NeutralTool, toolDefinitions } from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const addAttendee = (s: TestSession): NeutralTool => {
  const def = toolDefinitions(s.session, { profile: 'granular' }).find((d) => d.name === 'add_attendee');
  if (!def) throw new Error('no add_attendee');
  return def;
};

describe('V239: add_attendee and wikilinks', () => {
  it('V239: partial or embedded links are refused, nothing written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const note = path.join(t.root, MEETINGS.functional);
    const before = await readFile(note, 'utf8');
    for (const name of ['A [[B]]', '[[B]] A', 'A|B', 'A]]', '[[B', '[[B]][[C]]', '[[A|B|C]]', '[[]]']) {
      const out = await addAttendee(t).execute({ name });
      expect(out, name).toMatch(/^refused: name .* holds a wikilink or part of one/);
      expect(out, name).toContain('give the name alone ("Ana Ruiz") or one whole link ("[[Ana Ruiz]]")');
    }
    expect(await readFile(note, 'utf8')).toBe(before);
  });

  it('V239: one whole wikilink is added as given; [[marketing]] is the attendee Marketing', async () => {
    t = await sampleSession(MEETINGS.functional);
    const note = path.join(t.root, MEETINGS.functional);
    const same = await addAttendee(t).execute({ name: '[[marketing]]' });
    expect(same).toContain('already an attendee');
    const added = await addAttendee(t).execute({ name: '[[Ana Ruiz]]' });
    expect(added).toMatch(/^added attendee/);
    expect(await readFile(note, 'utf8')).toMatch(/^ {2}- "\[\[Ana Ruiz\]\]"$/m);
    const again = await addAttendee(t).execute({ name: 'ana ruiz' });
    expect(again).toContain('already an attendee');
  });
});
