import { deepFreeze } from '../config/deep-freeze.js';
import type { MaConfig } from '../config/index.js';
import { AmbiguousError } from '../errors/index.js';
import { spellExistingPrefix } from '../names/find-existing-path.js';

/**
 * A configured path whose spelling differs from the existing entry it names only in letter case
 * or Unicode normalization (`folders.meetings: "meetings"` for the folder `Meetings/`): `onDisk`
 * is the spelling used (null when several entries match and none exactly: `candidates` lists them,
 * and the configured spelling is kept; nothing may then be created there).
 * Spec: review4 P25; issue 9 H3 (names match as Obsidian matches them).
 */
export interface Respelled {
  setting: string;
  configured: string;
  onDisk: string | null;
  candidates: string[];
}

/**
 * Spells every `folders.*` and `files.*` path as the existing entries on disk spell it, matching
 * each segment as Obsidian matches names (core `spellExistingPrefix`: exact name first, then the
 * other Unicode normalization, then the one name differing only in case). Obsidian (and macOS,
 * Windows) treat `meetings` and `Meetings` as one folder; on a case-sensitive file system the
 * product would otherwise read an empty folder and `ma init` would create a twin beside the real one.
 * Segments that do not exist keep the configured spelling.
 * @param root the vault root (absolute, canonical).
 * @returns `config` itself when nothing changed, else a frozen copy with the on-disk spellings;
 *   `respelled` lists every path spelled differently (or ambiguous, kept as configured).
 * @throws nothing but unexpected I/O errors (a path the name matcher refuses is kept as configured).
 * Spec: review4 P25; docs/vault-format.md (Configuration: configured names match as in Obsidian).
 */
export async function spellConfiguredPaths(
  root: string,
  config: MaConfig,
): Promise<{ config: MaConfig; respelled: Respelled[] }> {
  const respelled: Respelled[] = [];
  const folders: Record<string, string> = { ...config.folders };
  const files: Record<string, string> = { ...config.files };
  for (const [section, values] of [
    ['folders', folders],
    ['files', files],
  ] as const) {
    for (const [key, configured] of Object.entries(values)) {
      const setting = `${section}.${key}`;
      const plain = configured
        .split(/[\\/]+/)
        .filter((s) => s !== '' && s !== '.')
        .join('/');
      try {
        const { path: onDisk } = await spellExistingPrefix(root, configured, setting);
        if (onDisk === plain) continue;
        values[key] = onDisk;
        respelled.push({ setting, configured, onDisk, candidates: [] });
      } catch (error) {
        if (AmbiguousError.isInstance(error))
          respelled.push({ setting, configured, onDisk: null, candidates: [...error.candidates] });
      }
    }
  }
  if (respelled.every((r) => r.onDisk === null)) return { config, respelled };
  return { config: deepFreeze({ ...config, folders, files } as MaConfig), respelled };
}

/**
 * What `r` means for the user, as two clauses: a respelled path → `problem` = `folders.meetings is
 * "meetings" but the folder is spelled "Meetings"; "Meetings" is used (…one name to Obsidian…)`,
 * `fix` = set the setting to the spelling on disk; an ambiguous one → `problem` names the entries
 * that differ only in case or Unicode form and says nothing is created there, `fix` = merge them.
 * Spec: review4 P25.
 */
export function respelledProblem(r: Respelled): { problem: string; fix: string } {
  if (r.onDisk !== null)
    return {
      problem: `${r.setting} is ${JSON.stringify(r.configured)} but the vault spells it ${JSON.stringify(r.onDisk)}; ${JSON.stringify(r.onDisk)} is used (Obsidian, macOS and Windows take names that differ only in letter case or Unicode form as one)`,
      fix: `set ${r.setting} to ${JSON.stringify(r.onDisk)} in meeting-assistant.json`,
    };
  return {
    problem: `${r.setting} is ${JSON.stringify(r.configured)}, which matches ${r.candidates.join(' and ')}: names that differ only in letter case or Unicode form, one name to Obsidian, macOS and Windows; none is used and nothing is created beside them`,
    fix: `merge them into one and set ${r.setting} to its exact name`,
  };
}
