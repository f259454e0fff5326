/**
 * The vault folder itself, as the daemon found it at its start (L390). Spec: apps/daemon/README.md
 * (Work: the vault moved, renamed or unmounted while the daemon runs).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Which folder the vault path named at the start: its device and inode (`fs.stat`, symlinks followed). */
export interface VaultRootIdentity {
  dev: number;
  ino: number;
}

/**
 * Why the vault path no longer names the folder the daemon started on: `gone` (nothing there: the
 * vault moved or renamed away, deleted, a network share or drive unmounted with no folder left),
 * `replaced` (another folder there: an empty mount point after an unmount, a vault moved away and a
 * new folder made, a sync client or `git clone` laying the vault down anew), or `null` (the same
 * folder). Other errors (EACCES, EIO) are `null`: not proof the folder changed. A new device or inode
 * for a folder that still holds the daemon's `.meeting-assistant/` is `null` too (L403): an NFS or
 * autofs share remounted after going idle gets a new device number, and SMB without server inode
 * numbers or a FUSE mount (rclone) may give the same folder a new inode; L377 takes such inodes as no
 * proof, and so does this check. An empty mount point or a new folder has no `.meeting-assistant/`.
 */
export type VaultRootChange = 'gone' | 'replaced' | null;

/**
 * The identity of the folder at `root` now.
 * @throws the `fs.stat` error (ENOENT when there is none).
 */
export async function vaultRootIdentity(root: string): Promise<VaultRootIdentity> {
  const s = await stat(root);
  return { dev: s.dev, ino: s.ino };
}

/**
 * Whether `root` still names the folder `start` identified (see {@link VaultRootChange}).
 * Spec: apps/daemon/README.md (Work), L390.
 */
export async function vaultRootChange(root: string, start: VaultRootIdentity): Promise<VaultRootChange> {
  try {
    const now = await vaultRootIdentity(root);
    if (now.dev === start.dev && now.ino === start.ino) return null;
    return (await holdsStateFolder(root)) ? null : 'replaced';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'gone' : null;
  }
}

/** Whether `root` holds a `.meeting-assistant/` folder (the daemon's state folder; L403). */
async function holdsStateFolder(root: string): Promise<boolean> {
  try {
    return (await stat(path.join(root, '.meeting-assistant'))).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The error a daemon stops with when its vault folder went away or was replaced (L390): names the
 * vault path, what happened, that nothing is written in its place, and what to do.
 */
export class VaultRootChangedError extends Error {
  readonly change: 'gone' | 'replaced';
  constructor(root: string, change: 'gone' | 'replaced') {
    super(
      change === 'gone'
        ? `the vault folder ${root} is gone (moved, renamed, deleted or unmounted); nothing is written in its place: start ma-daemon again on the vault where it is now (an installed service: \`ma-daemon install --vault <new path>\`), or once it is mounted again`
        : `the vault folder ${root} was replaced by another folder (the vault moved away and a new folder made there, or a drive or share unmounted, leaving its empty mount point); nothing is written in it: start ma-daemon again once the vault is back there (mounted again), or on the vault where it is now`,
    );
    this.name = 'VaultRootChangedError';
    this.change = change;
  }
}

/**
 * Checks `root` every `intervalMs` (default 1000, unref'd) and calls `onChange` once with a
 * {@link VaultRootChangedError} when it no longer names the folder `start` identified.
 * @returns a function that stops the checks.
 * Spec: L390.
 */
export function watchVaultRoot(
  root: string,
  start: VaultRootIdentity,
  onChange: (error: VaultRootChangedError) => void,
  intervalMs = 1000,
): () => void {
  let done = false;
  let checking = false;
  const timer = setInterval(() => {
    if (done || checking) return;
    checking = true;
    void vaultRootChange(root, start).then((change) => {
      checking = false;
      if (done || change === null) return;
      done = true;
      clearInterval(timer);
      onChange(new VaultRootChangedError(root, change));
    });
  }, intervalMs);
  timer.unref();
  return () => {
    done = true;
    clearInterval(timer);
  };
}

/**
 * L393: why the folder `root` does not look like a vault, or null when it does: it holds an
 * `.obsidian/` folder, the configuration file (`meeting-assistant.json`) or anything else that is
 * not hidden (a note, a folder of notes). An empty folder (a drive's mount point before the drive
 * is mounted, which systemd restarts a service onto), or one holding only hidden entries
 * (`.meeting-assistant/` an earlier start made, `.DS_Store`) or `lost+found`, is refused: a daemon
 * on it would make `.meeting-assistant/` there and run on nothing. A new vault is made with
 * `ma init <vault>` first. Unreadable folders are left to the errors the start already gives (null).
 * Spec: apps/daemon/README.md (Start), docs/vault-format.md; leftovers L390, L393.
 */
export async function notAVaultProblem(root: string, configFile: string): Promise<string | null> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return null;
  }
  const vaultLike = names.some(
    (n) => n === '.obsidian' || n === configFile || (!n.startsWith('.') && n !== 'lost+found'),
  );
  if (vaultLike) return null;
  return `the folder ${root} does not look like the vault: it has no .obsidian/ folder, no notes and no ${configFile}${names.length === 0 ? ' (it is empty: a drive or share not mounted yet?)' : ''}; nothing was written. Start ma-daemon once the vault is there (mounted), or, for a new vault, run \`ma init ${root}\` first`;
}
