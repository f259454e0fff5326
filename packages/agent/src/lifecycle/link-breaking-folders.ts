import { isWikilinkSafe, type MaConfig } from '@ma/core';

/**
 * L253: one run warning when a note this run links (the meeting, its transcript, summary or context
 * note: vault paths) lies in a folder whose path holds `# ^ | [ ]` (core `isWikilinkSafe`). Obsidian
 * ends a [[wikilink]]'s path at those characters and cannot link such a note by its path, and its name
 * alone is no link (a summary is named as its meeting), so the run writes Markdown links (L227's rule)
 * — which work in the body but show as plain text in Obsidian's Properties view. Until L248 only
 * `ma doctor` said so; every run now says it once, naming each folder (with its setting when it is a
 * configured one) and the fix. Null when every folder is safe.
 * Spec: docs/contracts.md "Links written"; docs/vault-format.md (L253).
 */
export function linkBreakingFoldersWarning(
  config: MaConfig,
  linked: readonly (string | null)[],
): string | null {
  const folders = new Set<string>();
  for (const rel of linked) {
    const folder = rel?.slice(0, Math.max(rel.lastIndexOf('/'), 0)) ?? '';
    if (folder !== '' && !isWikilinkSafe(folder)) folders.add(folder);
  }
  if (folders.size === 0) return null;
  const settingOf = (folder: string) =>
    Object.entries(config.folders).find(([, f]) => f === folder || folder.startsWith(`${f}/`))?.[0];
  const named = [...folders]
    .map((f) => {
      const key = settingOf(f);
      return `"${f}"${key === undefined ? '' : ` (folders.${key})`}`;
    })
    .join(', ');
  return `the folder${folders.size === 1 ? '' : 's'} ${named} ${folders.size === 1 ? 'has' : 'have'} # ^ | [ ] in ${folders.size === 1 ? 'its name' : 'their names'}, which end an Obsidian [[wikilink]]'s path, so this run linked the notes there by Markdown links, which Obsidian's Properties view shows as text, not as links; rename the folder without # ^ | [ ] (in Obsidian, so its links follow) and set the same name in meeting-assistant.json`;
}
