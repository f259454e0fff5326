import path from 'node:path';
import { CONFIG_FILE_NAME } from '../config/index.js';
import { AmbiguousError, NotFoundError, PathSafetyError } from '../errors/index.js';
import { realpath, stat } from '../fs/blocking-fs.js';
import { closestNames, nameKey, nameReadings, parseLink } from '../names/index.js';
import { iCloudPlaceholder, iCloudPlaceholderAdvice } from '../paths/icloud-placeholder.js';
import { pasteCommandText } from '../text/paste-command.js';
import { asMeetingNote } from './as-meeting-note.js';
import { findByBasename } from './find-by-basename.js';
import { refuseLinkedMeetingNote } from './linked-meeting-note.js';
import { listMeetings } from './list-meetings.js';
import { meetingRefOfUri } from './meeting-uri.js';
import { meetingOutsideFolder } from './outside-meetings-folder.js';
import { existingFile } from './resolve-wikilink.js';
import { splitMeetingTemplates } from './template-note.js';
import type { Vault, VaultPath } from './vault.js';

/** A leading `YYYY-MM-DD` (and separator) of a meeting file name. */
const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}[\sT_-]+/;

/**
 * The names of the meeting notes closest to `ref` ("did you mean"), best first: file names without
 * `.md` (a name given with a date-less spelling also matches the dated name). An Obsidian template
 * kept among the meetings (`splitMeetingTemplates`) is never one of them.
 * Spec: issue 9 H17; docs/contracts.md, Names and links.
 */
export async function closestMeetingNames(vault: Vault, ref: string, max = 3): Promise<string[]> {
  let paths = await listMeetings(vault).catch(() => [] as VaultPath[]);
  const nameOf = (p: VaultPath) => path.posix.basename(p).replace(/\.md$/i, '');
  const wanted = path.posix.basename(parseLink(ref).target.replace(/\\/g, '/')).replace(/\.md$/i, '');
  const checked = new Set<VaultPath>();
  for (;;) {
    const names = paths.map(nameOf);
    const undated = new Map(names.map((n) => [n.replace(DATE_PREFIX, ''), n]));
    const picked = closestNames(wanted, [...names, ...undated.keys()], max * 2).map((n) =>
      names.includes(n) ? n : (undated.get(n) ?? n),
    );
    const unique = [...new Set(picked)].slice(0, max);
    // N4: an Obsidian template kept among the meetings is never offered: the picks are read, and any
    // template among them is left out before picking again (only picked notes are ever read).
    const unread = paths.filter((p) => unique.includes(nameOf(p)) && !checked.has(p));
    if (unread.length === 0) return unique;
    for (const p of unread) checked.add(p);
    const { templates } = await splitMeetingTemplates(vault, unread);
    if (templates.length === 0) return unique;
    const gone = new Set(templates.map((t) => t.path));
    paths = paths.filter((p) => !gone.has(p));
  }
}

/**
 * The meeting notes (sorted vault-relative paths) whose path ends with the segments of `target` (`2026/Standup`,
 * `.md` optional), each segment compared as the vault compares names (NFC/NFD, any case): how Obsidian resolves a
 * partial path such as `[[2026/Standup]]`. reviewA S6 (session 20).
 */
async function meetingsEndingWith(vault: Vault, target: string): Promise<VaultPath[]> {
  const wanted = target
    .replace(/\.md$/i, '')
    .split(/[\\/]+/)
    .filter((s) => s !== '' && s !== '.')
    .map(nameKey);
  if (wanted.length === 0) return [];
  return (await listMeetings(vault))
    .filter((p) => {
      const segments = p.replace(/\.md$/i, '').split('/').map(nameKey);
      return (
        segments.length > wanted.length &&
        wanted.every((w, i) => segments[segments.length - wanted.length + i] === w)
      );
    })
    .sort();
}

/** Meeting notes among `candidates` (resolved paths, deduplicated). */
async function meetingsAmong(vault: Vault, candidates: readonly VaultPath[]): Promise<VaultPath[]> {
  const found: VaultPath[] = [];
  for (const candidate of candidates) {
    if (!candidate.toLowerCase().endsWith('.md')) continue;
    const meeting = await asMeetingNote(vault, candidate);
    if (meeting !== null && !found.includes(meeting)) found.push(meeting);
  }
  return found.sort();
}

/**
 * An absolute path's refusal (`PathSafetyError` `absolute`) made to name the vault-relative form
 * when the path lies inside the vault (`/home/a/vault/Meetings/x.md` → `give the vault-relative
 * path "Meetings/x.md"`), so a host of `summarizeMeeting` / `openMeetingSession` learns what to
 * send (reviewA S16); any other error (or a path outside the vault) is returned as it was. The
 * comparison is by path text on the host's paths (`path.relative` from `vault.root`), no file read.
 */
