/**
 * L403: L390 stopped the daemon whenever the vault folder's device or inode changed, but an NFS or
 * autofs share remounted after going idle gets a new device number, and SMB without server inode
 * numbers or a FUSE mount may give the same folder a new inode: the daemon stopped (exit 1) on a vault
 * that was still there. A folder with a new identity that still holds the daemon's `.meeting-assistant/`
 * is the vault; an empty mount point or a new folder is not. Real folders in a temp dir; the changed
 * identity is the start identity given as another folder's (what the remount looks like to `stat`).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vaultRootChange, vaultRootIdentity } from './vault-root.js';

let base: string;
beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'l403-'));
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('L403: a vault folder with a new device or inode', () => {
  it('L403: still holding .meeting-assistant/ (a remounted share) is the same vault: no stop', async () => {
    const vault = path.join(base, 'vault');
    await mkdir(path.join(vault, '.meeting-assistant'), { recursive: true });
    await writeFile(path.join(vault, 'note.md'), '# note\n');
    const elsewhere = path.join(base, 'other');
    await mkdir(elsewhere);
    const startAsOtherIdentity = await vaultRootIdentity(elsewhere);
    expect(await vaultRootChange(vault, startAsOtherIdentity)).toBeNull();
  });

  it('L403: without .meeting-assistant/ (an empty mount point, a new folder) it was replaced', async () => {
    const vault = path.join(base, 'vault');
    await mkdir(vault);
    const elsewhere = path.join(base, 'other');
    await mkdir(elsewhere);
    expect(await vaultRootChange(vault, await vaultRootIdentity(elsewhere))).toBe('replaced');
    await writeFile(path.join(vault, '.meeting-assistant'), 'a file, not the state folder');
    expect(await vaultRootChange(vault, await vaultRootIdentity(elsewhere))).toBe('replaced');
  });

  it('L403: the same identity is unchanged, and nothing there is gone', async () => {
    const vault = path.join(base, 'vault');
    await mkdir(vault);
    expect(await vaultRootChange(vault, await vaultRootIdentity(vault))).toBeNull();
    await rm(vault, { recursive: true });
    expect(await vaultRootChange(vault, { dev: 1, ino: 1 })).toBe('gone');
  });
});
