/**
 * V83 (review of R140): two links to person notes of one name in two folders are two people.
 * R140 told links apart by the note they lead to but compared the notes' names only, so beside
 * `[[People/Bob]]`, `add_attendee "[[Contractors/Bob]]"` answered `already an attendee (as Bob);
 * nothing changed` (ok, nothing done) and `remove_attendee "[[Contractors/Bob]]"` removed
 * `[[People/Bob]]`, another person. A bare `[[Bob]]` (Obsidian's shortest form) or a relative link
 * still matches by name. Real files on a temp copy of the sample vault, both person notes present.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import {
  MEETINGS,
  sampleSession,
  setFunctionalAttendees,
  type TestSession,
} from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const meetingText = () => readFile(path.join(t.root, MEETINGS.functional), 'utf8');

async function withPersonNotes(items: string[]): Promise<void> {
  t = await sampleSession();
  for (const folder of ['People', 'Contractors']) {
    await mkdir(path.join(t.root, folder), { recursive: true });
    await writeFile(path.join(t.root, folder, 'Bob.md'), `---\naliases: [Bob of ${folder}]\n---\n`);
  }
  await setFunctionalAttendees(t, items);
}

describe('V83: person notes of one name in two folders are two people', () => {
  it('adds [[Contractors/Bob]] beside [[People/Bob]], in either link form', async () => {
    for (const link of ['[[Contractors/Bob]]', '[[Contractors/Bob|Bob]]', '[Bob](Contractors/Bob.md)']) {
      await withPersonNotes(['"[[People/Bob]]"', 'Carol']);
      const out = await runTool(t.session, 'add_attendee', { name: link });
      expect(out, link).toContain('added attendee');
      expect(await meetingText(), link).toContain('Contractors/Bob');
      await t.cleanup();
    }
  });

  it('remove_attendee of [[Contractors/Bob]] never removes [[People/Bob]]', async () => {
    await withPersonNotes(['"[[People/Bob]]"', 'Carol']);
    const before = await hashTree(t.root);
    const out = await runTool(t.session, 'remove_attendee', { name: '[[Contractors/Bob]]' });
    expect(isRefusal(out), out).toBe(true);
    expect(out).toContain('is not an attendee');
    expect(await hashTree(t.root)).toBe(before);
  });

  it('the same note by path in another case, a bare [[Bob]] or a plain name is already listed', async () => {
    await withPersonNotes(['"[[People/Bob]]"', 'Carol']);
    const before = await hashTree(t.root);
    for (const name of ['[[people/bob|Robert]]', '[[People/Bob.md]]', '[[Bob]]', 'Bob', 'Bob of People']) {
      const out = await runTool(t.session, 'add_attendee', { name });
      expect(out, name).toContain('is already an attendee');
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('remove_attendee "Bob" with both listed names the two people and removes neither', async () => {
    await withPersonNotes(['"[[People/Bob]]"', '"[[Contractors/Bob]]"', 'Carol']);
    const before = await hashTree(t.root);
    const out = await runTool(t.session, 'remove_attendee', { name: 'Bob' });
    expect(isRefusal(out), out).toBe(true);
    expect(out).toContain('[[Contractors/Bob]]');
    expect(await hashTree(t.root)).toBe(before);
  });

  it('a link relative to the meeting note leads where Obsidian takes it: [[../People/Bob]] is [[People/Bob]], not [[Contractors/Bob]]', async () => {
    await withPersonNotes(['"[[../People/Bob]]"', 'Carol']);
    const out = await runTool(t.session, 'add_attendee', { name: '[[Contractors/Bob]]' });
    expect(out).toContain('added attendee');
    const again = await runTool(t.session, 'add_attendee', { name: '[[People/Bob]]' });
    expect(again).toContain('is already an attendee');
  });
});
