import path from 'node:path';
import type { MaConfig } from '../config/index.js';
import { VaultLayoutError } from '../errors/index.js';
import { realpath, stat } from '../fs/blocking-fs.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * One vault path the configuration names: `rel` as configured (`Meetings`, `Assistant/Requests`,
 * `Glossary.md`), the setting that names it (`folders.meetings`, `files.glossary`) and whether it
 * must be a folder or a file.
 * Spec: docs/vault-format.md (Configuration).
 */
export interface ConfiguredPath {
  rel: VaultPath;
  setting: string;
  kind: 'folder' | 'file';
}

/**
 * Every vault path the configuration names: each `folders.*` folder (trash included), the request
 * notes' folder (`<folders.context>/Requests`, named by `folders.context`) and the `files.*` files,
 * in that order.
 * Spec: docs/vault-format.md (Configuration); hostile review R19; review4 P7.
 */
export function configuredPaths(config: MaConfig): ConfiguredPath[] {
  const { folders, files } = config;
  return [
    ...Object.entries(folders).map(([key, rel]) => ({
      rel,
      setting: `folders.${key}`,
      kind: 'folder' as const,
    })),
    { rel: `${folders.context}/Requests`, setting: 'folders.context', kind: 'folder' as const },
    ...Object.entries(files).map(([key, rel]) => ({ rel, setting: `files.${key}`, kind: 'file' as const })),
  ];
}

/**
 * An entry on disk that is the wrong kind for a configured path: `path` (vault-relative, `/`
 * separated) is the configured path itself or a folder on its way (`Work` of `Work/Meetings`),
 * `is` what it is (`file` for a file where a folder is needed, `folder` for a folder where a file
 * is needed, `other` for a device, pipe or socket), `needed` what the configuration needs there.
 * Spec: review4 P7.
 */
export interface WrongKindPath {
  path: VaultPath;
  is: 'file' | 'folder' | 'other';
  needed: 'file' | 'folder';
  /** The configured path that runs into it, and its setting. */
  of: ConfiguredPath;
}

/**
 * The configured paths (see {@link configuredPaths}) that run into an entry of the wrong kind:
 * a file (or special file) where a folder is configured or on the way to one, a folder where a
 * file is configured. One entry per wrong path on disk (the first configured path that runs into
 * it); a missing path or one behind a dangling symlink is not wrong here (it is missing, or a
 * symlink: see `symlinkOutOfVault`). Symlinks inside the vault are followed. Costs one `stat` per
 * segment of each configured path.
 * @throws nothing but unexpected I/O errors.
 * Spec: docs/vault-format.md (Configuration); review4 P7 (a configured folder that is a file is
 *   named as such by every command, never "missing" nor blamed on an argument).
 */
export async function wrongKindPaths(vault: Vault): Promise<WrongKindPath[]> {
  const found = new Map<string, WrongKindPath>();
  for (const of of configuredPaths(vault.config)) {
    const segments = of.rel.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
    for (let i = 1; i <= segments.length; i++) {
      const info = await stat(path.join(vault.root, ...segments.slice(0, i))).catch(() => null);
      if (info === null) break;
      const needed = i < segments.length ? 'folder' : of.kind;
      const is = info.isDirectory() ? 'folder' : info.isFile() ? 'file' : 'other';
      if (needed === 'folder' ? is === 'folder' : is === 'file') continue;
      const rel = segments.slice(0, i).join('/');
      if (!found.has(rel)) found.set(rel, { path: rel, is, needed, of });
      break;
    }
  }
  return [...found.values()];
}

/**
 * What is wrong with `found` and what works instead, as two clauses: `problem` = `Meetings is a
 * file, not a folder; folders.meetings needs a folder there` (or `Work is a file, not a folder, so
 * folders.meetings (Work/Meetings) cannot be used`, `Glossary.md is a folder, not a file; …`);
 * `fix` = rename or move it (then `ma init` creates the folder), or point the setting elsewhere.
 * Spec: review4 P7.
 */
