import { stringify } from 'yaml';
import { closestNames, frontmatterList, nameKey, parseLink, unreadableListItems } from '../names/index.js';
import { frontmatterProperty } from '../notes/frontmatter-property.js';
import { showControlCharacters } from '../text/control-characters.js';
import { listRefusedProjectFolders, type RefusedProjectFolder } from './list-symlinked-projects.js';
import { propertyNearMissClause } from './meeting-property-near-misses.js';
import { projectCatalog } from './project-catalog.js';
import { existingProjectId, projectIdFromEntry } from './project-id.js';
import type { ProjectMeta } from './project-meta.js';
import { readMeetingNote } from './read-meeting-note.js';
import { symlinkOutMessage, symlinkOutOfVault } from './symlink-out-of-vault.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * The meeting's frontmatter `projects` resolved: the bound project IDs and the entries that name no
 * project, as written.
 *
 * Spec: seed 000, Scenario "Agent lists projects bound to the meeting"; newcomer report N11 (an
 * unknown project is reported, not dropped in silence).
 */
export interface BoundProjectsReport {
  /** Canonical IDs of existing projects, in note order, without duplicates. */
  ids: string[];
  /** Entries that name no existing project (unknown ID, nested path, `..`, hidden name), as written, without duplicates. */
  unknown: string[];
  /**
   * Set when the note has no `projects` property but one spelled like it (`project`, `Projects`):
   * the clause that says so, `the note has "project: remote-control" instead (did you mean
   * "projects"?)` (review10 W4). Only {@link readBoundProjects} sets it.
   */
  nearMiss?: string;
  /**
   * How the note's `projects` property binds nothing, when it does not list any entry: `'missing'` (no such
   * property), `'empty'` (`projects: ""`, `projects:` with no value, `projects: []`). Absent when it lists entries.
   * Only {@link readBoundProjects} sets it (L101, session 28: "lists none that exist" was said of an empty value).
   */
  property?: 'missing' | 'empty';
}

/**
 * IDs of the projects bound to a meeting: the entries of its frontmatter
 * `projects` (plain IDs or `[[Projects/<id>]]` wikilinks, quoted or not) that are existing
 * direct subfolders of the projects folder, in note order, without duplicates.
 * Nested paths, `..`, hidden names and symlinks leading elsewhere are ignored
 * ({@link readBoundProjects} reports them).
 * The note is re-read on every call.
 * @throws NotFoundError / PathSafetyError for the meeting path; FrontmatterError (naming the note) for a bad note.
 * Spec: seed 000, Scenario "Agent lists projects bound to the meeting"; docs/tools.md (Bound projects).
 */
export async function boundProjects(vault: Vault, meetingPath: VaultPath): Promise<string[]> {
  return (await readBoundProjects(vault, meetingPath)).ids;
}

/**
 * {@link boundProjects} with the entries that name no project, so a caller can warn about them;
 * entries that are mappings or lists (and a mapping value) are among them as compact JSON (V2b).
 * @throws NotFoundError / PathSafetyError for the meeting path; FrontmatterError (naming the note) for a bad note.
 * Spec: seed 000 (projects are direct subfolders of the projects folder); newcomer report N11.
 */
export async function readBoundProjects(vault: Vault, meetingPath: VaultPath): Promise<BoundProjectsReport> {
  const data = (await readMeetingNote(vault, meetingPath)).note.frontmatter?.data ?? {};
  const projects = frontmatterProperty(data, 'projects');
  const report = await boundProjectsOf(vault, frontmatterList(projects), meetingPath);
  // Mappings and lists among the entries bind nothing: reported, not dropped (V2b).
  for (const odd of unreadableListItems(projects))
    if (!report.unknown.includes(odd)) report.unknown.push(odd);
  const nearMiss = projects === undefined ? propertyNearMissClause(data, 'projects') : null;
  const property =
    projects === undefined
      ? ('missing' as const)
      : report.ids.length === 0 && report.unknown.length === 0
        ? ('empty' as const)
        : undefined;
  return {
    ...report,
    ...(nearMiss === null ? {} : { nearMiss }),
    ...(property === undefined ? {} : { property }),
  };
}

/**
 * {@link readBoundProjects} on `projects` entries already read from a meeting note's frontmatter
 * (`frontmatterList(data.projects)`); `from` is that note's vault path (relative links, R111).
 * @throws nothing for hostile entries (they are `unknown`); unexpected I/O errors only.
 * Spec: seed 000 (projects are direct subfolders of the projects folder); newcomer report N11.
 */
export async function boundProjectsOf(
  vault: Vault,
  entries: readonly string[],
  from?: VaultPath,
): Promise<BoundProjectsReport> {
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const entry of entries) {
    const candidate = projectIdFromEntry(entry, vault.config.folders.projects, from);
    const id = candidate === null ? null : await existingProjectId(vault, candidate);
    if (id === null) {
      if (!unknown.includes(entry)) unknown.push(entry);
    } else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}

