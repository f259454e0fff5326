/**
 * readMeetingText keeps a note's text between calls only while the note is unchanged (issue 13,
 * agent-loop overhead): every edit another program makes between two calls is seen, also one that
 * keeps the size and sets the modification time back, and a replacement by rename.
 * Spec: issue 13 (Rules for caches: an edit in another program invalidates it); docs/tools.md
 * (`read_meetingnote` re-reads the note on every call).
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readMeetingText } from './read-meeting-text.js';
import type { Vault } from './vault.js';

const NOTE = 'Meetings/2026-03-10 Remote control functional design.md';
/** A moment well before now: a note with these times counts as settled, so its text is kept. */
const LONG_AGO = new Date('2026-01-01T10:00:00.123Z');

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

const at = (rel: string) => path.join(vault.root, rel);

/**
 * Writes `text` to the note, dates it LONG_AGO and lets a quarter second pass: a note whose last
 * change (its ctime, which `utimes` sets to now) lies that far back may be kept between calls.
 */
async function settledNote(text: string): Promise<void> {
  await writeFile(at(NOTE), text);
  await utimes(at(NOTE), LONG_AGO, LONG_AGO);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

describe('readMeetingText: an edit by another program between two calls is always seen', () => {
  it('a same-size edit whose modification time is set back (only the change time moves)', async () => {
    await settledNote('---\ntitle: Before\n---\nBody A\n');
    expect((await readMeetingText(vault, NOTE)).text).toBe('---\ntitle: Before\n---\nBody A\n');
    expect((await readMeetingText(vault, NOTE)).text).toBe('---\ntitle: Before\n---\nBody A\n');
    const before = await stat(at(NOTE));

    await writeFile(at(NOTE), '---\ntitle: Before\n---\nBody B\n');
    await utimes(at(NOTE), LONG_AGO, LONG_AGO);
    const after = await stat(at(NOTE));
    expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs]);

    expect((await readMeetingText(vault, NOTE)).text).toBe('---\ntitle: Before\n---\nBody B\n');
  });

  it('a same-size, same-times replacement by rename (another file, another inode)', async () => {
    await settledNote('---\ntitle: One\n---\n');
    expect((await readMeetingText(vault, NOTE)).text).toBe('---\ntitle: One\n---\n');

    await writeFile(at('Meetings/replacement.tmp'), '---\ntitle: Two\n---\n');
    await utimes(at('Meetings/replacement.tmp'), LONG_AGO, LONG_AGO);
    await rename(at('Meetings/replacement.tmp'), at(NOTE));

    expect((await readMeetingText(vault, NOTE)).text).toBe('---\ntitle: Two\n---\n');
  });

  it('edits right after each other, each read in between (a note changed just now is read again)', async () => {
    for (const body of ['A', 'B', 'C', 'D']) {
      await writeFile(at(NOTE), `---\ntitle: x\n---\n${body}\n`);
      expect((await readMeetingText(vault, NOTE)).text).toBe(`---\ntitle: x\n---\n${body}\n`);
    }
  });

  it('a note that became unreadable text is refused, not answered from before', async () => {
    await settledNote('---\ntitle: Text\n---\n');
    expect((await readMeetingText(vault, NOTE)).text).toBe('---\ntitle: Text\n---\n');
    await writeFile(at(NOTE), Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0xff, 0x0a]));
    await expect(readMeetingText(vault, NOTE)).rejects.toThrow();
  });

  it('a note that is gone is not found, not answered from before', async () => {
    await settledNote('---\ntitle: Gone\n---\n');
    expect((await readMeetingText(vault, NOTE)).text).toBe('---\ntitle: Gone\n---\n');
    await rename(at(NOTE), at('Notes/moved away.md'));
    await expect(readMeetingText(vault, NOTE)).rejects.toThrow(/not found|does not exist/i);
  });
});

describe('N3 (newcomer session 33): a note caught in the empty moment of an in-place save', () => {
  it('is read once the save is done, never as an empty note', async () => {
    const saved = await readFile(at(NOTE), 'utf8');
    // Obsidian saves in place: truncate (the note is 0 bytes now), then write.
    const fd = openSync(at(NOTE), 'w');
    let done = false;
    const finish = async (): Promise<void> => {
      if (done) return;
      done = true;
      writeSync(fd, saved);
      closeSync(fd);
    };
    const read = await readMeetingText(vault, NOTE, { wait: finish });
    await finish();
    expect(read.text).toBe(saved);
  });
});
