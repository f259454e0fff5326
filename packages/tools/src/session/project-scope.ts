/**
 * Project scope checks shared by the project tools: a project must be bound to
 * the current meeting (re-read on every call), and a project-relative path must
 * resolve inside that project's folder.
 * Spec: seed 000, Requirement: Agents can write files in existing projects
 * ("The target file path SHALL stay inside that project folder"); seed 004
 * (writes restricted to associated projects); docs/tools.md, Paths.
 */
import {
  existingProjectId,
  MaError,
  NotFoundError,
  nameReadings,
  PathSafetyError,
  projectsFolderProblem,
  resolveSafePath,
  sameName,
  spellExistingPrefix,
  type VaultPath,
} from '@ma/core';
import { quotedArg, refuse } from '../output/refusal.js';
import { projectArg } from './project-arg.js';
import type { ToolSession } from './tool-session.js';

/** A bound project's folder: vault-relative path and canonical absolute path. */
export interface BoundProjectFolder {
  id: string;
  rel: VaultPath;
  abs: string;
}

/** A checked file inside a bound project. */
export interface ProjectFile {
  /** Canonical absolute path (symlinks resolved). */
  abs: string;
  /** Vault-relative path with `/` (what tools print). */
  rel: VaultPath;
  /** Path relative to the project folder with `/` ('' = the folder itself). */
  inProject: string;
}

/**
 * How a project gets bound, for the "what is allowed" half of a refusal of an unbound project (L101, session 28): a
 * meeting's projects are the folders its note lists under `projects:`; the model asks the user with
 * `request_project_association`, a person (the session's `host` is `'person'`: `ma search`, `ma tool`) adds the
 * line to the note and finds the IDs with `ma projects --all` (N11 b: a person was told to call the agent-only tool).
 */
export function bindHint(session: ToolSession): string {
  const folder = session.vault.config.folders.projects.replace(/[\\/]+$/, '');
  const how = `listing its folder in the meeting note's projects: property (- "[[${folder}/<id>]]")`;
  return session.host === 'person'
    ? `a project is bound by ${how}: add that line to the meeting note (\`ma projects --all\` lists the project IDs)`
    : `a project is bound by ${how}; request_project_association asks the user for one`;
}

/**
 * The clause a refusal of unbound projects adds for those of `asked` that have no project folder at all:
 * ` (there is no project folder Projects/x: a project is a folder there)`; '' when each has one (L101).
 */
export async function noFolderClause(session: ToolSession, asked: readonly string[]): Promise<string> {
  const folder = session.vault.config.folders.projects.replace(/[\\/]+$/, '');
  const missing: string[] = [];
  for (const id of asked)
    if ((await existingProjectId(session.vault, id).catch(() => null)) === null)
      missing.push(`${folder}/${quotedArg(id)}`);
  if (missing.length === 0) return '';
  return ` (there is no project folder ${missing.join(', ')}: a project is a folder there)`;
}

/**
 * Where all projects are listed, worded for who reads the session's answers (`session.host`): the
 * model's `list_project_catalog shows all projects`, a person's `` `ma projects --all` shows all
 * projects`` (the command line: `ma tool`, `ma search`; review14 V4, L211: was a text replacement in
 * the CLI).
 */
export function catalogPointer(session: Pick<ToolSession, 'host'>): string {
  return session.host === 'person'
    ? '`ma projects --all` shows all projects'
    : 'list_project_catalog shows all projects';
}

/** `bound: a, b` or `bound: (none; … shows all projects)` — the "what is allowed" half of scope refusals. */
export function boundList(session: Pick<ToolSession, 'host'>, bound: readonly string[]): string {
  return `bound: ${bound.length > 0 ? bound.join(', ') : `(none; ${catalogPointer(session)})`}`;
}

/**
 * The bound project an ID names, or undefined: the bound ID itself, else the project folder the ID
 * names on disk (core `existingProjectId`: exact, else NFC/NFD, else case-insensitive, an exact
 * folder name winning) when that folder is bound. So `Falcon` finds bound `falcon` when there is
 * no other folder, but never when `Projects/Falcon` is a project of its own (unbound: undefined),
 * nor when several case-variants exist and none is spelled as asked (ambiguous: undefined).
 * @param bound the meeting's bound IDs (`session.boundProjects()`, canonical spellings).
 * @param asked an ID as the model typed it (after `projectArg`).
 * @returns the bound ID (as spelled on disk), or undefined when `asked` names no bound project.
 * @throws only unexpected I/O errors.
 * Spec: docs/vault-format.md ("one project per DIRECT subfolder; the folder name is its stable ID");
 *   seed 000 (search refuses unassigned scopes), seed 004 (writes restricted to associated
 *   projects); review13 Z1.
 */
