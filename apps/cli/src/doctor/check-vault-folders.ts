import {
  configuredPaths,
  isWikilinkSafe,
  type MaConfig,
  pasteCommandText,
  realFolderOverlaps,
  respelledProblem,
  spellConfiguredPaths,
  symlinkOutOfVault,
  symlinkOutProblem,
  type Vault,
  wrongKindPaths,
  wrongKindProblem,
} from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * `ma doctor` checks of the vault's own folders: one `warn folders` line per symlink on a
 * configured path (trash excepted: created on first delete) that leads out of the vault (core's
 * `symlinkOutOfVault`; named with its target, "not followed", and a fix that works: move the folder
 * in, or point the setting at a real folder); one `FAIL folders` line per configured path that is
 * the wrong kind on disk (core's `wrongKindPaths`: `Meetings is a file, not a folder; …`, with the
 * fix; every command refuses such a vault, review4 P7); then the `vault` line: `ok`, or `warn …
 * lacks Meetings/, …` for the folders a summary needs (meetings, transcripts, projects) that are
 * simply missing (fix: `ma init`). A symlinked or wrong-kind folder is never called missing, and
 * `ma init` is never offered as its only fix. Before them, a configured name spelled differently
 * from the existing entry in letter case or Unicode form only gets a `warn folders` line (it is
 * used as spelled on disk, as Obsidian would; fix: set the setting to that spelling), and one that
 * matches several such twins a `FAIL folders` line (never "lacks": `ma init` would add a twin;
 * review4 P25).
 * @param configured the configuration as loaded (before `openVault` spelled its names as on disk).
 * @param configPath the `--config` file (absolute) when the doctor was given one: the `ma init` fix names it,
 *   since `ma init` without it would make the default folders instead of the configured ones (reviewA R28).
 * @returns the results, in print order.
 * Spec: docs/tools.md (Paths: never follow a symlink out of the vault); hostile review R19; review4 P7.
 */
export async function checkVaultFolders(
  vault: Vault,
  configured: MaConfig,
  configPath?: string,
): Promise<CheckResult[]> {
  const out: CheckResult[] = [];
  const { respelled } = await spellConfiguredPaths(vault.root, configured);
  for (const r of respelled)
    out.push({
      status: r.onDisk === null ? 'fail' : 'warn',
      label: 'folders',
      ...detailOf(respelledProblem(r)),
    });
  const linked = new Set<string>();
  for (const { rel, setting } of configuredPaths(vault.config)) {
    if (setting === 'folders.trash') continue;
    const found = await symlinkOutOfVault(vault, rel);
    if (found === null || linked.has(found.link)) continue;
    linked.add(found.link);
    const { problem, fix } = symlinkOutProblem(vault, found);
    out.push({ status: 'warn', label: 'folders', detail: problem, fix });
  }
  const wrong = await wrongKindPaths(vault);
  for (const w of wrong) out.push({ status: 'fail', label: 'folders', ...detailOf(wrongKindProblem(w)) });
  // S5: a configured folder that is a symlink into another one (a context folder inside a project).
  for (const o of await realFolderOverlaps(vault))
    out.push({ status: 'fail', label: 'folders', ...detailOf(o) });
  const unlinkable = linkBreakingFolders(vault.config);
  if (unlinkable.length > 0)
    out.push({
      status: 'warn',
      label: 'folders',
      detail: `${unlinkable.map((u) => `${u.setting} "${u.folder}"`).join(', ')}: # ^ | [ ] in a folder name end an Obsidian [[wikilink]]'s path, so the notes the product writes there are linked by Markdown links (and a Links: body line), which Obsidian's Properties view shows as text, not as links`,
      fix: 'rename the folder without # ^ | [ ] (in Obsidian, so its links follow) and set the same name in meeting-assistant.json',
    });
  const missing: string[] = [];
  for (const key of ['meetings', 'transcripts', 'projects'] as const) {
    const folder = vault.config.folders[key];
    if (wrong.some((w) => folder === w.path || folder.startsWith(`${w.path}/`))) continue;
    if (respelled.some((r) => r.setting === `folders.${key}` && r.onDisk === null)) continue;
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
          fix: `run \`${pasteCommandText(['ma', 'init', vault.root, ...(configPath ? ['--config', configPath] : [])])}\` (it creates what is missing and keeps everything else)`,
        },
  );
  return out;
}

/** A problem/fix pair as a check's detail and fix. */
function detailOf({ problem, fix }: { problem: string; fix: string }): { detail: string; fix: string } {
  return { detail: problem, fix };
}

/**
 * The configured note folders whose path holds a character that ends an Obsidian wikilink's path
 * (`# ^ | [ ]`, core's `isWikilinkSafe`): the product links every note in them by a Markdown link
 * (L227's rule for note names, here for folder parts: leftovers s35), which Obsidian's Properties
 * view does not follow. The trash is left out (nothing links into it).
 * Spec: docs/contracts.md "Links written"; leftovers s35.
 */
function linkBreakingFolders(config: MaConfig): { setting: string; folder: string }[] {
  const { trash: _trash, ...folders } = config.folders;
  return Object.entries(folders)
    .filter(([, folder]) => !isWikilinkSafe(folder))
    .map(([key, folder]) => ({ setting: `folders.${key}`, folder }));
}
