import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { symlinkOutMessage, symlinkOutOfVault, type Vault } from '@ma/core';

/** Folders read at most: a meetings folder is small; a huge one is not walked whole by doctor. */
const MAX_FOLDERS = 10_000;

/**
 * The symlinks inside the meetings folder (any depth, hidden names and the trash skipped, as core's
 * walk skips them) that lead out of the vault or nowhere, each as core's `symlinkOutMessage` says it
 * (which link, where it leads, the fix). Core's meeting listing leaves them out without a word, so
 * `ma doctor` counted no such note while `ma summarize <it>` refused it ("resolves outside the vault
 * through a symlink") and the daemon never saw it; a symlinked folder's meetings are all missing.
 * Spec: docs/paths.md (Symlinks: never followed out of the vault); reviewA R22 (session 25).
 * @returns one message per such symlink, sorted by path; `[]` when the folder is missing
 * @throws nothing but unexpected I/O errors of core's `symlinkOutOfVault`
 */
export async function meetingSymlinksOut(vault: Vault): Promise<string[]> {
  const folder = vault.config.folders.meetings.replace(/[\\/]+$/, '');
  const trash = vault.config.folders.trash.replace(/[\\/]+$/, '');
  const out: string[] = [];
  const queue = [folder];
  for (let read = 0; queue.length > 0 && read < MAX_FOLDERS; read++) {
    const rel = queue.shift() as string;
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(vault.root, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name.startsWith('.')) continue;
      const child = `${rel}/${entry.name}`;
      if (child === trash) continue;
      if (entry.isDirectory()) queue.push(child);
      else if (entry.isSymbolicLink()) {
        const found = await symlinkOutOfVault(vault, child);
        if (found !== null) out.push(symlinkOutMessage(vault, found));
      }
    }
  }
  return out;
}
