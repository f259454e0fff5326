/**
 * Issue 13 (P149): the daemon's scan decisions (Q2) were keyed by the times of every folder above
 * a meeting's files, so one atomic save of another note in the folder (Obsidian, an editor, a sync:
 * a temp file renamed over the note moves the folder's times) made the next start read every
 * meeting of that folder again. Folders are now keyed by their entries (names and kinds): such a
 * save leaves the other meetings' decisions in use, while an entry added, removed or renamed
 * (a link that may now resolve elsewhere), and any change to the meeting's own files, still
 * invalidate them. Real temp vault (a copy of the sample vault) and `ScanCache` itself.
 * Spec: issue #13 (start-up proportional to what changed); docs/indexes.md.
 */
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, openVault } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ScanCache } from '../src/state/scan-cache.js';

const NAME = '2026-03-10 Remote control functional design';
const MEETING = `Meetings/${NAME}.md`;
const TRANSCRIPT = `Transcripts/${NAME}.md`;
const OTHER = 'Meetings/2026-03-09 Remote control kickoff.md';
const HEX = 'a'.repeat(64);

const roots: string[] = [];
afterEach(async () => {
  for (const r of roots.splice(0)) await rm(r, { recursive: true, force: true });
});

async function sampleVault() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'ma-p149-'));
  roots.push(tmp);
  const root = path.join(tmp, 'vault');
  await cp(path.join(import.meta.dirname, '..', '..', '..', 'examples', 'sample-vault'), root, {
    recursive: true,
  });
  // The daemon's state folder exists once it has run (its log): made here, not by the first save.
  await mkdir(path.join(root, '.meeting-assistant', 'daemon'), { recursive: true });
  return openVault(root, await loadConfig({ vault: root }));
}

/** Records a `not-ended` decision for the meeting (a look "in the future": past the racy window). */
async function recorded(vault: Awaited<ReturnType<typeof openVault>>): Promise<void> {
  const cache = new ScanCache(vault);
  cache.beginScan();
  await cache.lookup(MEETING, undefined);
  await cache.record(
    MEETING,
    Date.now() + 10_000,
    {
      reason: 'not-ended',
      noteHash: HEX,
      transcriptHash: null,
      transcript: TRANSCRIPT,
      link: null,
      summary: null,
    },
    undefined,
  );
  await cache.save();
}

/** Whether a new start (a new cache object) takes the meeting's decision from the file. */
async function cached(vault: Awaited<ReturnType<typeof openVault>>): Promise<boolean> {
  const cache = new ScanCache(vault);
  cache.beginScan();
  return (await cache.lookup(MEETING, undefined)) !== null;
}

/** An editor's atomic save: the text written to a temp file beside the note, renamed over it. */
async function atomicSave(abs: string, text: string): Promise<void> {
  const temp = path.join(path.dirname(abs), `.${path.basename(abs)}.tmp-${process.pid}`);
  await writeFile(temp, text);
  await rename(temp, abs);
}

describe('issue 13: scan decisions survive an atomic save of another note in the folder', () => {
  it('another note saved atomically in Meetings/ and Transcripts/: the decision is still used', async () => {
    const vault = await sampleVault();
    await recorded(vault);
    expect(await cached(vault)).toBe(true);
    const other = path.join(vault.root, OTHER);
    await atomicSave(other, `${await readFile(other, 'utf8')}\nEdited in Obsidian.\n`);
    const otherTranscript = path.join(vault.root, 'Transcripts/2026-03-09 Remote control kickoff.md');
    await atomicSave(otherTranscript, `${await readFile(otherTranscript, 'utf8')}\n`);
    expect(await cached(vault)).toBe(true);
  });

  it('an entry added, removed or renamed in a folder on the way, or the note itself saved: read again', async () => {
    const vault = await sampleVault();
    const abs = (rel: string) => path.join(vault.root, rel);
    // A new file beside the transcript (a link may now resolve to it).
    await recorded(vault);
    await writeFile(abs(`Transcripts/${NAME.toUpperCase()}.md`), 'x\n');
    expect(await cached(vault)).toBe(false);
    await rm(abs(`Transcripts/${NAME.toUpperCase()}.md`));
    // A note of the folder renamed.
    await recorded(vault);
    await rename(abs(OTHER), abs('Meetings/2026-03-09 Kickoff renamed.md'));
    expect(await cached(vault)).toBe(false);
    // An entry removed from the vault root.
    await recorded(vault);
    await rm(abs('Projects'), { recursive: true, force: true });
    expect(await cached(vault)).toBe(false);
    // The meeting note itself saved atomically (same text: a new inode).
    await recorded(vault);
    await atomicSave(abs(MEETING), await readFile(abs(MEETING), 'utf8'));
    expect(await cached(vault)).toBe(false);
  });
});