export async function boundProjectId(
  session: ToolSession,
  bound: readonly string[],
  asked: string,
): Promise<string | undefined> {
  if (bound.includes(asked)) return asked;
  if (!bound.some((b) => sameName(b, asked))) return undefined;
  // Only a name that could be a bound one costs a look at the projects folder.
  const onDisk = await existingProjectId(session.vault, asked);
  return onDisk === null ? undefined : bound.find((b) => b === onDisk);
}

/**
 * The clause a scope refusal adds when `asked` is refused although a bound ID is spelled like it
 * (`Alpha` beside bound `alpha`): ` (it is not "alpha": Projects/ has another folder spelled like it)`, so the
 * model sees it asked for a different project, not a typo; '' otherwise (Z1).
 */
export function twinClause(session: ToolSession, bound: readonly string[], asked: string): string {
  const twin = bound.find((b) => sameName(b, asked));
  if (twin === undefined) return '';
  return ` (it is not "${twin}": ${session.vault.config.folders.projects}/ has another folder spelled like it)`;
}

/**
 * Resolves a bound project's folder; `asked` (an ID or a link to the project folder: `projectArg`)
 * matches a bound ID as names match (exact, else NFC/NFD, else case-insensitive) unless it names
 * another project folder exactly ({@link boundProjectId}).
 * @throws ToolRefusal when `project` is not among the meeting's bound projects
 *   (unknown, not listed in `projects`, or not an existing direct subfolder), naming the projects
 *   folder's own problem when it is out of reach (core's `projectsFolderProblem`, R12).
 */
export async function requireBoundProject(session: ToolSession, asked: string): Promise<BoundProjectFolder> {
  const bound = await session.boundProjects();
  // `[[Projects/x]]`, `[x](Projects/x)` … name the project `x`, as in the meeting note (V2).
  const project = projectArg(session, asked);
  // IDs match as names do (exact, else NFC/NFD, else case-insensitive): `Falcon` is `falcon`, unless
  // `Projects/Falcon` is a project of its own (Z1).
  const id = await boundProjectId(session, bound, project);
  if (id === undefined) {
    // A projects folder out of reach (a symlink out of the vault) binds nothing: say that, not "not bound".
    const problem = await projectsFolderProblem(session.vault);
    if (problem)
      refuse(`project "${quotedArg(project)}" cannot be used: ${problem}`, boundList(session, bound));
    const noFolder = await noFolderClause(session, [project]);
    refuse(
      `project "${quotedArg(project)}" is not bound to this meeting${twinClause(session, bound, project)}${noFolder}`,
      noFolder === '' && bound.length > 0
        ? boundList(session, bound)
        : `${boundList(session, bound)}; ${bindHint(session)}`,
    );
  }
  const folder = `${session.vault.config.folders.projects}/${id}`;
  const { abs, rel } = await session.vault.resolve(folder, {
    argument: 'project',
    mustExist: true,
    kind: 'folder',
    refuseHidden: true,
  });
  return { id, rel, abs };
}

/**
 * Resolves `path` (relative to the project folder) inside a bound project.
 * Security: the path is resolved with core's `resolveSafePath` against the
 * project folder's realpath, not the vault root, so `..`, absolute/drive/UNC
 * forms, control and look-alike characters, and symlinks leading to a sibling
 * project or out of the vault are all refused (B14–B18), and so is every hidden segment
 * (`.git/config`, `.git/hooks/*`, `.obsidian/plugins/*`, `.env`), also when a symlink leads
 * there (`refuseHidden`: writing into `.git` runs code on the next git command). An existing file is matched by name as
 * Obsidian does (exact, else NFC/NFD, else case-insensitive; issue 9 H3) before that check, so a
 * write to `notes.md` updates an existing `Notes.md` instead of creating a twin, and a new file
 * keeps its existing folders' spelling (`notes/new.md` → `Notes/new.md`; R11). A segment the write
 * creates must be a name Obsidian links and Windows can hold (`createNames`, R13).
 * @throws ToolRefusal (unbound project), PathSafetyError, NotFoundError('file') when `mustExist`.
 */
