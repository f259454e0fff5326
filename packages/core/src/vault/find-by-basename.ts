import { nameKey } from '../names/index.js';
import type { Vault, VaultPath } from './vault.js';
import { walkFiles } from './walk-files.js';

/** The last `n` segments of a vault path. */
function tail(file: string, n: number): string {
  return file.split('/').slice(-n).join('/');
}

/**
 * Files under `folderRel` whose path ends with `name` or `name.md`, segment-wise (a bare name
 * matches the basename; `2025/Standup` matches `Meetings/2025/Standup.md`, as Obsidian resolves a
 * partial path), sorted by path. Matching goes by tiers, the first non-empty one wins: exact
 * spelling, then the same name in another Unicode normalization (NFC/NFD), then case-insensitive.
 * Spec: issue 9 H3; docs/vault-format.md, Meeting note; docs/contracts.md, Names and links.
 */
export async function findByBasename(vault: Vault, folderRel: string, name: string): Promise<VaultPath[]> {
  const files = await walkFiles(vault, folderRel);
  const wantedSegs = name.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  if (wantedSegs.length === 0) return [];
  const n = wantedSegs.length;
  const wanted = [wantedSegs.join('/'), `${wantedSegs.join('/')}.md`];
  const tiers: ((s: string) => string)[] = [(s) => s, (s) => s.normalize('NFC'), nameKey];
  for (const norm of tiers) {
    const keys = wanted.map(norm);
    const found = files.filter((f) => keys.includes(norm(tail(f, n))));
    if (found.length > 0) return found;
  }
  return [];
}
