/**
 * The live status a running daemon publishes for `ma-daemon status`. Spec: issue 12 (`status`:
 * queued, running, failed with the last error per meeting, the time of the last scan).
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Vault, writeFileAtomic } from '@ma/core';
import type { TranscriptWait } from '../trigger/transcript-wait.js';
import { DAEMON_STATE_FOLDER } from './state-paths.js';

/**
 * `<vault>/.meeting-assistant/daemon/status-<pid>.json` of one running daemon: its pid, host,
 * start time, the time of the last catch-up scan, the meetings queued, running (with their start
 * time) and waiting to be retried (with the time of the next run), and `paused`: the
 * configuration problem that holds every summary back (N5), with the meetings waiting for it, or
 * `null` (absent in files of older versions); `noTranscript`: the ended meetings not summarized
 * for want of a usable transcript (N16: waiting for it, or a `transcript:` link to fix; absent in
 * files of older versions). Times are ISO strings.
 * Spec: issue 12 (`ma-daemon status`).
 */
export interface DaemonStatus {
  pid: number;
  hostname: string;
  startedAt: string;
  lastScanAt: string | null;
  queued: string[];
  running: { meeting: string; startedAt: string }[];
  retrying: { meeting: string; nextRunAt: string; attempt: number }[];
  paused?: { message: string; since: string; waiting: string[] } | null;
  noTranscript?: TranscriptWait[];
}

async function statusFolder(vault: Vault): Promise<string> {
  const folder = await vault.resolve(DAEMON_STATE_FOLDER, {
    argument: 'daemon state folder',
    kind: 'folder',
  });
  await mkdir(folder.abs, { recursive: true });
  return folder.abs;
}

/**
 * Writes this daemon's status file (atomically).
 * Spec: issue 12 (`ma-daemon status`).
 */
export async function writeDaemonStatus(vault: Vault, status: DaemonStatus): Promise<void> {
  const file = path.join(await statusFolder(vault), `status-${status.pid}.json`);
  await writeFileAtomic(file, `${JSON.stringify(status, null, 2)}\n`);
}

/**
 * Removes this daemon's status file (on a clean stop).
 * Spec: issue 12 (`ma-daemon status`).
 */
export async function removeDaemonStatus(vault: Vault, pid: number): Promise<void> {
  await rm(path.join(await statusFolder(vault), `status-${pid}.json`), { force: true });
}

/** True when `pid` runs on this host (signal 0 reaches it, or it exists but is not ours). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: unknown }).code === 'EPERM';
  }
}

/**
 * The status files of the daemons on this vault, each with `alive`: false for a daemon on this
 * host that no longer runs (killed with SIGKILL, crashed, the machine stopped). Such a file is
 * kept, not removed: it is the only record of the meetings that daemon was running or had queued
 * (L446: `ma-daemon status` names them, read after read, until a daemon starts again on the vault
 * and removes it with {@link removeStoppedDaemonStatuses}). Read only: nothing is written.
 * Spec: issue 12 (`ma-daemon status`); L446.
 */
export async function readDaemonStatuses(vault: Vault): Promise<(DaemonStatus & { alive: boolean })[]> {
  const folder = await statusFolder(vault);
  const out: (DaemonStatus & { alive: boolean })[] = [];
  for (const name of (await readdir(folder)).filter((n) => /^status-\d+\.json$/.test(n)).sort()) {
    try {
      const status = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as DaemonStatus;
      const alive = status.hostname !== os.hostname() || isAlive(status.pid);
      out.push({ ...status, alive });
    } catch {
      // A file being replaced right now, or not ours: skip it.
    }
  }
  return out;
}

/**
 * Removes the status files of daemons on this host that no longer run, at a daemon's start (which
 * catches up what they left: L446); never this process's own file. Files of other hosts are kept.
 * @returns the pids whose files were removed.
 * Spec: issue 12 (`ma-daemon status`); L446.
 */
export async function removeStoppedDaemonStatuses(vault: Vault): Promise<number[]> {
  const folder = await statusFolder(vault);
  const removed: number[] = [];
  for (const status of await readDaemonStatuses(vault)) {
    if (status.alive || status.pid === process.pid) continue;
    await rm(path.join(folder, `status-${status.pid}.json`), { force: true });
    removed.push(status.pid);
  }
  return removed;
}
