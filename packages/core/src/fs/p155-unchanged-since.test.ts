/**
 * Issue #13 (session 37, P155): `unchangedSince` tells a caller that waited (an approval) whether a
 * file is still the version whose stat it took before reading it, without reading it again: true
 * only for the very same device, inode, size and times in ns, and only when that stat was settled
 * (changed more than the margin before it was asked for); any write, a rename over the file, a
 * touch, or its removal gives false (the caller then compares the bytes). Real files in a temp folder.
 * Spec: issue #13 (Rules for caches: keyed so that an edit in another program invalidates it).
 */
import { mkdtemp, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unchangedSince } from './read-text-settled.js';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ma-p155-'));
  file = path.join(dir, 'transcript.md');
  await writeFile(file, '**Ann:** hello\n');
  // Settled: both times (fine, in ns, as the write left them) more than the 100 ms margin before the
  // stat is asked for; a change time cannot be set back, so the test waits.
  await new Promise((resolve) => setTimeout(resolve, 250));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The stat a caller takes before it reads, and the moment it asked. */
async function seen() {
  const askedAt = Date.now();
  return { askedAt, stats: await stat(file, { bigint: true }) };
}

describe('P155: unchangedSince', () => {
  it('a settled file left alone is the same version', async () => {
    const { askedAt, stats } = await seen();
    expect(await unchangedSince(file, stats, askedAt)).toBe(true);
  });

  it('a write with the same length, a touch, a rename over it and its removal are not', async () => {
    const changes: Array<() => Promise<void>> = [
      () => writeFile(file, '**Ann:** hellp\n'),
      async () => {
        const later = new Date(Date.now() + 60_000);
        await utimes(file, later, later);
      },
      async () => {
        await writeFile(`${file}.tmp`, '**Ann:** hello\n');
        await rename(`${file}.tmp`, file);
      },
      () => rm(file),
    ];
    for (const change of changes) {
      await writeFile(file, '**Ann:** hello\n');
      await new Promise((resolve) => setTimeout(resolve, 250));
      const { askedAt, stats } = await seen();
      await change();
      expect(await unchangedSince(file, stats, askedAt)).toBe(false);
    }
  });

  it('a stat taken right after a change is not trusted: a second write in the same tick could keep its times', async () => {
    // Asked before the write (review s38 V62: asked after it, a stall of over 100 ms on a busy machine
    // between the write and Date.now() made the stat settled and the test fail).
    const askedAt = Date.now();
    await writeFile(file, '**Ann:** hello again\n');
    const stats = await stat(file, { bigint: true });
    expect(await unchangedSince(file, stats, askedAt)).toBe(false);
  });
});
