/**
 * N12 (review 2): `remove_attendee "Alice"` on two different people shown as Alice
 * (`[[People/Alice Moreau|Alice]]`, `[[People/Alice Chen|Alice]]`) is refused naming both, nothing
 * changed — granular tool and the compact `apply_changes` op alike; one person listed twice is
 * removed with both entries named.
 * N22 (review 2): the attendee tools compare names by white space runs, width (NFKC), case and
 * NFC/NFD: "Alice  Moreau" / "Ａlice Moreau" are the listed Alice Moreau, never a new attendee;
 * a new name is written with single spaces. Real files on a temp copy of the sample vault.
 * N4 (reviewA session 22): a removal matched in other case or spacing, or through a link's display name,
 * names the entry as it was written (`removed attendee "alice" (listed as [[People/Alice|Alice]]) …`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal, refusalMessage, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** Replaces the functional design meeting's attendees with `items` (YAML list lines). */
async function setAttendees(items: string[]): Promise<void> {
  const file = path.join(t.root, MEETINGS.functional);
  const text = await readFile(file, 'utf8');
  await writeFile(
    file,
    text.replace(/^attendees:\n(?:[ \t]+.*\n)*/m, `attendees:\n${items.map((i) => `  - ${i}\n`).join('')}`),
  );
}

const TWO_ALICES = ['"[[People/Alice Moreau|Alice]]"', '"[[People/Alice Chen|Alice]]"', 'Bob'];

