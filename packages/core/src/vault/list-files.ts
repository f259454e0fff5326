import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Vault, VaultPath } from './vault.js';
import { walkFiles } from './walk-files.js';

/**
 * One file of {@link listFiles}: `lines` counts lines as the line reader does (a final newline adds none).
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md (@ma/core, Vault model).
 */
export interface FileEntry {
  path: VaultPath;
  lines: number;
  bytes: number;
}

/** Streams a file and counts its lines like the line reader (private; not the exported string `countLines`). */
async function countFileLines(abs: string): Promise<number> {
  let newlines = 0;
  let last = -1;
  for await (const chunk of createReadStream(abs) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
    if (chunk.length > 0) last = chunk[chunk.length - 1]!;
  }
  if (last === -1) return 0;
  return newlines + (last === 10 ? 0 : 1);
}

/**
 * Files under a vault folder, recursively, with line counts and sizes, sorted
 * by path. Symlinked folders are not entered; a symlinked file is listed only
 * when it resolves inside `folderRel` itself (a project's listing never shows a
 * meeting note through a link); the trash is skipped.
 * A missing folder gives `[]`.
 * @param folderRel vault-relative folder (`.` for the whole vault).
 * @throws PathSafetyError when the folder is refused (`..`, absolute, symlink out…).
 * Spec: seed 000 (`list_projectfiles`); docs/contracts.md, Vault model.
 */
export async function listFiles(vault: Vault, folderRel: string): Promise<FileEntry[]> {
  const files = await walkFiles(vault, folderRel);
  const out: FileEntry[] = [];
  for (const rel of files) {
    const abs = path.join(vault.root, ...rel.split('/'));
    const info = await stat(abs).catch(() => null);
    if (!info?.isFile()) continue;
    out.push({ path: rel, lines: await countFileLines(abs), bytes: info.size });
  }
  return out;
}
