import { realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import {
  AmbiguousError,
  closestMeetingNames,
  expandHome,
  firstMeetings,
  iCloudPlaceholder,
  iCloudPlaceholderAdvice,
  isMeetingUri,
  linkTarget,
  listMeetings,
  MEETING_SYMLINK_HINT,
  meetingOutsideFolder,
  meetingsFolderLinkedInside,
  meetingsFolderMissing,
  NotFoundError,
  PathSafetyError,
  resolveMeeting,
  splitMeetingTemplates,
  type Vault,
  type VaultPath,
} from '@ma/core';
import { UsageError } from '../io/usage-error.js';

/**
 * Resolves a `<meeting>` argument (name or vault-relative path) with core's
 * `resolveMeeting`, turning "not found" (also: a note outside the meetings folder),
 * "ambiguous" and unsafe references (`../x`, absolute paths: `PathSafetyError`) into
 * one-line usage errors (exit 2) that say what to type instead: the closest meeting names
 * (`did you mean "…"?`, core's `closestMeetingNames`, issue 9 H17), else a few known names, or the
 * candidates.
 * @param opts `audience: 'model'` (a tool call of `ma mcp`, whose refusals reach the model and its
 *   endpoint): the messages name folders and symlink targets inside the vault vault-relative and never
 *   give the vault's absolute path nor a target's outside it (review9 V3, review10 W7). The default,
 *   `'user'` (the command line), names the meetings folder by its absolute path, which also tells
 *   which vault was used.
 *   `cwd` (the user's working folder, command line only): the path of the note as a shell gives it
 *   — absolute (`~/vault/Meetings/x.md`, tab completion) or relative to `cwd`
 *   (`demo-vault/Meetings/x.md`) — is taken when it lies inside the vault and the name or
 *   vault-relative lookup finds nothing (reviewB S54); a quoted `~/…` is under `env`'s home (V94; default
 *   `process.env`).
 * @throws UsageError; other errors pass through.
 *   An `obsidian://open?vault=…&file=…` or `file:///…` link is taken when it names a note of this vault; else core's
 *   message, quoting the link as typed, says why (another vault, named; L100, session 28).
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line" (`<meeting>`);
 * docs/contracts.md, Vault model (`resolveMeeting`).
 */
export async function resolveMeetingArg(
  vault: Vault,
  ref: string,
  opts: { audience?: 'user' | 'model'; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<VaultPath> {
  const forModel = opts.audience === 'model';
  try {
    return await resolveMeeting(vault, ref);
  } catch (refused) {
    let error = refused;
    // L100: an obsidian:// or file:// link: core says what it names (another vault, by name; a path outside this
    // vault; no such note, with its did-you-mean), quoting the link as typed.
    if (NotFoundError.isInstance(error) && isMeetingUri(ref)) throw new UsageError(error.message);
    // S54: a file path as the shell gives it, inside the vault: its vault-relative form (the
    // errors below still quote what the user typed when that finds nothing either).
    const asFile =
      !forModel &&
      opts.cwd !== undefined &&
      (PathSafetyError.isInstance(error) || NotFoundError.isInstance(error))
        ? // V94: `~/vault/Meetings/x.md` quoted (a host, a script) is the home folder's, as the vault was found from it (L316).
          await insideVaultAsTyped(vault, resolve(opts.cwd, expandHome(ref, opts.env ?? process.env).path))
        : null;
    if (asFile !== null && asFile !== ref) {
      try {
        return await resolveMeeting(vault, asFile);
      } catch (asTyped) {
        // V114: `ref` was refused for its form only (absolute, `..`): what its vault path says is the
        // answer (not found; a note in .trash/, a symlink out of the vault refused as such), not L339's
        // "not found" for a note that is there.
        // review2 V127: so is a path relative to the working folder (`vault/.trash/Old.md` from the
        // vault's parent), which core took as a vault-relative name and did not find.
        if (
          (PathSafetyError.isInstance(error) && (error.reason === 'absolute' || error.reason === 'escape')) ||
          (NotFoundError.isInstance(error) && PathSafetyError.isInstance(asTyped))
        )
          error = asTyped;
      }
    }
    const folder = vault.config.folders.meetings;
    // F2 (newcomer s35): the meeting note is evicted to iCloud (only `.<name>.md.icloud` is here): say to
    // download it, before any hint that sends the user elsewhere (a same-name note in References/, did-you-mean).
    const evicted = NotFoundError.isInstance(error)
      ? ((asFile !== null ? await iCloudPlaceholder(vault.root, asFile, [folder]) : null) ??
        (await iCloudPlaceholder(vault.root, linkTarget(ref), [folder])))
      : null;
    if (evicted !== null)
      throw new UsageError(`meeting "${ref}": ${evicted.file} ${iCloudPlaceholderAdvice(evicted)}`);
    // R12, F18: a note (or the meetings folder) that is a symlink out of the vault: core's refusal, which
    // comes before any not-found hint for every host; the command line also says where the link points.
    if (PathSafetyError.isInstance(error) && error.reason === 'symlink-escape')
      throw new UsageError(await symlinkRefusalText(vault, ref, error, forModel));
    // F7: the note is there, outside the meetings folder (`Meeting Notes/x.md` in a vault whose
    // meetings folder is the default `Meetings`), named by any path form (vault-relative, absolute
    // or relative to the working folder, with or without .md, other case or normalization) or by
    // name: say so and how to point folders.meetings at its folder.
    const outside =
      NotFoundError.isInstance(error) || asFile !== null
        ? ((asFile !== null ? await meetingOutsideFolder(vault, asFile) : null) ??
          (NotFoundError.isInstance(error) ? await meetingOutsideFolder(vault, linkTarget(ref)) : null))
        : null;
    if (outside !== null) throw new UsageError(`meeting "${ref}" is not a meeting note: ${outside}`);
    // For a model the vault's absolute path is made vault-relative in every message, so quoting an
    // absolute path inside the vault would read "meeting "Meetings/x.md" … must be relative
    // ("Meetings/x.md")" — a refusal of the path that works (reviewA T4). Say what to send instead.
    const inside =
      forModel && PathSafetyError.isInstance(error) && error.reason === 'absolute'
        ? insideVault(vault, ref)
        : null;
    if (inside !== null)
      throw new UsageError(
        `meeting: an absolute path is not taken; give the vault-relative path "${inside}" or the meeting's name`,
      );
    // L339: a path as the shell gives it that lies inside the vault (`$PWD/x.md`, `../Meetings/x.md` from
    // a subfolder) and names no note is "not found": its vault path's error took the place of the form's (V114).
    if (PathSafetyError.isInstance(error)) {
      throw new UsageError(
        `meeting "${ref}" is not a safe vault-relative path (${error.message.replace(/\s*\n\s*/g, ' ')}); ` +
          `give a meeting name or a path under ${folder}/, e.g. ${await exampleRef(vault)}`,
      );
    }
    if (NotFoundError.isInstance(error)) {
      // Leftovers s33: an Obsidian template is never named as a meeting. L540: nor counted as one (nor an
      // Excalidraw drawing, V261): the count is of meetings, and what was left out is said.
      const { meetings: paths, leftOut } = await meetingsAndLeftOut(vault);
      // L436: five names then "…" where a sixth would do as well: all six are named; beyond six, five and a count.
      const all = meetingNamesOf(paths);
      const names = all.length;
      const shown = all.slice(0, names > KNOWN_SHOWN + 1 ? KNOWN_SHOWN : KNOWN_SHOWN + 1);
      // S8: a name several notes share (`Standup` in 2025/ and 2026/) is shown by each note's path, which works.
      const close = sharedNamesAsPaths(await closestMeetingNames(vault, asFile ?? ref), paths);
      const counted =
        names > shown.length
          ? `, … (${paths.length} meetings in ${folder}/${leftOut === '' ? '' : `; ${leftOut}`})`
          : leftOut === ''
            ? ''
            : ` (${leftOut})`;
      const known = `known: ${shown.map((n) => `"${n}"`).join(', ')}${counted}`;
      // F7: no meeting notes: the folder may be missing (say how to point the setting elsewhere);
      // `ma import` makes a meeting note from a transcript file (`ma init` makes none).
      const missing =
        names > 0
          ? null
          : forModel
            ? ((await meetingsFolderLinkedInside(vault, folder)) ??
              ((await meetingsFolderMissing(vault, folder)) &&
                `the meetings folder ${folder}/ does not exist in the vault; set folders.meetings in meeting-assistant.json to the folder that holds the meeting notes`))
            : await meetingsFolderMissing(vault, folder);
      const hint =
        names === 0
          ? (missing ??
            `it has no meeting notes yet${leftOut === '' ? '' : ` (${leftOut})`}; \`ma import <transcript file>\` makes one from a transcript, or write one in ${folder}/`)
          : close.length > 0
            ? `did you mean ${close.map((n) => `"${n}"`).join(', ')}?`
            : known;
      const where = forModel ? `${folder.replace(/[\\/]+$/, '')}/` : join(vault.root, folder);
      throw new UsageError(`meeting "${ref}" not found in ${where}; ${hint}`);
    }
    if (AmbiguousError.isInstance(error)) {
      throw new UsageError(
        `meeting "${ref}" is ambiguous (${error.candidates.join(', ')}); give the vault-relative path`,
      );
    }
    throw error;
  }
}

/**
 * `abs`, an absolute path as the shell gave it, as a vault-relative path with `/` when it lies inside
 * the vault; null otherwise. The vault's root is its real path, while a shell names the vault by the
 * path it was opened through: a symlink to it (`~/vault` → an iCloud or Dropbox folder, macOS's
 * `/tmp` → `/private/tmp`), which `$PWD` and tab completion keep. So when `abs` is not under the root
 * as written, its folder is resolved through its symlinks and tried again (the note's own name is
 * kept: a note that is itself a symlink is judged by core's lookup). reviewA R25 (session 26),
 * docs/hostile-cases.md B19.
 */
async function insideVaultAsTyped(vault: Vault, abs: string): Promise<string | null> {
  const direct = insideVault(vault, abs);
  if (direct !== null) return direct;
  const folder = await realpath(dirname(abs)).catch(() => null);
  return folder === null ? null : insideVault(vault, join(folder, basename(abs)));
}

/**
 * `ref`, an absolute path, as a vault-relative path with `/` when it lies inside the vault (the
 * vault root itself excluded); null otherwise.
 */
function insideVault(vault: Vault, ref: string): string | null {
  const rel = relative(vault.root, resolve(ref));
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return rel.split(sep).join('/');
}

/**
 * The line for core's `symlink-escape` refusal of a meeting reference: core's message (`meeting "x"
 * refused: Meetings/x.md resolves outside the vault through a symlink; …`, core `meetingSymlinkRefusal`)
 * as it is for a model; for the user with the link's target after it (`(to /path/outside)`), an absolute
 * path of theirs. A refusal core did not word for a meeting (another path on the way) is said in the
 * same shape.
 */
async function symlinkRefusalText(
  vault: Vault,
  ref: string,
  error: PathSafetyError,
  forModel: boolean,
): Promise<string> {
  const own = error.argument === 'meeting' && error.message.startsWith('meeting "');
  const text = own
    ? error.message
    : `meeting "${ref}" refused: ${error.message.replace(/\s*\n\s*/g, ' ')}; ${MEETING_SYMLINK_HINT}`;
  if (forModel || !own) return text;
  const target = await realpath(join(vault.root, error.value)).catch(() => null);
  return target === null ? text : text.replace(' through a symlink;', ` through a symlink (to ${target});`);
}

/** How many meeting names a not-found message lists before "… (N meetings in Meetings/)" (one more when that is all). */
const KNOWN_SHOWN = 5;

/**
 * The meeting notes of the vault (core `listMeetings`, an unlistable folder: none) that are meetings — not Obsidian
 * templates nor Excalidraw drawings (core `splitMeetingTemplates`: every note's head is read) — and what was left
 * out, as the not-found message says it (`2 templates and 1 drawing left out`; `''` when nothing was).
 * L540: the "… (N notes in Meetings/)" count was of every note, templates and drawings among them, while none of
 * them is ever summarized; leftovers s33: nor is one named.
 */
async function meetingsAndLeftOut(vault: Vault): Promise<{ meetings: VaultPath[]; leftOut: string }> {
  const split = await splitMeetingTemplates(vault, await listMeetings(vault).catch(() => [] as VaultPath[]));
  const drawings = split.templates.filter((t) => t.kind === 'drawing').length;
  const templates = split.templates.length - drawings;
  const counts = [
    ...(templates > 0 ? [`${templates} template${templates === 1 ? '' : 's'}`] : []),
    ...(drawings > 0 ? [`${drawings} drawing${drawings === 1 ? '' : 's'}`] : []),
  ];
  return { meetings: split.meetings, leftOut: counts.length === 0 ? '' : `${counts.join(' and ')} left out` };
}

/**
 * The first `max` meeting names (as {@link meetingNamesOf} gives them, in its order) of `paths` that are
 * meetings, not Obsidian templates (core `firstMeetings`: only the notes it must are read): the example name
 * of a path refusal (leftovers s33: it named a `{{title}}` template kept among the meetings).
 */
async function firstMeetingNames(vault: Vault, paths: readonly VaultPath[], max: number): Promise<string[]> {
  const names = meetingNamesOf(paths);
  const byName = new Map<string, VaultPath[]>();
  for (const p of paths) byName.set(baseName(p), [...(byName.get(baseName(p)) ?? []), p]);
  // Each shown name's notes in the names' order (a shared name is shown by its paths, one per note).
  const ordered = names.flatMap((n) => byName.get(n) ?? paths.filter((p) => p.replace(/\.md$/i, '') === n));
  const { meetings } = await firstMeetings(vault, ordered, max);
  return meetingNamesOf(meetings).slice(0, max);
}

/**
 * The meeting names (file names without `.md`) of meeting-note paths, sorted; a name several notes share
 * (`Meetings/2025/Standup.md`, `Meetings/2026/Standup.md`) is given as each note's vault-relative path without `.md`
 * (`Meetings/2025/Standup`), since the name alone is ambiguous (reviewA S8, session 20).
 */
export function meetingNamesOf(paths: readonly VaultPath[]): string[] {
  return sharedNamesAsPaths([...new Set(paths.map(baseName))], paths).sort();
}

/** A meeting note's name: its file name without `.md`. */
function baseName(path: VaultPath): string {
  return (path.split('/').pop() ?? path).replace(/\.md$/i, '');
}

/**
 * How to name each meeting note of `paths` so that the name resolves to it: its file name without `.md`, or, when
 * another note has that name too, its vault-relative path without `.md` (`Meetings/2026/Standup`). Used by `ma mcp`'s
 * `list_meetings` (reviewA S10, session 20) as the suggestions use it (S8).
 * @returns path → name, for every path of `paths`
 */
export function meetingRefs(paths: readonly VaultPath[]): Map<VaultPath, string> {
  const count = new Map<string, number>();
  for (const p of paths) count.set(baseName(p), (count.get(baseName(p)) ?? 0) + 1);
  return new Map(
    paths.map((p) => [p, (count.get(baseName(p)) ?? 0) > 1 ? p.replace(/\.md$/i, '') : baseName(p)]),
  );
}

/**
 * `names` (meeting names, in order) with each name that several of `paths` (the meeting notes) share replaced by
 * those notes' vault-relative paths without `.md`, so every entry names one note. reviewA S8 (session 20).
 */
function sharedNamesAsPaths(names: readonly string[], paths: readonly VaultPath[]): string[] {
  return names.flatMap((name) => {
    const notes = paths.filter((p) => baseName(p) === name);
    return notes.length > 1 ? notes.map((p) => p.replace(/\.md$/i, '')) : [name];
  });
}

/** A known meeting name in quotes, or `"<name>"` when there is none. */
async function exampleRef(vault: Vault): Promise<string> {
  const [first] = await firstMeetingNames(vault, await listMeetings(vault).catch(() => [] as VaultPath[]), 1);
  return `"${first ?? '<name>'}"`;
}