describe('N12: remove_attendee removes one person', () => {
  it('N12: "Alice" matching two different people is refused naming both; nothing changes', async () => {
    t = await sampleSession();
    await setAttendees(TWO_ALICES);
    const before = await hashTree(t.root);
    for (const name of ['Alice', 'alice', 'Ａlice', 'Alice ']) {
      const out = await runTool(t.session, 'remove_attendee', { name });
      expect(isRefusal(out), out).toBe(true);
      const message = refusalMessage(out);
      expect(message).toContain('matches 2 attendees who are different people');
      expect(message).toContain('[[People/Alice Moreau|Alice]]');
      expect(message).toContain('[[People/Alice Chen|Alice]]');
      expect(message).toContain('"Alice Moreau" or "Alice Chen"');
      expect(await hashTree(t.root)).toBe(before);
    }
  });

  it('N12: the compact apply_changes op refuses the same, nothing changes', async () => {
    t = await sampleSession();
    await setAttendees(TWO_ALICES);
    const before = await hashTree(t.root);
    const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
    for (const approved of [false, true]) {
      const out = String(await apply?.execute({ ops: [{ op: 'remove_attendee', name: 'Alice' }], approved }));
      expect(out).toContain('matches 2 attendees who are different people');
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('N12: the full name removes only that person', async () => {
    t = await sampleSession();
    await setAttendees(TWO_ALICES);
    const out = await runTool(t.session, 'remove_attendee', { name: 'Alice Chen' });
    expect(out).toContain('removed attendee "Alice Chen"');
    expect((await readMeeting(t.vault, MEETINGS.functional)).attendees).toEqual(['Alice Moreau', 'Bob']);
  });

  it('N12: one person listed twice is removed once, and the result names both entries', async () => {
    t = await sampleSession();
    await setAttendees(['"[[People/Alice Moreau|Alice]]"', '"[[People/Alice Moreau]]"', 'Bob']);
    const out = await runTool(t.session, 'remove_attendee', { name: 'Alice' });
    expect(out).toContain(
      '(2 entries of that person: [[People/Alice Moreau|Alice]], [[People/Alice Moreau]])',
    );
    expect((await readMeeting(t.vault, MEETINGS.functional)).attendees).toEqual(['Bob']);
  });
});

describe('N22: attendee names compared by white space, width, case and NFC/NFD', () => {
  for (const name of [
    'Alice  Moreau',
    'Ａlice Moreau',
    ' alice\u00a0 moreau ',
    'ALICE MOREAU',
    'Ａｌｉｃｅ　Ｍｏｒｅａｕ',
  ]) {
    it(`N22: add_attendee ${JSON.stringify(name)} is the listed Alice Moreau; remove_attendee finds her`, async () => {
      t = await sampleSession();
      await setAttendees(['"[[People/Alice Moreau]]"', '"[[People/Ben Okafor]]"']);
      const before = await hashTree(t.root);
      const added = await runTool(t.session, 'add_attendee', { name });
      expect(added).toMatch(/is already an attendee.*nothing changed/);
      expect(await hashTree(t.root)).toBe(before);
      expect(await runTool(t.session, 'remove_attendee', { name })).toContain('removed attendee');
      expect((await readMeeting(t.vault, MEETINGS.functional)).attendees).toEqual(['Ben Okafor']);
    });
  }

  it('N22: an NFD name matches the NFC attendee', async () => {
    t = await sampleSession();
    await setAttendees(['"[[People/Zoé Martin]]"']);
    expect(await runTool(t.session, 'add_attendee', { name: 'Zoe\u0301 Martin' })).toMatch(
      /already an attendee/,
    );
  });

  it('N22: a new name is written with single spaces', async () => {
    t = await sampleSession();
    await setAttendees(['"[[People/Alice Moreau]]"']);
    expect(await runTool(t.session, 'add_attendee', { name: 'Carol   Diaz' })).toContain(
      'added attendee "Carol Diaz"',
    );
    expect(await readFile(path.join(t.root, MEETINGS.functional), 'utf8')).toContain(
      '  - "[[People/Carol Diaz]]"\n',
    );
  });
});

describe('N4: remove_attendee names the entry it removed', () => {
  it('N4 "alice  SMITH" or "alice" removing "Alice Smith" or "[[People/Alice|Alice]]" names the entry as written', async () => {
    t = await sampleSession();
    await setAttendees(['Alice Smith', 'Bob']);
    expect(await runTool(t.session, 'remove_attendee', { name: 'alice  SMITH' })).toMatch(
      /^removed attendee "alice {2}SMITH" \(listed as Alice Smith\) from Meetings\/.+ \(attendees: Bob\)$/,
    );
    await setAttendees(['"[[People/Alice|Alice]]"', 'Bob']);
    expect(await runTool(t.session, 'remove_attendee', { name: 'alice' })).toMatch(
      /^removed attendee "alice" \(listed as \[\[People\/Alice\|Alice\]\]\) from Meetings\/.+ \(attendees: Bob\)$/,
    );
    await setAttendees(['Marketing', 'Bob']);
    expect(await runTool(t.session, 'remove_attendee', { name: 'marketing' })).toMatch(
      /^removed attendee "marketing" \(listed as Marketing\) from /,
    );
    await setAttendees(['Carol', 'Bob']);
    expect(await runTool(t.session, 'remove_attendee', { name: 'Carol' })).toMatch(
      /^removed attendee "Carol" from Meetings\/.+ \(attendees: Bob\)$/,
    );
  });
});

// L349 (leftovers2): `add_attendee "SÖREN WEISS"` beside `[[Sören Weiß]]` added a second person (lower
// case only; `ß` upper-cases to `SS`). People compare by full case folding now (core `personKey`); a Turkish
// dotless `ı` stays apart from `i`.
describe('L349: people compare by full case folding', () => {
  for (const [listed, name] of [
    ['"[[Sören Weiß]]"', 'SÖREN WEISS'],
    ['"[[People/Sören Weiß|Sören]]"', 'sören weiss'],
    ['Sören WEISS', 'Sören Weiß'],
    ['"[[People/Jürgen Strauß]]"', 'JÜRGEN STRAU\u1e9e'],
    ['Νίκος Σωτηρίου', 'ΝΊΚΟΣ ΣΩΤΗΡΊΟΥ'],
  ]) {
    it(`L349: add_attendee ${JSON.stringify(name)} beside ${listed} is that person; remove_attendee removes them`, async () => {
      t = await sampleSession();
      await setAttendees([listed as string, '"[[People/Ben Okafor]]"']);
      const before = await hashTree(t.root);
      expect(await runTool(t.session, 'add_attendee', { name })).toMatch(
        /is already an attendee.*nothing changed/,
      );
      expect(await hashTree(t.root)).toBe(before);
      expect(await runTool(t.session, 'remove_attendee', { name })).toContain('removed attendee');
      expect((await readMeeting(t.vault, MEETINGS.functional)).attendees).toEqual(['Ben Okafor']);
    });
  }

  it('L349: a Turkish dotless ı is another letter: "Işık" beside "Isik" is added', async () => {
    t = await sampleSession();
    await setAttendees(['Isik', '"[[People/Ben Okafor]]"']);
    expect(await runTool(t.session, 'add_attendee', { name: 'I\u015f\u0131k' })).toContain('added attendee');
    expect((await readMeeting(t.vault, MEETINGS.functional)).attendees).toContain('I\u015f\u0131k');
  });
});