function withVaultRelativeForm(vault: Vault, target: string, error: unknown): unknown {
  if (!PathSafetyError.isInstance(error) || error.reason !== 'absolute' || !path.isAbsolute(target))
    return error;
  const rel = path.relative(vault.root, path.resolve(target));
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return error;
  const inside = rel.split(path.sep).join('/');
  return new PathSafetyError(
    error.reason,
    error.argument,
    error.value,
    `${error.message}; it lies inside the vault: give the vault-relative path ${JSON.stringify(inside)} or the meeting's name`,
  );
}

/**
 * Finds a meeting note from what a user typed: a vault-relative path (with or without `.md`,
 * also as a `[[wikilink]]`, with `#heading`, `^block` or `|alias`) or a meeting name — also
 * copied out of a link without its brackets (`proj#Heading`, `proj|Alias`: tried as typed, then as
 * the link's target; L54) — i.e. the basename of a note anywhere under the
 * meetings folder. Names match as Obsidian matches them (exact spelling first, else the other
 * Unicode normalization, else case-insensitively: `Café sync` typed in NFC finds the NFD file);
 * a name without its leading date (`Café sync` for `2026-05-04 Café sync.md`) matches when no
 * note has that exact name. A path that names no file is matched by its end against the meeting notes, as Obsidian
 * resolves a partial link path: `2026/Standup` is `Meetings/2026/Standup.md` (reviewA S6, session 20). Only `.md` notes inside the configured meetings folder (any depth,
 * checked on the symlink-free path) are meetings: a path to a summary, transcript or project
 * file is not found, whatever it contains.
 * @returns the vault-relative (resolved) path of the meeting note.
 * @throws NotFoundError('meeting', ref) when nothing matches or the path is not a meeting note;
 *   the message says meeting notes live under `<meetings folder>/` and, when some are close,
 *   `did you mean "A", "B"?`.
 * @throws AmbiguousError(ref, candidates) when a name matches several notes
 *   (e.g. `Meetings/Standup.md` and `Meetings/2025/Standup.md`); candidates are sorted paths.
 * An `obsidian://open?vault=…&file=…` link (also `path=`, `adv-uri`, the `obsidian://vault/…` shorthand) or a
 * `file:///…` URL names the note it carries when it is in this vault (`meetingRefOfUri`, L100, session 28).
 * @throws NotFoundError('meeting', ref) for a URL naming no note of this vault (another vault, named; a path outside).
 * @throws PathSafetyError when a path form is refused (`..`, absolute, outside the vault…); an
 *   absolute path inside the vault is refused naming its vault-relative form (reviewA S16); a note (or the
 *   meetings folder) reached through a symlink out of the vault, by name or path, is refused as such
 *   (`symlink-escape`, {@link meetingSymlinkRefusal}) before any not-found hint (R12, F18).
 * Spec: docs/contracts.md, Vault model (`ma summarize <meeting>`); issue 9 H3, H17.
 */
export async function resolveMeeting(vault: Vault, ref: string): Promise<VaultPath> {
  // L100: an `obsidian://` or `file://` link to the note: the path or name it carries (messages still quote `ref`).
  const inUri = await meetingRefOfUri(vault, ref);
  if (inUri !== null) return resolveMeetingTarget(vault, ref, inUri);
  // L54: each reading of what was typed (core `nameReadings`): a link's target, then its literal
  // text; a plain name as typed, then as an Obsidian link target (`proj#Heading`, `proj|Alias`).
  const readings = nameReadings(ref);
  if (readings.length === 0) throw new NotFoundError('meeting', ref, 'meeting not found: (empty reference)');
  let first: unknown = null;
  for (const target of readings) {
    try {
      return await resolveMeetingTarget(vault, ref, target);
    } catch (error) {
      if (!NotFoundError.isInstance(error)) throw error;
      first ??= error;
    }
  }
  throw first;
}

/**
 * When the configured meetings folder (`folders.meetings`, e.g. `Meetings`) is not a folder of the
 * vault, the clause that says so with how to fix it: `the meetings folder Meetings/ does not exist in
 * <vault>: create it with your meeting notes in it (\`ma init <vault>\` creates the vault's folders),
 * or set folders.meetings in meeting-assistant.json to the folder that holds them`; null when it is there.
 * Spec: docs/vault-format.md (Configuration, folders); leftovers L114.
 */
export async function meetingsFolderMissing(vault: Vault, folder: string): Promise<string | null> {
  const linked = await meetingsFolderLinkedInside(vault, folder);
  if (linked !== null) return linked;
  const info = await stat(path.join(vault.root, ...folder.split('/'))).catch(() => null);
  if (info?.isDirectory()) return null;
  const init = pasteCommandText(['ma', 'init', vault.root]);
  return `the meetings folder ${folder}/ does not exist in ${vault.root}: create it with your meeting notes in it (\`${init}\` creates the vault's folders), or set folders.meetings in ${CONFIG_FILE_NAME} to the folder that holds them`;
}

