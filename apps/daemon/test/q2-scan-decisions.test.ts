/**
 * Q2 (issue #13): the daemon's start-up catch-up reads only the meetings whose files changed since
 * the last start. The decisions that made no run are kept in
 * `<vault>/.meeting-assistant/daemon/scan-decisions.json`, keyed by the versions (size, mtime,
 * ctime, inode) of the note, its transcript, its summary and the folders above them; an edit made
 * while the daemon was down (also one that puts the old modification time back) is read and caught
 * up, and a damaged file is rebuilt. The built `ma-daemon` as a child process on temp vaults.
 */
import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { summarizeMeeting } from '@ma/agent';
import { loadConfig, openVault } from '@ma/core';
import { describe, expect, it } from 'vitest';
import {
  type DaemonChild,
  entries,
  type LogEntry,
  M,
  readLog,
  type TestVault,
  testResources,
  waitFor,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;
let daemon: DaemonChild | undefined;

const T = (name: string) => `Transcripts/${name}.md`;
const CACHE = '.meeting-assistant/daemon/scan-decisions.json';
const OLD = new Date('2025-01-10T10:00:00Z');

async function summarized(v: TestVault, name: string): Promise<void> {
  await v.writeTranscript(name);
  await v.writeMeeting(name, 'ended');
  const opened = await openVault(v.root, await loadConfig({ vault: v.root }));
  await summarizeMeeting({ vault: opened, meeting: M(name), env: {} });
}

/** Waits until each path's change time (files and folders) is more than 2 s in the past. */
async function settled(v: TestVault, rels: string[]): Promise<void> {
  await waitFor('the files to be older than the racy window', async () => {
    for (const rel of rels) if (Date.now() - (await stat(v.abs(rel))).ctimeMs <= 2_100) return false;
    return true;
  });
}

async function startAndStop(v: TestVault): Promise<LogEntry> {
  daemon = t.daemon(v);
  await daemon.ready();
  const scan = (await readLog(v)).find((e) => e.pid === daemon!.child.pid && e.msg === 'catch-up scan done')!;
  await waitFor('the catch-up runs', async () => {
    const done = (await readLog(v)).filter((e) => e.pid === daemon!.child.pid && e.msg === 'run done');
    return done.length >= Number(scan.queued);
  });
  daemon.child.kill('SIGTERM');
  expect((await daemon.exited).code).toBe(0);
  return scan;
}

describe('Q2: the start-up catch-up reads only what changed since the last start', () => {
  it('Q2: a second start takes unchanged meetings from scan-decisions.json; an edit made while the daemon was down (a transcript with its old mtime put back, a note set to ended again) is read and caught up', async () => {
    vault = await t.vault();
    const names = ['2026-11-20 Casing review', '2026-11-21 Budget check', '2026-11-22 Sensor sync'];
    for (const name of names) await summarized(vault, name);
    const [edited, again, untouched] = names as [string, string, string];
    await settled(vault, [
      ...names.flatMap((n) => [M(n), T(n), `Summaries/${n}.md`]),
      'Meetings',
      'Transcripts',
      'Summaries',
      '.',
    ]);

    const first = await startAndStop(vault);
    expect(first).toMatchObject({ meetings: 3, queued: 0, meetingsCached: 0, meetingsRead: 3 });
    const second = await startAndStop(vault);
    // What a user sees: the start reads none of the three again.
    expect(second).toMatchObject({ meetings: 3, queued: 0, meetingsCached: 3, meetingsRead: 0 });

    // While the daemon is down: a same-size in-place edit of one transcript with its old mtime put
    // back (only ctime moves), and another meeting set to `status: ended` again (old mtime too).
    const text = await vault.read(T(edited));
    await writeFile(vault.abs(T(edited)), text.replace(/rubber/g, 'RUBBER'));
    await utimes(vault.abs(T(edited)), OLD, OLD);
    const note = await vault.read(M(again));
    await writeFile(vault.abs(M(again)), note.replace(/^status: summarized$/m, 'status: ended'));
    await utimes(vault.abs(M(again)), OLD, OLD);

    const third = await startAndStop(vault);
    expect(third).toMatchObject({ meetings: 3, queued: 2, meetingsCached: 1, meetingsRead: 2 });
    expect((await entries(vault, 'run start', M(edited)))[0]!.reason).toBe('transcript-changed');
    expect((await entries(vault, 'run start', M(again)))[0]!.reason).toBe('ended-again');
    expect(await entries(vault, 'run start', M(untouched))).toEqual([]);
    expect(await vault.read(`Summaries/${edited}.md`)).toContain('RUBBER');
  });

  it('Q2: a damaged or foreign scan-decisions.json is never needed: the meetings are read and the file written anew', async () => {
    vault = await t.vault();
    const name = '2026-11-23 Remote review';
    await summarized(vault, name);
    await settled(vault, [
      M(name),
      T(name),
      `Summaries/${name}.md`,
      'Meetings',
      'Transcripts',
      'Summaries',
      '.',
    ]);
    await startAndStop(vault);
    const good = await readFile(vault.abs(CACHE), 'utf8');
    expect(JSON.parse(good).entries[M(name)].reason).toBe('summary-current');

    // F65: decisions kept under the rule before L296 (format 2: the daemon's own 2 s rule) are not used.
    await writeFile(vault.abs(CACHE), JSON.stringify({ ...JSON.parse(good), format: 2 }));
    expect(await startAndStop(vault)).toMatchObject({ queued: 0, meetingsCached: 0, meetingsRead: 1 });
    expect(await readFile(vault.abs(CACHE), 'utf8')).toBe(good);

    await writeFile(vault.abs(CACHE), '{"format": 1, "entries": {"Meetings/x.md": 3, garb');
    expect(await startAndStop(vault)).toMatchObject({ queued: 0, meetingsCached: 0, meetingsRead: 1 });
    expect(await readFile(vault.abs(CACHE), 'utf8')).toBe(good);

    // An entry that claims another key (a version the files no longer have) is not used.
    const lying = JSON.parse(good);
    lying.entries[M(name)].key = '0'.repeat(64);
    await writeFile(vault.abs(CACHE), JSON.stringify(lying));
    expect(await startAndStop(vault)).toMatchObject({ queued: 0, meetingsCached: 0, meetingsRead: 1 });
    expect(await entries(vault, 'run start', M(name))).toEqual([]);
  });
});
