/**
 * The live status a running daemon publishes for `ma-daemon status`. Spec: issue 12 (`status`:
 * queued, running, failed with the last error per meeting, the time of the last scan).
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type LockOwner, liveDaemonHolder, type Vault, writeFileAtomic } from '@ma/core';
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

/**
 * True when the daemon of `status` runs: on another host it is taken to (nothing here can check
 * it); on this host it must hold the vault's daemon lock now (core `liveDaemonHolder`: the lock's
 * owner record names its pid, the lock was refreshed within its staleness, the pid runs). A pid
 * that runs but holds no live lock is another process that was given the dead daemon's pid (L450:
 * `kill(pid, 0)` alone said `daemon: running` for it).
 */
function isAlive(status: DaemonStatus, holder: LockOwner | null): boolean {
  if (status.hostname !== os.hostname()) return true;
  return holder !== null && holder.pid === status.pid && holder.hostname === status.hostname;
}

/**
 * The status files of the daemons on this vault, each with `alive`: false for a daemon on this
 * host that no longer runs (killed with SIGKILL, crashed, the machine stopped), told by the vault's
 * daemon lock, not by its pid alone, which another process may have been given since (L450). Such a file is
 * kept, not removed: it is the only record of the meetings that daemon was running or had queued
 * (L446: `ma-daemon status` names them, read after read, until a daemon starts again on the vault
 * and removes it with {@link removeStoppedDaemonStatuses}). Read only: nothing is written.
 * Spec: issue 12 (`ma-daemon status`); L446.
 */
export async function readDaemonStatuses(vault: Vault): Promise<(DaemonStatus & { alive: boolean })[]> {
  const folder = await statusFolder(vault);
  const out: (DaemonStatus & { alive: boolean })[] = [];
  const holder = await liveDaemonHolder(vault);
  for (const name of (await readdir(folder)).filter((n) => /^status-\d+\.json$/.test(n)).sort()) {
    try {
      const status = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as DaemonStatus;
      const alive = isAlive(status, holder);
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