export function wrongKindProblem(found: WrongKindPath): { problem: string; fix: string } {
  const { setting, rel, kind } = found.of;
  const what = found.is === 'other' ? 'a special file (not a regular file)' : `a ${found.is}`;
  const head = `${found.path} is ${what}, not a ${found.needed}`;
  const problem =
    found.path === rel.replace(/[\\/]+$/, '')
      ? `${head}; ${setting} needs a ${found.needed} there`
      : `${head}, so ${setting} (${rel}) cannot be used`;
  const then = found.needed === 'folder' ? ' (then `ma init` creates the folder)' : '';
  return {
    problem,
    fix: `rename or move ${found.path}${found.is === 'file' ? ' (a note saved without .md? add .md)' : ''}${then}, or set ${setting} in meeting-assistant.json to another ${kind}`,
  };
}

/**
 * Two configured folders whose real locations (symlinks inside the vault followed) are equal or
 * nested although their configured names are not: `Assistant` a symlink to
 * `Projects/remote-control/assistant` puts the context notes (run records, the audit, request
 * notes with their answer key) inside a project, where the project tools list, read and rewrite
 * them (review6 S5). Each as `{ problem, fix }`, the symlink and its target named. Folders that do
 * not exist, or lead out of the vault (`symlinkOutOfVault` says those), are not compared.
 * @throws nothing but unexpected I/O errors.
 * Spec: docs/vault-format.md (Configuration: no two folders equal or nested); review6 S5.
 */
export async function realFolderOverlaps(vault: Vault): Promise<{ problem: string; fix: string }[]> {
  const root = await realpath(vault.root);
  const real: { key: string; rel: string; at: string }[] = [];
  for (const [key, rel] of Object.entries(vault.config.folders)) {
    const abs = await realpath(path.join(vault.root, ...rel.split('/'))).catch(() => null);
    if (abs === null) continue;
    const at = path.relative(root, abs).split(path.sep).join('/');
    if (at === '' || at.startsWith('..') || path.isAbsolute(at)) continue;
    real.push({ key, rel, at });
  }
  const within = (a: string, b: string) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x === y || x.startsWith(`${y}/`);
  };
  const out: { problem: string; fix: string }[] = [];
  for (const a of real) {
    for (const b of real) {
      if (a === b || within(a.rel, b.rel) || within(b.rel, a.rel)) continue; // names: the config check
      if (!within(a.at, b.at) || (a.at.toLowerCase() === b.at.toLowerCase() && a.key > b.key)) continue;
      const how = a.at.toLowerCase() === b.at.toLowerCase() ? 'the same folder as' : 'inside';
      const link = a.at === a.rel ? b : a;
      out.push({
        problem: `folders.${a.key} (${a.rel}) is really ${a.at}, ${how} folders.${b.key} (${b.rel}${b.at === b.rel ? '' : `, really ${b.at}`}): ${link.rel} is a symlink to ${link.at}`,
        fix: `make ${link.rel} a folder of its own (not a symlink into ${how === 'inside' ? b.rel : a.rel}), or set folders.${a.key} in meeting-assistant.json to a folder outside folders.${b.key}`,
      });
    }
  }
  return out;
}

/**
 * Fails when a configured path runs into an entry of the wrong kind ({@link wrongKindPaths}): the
 * check every command that uses the vault's folders runs when it opens the vault, so the problem is
 * said plainly once instead of surfacing as a refusal blamed on an argument (`title: Meetings is not
 * a folder`), and when two configured folders are one by their real location ({@link realFolderOverlaps},
 * review6 S5). `ma doctor` and `ma init` report the same problems as lines instead.
 * @throws VaultLayoutError naming every wrong path with its setting and fix
 *   (`Meetings is a file, not a folder; folders.meetings needs a folder there: rename or move …`).
 * Spec: review4 P7.
 */
export async function assertConfiguredPathKinds(vault: Vault): Promise<void> {
  const wrong = await wrongKindPaths(vault);
  // S5: folders that are distinct by name but one by their real location (a symlink).
  const overlaps = await realFolderOverlaps(vault);
  if (wrong.length === 0 && overlaps.length === 0) return;
  throw new VaultLayoutError(
    [...wrong.map(wrongKindProblem), ...overlaps].map(({ problem, fix }) => `${problem}: ${fix}`),
  );
}