export async function resolveProjectFile(
  session: ToolSession,
  project: string,
  path: string,
  opts: { mustExist: boolean; kind: 'file' | 'folder' },
): Promise<ProjectFile> {
  const folder = await requireBoundProject(session, project);
  const given = path;
  path = await projectRelative(session, folder, path);
  // An existing file is found whatever its normalization/case (exact wins); the result is checked
  // against the project folder like any path, so matching names never widens the scope.
  // A folder-shaped path (`sub/`, `.`) keeps its form for resolveSafePath's own checks.
  const folderForm = /(?:^|[\\/])\.?\s*$/.test(path);
  // A new file keeps the spelling of its existing folders (`notes/x.md` goes into `Notes/`, an NFC
  // name into the NFD-named folder), never a twin folder (R11).
  const existing = folderForm ? null : await spellExistingPrefix(folder.abs, path, 'path');
  const spelled = existing?.path ?? null;
  // `decisions` for `decisions.md`: a file Obsidian would not show is never created, nor "not found" said (Q10).
  if (existing && existing.missing > 0 && !/\.[^/\\.]+$/.test(path)) {
    const withMd = await spellExistingPrefix(folder.abs, `${path.replace(/[\\/]+$/, '')}.md`, 'path');
    if (withMd.missing === 0)
      refuse(
        `${folder.rel}/${path} does not exist`,
        `did you mean "${withMd.path}"? Give the file's name with its extension`,
      );
  }
  const resolved = await resolveSafePath(folder.abs, spelled || path, {
    argument: 'path',
    ...opts,
    refuseHidden: true,
    // A write may create the file and its folders: names Obsidian links and Windows can hold (R13).
    createNames: !opts.mustExist,
  }).catch(async (error: unknown) => {
    // fixesB L121: a write to `decisions.md `, ` decisions.md`, `decisions.md.`, `decisions.md#Heading` would create
    // a name Windows, iCloud or Obsidian cannot keep apart from `decisions.md` (core refuses it): when the file the
    // path means exists, the refusal names it, as a read's "not found" does.
    if (PathSafetyError.isInstance(error) && error.reason === 'unsafe-name' && !opts.mustExist) {
      const meant = await meantProjectFile(folder, path, opts.kind);
      if (meant !== null)
        refuse(`cannot create ${JSON.stringify(given)}; nothing was written`, didYouMean(meant));
    }
    if (!NotFoundError.isInstance(error)) throw error;
    // L101: `decisions.md.`, `decisions.md#Heading`, `[[decisions]]`: the file the path means, when it exists.
    const meant = await meantProjectFile(folder, path, opts.kind);
    if (meant !== null) refuse(`${error.noun} not found: ${quotedArg(given)}`, didYouMean(meant));
    // L100: "not found" quotes the path as the model gave it, not as re-spelled (`sub//x.md` is not `sub/x.md`).
    if (error.what !== given)
      throw new NotFoundError(error.reason, given, `${error.noun} not found: ${given}`, error.noun);
    throw error;
  });
  return {
    abs: resolved.abs,
    rel: resolved.rel === '' ? folder.rel : `${folder.rel}/${resolved.rel}`,
    inProject: resolved.rel,
  };
}

/** The advice of a refusal naming the existing file a path means (`meantProjectFile`; L101, fixesB L121). */
function didYouMean(meant: string): string {
  return `did you mean "${meant}"? Give the path of the file alone (no leading or trailing space, no trailing dot, no #heading, ^block, |alias or [[ ]])`;
}

/**
 * The existing entry of the project a path that names none most likely means (project-relative, spelled as on disk):
 * the path without trailing dots or spaces (which Windows drops and Obsidian never shows), each of its names without
 * leading spaces or trailing dots and spaces (` notes/a.md`, `notes. /a.md`; fixesB L121), read as a link's target
 * (`decisions.md#Heading`, `decisions#^block`, `decisions|alias`, `[[decisions]]`: core `nameReadings`), each also with
 * `.md` added. Null when none of them exists (a file for `kind: 'file'`, a folder for `'folder'`). L101 (session 28).
 */
async function meantProjectFile(
  folder: BoundProjectFolder,
  path: string,
  kind: 'file' | 'folder',
): Promise<string | null> {
  const trimmed = path.replace(/[.\s]+$/, '');
  const eachName = path
    .split(/[\\/]+/)
    .map((name) => name.replace(/^\s+/, '').replace(/[.\s]+$/, ''))
    .filter((name) => name !== '')
    .join('/');
  const readings = [
    ...new Set([
      trimmed,
      eachName,
      ...nameReadings(path),
      ...nameReadings(trimmed),
      ...nameReadings(eachName),
    ]),
  ]
    .map((r) => r.replace(/[.\s]+$/, ''))
    .filter((r) => r !== '' && r !== path);
  for (const reading of readings)
    for (const candidate of kind === 'file' && !/\.md$/i.test(reading)
      ? [reading, `${reading}.md`]
      : [reading]) {
      try {
        const spelled = await spellExistingPrefix(folder.abs, candidate, 'path');
        if (spelled.missing > 0) continue;
        const found = await resolveSafePath(folder.abs, spelled.path, {
          argument: 'path',
          mustExist: true,
          kind,
          refuseHidden: true,
        });
        return found.rel;
      } catch (error) {
        // A refused or ambiguous reading means nothing: try the next.
        if (!MaError.isMaError(error)) throw error;
      }
    }
  return null;
}

