/**
 * R140 (embed session 40): two links to different person notes are two people, whatever text they
 * show. `add_attendee "[[People/Bob B|Bob]]"` beside `[[People/Bob]]` answered `"…" is already an
 * attendee (as Bob); nothing changed` (ok, nothing done), and `remove_attendee
 * "[[People/Alice Chen|Alice]]"` removed `[[People/Alice Moreau|Alice]]`, another person. A plain
 * name still matches a link's display text. Real files on a temp copy of the sample vault.
 */
import { readMeeting } from '@ma/core';
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

const setAttendees = (items: string[]) => setFunctionalAttendees(t, items);
const attendees = async () => (await readMeeting(t.vault, MEETINGS.functional)).attendees;

describe('R140: links to different person notes are different people', () => {
  it('adds [[People/Bob B|Bob]] beside [[People/Bob]], in either link form', async () => {
    for (const link of ['[[People/Bob B|Bob]]', '[Bob](People/Bob%20B.md)']) {
      t = await sampleSession();
      await setAttendees(['"[[People/Bob]]"', 'Carol']);
      const out = await runTool(t.session, 'add_attendee', { name: link });
      expect(out).toContain('added attendee');
      expect(await attendees()).toEqual(['Bob', 'Carol', 'Bob B']);
      await t.cleanup();
    }
  });

  it('remove_attendee of [[People/Alice Chen|Alice]] never removes [[People/Alice Moreau|Alice]]', async () => {
    t = await sampleSession();
    await setAttendees(['"[[People/Alice Moreau|Alice]]"', 'Bob']);
    const before = await hashTree(t.root);
    const out = await runTool(t.session, 'remove_attendee', { name: '[[People/Alice Chen|Alice]]' });
    expect(isRefusal(out), out).toBe(true);
    expect(out).toContain('is not an attendee');
    expect(await hashTree(t.root)).toBe(before);
  });

  it('the same note under another display text, or a plain name shown by a link, is already listed', async () => {
    t = await sampleSession();
    await setAttendees(['"[[People/Bob B|Bob]]"', 'Carol']);
    const before = await hashTree(t.root);
    for (const name of ['[[People/Bob B|Robert]]', '[[Bob B]]', 'Bob', 'bob b']) {
      const out = await runTool(t.session, 'add_attendee', { name });
      expect(out, name).toContain('is already an attendee');
    }
    expect(await hashTree(t.root)).toBe(before);
  });
});
