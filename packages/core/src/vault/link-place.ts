import type { MaConfig } from '../config/index.js';
import { nameKey } from '../names/index.js';
import type { VaultPath } from './vault.js';

/** The link keys of a meeting note (`MeetingLinks`). */
type LinkKey = 'transcript' | 'usernotes' | 'summary' | 'context';

/** The segments of a configured vault-relative folder (`./Projects/` → `['Projects']`). */
export function folderSegments(folder: string): string[] {
  return folder.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
}

/** True when `segments` lie inside `folder` (compared as names are: NFC, case-insensitive). */
export function under(segments: readonly string[], folder: string): boolean {
  const f = folderSegments(folder);
  return (
    f.length > 0 && segments.length > f.length && f.every((s, i) => nameKey(s) === nameKey(segments[i] ?? ''))
  );
}

/**
 * Where a meeting note's link may lead, checked on the path it RESOLVED to (after wikilink,
 * alias/heading, Markdown-link decoding, NFC/NFD and case matching, and symlinks: the canonical
 * vault path), so every spelling of a link gets the same answer (newcomer review R2):
 * - never into a hidden file or folder (`.obsidian`, `.git`, `.trash`, `.meeting-assistant`, any
 *   segment starting with `.`): they hold editor plugins, version control and tool state;
 * - never into the projects folder except inside a project bound to this meeting
 *   (`Projects/<bound id>/…`): a meeting may keep its transcript with its own project, never read
 *   or rewrite another project's files (tools.md: project files only of bound projects);
 * - `transcript`/`usernotes` never into the notes the product writes (the summaries and the
 *   assistant-context folders), never a meeting note (the meetings folder: another meeting's note,
 *   possibly a later one), a speaker identity (the identities folder), the glossary or the
 *   dictation list: `override_speaker` rewrites the transcript, and the read tools quote it;
 * - never a project's `PROJECT.md` (its root) or an `AGENTS.md`: metadata and instructions, changed
 *   only through `write_projectfile` (validated) or by the user (C4);
 * - never the configuration file (`meeting-assistant.json`, which may hold an API key).
 * Everything else in the vault is fine (the transcripts and notes folders, a bound project, any user folder).
 * @param rel the canonical vault path the link resolved to.
 * @param bound the meeting's bound project IDs, asked only when `rel` lies in the projects folder.
 * @returns why the link is refused (for `UnresolvedLink.refusal`), or null when it may be used.
 * Spec: docs/contracts.md, Names and links (Where links may lead); docs/tools.md (Bound projects,
 *   Paths); newcomer review R2.
 */
export async function linkPlaceRefusal(
  config: MaConfig,
  rel: VaultPath,
  key: LinkKey,
  bound: () => Promise<readonly string[]>,
): Promise<string | null> {
  const segments = rel.split('/').filter((s) => s !== '');
  const at = `link ${JSON.stringify(rel)}`;
  const hidden = segments.find((s) => s.startsWith('.'));
  if (hidden !== undefined)
    return `${at} is in a hidden folder or file ("${hidden}"): hidden files and folders (.obsidian, .git, .trash, .meeting-assistant) are off limits`;
  const { folders } = config;
  if (under(segments, folders.projects)) {
    const depth = folderSegments(folders.projects).length;
    const id = segments[depth] as string;
    const ids = await bound();
    const inBound = segments.length > depth + 1 && ids.some((b) => nameKey(b) === nameKey(id));
    if (!inBound) {
      const list = ids.length > 0 ? ids.join(', ') : '(none)';
      return segments.length > depth + 1
        ? `${at} is in project "${id}", which this meeting is not bound to (bound: ${list})`
        : `${at} is in the projects folder but in no project (bound: ${list})`;
    }
    // A project's metadata (PROJECT.md at its root) and instruction files (AGENTS.md) are never a
    // meeting's note: the summary/context commit would replace their frontmatter, override_speaker
    // would rewrite them (C4: PROJECT.md changes only through write_projectfile, validated).
    const inProject = segments.slice(depth + 1);
    const base = nameKey(inProject[inProject.length - 1] ?? '');
    if ((inProject.length === 1 && base === 'project.md') || base === 'agents.md')
      return `${at} is project "${id}"'s ${base === 'agents.md' ? 'instruction file (AGENTS.md)' : 'metadata file (PROJECT.md)'}, not a ${key} note`;
  }
  if (key === 'transcript' || key === 'usernotes') {
    for (const [folder, what] of [
      [folders.summaries, 'summaries'],
      [folders.context, 'assistant context'],
    ] as const)
      if (under(segments, folder))
        return `${at} is a note Meeting Assistant writes (the ${what} folder), not a ${key} note`;
    if (under(segments, folders.meetings))
      return `${at} is a meeting note (the meetings folder), not a ${key} note: link the meeting's own ${key} note`;
    if (under(segments, folders.identities))
      return `${at} is a speaker identity note (the identities folder), not a ${key} note`;
    const file = nameKey(rel);
    for (const [configured, what] of [
      [config.files.glossary, 'glossary'],
      [config.files.dictation, 'dictation word list'],
    ] as const)
      if (nameKey(folderSegments(configured).join('/')) === file)
        return `${at} is the vault's ${what}, not a ${key} note`;
  }
  if (segments.length === 1 && nameKey(segments[0] as string) === 'meeting-assistant.json')
    return `${at} is the Meeting Assistant configuration file, not a note`;
  return null;
}