/**
 * When the configured meetings folder (or a folder on its path) is a symlink to a folder inside the
 * vault (`Meetings` → `Archive/Meetings`), the clause that says so and how to fix it: `the meetings
 * folder Meetings/ is a symlink to Archive/Meetings/ in the vault, and meeting notes are taken only
 * by their own path: set folders.meetings in meeting-assistant.json to "Archive/Meetings"`; null
 * otherwise (a real folder, a missing one, a link out of the vault: R12's refusal says that one).
 * Every note's real path lies outside the configured folder, so none is a meeting: without this,
 * `ma doctor` said "0 meeting notes … all good" and a missing note "it has no meeting notes yet"
 * (review V116). Names only vault-relative paths (fit for a model's eyes).
 * Spec: docs/contracts.md (`resolveMeeting`: symlink-free paths); docs/vault-format.md (folders).
 */
export async function meetingsFolderLinkedInside(vault: Vault, folder: string): Promise<string | null> {
  const rel = folder.replace(/[\\/]+$/, '');
  const abs = path.join(vault.root, ...rel.split('/'));
  const real = await realpath(abs).catch(() => null);
  if (real === null || real === abs) return null;
  const target = path.relative(vault.root, real);
  if (target === '' || target.startsWith('..') || path.isAbsolute(target)) return null;
  const shown = target.split(path.sep).join('/');
  // The folder itself, spelled on disk in another case or normalization, is no link.
  if (nameKey(shown) === nameKey(rel)) return null;
  if (!(await stat(real).catch(() => null))?.isDirectory()) return null;
  return `the meetings folder ${rel}/ is a symlink to ${shown}/ in the vault, and meeting notes are taken only by their own path: set folders.meetings in ${CONFIG_FILE_NAME} to "${shown}"`;
}

/** What a meeting refused for a symlink out of the vault is told to do. */
export const MEETING_SYMLINK_HINT =
  'symlinks leading out of the vault are never followed: move the note (or folder) into the vault instead of linking it';

/**
 * The refusal of a meeting reference whose note is reached through a symlink leading out of the vault
 * (or a dangling one, or a loop): the meetings folder itself, `<meetings>/<target>.md`, or `<target>.md`
 * for a path. The lookup by name skips such a note, so without this a caller hears "not found", or that
 * a same-name note elsewhere (`References/x.md`) is outside the meetings folder (R12, F18): this answer
 * comes first, for every host (CLI, `ma mcp`, library callers of `resolveMeeting`). The message names
 * only vault-relative paths (fit for a model's eyes): `meeting "x" refused: Meetings/x.md resolves
 * outside the vault through a symlink; symlinks leading out of the vault are never followed: …`.
 * @param ref - the reference as typed (quoted in the message)
 * @param target - one reading of it (a name or a vault-relative path, with or without `.md`)
 * @returns PathSafetyError `symlink-escape` (argument `meeting`, value the vault-relative path that
 *   resolves outside: `Meetings/` for the folder), or null when nothing on the way is such a symlink.
 * Spec: docs/hostile-cases.md (symlinks out of the vault); reviewA R12; F18 (session 31).
 */
export async function meetingSymlinkRefusal(
  vault: Vault,
  ref: string,
  target: string,
): Promise<PathSafetyError | null> {
  const folder = vault.config.folders.meetings.replace(/[\\/]+$/, '');
  const name = target.trim().replace(/\.md$/i, '');
  if (name === '' || name.includes('\0')) return null;
  const candidates = [folder, `${folder}/${name}.md`];
  if (/[\\/]/.test(name)) candidates.push(`${name}.md`);
  for (const candidate of candidates) {
    const refused = await vault.resolve(candidate, { argument: 'meeting' }).then(
      () => null,
      (error: unknown) =>
        PathSafetyError.isInstance(error) && error.reason === 'symlink-escape' ? error : null,
    );
    if (refused === null) continue;
    const shown = `${candidate}${candidate === folder ? '/' : ''}`;
    return new PathSafetyError(
      'symlink-escape',
      'meeting',
      shown,
      `meeting ${JSON.stringify(ref)} refused: ${shown} resolves outside the vault through a symlink; ${MEETING_SYMLINK_HINT}`,
    );
  }
  return null;
}

/**
 * {@link resolveMeeting} for one reading `target` of `ref` (messages quote `ref`); a path's or folder's
 * symlink refusal met on the way is said as {@link meetingSymlinkRefusal} words it (R12, F18).
 */
