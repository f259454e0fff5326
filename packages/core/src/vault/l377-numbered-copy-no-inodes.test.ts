/**
 * Leftovers L377 (L359's rest): the numbered-copy check compared the two transcripts' device and inode
 * when their paths differ. A file system that reports inode 0 for every file, or one inode for all
 * (some FUSE, SMB and FAT mounts), made two different transcripts "the same file": `Standup 2.md`, a
 * second meeting with a transcript of its own, was taken for a copy (the daemon left it alone, `ma
 * summarize` refused it). Now dev+inode counts only when the inode is not 0, both files have a second
 * name (link count ≥ 2) and the same size and time; else it cannot tell and the note is a meeting.
 * The file system's answers are simulated at the seam the check uses (`stat` of node:fs/promises);
 * the vault and its files are real. Spec: docs/hostile-cases.md (numbered copies; L377).
 * L396: NTFS file ids pass 2^53; a plain stat rounds two of them to one number. The check reads
 * `stat(…, { bigint: true })`; the simulated file system gives ids past 2^53 exactly there, and
 * rounded (as node does) to a plain stat.
 */
import { link, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { numberedMeetingCopyOf, readMeeting, type Vault } from './index.js';

/** What the simulated file system reports as every file's inode; null: the real one. */
const fake = vi.hoisted(() => ({ ino: null as number | null, bigIds: null as Map<bigint, bigint> | null }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const stat = (async (...args: Parameters<typeof real.stat>) => {
    const info = await real.stat(...args);
    const big = typeof info.ino === 'bigint';
    if (fake.ino !== null && info.isFile())
      Object.assign(info, { ino: big ? BigInt(fake.ino) : fake.ino, dev: big ? 1n : 1 });
    if (fake.bigIds !== null && info.isFile()) {
      // Each real file gets an id 2^60 + n (n = 1, 2, …): exact as a bigint, 2^60 for all as a number.
      const own = BigInt(info.ino);
      const id = fake.bigIds.get(own) ?? 2n ** 60n + BigInt(fake.bigIds.size + 1);
      fake.bigIds.set(own, id);
      Object.assign(info, { ino: big ? id : Number(id) });
    }
    return info;
  }) as typeof real.stat;
  return { ...real, stat, default: { ...real, stat } };
});

let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => {
  fake.ino = null;
  fake.bigIds = null;
  await dir.cleanup();
});

const note = (transcript: string) =>
  `---\ntitle: Standup\ndate: 2026-12-01\nstatus: ended\ntranscript: "[[Transcripts/${transcript}]]"\n---\n`;

async function standups(secondTranscript: (abs: string) => Promise<void>): Promise<void> {
  const abs = (rel: string) => path.join(dir.root, ...rel.split('/'));
  await writeFile(abs('Transcripts/Standup.md'), '[00:00:01] **Ann:** Morning, the release is on track.\n');
  await secondTranscript(abs('Transcripts/Standup second.md'));
  await writeFile(abs('Meetings/Standup.md'), note('Standup'));
  await writeFile(abs('Meetings/Standup 2.md'), note('Standup second'));
}

describe('L377: two transcripts are never one file on a file system whose inodes cannot be trusted', () => {
  it.each([
    ['inode 0 for every file', 0],
    ['one inode for every file', 4242],
  ])('L377: %s: a numbered note with a transcript of its own is a meeting', async (_what, ino) => {
    await standups((abs) => writeFile(abs, '[00:00:01] **Bob:** Second stand-up: the hiring plan.\n'));
    fake.ino = ino;
    const second = await readMeeting(vault, 'Meetings/Standup 2.md');
    expect(await numberedMeetingCopyOf(vault, second)).toBeNull();
  });

  it('L377: a hard link (a second name of the one transcript) is still a copy, also when the inodes are faked alike', async () => {
    await standups((abs) => link(path.join(path.dirname(abs), 'Standup.md'), abs));
    const second = await readMeeting(vault, 'Meetings/Standup 2.md');
    expect(await numberedMeetingCopyOf(vault, second)).toBe('Meetings/Standup.md');
    fake.ino = 0;
    // Inode 0: cannot tell, so it is no copy (never a meeting left alone on a guess).
    expect(await numberedMeetingCopyOf(vault, second)).toBeNull();
  });
});

describe('L396: file ids past 2^53 (NTFS) are compared exactly', () => {
  it('L396: two transcripts with ids 2^60+1 and 2^60+2 (one number in a plain stat) are two files; a hard link stays a copy', async () => {
    const text = '[00:00:01] **Ann:** Morning, the release is on track.\n';
    await standups((abs) => writeFile(abs, text));
    // Each transcript has a second name and both have the same size and time: only the id tells them apart.
    const abs = (rel: string) => path.join(dir.root, ...rel.split('/'));
    await link(abs('Transcripts/Standup.md'), abs('Transcripts/Standup link.md'));
    await link(abs('Transcripts/Standup second.md'), abs('Transcripts/Standup second link.md'));
    const when = new Date('2026-12-01T09:00:00Z');
    await utimes(abs('Transcripts/Standup.md'), when, when);
    await utimes(abs('Transcripts/Standup second.md'), when, when);
    fake.bigIds = new Map();
    const second = await readMeeting(vault, 'Meetings/Standup 2.md');
    expect(await numberedMeetingCopyOf(vault, second)).toBeNull();
    await writeFile(abs('Meetings/Standup 2.md'), note('Standup link'));
    const copy = await readMeeting(vault, 'Meetings/Standup 2.md');
    expect(await numberedMeetingCopyOf(vault, copy)).toBe('Meetings/Standup.md');
  });
});
