/**
 * P165 (issue 13, goal f; docs/scale.md, sessions 37 and 39): a served `ma search` read the meeting
 * note three times per search (the tool session's check, the bound projects, the scoped summaries'
 * date) and parsed its YAML each time. `readMeetingNote` now parses one text of the note once: the
 * same text read again (kept by `readTextSettled`, or read anew with the same characters) gets a
 * copy of that parse. What each caller gets must stay what a fresh parse gives: its own objects
 * (B03: a caller may change them), every edit by another program seen (also one that keeps the
 * size and puts the modification time back), the same error every time for a broken block (B04),
 * and two vaults with a note at the same path kept apart.
 * Spec: issue 13 (Rules for caches: an edit in another program invalidates it); docs/hostile-cases.md B03, B04.
 */
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notes from '../notes/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readMeetingNote } from './read-meeting-note.js';
import type { Vault } from './vault.js';

// The real parseNote, counted: how many times the YAML of a note is parsed.
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('../notes/index.js', async (importOriginal) => {
  const real = await importOriginal<typeof notes>();
  return {
    ...real,
    parseNote: (text: string) => {
      parses.count++;
      return real.parseNote(text);
    },
  };
});

const NOTE = 'Meetings/2026-03-10 Remote control functional design.md';
/** A moment well before now: a note with these times counts as settled, so its text is kept. */
const LONG_AGO = new Date('2026-01-01T10:00:00.123Z');
const TEXT = '---\ntitle: Before\nprojects:\n  - remote-control\nanchors: &a [1, 2]\nagain: *a\n---\nBody\n';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  parses.count = 0;
});
afterEach(async () => dir.cleanup());

/** Writes `text` to the note of `v`, dates it LONG_AGO and lets a quarter second pass (settled: its text is kept). */
async function settledNote(text: string, v: Vault = vault): Promise<void> {
  const abs = path.join(v.root, NOTE);
  await writeFile(abs, text);
  await utimes(abs, LONG_AGO, LONG_AGO);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

describe('P165: readMeetingNote parses one text of the meeting note once', () => {
  it('three reads of an unchanged note parse it once; each caller gets its own objects, equal to a fresh parse', async () => {
    await settledNote(TEXT);
    const first = await readMeetingNote(vault, NOTE);
    const second = await readMeetingNote(vault, NOTE);
    const third = await readMeetingNote(vault, NOTE);
    expect(parses.count).toBe(1);
    const fresh = (await vi.importActual<typeof notes>('../notes/index.js')).parseNote(TEXT);
    for (const r of [first, second, third]) expect(r.note).toEqual(fresh);
    // B03: no object shared between two results; an alias stays one object within a result, as parsed.
    expect(second.note).not.toBe(first.note);
    expect(second.note.frontmatter).not.toBe(first.note.frontmatter);
    expect(second.note.frontmatter?.data).not.toBe(first.note.frontmatter?.data);
    const data = second.note.frontmatter?.data as { anchors: number[]; again: number[]; projects: string[] };
    expect(data.again).toBe(data.anchors);
    expect(data.projects).not.toBe(first.note.frontmatter?.data.projects);
    // A caller changing its copy changes nobody else's, nor the next caller's.
    data.projects.push('changed');
    (first.note.frontmatter as { data: Record<string, unknown> }).data.title = 'changed';
    const fourth = await readMeetingNote(vault, NOTE);
    expect(fourth.note).toEqual(fresh);
    expect(parses.count).toBe(1);
  });

  it('an edit that keeps the size and puts the modification time back is parsed anew', async () => {
    await settledNote(TEXT);
    expect((await readMeetingNote(vault, NOTE)).note.frontmatter?.data.title).toBe('Before');
    await settledNote(TEXT.replace('Before', 'Latest'));
    expect((await readMeetingNote(vault, NOTE)).note.frontmatter?.data.title).toBe('Latest');
    expect((await readMeetingNote(vault, NOTE)).note.frontmatter?.data.title).toBe('Latest');
    expect(parses.count).toBe(2);
  });

  it('a broken block throws the same error on every read, and its fix is seen', async () => {
    await settledNote('---\ntitle: [unclosed\n---\nBody\n');
    const errors = [];
    for (let i = 0; i < 3; i++) errors.push(await readMeetingNote(vault, NOTE).catch((e: Error) => e));
    expect(errors.map((e) => (e as Error).message)).toEqual(Array(3).fill((errors[0] as Error).message));
    expect((errors[0] as Error).message).toContain(NOTE);
    expect(parses.count).toBe(3);
    await settledNote(TEXT);
    expect((await readMeetingNote(vault, NOTE)).note.frontmatter?.data.title).toBe('Before');
  });

  it('two vaults with a note at the same path each get their own note', async () => {
    const other = await openSampleVault();
    try {
      await settledNote(TEXT);
      await settledNote(TEXT.replace('Before', 'Second'), other.vault);
      for (let i = 0; i < 2; i++) {
        expect((await readMeetingNote(vault, NOTE)).note.frontmatter?.data.title).toBe('Before');
        expect((await readMeetingNote(other.vault, NOTE)).note.frontmatter?.data.title).toBe('Second');
      }
      expect(parses.count).toBe(2);
    } finally {
      await other.dir.cleanup();
    }
  });

  it('P168: the kept texts are bounded in characters too: nine notes of 950,000 characters drop the first one', async () => {
    const big = (i: number) => `---\ntitle: Big ${i}\n---\n${'x'.repeat(950_000)}\n`;
    const note = (i: number) => `Meetings/Big ${i}.md`;
    for (let i = 0; i < 9; i++) await writeFile(path.join(vault.root, note(i)), big(i));
    for (let i = 0; i < 9; i++)
      expect((await readMeetingNote(vault, note(i))).note.frontmatter?.data.title).toBe(`Big ${i}`);
    expect(parses.count).toBe(9);
    // 9 × 950,000 characters is over the 8 M kept in all: the first note's parse was dropped, the last one kept.
    expect((await readMeetingNote(vault, note(8))).note.frontmatter?.data.title).toBe('Big 8');
    expect(parses.count).toBe(9);
    expect((await readMeetingNote(vault, note(0))).note.frontmatter?.data.title).toBe('Big 0');
    expect(parses.count).toBe(10);
  });
});