async function resolveMeetingTarget(vault: Vault, ref: string, target: string): Promise<VaultPath> {
  try {
    return await lookUpMeetingTarget(vault, ref, target);
  } catch (error) {
    if (PathSafetyError.isInstance(error) && error.reason === 'symlink-escape')
      throw (await meetingSymlinkRefusal(vault, ref, target)) ?? error;
    throw error;
  }
}

/** {@link resolveMeetingTarget}'s lookup. */
async function lookUpMeetingTarget(vault: Vault, ref: string, target: string): Promise<VaultPath> {
  const folder = vault.config.folders.meetings.replace(/[\\/]+$/, '');
  // L554: what was not found is told by `notMeeting` (a file is there, not a meeting note), never by
  // comparing the words it is said in.
  const notFound = async (notMeeting = false): Promise<Error> => {
    const why = notMeeting ? 'not a meeting note' : 'meeting not found';
    // R12, F18: a note (or the meetings folder) that is a symlink out of the vault is skipped by the lookup:
    // refused as such, before any other hint (a same-name note elsewhere is no answer to it).
    const refused = await meetingSymlinkRefusal(vault, ref, target);
    if (refused !== null) return refused;
    // R37: the meeting note is in iCloud, not on this device (its placeholder `.<name>.icloud` is here).
    const evicted = await iCloudPlaceholder(vault.root, target, [folder]);
    if (evicted !== null && !notMeeting)
      return new NotFoundError(
        'meeting',
        ref,
        `${why}: ${ref}: ${evicted.file} ${iCloudPlaceholderAdvice(evicted)}`,
      );
    // F7: the note is there, outside the meetings folder (a vault whose meetings live in `Meeting
    // Notes/`): say where it is and how to point folders.meetings at its folder.
    const outside = await meetingOutsideFolder(vault, target);
    if (outside !== null) return new NotFoundError('meeting', ref, `${why}: ${ref}: ${outside}`);
    // L114: no meetings folder at all: say so and how to fix it, not only "not found".
    const missing = await meetingsFolderMissing(vault, folder);
    if (missing !== null) return new NotFoundError('meeting', ref, `${why}: ${ref}: ${missing}`);
    const close = await closestMeetingNames(vault, target);
    const hint = close.length > 0 ? `; did you mean ${close.map((n) => `"${n}"`).join(', ')}?` : '';
    return new NotFoundError('meeting', ref, `${why}: ${ref} (meeting notes live under ${folder}/)${hint}`);
  };
  if (/[\\/]/.test(target)) {
    // Surface refusals (PathSafetyError) before the lookup swallows them.
    await vault.resolve(target, { argument: 'meeting' }).catch((error: unknown) => {
      throw withVaultRelativeForm(vault, target, error);
    });
    const found = await existingFile(vault, target, 'meeting');
    if (found === null) {
      await refuseLinkedMeetingNote(vault, target, folder);
      // S6: `2026/Standup` names `Meetings/2026/Standup.md` as Obsidian resolves `[[2026/Standup]]`: by the end of
      // the path. Only meeting notes are matched, so nothing outside the meetings folder is reached this way.
      const bySuffix = await meetingsEndingWith(vault, target);
      if (bySuffix.length > 1) throw new AmbiguousError(ref, bySuffix);
      if (bySuffix.length === 1) return bySuffix[0]!;
      throw await notFound();
    }
    const meeting = await asMeetingNote(vault, found);
    if (meeting === null) {
      await refuseLinkedMeetingNote(vault, target, folder);
      throw await notFound(true);
    }
    return meeting;
  }
  const name = target.toLowerCase().endsWith('.md') ? target.slice(0, -3) : target;
  const byName = await findByBasename(vault, folder, name);
  let found = await meetingsAmong(vault, byName);
  if (found.length === 0 && !DATE_PREFIX.test(name)) {
    const key = nameKey(name);
    const dated = (await listMeetings(vault)).filter((p) => {
      const base = path.posix.basename(p).replace(/\.md$/i, '');
      return DATE_PREFIX.test(base) && nameKey(base.replace(DATE_PREFIX, '')) === key;
    });
    found = dated;
  }
  if (found.length > 1) {
    // Leftovers s33: an Obsidian template sharing the name (`Meetings/_templates/Standup.md`) is no
    // candidate: one meeting left is the one meant; only templates left: all are named (each refusal says why).
    const { meetings } = await splitMeetingTemplates(vault, found);
    if (meetings.length === 1) return meetings[0]!;
    throw new AmbiguousError(ref, meetings.length > 1 ? meetings : found);
  }
  if (found.length === 0) {
    for (const rel of [...byName, `${folder}/${name}`]) await refuseLinkedMeetingNote(vault, rel, folder);
    throw await notFound();
  }
  return found[0]!;
}
