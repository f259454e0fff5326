/**
 * V6: the catch-up of `ma-daemon run` (on start, and bounded by `--since`) decides which meetings
 * changed while the daemon was down by the transcript's bytes against the summary's recorded
 * `transcript_hash` (apps/daemon/README.md rule 3), never by modification times alone; and the
 * hashes come from `<vault>/.meeting-assistant/daemon/content-hashes.json` when a file's size,
 * mtime, ctime and inode are unchanged (a cache never needed for a correct answer). The built
 * `ma-daemon` as a child process on temp vaults, summaries written by `ma summarize`'s own run.
 */
import { readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { summarizeMeeting } from '@ma/agent';
import { loadConfig, openVault } from '@ma/core';
import { describe, expect, it } from 'vitest';
import {
  type DaemonChild,
  entries,
  type LogEntry,
  M,
  readLog,
  replaceTranscriptKeepingTime,
  type TestVault,
  testResources,
  transcript,
  waitFor,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;
let daemon: DaemonChild | undefined;

const T = (name: string) => `Transcripts/${name}.md`;
const CACHE = '.meeting-assistant/daemon/content-hashes.json';
/** Q2's cache of the scan's decisions: removed where a test looks at the hash cache itself. */
const DECISIONS = '.meeting-assistant/daemon/scan-decisions.json';
const OLD = new Date('2025-01-10T10:00:00Z');

/** An ended meeting summarized by `ma summarize`'s run (the summary records `transcript_hash`). */
async function summarized(v: TestVault, name: string): Promise<string> {
  await v.writeTranscript(name);
  await v.writeMeeting(name, 'ended');
  const opened = await openVault(v.root, await loadConfig({ vault: v.root }));
  const run = await summarizeMeeting({ vault: opened, meeting: M(name), env: {} });
  return run.summaryPath;
}

/** The `catch-up scan done` entry of one daemon child. */
async function scanOf(v: TestVault, d: DaemonChild): Promise<LogEntry> {
  await d.ready();
  return (await readLog(v)).find((e) => e.pid === d.child.pid && e.msg === 'catch-up scan done')!;
}

/** Starts a daemon, waits for its catch-up scan, stops it (SIGTERM, exit 0); its scan entry. */
async function startAndStop(v: TestVault, args: string[] = []): Promise<LogEntry> {
  daemon = t.daemon(v, args);
  const scan = await scanOf(v, daemon);
  daemon.child.kill('SIGTERM');
  expect((await daemon.exited).code).toBe(0);
  return scan;
}

/** Waits until each file's change time is more than the cache's racy window (2 s) in the past. */
async function settled(v: TestVault, rels: string[]): Promise<void> {
  await waitFor('the files to be older than the racy window', async () => {
    for (const rel of rels) if (Date.now() - (await stat(v.abs(rel))).ctimeMs <= 2_100) return false;
    return true;
  });
}

describe('V6: catch-up decided by transcript bytes, not modification times', () => {
  it('V6: --since catches up a summarized meeting whose transcript got new bytes with an old modification time (cp -p, sync); an old meeting without a summary stays out', async () => {
    vault = await t.vault();
    const changed = '2026-11-25 Casing review';
    await summarized(vault, changed);
    // While the daemon is down the recorder's corrected transcript arrives through a sync client
    // with its old times kept, and the note is synced with an old time too.
    await replaceTranscriptKeepingTime(
      vault,
      changed,
      transcript(changed, 8).replace(/rubber/g, 'cork'),
      OLD,
    );
    await utimes(vault.abs(M(changed)), OLD, OLD);
    // An old ended meeting (no summary, old times): --since is there to leave it alone.
    const old = '2025-01-10 Old meeting';
    await vault.writeTranscript(old);
    await vault.writeMeeting(old, 'ended');
    await utimes(vault.abs(M(old)), OLD, OLD);
    await utimes(vault.abs(T(old)), OLD, OLD);
    // An untouched summarized meeting with old times: current, not run.
    const current = '2026-11-25 Budget check';
    await summarized(vault, current);
    await utimes(vault.abs(M(current)), OLD, OLD);
    await utimes(vault.abs(T(current)), OLD, OLD);

    daemon = t.daemon(vault, ['--since', '2026-06-01']);
    const scan = await scanOf(vault, daemon);
    expect(scan).toMatchObject({ meetings: 3, queued: 1, skippedOld: 2 });
    await waitFor(
      'the catch-up run',
      async () => (await entries(vault!, 'run done', M(changed))).length === 1,
    );
    expect((await entries(vault, 'run start', M(changed)))[0]!.reason).toBe('transcript-changed');
    expect(await vault.read(`Summaries/${changed}.md`)).toContain('cork');
    daemon.child.kill('SIGTERM');
    expect((await daemon.exited).code).toBe(0);
    expect(await entries(vault, 'run start', M(old))).toEqual([]);
    expect(await entries(vault, 'run start', M(current))).toEqual([]);
  });

  it('V6: the start-up catch-up reads each transcript once, then takes its hash from content-hashes.json while size, mtime, ctime and inode are unchanged', async () => {
    vault = await t.vault();
    const name = '2026-11-26 Sensor sync';
    const summaryRel = await summarized(vault, name);
    await settled(vault, [M(name), T(name)]);

    const first = await startAndStop(vault);
    expect(first).toMatchObject({ queued: 0, hashesCached: 0 });
    expect(first.hashesRead).toBeGreaterThanOrEqual(2);
    const cache = JSON.parse(await vault.read(CACHE)) as { entries: Record<string, { sha256: string }> };
    const recorded = /\ntranscript_hash: "?sha256:([0-9a-f]{64})"?\n/.exec(await vault.read(summaryRel))?.[1];
    expect(cache.entries[T(name)]?.sha256).toBe(recorded);

    await rm(vault.abs(DECISIONS));
    const second = await startAndStop(vault);
    expect(second).toMatchObject({ queued: 0, hashesRead: 0 });
    expect(second.hashesCached).toBeGreaterThanOrEqual(2);
    expect(await entries(vault, 'run start', M(name))).toEqual([]);
  });

  it('V6: an in-place edit of the same size with the old modification time put back (touch -d) changes ctime: hashed again and caught up', async () => {
    vault = await t.vault();
    const name = '2026-11-27 Remote review';
    await summarized(vault, name);
    await utimes(vault.abs(T(name)), OLD, OLD); // whole seconds: utimes can put them back exactly
    await settled(vault, [M(name), T(name)]);
    expect(await startAndStop(vault)).toMatchObject({ queued: 0 });
    const before = await stat(vault.abs(T(name)));
    const text = await vault.read(T(name));
    const edited = text.replace(/rubber/g, 'RUBBER');
    expect(edited).not.toBe(text);
    expect(Buffer.byteLength(edited)).toBe(before.size);
    await writeFile(vault.abs(T(name)), edited); // in place: same inode
    await utimes(vault.abs(T(name)), OLD, OLD);
    const after = await stat(vault.abs(T(name)));
    expect([after.size, after.mtimeMs, after.ino]).toEqual([before.size, before.mtimeMs, before.ino]);

    daemon = t.daemon(vault);
    const scan = await scanOf(vault, daemon);
    expect(scan).toMatchObject({ queued: 1 });
    await waitFor('the catch-up run', async () => (await entries(vault!, 'run done', M(name))).length === 1);
    expect((await entries(vault, 'run start', M(name)))[0]!.reason).toBe('transcript-changed');
    daemon.child.kill('SIGTERM');
    expect((await daemon.exited).code).toBe(0);
  });

  it('V6: a corrupt, foreign or lying cache is never needed: garbage is rebuilt, an entry for another version is not used', async () => {
    vault = await t.vault();
    const name = '2026-11-28 Budget review';
    await summarized(vault, name);
    await settled(vault, [M(name), T(name)]);
    await startAndStop(vault);
    const good = JSON.parse(await vault.read(CACHE)) as {
      format: number;
      entries: Record<string, Record<string, unknown>>;
    };

    await writeFile(vault.abs(CACHE), '{"Transcripts/x.md": 3, garbage');
    await rm(vault.abs(DECISIONS));
    const rebuilt = await startAndStop(vault);
    expect(rebuilt).toMatchObject({ queued: 0, hashesCached: 0 });
    expect(JSON.parse(await readFile(vault.abs(CACHE), 'utf8'))).toEqual(good);

    // An entry whose hash is wrong for a version the file no longer has (another inode): not used,
    // so the current bytes decide (the summary is current, nothing runs).
    const lying = structuredClone(good);
    lying.entries[T(name)] = { ...lying.entries[T(name)], ino: '1', sha256: '0'.repeat(64) };
    await writeFile(vault.abs(CACHE), JSON.stringify(lying));
    await rm(vault.abs(DECISIONS));
    const scan = await startAndStop(vault);
    expect(scan).toMatchObject({ queued: 0, hashesRead: 1 });
    expect(await entries(vault, 'run start', M(name))).toEqual([]);

    // F65: a cache written before L296 (a plain object of entries, recorded under the daemon's own
    // 2 s rule) is never trusted, even for the file's current version: its hash is read anew.
    const older = { [T(name)]: { ...good.entries[T(name)], sha256: '0'.repeat(64) } };
    await writeFile(vault.abs(CACHE), JSON.stringify(older));
    await rm(vault.abs(DECISIONS));
    expect(await startAndStop(vault)).toMatchObject({ queued: 0, hashesCached: 0 });
    expect(await entries(vault, 'run start', M(name))).toEqual([]);
  });
});
