/**
 * L230 (review session 34 #3): two concurrent calls for one meeting (two `ma tool` processes, an MCP
 * host's parallel calls): A creates the context note, B finds it and links it from the meeting note,
 * then A's own meeting-note edit fails (here the ConcurrentEditError an editor saving the note over and
 * over gives after 8 tries). A took back "its" note — the text was still the one it wrote — and the
 * meeting note's `context:` link, written by B, named a note no longer there. The take-back now reads
 * the meeting note again and leaves a note another call linked meanwhile.
 * Real files on a sample-vault copy, both calls real `ensureContextNote` calls running at once; only A's
 * meeting-note edit is made to fail, at the moment B has finished.
 * Spec: docs/atomic-writes.md (a refused call changes no file); seed 003 ("Assistant context note is
 *   initialized").
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { ConcurrentEditError } from '../errors/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { ensureContextNote } from './index.js';

const MEETING = 'Meetings/2026-03-11 Remote control conceptual design.md';
const CONTEXT = 'Assistant/2026-03-11 Remote control conceptual design.md';

let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => dir.cleanup());

const exists = (rel: string) =>
  stat(path.join(dir.root, rel)).then(
    () => true,
    () => false,
  );

/** A promise opened by hand (testkit's gate, which core's tests do not depend on). */
function opening(): { open: () => void; opened: Promise<void> } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * `vault` for call A: when A comes to edit the meeting note (its path check with argument `meeting`)
 * it says so (`reached`), waits for `release`, and its edit fails with ConcurrentEditError.
 */
function failingMeetingEdit(reached: () => void, release: Promise<void>): Vault {
  let failed = false;
  return {
    ...vault,
    resolve: async (rel, opts) => {
      if (opts.argument === 'meeting' && !failed) {
        failed = true;
        reached();
        await release;
        throw new ConcurrentEditError(path.join(vault.root, MEETING), 8);
      }
      return vault.resolve(rel, opts);
    },
  };
}

describe('L230: a failed call never takes back a note another call linked meanwhile', () => {
  it('A creates the context note, B links it, A fails: the note B linked stays', async () => {
    const meeting = await readMeeting(vault, MEETING);
    expect(meeting.note.frontmatter?.data.context).toBeUndefined();
    const reached = opening();
    const bDone = opening();
    const a = ensureContextNote(failingMeetingEdit(reached.open, bDone.opened), meeting).catch(
      (e: unknown) => e,
    );
    await reached.opened;
    expect(await exists(CONTEXT)).toBe(true); // A made it

    // B, while A is under way: finds the note and links it.
    const b = await ensureContextNote(vault, await readMeeting(vault, MEETING));
    expect(b).toBe(CONTEXT);
    bDone.open();

    expect(ConcurrentEditError.isInstance(await a)).toBe(true);
    expect(await exists(CONTEXT)).toBe(true);
    expect(await readFile(path.join(dir.root, MEETING), 'utf8')).toContain(
      'context: "[[Assistant/2026-03-11 Remote control conceptual design]]"',
    );
  });

  it('A alone fails: its note is still taken back (nothing links it)', async () => {
    const meeting = await readMeeting(vault, MEETING);
    const before = await readFile(path.join(dir.root, MEETING), 'utf8');
    const error = await ensureContextNote(
      failingMeetingEdit(() => {}, Promise.resolve()),
      meeting,
    ).catch((e: unknown) => e);
    expect(ConcurrentEditError.isInstance(error)).toBe(true);
    expect(await exists(CONTEXT)).toBe(false);
    expect(await readFile(path.join(dir.root, MEETING), 'utf8')).toBe(before);
  });
});