/**
 * Why a `projects:` entry that bound nothing ({@link BoundProjectsReport.unknown}) did not, when
 * something more useful than "names no project folder" can be said:
 * - the project folder is there but is a symlink out of the vault (R19 addendum): the whole
 *   `symlinkOutMessage` (which symlink, its target, "not followed", the fix);
 * - the project folder is there but its name breaks a path rule (a Windows device name such as
 *   `CON`, a control character; reviewA R6): {@link refusedProjectFolderText};
 * - the entry (or a link's alias) is a project's display name, compared case-insensitively with
 *   PROJECT.md `name` (R14): `did you mean \`remote-control\` (name "Remote control")?` — never
 *   bound silently: a name is not an ID;
 * - else the closest project IDs and names (`closestNames`, as for meeting names): `did you mean
 *   \`remote-control\`?`.
 * @param from the vault path of the note holding `entry` (the meeting note): a relative entry
 *   (`[[../Projects/remote-contrl/PROJECT]]`) is read from its folder, as it binds (R111).
 * @returns the clause (`symlink` true for the first kind: the entry is right, the vault is not),
 *   or null when nothing close exists.
 * @throws only unexpected I/O errors.
 * Spec: docs/vault-format.md (Meeting note, `projects`); hostile review R14, R19 addendum.
 */
export async function unboundProjectHint(
  vault: Vault,
  entry: string,
  from?: string,
): Promise<{ text: string; symlink: boolean } | null> {
  const folder = vault.config.folders.projects.replace(/[\\/]+$/, '');
  const id = projectIdFromEntry(entry, folder, from);
  if (id !== null) {
    const out = await symlinkOutOfVault(vault, `${folder}/${id}`);
    if (out !== null) return { text: symlinkOutMessage(vault, out), symlink: true };
    // R6: the folder is there, but its name breaks a path rule (`CON`, a tab): said, not "no folder".
    const refused = (await listRefusedProjectFolders(vault)).find((r) => nameKey(r.name) === nameKey(id));
    if (refused) return { text: refusedProjectFolderText(folder, refused), symlink: true };
  }
  const parsed = parseLink(entry, from);
  const wanted = [parsed.target, parsed.alias].filter((w): w is string => !!w && w.trim() !== '');
  const catalog = await projectCatalog(vault);
  const named = catalog.filter((p) => wanted.some((w) => nameKey(w.trim()) === nameKey(p.name.trim())));
  const offer = (ids: readonly ProjectMeta[]) =>
    `did you mean ${ids.map((p) => `\`${p.id}\`${p.name !== p.id ? ` (name ${JSON.stringify(p.name)})` : ''}${howToWrite(p.id)}`).join(' or ')}?`;
  if (named.length > 0) return { text: offer(named), symlink: false };
  const byKey = new Map<string, ProjectMeta>();
  for (const p of catalog) {
    byKey.set(p.id, p);
    if (!byKey.has(p.name)) byKey.set(p.name, p);
  }
  const close = closestNames(id ?? parsed.target, [...byKey.keys()]);
  const picked = [...new Set(close.map((k) => byKey.get(k) as ProjectMeta))];
  return picked.length > 0 ? { text: offer(picked), symlink: false } : null;
}

/**
 * How to write a project ID as a `projects:` entry when YAML or a wikilink would misread it as typed
 * (reviewA R42): `, written - "Q3 #launch" (quoted: a # after a space starts a YAML comment; not as a
 * [[link]]: # ^ | [ ] end a link's path)`; empty for an ID that reads as typed either way.
 * Spec: docs/vault-format.md (Meeting note, `projects`).
 */
function howToWrite(id: string): string {
  const plain = stringify(id, { lineWidth: 0 }).trim();
  const quoted = plain !== id;
  const why: string[] = [];
  if (quoted) {
    why.push(
      /(?:^|\s)#/.test(id)
        ? 'quoted: a # after a space starts a YAML comment'
        : 'quoted: YAML would read it otherwise',
    );
  }
  if (/[#^|[\]]/.test(id)) why.push("not as a [[link]]: # ^ | [ ] end a link's path");
  if (why.length === 0) return '';
  return `, written - ${quoted ? JSON.stringify(id) : id} (${why.join('; ')})`;
}

/**
 * One line for a `projects:` entry that bound nothing, for listings (`list_projects`, `ma projects
 * --meeting`): `not bound: the meeting's projects: entry "Remote control" — did you mean
 * \`remote-control\` (name "Remote control")?`, with {@link unboundProjectHint}'s clause, else
 * `… names no project folder in Projects/`. `from`: the meeting note's vault path, as for
 * {@link unboundProjectHint}.
 * Spec: docs/vault-format.md (Meeting note, `projects`); hostile review R14, R19 addendum.
 */
export async function unboundProjectLine(vault: Vault, entry: string, from?: string): Promise<string> {
  const hint = await unboundProjectHint(vault, entry, from);
  const head = `not bound: the meeting's projects: entry ${JSON.stringify(entry)}`;
  return hint
    ? `${head} — ${hint.text}`
    : `${head} names no project folder in ${vault.config.folders.projects}/`;
}

/**
 * What is said of a project folder whose name the path rules refuse ({@link listRefusedProjectFolders}):
 * `the folder Projects/CON is there but cannot be used as a project (the name "CON" is reserved …); rename
 * the folder (and the meeting notes' projects: entries naming it)`. Control characters and bidi overrides in
 * the name are written out (`tab\tname`, `\u202e`), so no terminal runs them.
 * Spec: docs/paths.md; reviewA R6 (session 22).
 */
export function refusedProjectFolderText(projectsFolder: string, refused: RefusedProjectFolder): string {
  const shown = showControlCharacters(JSON.stringify(refused.name).slice(1, -1));
  return `the folder ${projectsFolder.replace(/[\\/]+$/, '')}/${shown} is there but cannot be used as a project (${refused.why}); rename the folder (and the meeting notes' projects: entries naming it)`;
}
