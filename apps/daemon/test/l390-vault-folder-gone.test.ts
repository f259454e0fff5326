/**
 * L390: the vault folder moved, renamed or unmounted while the daemon runs. Before, a vault moved
 * away with an empty folder left at its path (the mount point of an unmounted drive or share, a
 * folder made again by hand or by a sync client) got a new `.meeting-assistant/` from the daemon —
 * its log started again there (R161), its lock taken again there (R162) — and the daemon went on
 * in silence but for "the log file was removed" and "the vault lock was removed"; a vault moved
 * with nothing left in its place stopped it saying another daemon had taken the vault over. Now
 * the daemon stops (exit 1) saying the vault folder is gone or was replaced, and writes nothing in
 * its place. Built `ma-daemon` child process, temp vault, real watcher.
 * Spec: apps/daemon/README.md (Work: one daemon per vault; Stopping).
 */
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testResources } from './daemon-harness.js';

const t = testResources();

/** Starts a daemon on a new vault, moves the vault away (keeping it for clean-up), optionally leaves an empty folder at its path. */
async function moveVaultAway(leaveEmptyFolder: boolean) {
  const vault = await t.vault();
  const d = t.daemon(vault);
  await d.ready();
  const moved = path.join(path.dirname(vault.root), 'vault-moved');
  await rename(vault.root, moved);
  if (leaveEmptyFolder) await mkdir(vault.root);
  // A deadline, not a wait: a daemon that goes on (as before L390) fails the test at 120 s.
  const exit = await Promise.race([
    d.exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 120_000).unref()),
  ]);
  return { vault, d, moved, exit };
}

describe('L390: the vault folder gone or replaced while the daemon runs', () => {
  it('L390: an empty folder left at the vault path (an unmounted mount point): stops, writes nothing there', async () => {
    const { vault, d, moved, exit } = await moveVaultAway(true);
    // The daemon's stderr rides on the failure: a CI run at load ~10 once saw no exit in 120 s (F132).
    expect(exit, d.stderr()).toEqual({ code: 1, signal: null });
    expect(d.stderr()).toContain(`the vault folder ${vault.root} was replaced by another folder`);
    expect(d.stderr()).not.toContain('taken again');
    expect(await readdir(vault.root, { recursive: true })).toEqual([]);
    // Said in the vault's own log too (the file the daemon had open moved with the vault).
    const log = await readFile(path.join(moved, '.meeting-assistant/logs/daemon.log'), 'utf8');
    expect(log).toContain('ma-daemon stops: the vault folder');
  }, 180_000);

  it('L390: nothing left at the vault path: stops saying the vault folder is gone, not that another daemon took it', async () => {
    const { vault, d, exit } = await moveVaultAway(false);
    // The daemon's stderr rides on the failure: a CI run at load ~10 once saw no exit in 120 s (F132).
    expect(exit, d.stderr()).toEqual({ code: 1, signal: null });
    expect(d.stderr()).toContain(`the vault folder ${vault.root} is gone`);
    expect(d.stderr()).not.toContain('taken over by another ma-daemon');
    await expect(readdir(vault.root)).rejects.toMatchObject({ code: 'ENOENT' });
  }, 180_000);
});
