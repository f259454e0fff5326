/**
 * L53: a note name given with its file extension (`noteName: "Standup.md"`, a title ending in
 * `.MD`) gave the request note `Standup.md.md`. The extension is dropped, any case, repeated, and
 * nothing is said (it is not an unsafe name). Real files in a temp folder, fake clock.
 * Spec: L53; issue 11, Deliver 1 (`<context folder>/Requests/<safe name>.md`).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApprovalPrompt, createFakeClock, vaultNoteAdapter } from '../src/index.js';

let folder: string;
beforeEach(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'ma-l53-')), 'Requests');
});
afterEach(async () => {
  await rm(join(folder, '..'), { recursive: true, force: true });
});

describe('L53: a note name ending in .md names the note once', () => {
  it.each([
    { given: { noteName: 'Standup.md' }, written: 'Standup.md' },
    { given: { noteName: 'Standup.MD.md ' }, written: 'Standup.md' },
    { given: { title: 'Weekly notes.md' }, written: 'Weekly notes.md' },
    { given: { noteName: 'notes.txt' }, written: 'notes.txt.md' },
  ])('L53: $given → $written, nothing said', async ({ given, written }) => {
    const clock = createFakeClock(Date.UTC(2026, 10, 30, 12, 0, 0));
    const said: string[] = [];
    const notes: string[] = [];
    const prompt = createApprovalPrompt(
      vaultNoteAdapter({ folder, clock, pollMs: 1000, onNote: (p) => notes.push(p) }),
      { clock, say: (m) => said.push(m) },
    );
    const outcome = prompt.request({ id: 'l53', title: 'Approve?', body: 'b', timeoutMs: 60_000, ...given });
    while (notes.length === 0) await clock.advance(0);
    expect(notes).toEqual([join(folder, written)]);
    expect(await readdir(folder)).toEqual([written]);
    expect(said).toEqual([]);
    await prompt.shutdown();
    expect(await outcome).toBe('cancelled');
  });
});
