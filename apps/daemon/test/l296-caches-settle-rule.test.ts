/**
 * L296 (session 39): the daemon's own caches — the content hashes of the catch-up scan
 * (`content-hashes.json`) and the parsed meeting records (`meetings.json`) — kept their own rule
 * (a change time 2 s back, measured after the read), while core has one settle rule for every
 * cache keyed by a file's stat (V61/V66, core `settled`): a file whose times are whole seconds
 * (FAT, exFAT, HFS+, SMB store them so) needs 3 s, since two same-size saves within one step leave
 * the same size, times and inode. A hash recorded 2.5 s after such a save was trusted for the
 * next save within the step. Now both caches use core's rule: not recorded 2.5 s after, recorded
 * once settled (the caches still work), and a same-size save with the modification time kept
 * equal is seen. Real files in a temp vault; the clock (`Date.now`) set at fixed distances from
 * the file's change time, so no stall of the machine changes the outcome.
 * Spec: issue 13 (Rules for caches); docs/indexes.md.
 */
import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import { openVault, parseConfig, type Vault } from '@ma/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HashCache } from '../src/state/hash-cache.js';
import { MeetingRecords } from '../src/state/meeting-records.js';
import { type TestVault, testResources } from './daemon-harness.js';

const t = testResources();
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Writes `text` to `rel` with a modification time of whole seconds just before now (as a coarse
 * file system stores it); returns the file's change time (ms).
 */
async function saveCoarse(v: TestVault, rel: string, text: string): Promise<number> {
  await writeFile(v.abs(rel), text);
  const whole = new Date(Math.floor(Date.now() / 1000) * 1000);
  await utimes(v.abs(rel), whole, whole);
  return (await stat(v.abs(rel))).ctimeMs;
}

const clockAt = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(Math.floor(ms));

async function open(v: TestVault): Promise<Vault> {
  return openVault(v.root, parseConfig({}));
}

describe('L296: the daemon caches follow core’s settle rule', () => {
  it('L296: a content hash of a coarse-time file is not recorded 2.5 s after its save, is once settled; a same-size save keeping the mtime is seen', async () => {
    const v = await t.vault();
    const vault = await open(v);
    const rel = 'Transcripts/a.md';
    const changed = await saveCoarse(v, rel, 'Ann: we ship friday\n');
    const hashTwice = async () => {
      const first = new HashCache(vault);
      const sha = await first.hash(v.abs(rel));
      await first.save();
      const second = new HashCache(vault);
      expect(await second.hash(v.abs(rel))).toBe(sha);
      return second.counts;
    };
    clockAt(changed + 2_500);
    expect(await hashTwice()).toEqual({ cached: 0, hashed: 1 });
    clockAt(changed + 5_000);
    expect(await hashTwice()).toEqual({ cached: 1, hashed: 0 });

    // A same-size save with the modification time put back: a new hash, never the kept one.
    const { mtime, size } = await stat(v.abs(rel));
    const kept = await new HashCache(vault).hash(v.abs(rel));
    await writeFile(v.abs(rel), 'Ann: we ship monday\n'.slice(0, size));
    await utimes(v.abs(rel), mtime, mtime);
    expect((await stat(v.abs(rel))).size).toBe(size);
    const after = new HashCache(vault);
    expect(await after.hash(v.abs(rel))).not.toBe(kept);
    expect(after.counts).toEqual({ cached: 0, hashed: 1 });
  });

  it('L296: meetings.json with coarse times is parsed again on every look-up 2.5 s after its save, once while settled', async () => {
    const v = await t.vault();
    const records = new MeetingRecords(await open(v));
    await mkdir(v.abs('.meeting-assistant/daemon'), { recursive: true });
    const record = { state: 'failed', at: '2026-11-20T10:00:00.000Z', reason: 'model', attempts: 1 };
    const changed = await saveCoarse(
      v,
      '.meeting-assistant/daemon/meetings.json',
      `${JSON.stringify({ 'Meetings/a.md': record })}\n`,
    );
    clockAt(changed + 2_500);
    expect(await records.get('Meetings/a.md')).toEqual(record);
    expect(await records.get('Meetings/a.md')).toEqual(record);
    expect(records.counts.parsed).toBe(2);
    clockAt(changed + 5_000);
    expect(await records.get('Meetings/a.md')).toEqual(record);
    expect(await records.get('Meetings/a.md')).toEqual(record);
    expect(records.counts.parsed).toBe(3);
  });
});
