import { symlinkOutOfVault, symlinkOutProblem, type Vault } from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * The vault paths the configuration names, each with the setting that names it: every folder
 * (trash excepted: created on first delete), the request notes' folder and the glossary and
 * dictation files. For `ma doctor` and `ma init`.
 * Spec: docs/vault-format.md (Configuration); hostile review R19.
 */
export function configuredPaths(
  vault: Vault,
): Array<{ rel: string; setting: string; kind: 'folder' | 'file' }> {
  const { folders, files } = vault.config;
  const { trash: _trash, ...used } = folders;
  return [
    ...Object.entries(used).map(([key, rel]) => ({
      rel,
      setting: `folders.${key}`,
      kind: 'folder' as const,
    })),
    { rel: `${folders.context}/Requests`, setting: 'folders.context', kind: 'folder' as const },
    { rel: files.glossary, setting: 'files.glossary', kind: 'file' as const },
    { rel: files.dictation, setting: 'files.dictation', kind: 'file' as const },
  ];
}

/**
 * `ma doctor` checks of the vault's own folders: one `warn folders` line per symlink on a
 * configured path that leads out of the vault (core's `symlinkOutOfVault`; named with its target,
 * "not followed", and a fix that works: move the folder in, or point the setting at a real
 * folder), then the `vault` line: `ok`, or `warn … lacks Meetings/, …` for the folders a summary
 * needs (meetings, transcripts, projects) that are simply missing (fix: `ma init`). A symlinked
 * folder is never called missing, and `ma init` is never offered as its fix.
 * @returns the results, in print order.
 * Spec: docs/tools.md (Paths: never follow a symlink out of the vault); hostile review R19.
 */
export async function checkVaultFolders(vault: Vault): Promise<CheckResult[]> {
  const out: CheckResult[] = [];
  const linked = new Set<string>();
  for (const { rel } of configuredPaths(vault)) {
    const found = await symlinkOutOfVault(vault, rel);
    if (found === null || linked.has(found.link)) continue;
    linked.add(found.link);
    const { problem, fix } = symlinkOutProblem(vault, found);
    out.push({ status: 'warn', label: 'folders', detail: problem, fix });
  }
  const missing: string[] = [];
  for (const key of ['meetings', 'transcripts', 'projects'] as const) {
    const folder = vault.config.folders[key];
    if (linked.size > 0 && (await symlinkOutOfVault(vault, folder)) !== null) continue;
    const ok = await vault
      .resolve(folder, { argument: `folders.${key}`, mustExist: true, kind: 'folder' })
      .then(
        () => true,
        () => false,
      );
    if (!ok) missing.push(`${folder}/`);
  }
  out.push(
    missing.length === 0
      ? { status: 'ok', label: 'vault', detail: vault.root }
      : {
          status: 'warn',
          label: 'vault',
          detail: `${vault.root} lacks ${missing.join(', ')}`,
          fix: `run \`ma init ${vault.root}\` (it creates what is missing and keeps everything else)`,
        },
  );
  return out;
}