/**
 * `path` relative to the project folder, when the model gave it in the vault-relative form every tool prints
 * (`Projects/remote-control/decisions.md`) or starting with the project's ID (`remote-control/decisions.md`) and the
 * project has no entry of that name: that prefix is dropped, so the file meant is the one read, written or listed,
 * never a nested twin (`Projects/remote-control/Projects/remote-control/decisions.md`). A path that starts with the
 * projects folder (`folders.projects`, or its last segment when it is nested: `Work/Projects` → `Projects/…`) is
 * ALWAYS the vault-relative form, never a subfolder of the project (S1): naming another project
 * (`Projects/website-redesign/backlog.md`) it is refused — "pass project" when that project is bound, the scope
 * refusal when it is not — and naming no project (`Projects/x.md`, `Projects`) it is refused too, also behind the
 * project's ID (`remote-control/Projects/x.md`). Names compare as the vault compares them (NFC/NFD, case); the
 * projects folder also in NFKC (full-width `\uff30rojects`, review7 T10). A project's own subfolder named like the projects folder is reached by
 * its full vault path (`Projects/remote-control/Projects/old.md`). An absolute path (`/Projects/…`) is returned as
 * given, for `resolveSafePath` to refuse. Any other path is returned as given.
 * @returns the project-relative path (`.` for the project folder itself).
 * @throws ToolRefusal for a vault-relative path of another project or of no project.
 *
 * Spec: docs/tools.md, Paths (project-relative paths); review5 Q10; review6 S1; review7 T10.
 */
async function projectRelative(
  session: ToolSession,
  folder: BoundProjectFolder,
  path: string,
): Promise<string> {
  if (/^[\\/]/.test(path)) return path;
  const segments = path.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  const projects = session.vault.config.folders.projects.split('/');
  const forms = projects.length > 1 ? [projects, projects.slice(-1)] : [projects];
  for (const prefix of forms) {
    if (!prefix.every((p, i) => segments[i] !== undefined && looksLikeName(segments[i], p))) continue;
    const named = segments[prefix.length];
    const rest = segments.slice(prefix.length + 1).join('/');
    if (named !== undefined && (await sameProject(session, named, folder.id)))
      return rest === '' ? '.' : rest;
    const shown = JSON.stringify(path);
    if (named === undefined)
      refuse(
        `path ${shown} is the projects folder, not a file of project "${folder.id}"`,
        `give the path inside the project folder (${folder.rel}/…), e.g. "decisions.md"`,
      );
    const bound = await session.boundProjects();
    const other = await boundProjectId(session, bound, named);
    const where = `path ${shown} is in project "${other ?? named}", not in "${folder.id}"`;
    if (other !== undefined)
      refuse(where, `pass project: "${other}" and path: ${JSON.stringify(rest === '' ? '.' : rest)}`);
    refuse(`${where}, and project "${named}" is not bound to this meeting`, boundList(session, bound));
  }
  if (segments.length > 1 && (await sameProject(session, segments[0]!, folder.id))) {
    const entry = await spellExistingPrefix(folder.abs, segments[0]!, 'path').catch(() => null);
    // What follows the ID is checked as a path of its own: `remote-control/Projects/x.md` is `Projects/x.md` (T10).
    if (entry !== null && entry.missing > 0)
      return projectRelative(session, folder, segments.slice(1).join('/'));
  }
  return path;
}

/**
 * Whether a path segment names project `id` (a bound project's canonical ID): the ID itself, or
 * a spelling of it (NFC/NFD, case) when no other project folder has exactly that name (Z1).
 */
async function sameProject(session: ToolSession, segment: string, id: string): Promise<boolean> {
  return (await boundProjectId(session, [id], segment)) === id;
}

/**
 * Whether a path segment names the projects folder's segment `name` as the vault compares names, or as it looks:
 * full-width `\uff30rojects` is `Projects` (NFKC). Only used to refuse, so a look-alike never becomes a `Projects/`
 * twin inside a project (review7 T10).
 */
function looksLikeName(segment: string, name: string): boolean {
  return sameName(segment, name) || sameName(segment.normalize('NFKC'), name.normalize('NFKC'));
}
