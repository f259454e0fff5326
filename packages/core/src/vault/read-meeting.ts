import path from 'node:path';
import { AmbiguousError, MaError, withNotePath } from '../errors/index.js';
import {
  frontmatterList,
  isSafeNoteName,
  nameKey,
  parseLink,
  personName,
  readLinkValue,
  safeNotePath,
  spellExistingPrefix,
  splitListString,
} from '../names/index.js';
import { frontmatterProperties } from '../notes/frontmatter-property.js';
import { iCloudPlaceholder } from '../paths/icloud-placeholder.js';
import { bodyTranscriptLinks } from './body-transcript-links.js';
import { boundProjectsOf } from './bound-projects.js';
import { closestInScope, type MeetingPlaceCheck, meetingScopeNotes, movedNotes } from './closest-in-scope.js';
import { foreignInputRefusal } from './foreign-input-refusal.js';
import { asString } from './frontmatter-values.js';
import { linkPlaceRefusal } from './link-place.js';
import { linkRefusal } from './link-refusal.js';
import { type MediaFile, mediaFile, transcribeAdvice } from './media-kind.js';
import type { Meeting, MeetingLinks, UnresolvedLink } from './meeting.js';
import { readDateOf } from './meeting-moment.js';
import { MEETING_PROPERTIES } from './meeting-property-near-misses.js';
import { meetingAttendees } from './meeting-property-shapes.js';
import { defaultArtifactPath } from './meeting-stem.js';
import {
  belongsToOtherMeeting,
  isGeneratedNote,
  isOrphanedProductNote,
  noteMeetingOwner,
} from './note-owner.js';
import { ownNoteRefusal } from './own-note-refusal.js';
import { readMeetingNote } from './read-meeting-note.js';
import { existingFile, resolveWikilink } from './resolve-wikilink.js';
import type { Vault, VaultPath } from './vault.js';

/** `rel` spelled as its existing parent folder is spelled on disk (NFC/NFD, case), for a new file. */
async function spelledForWrite(vault: Vault, rel: VaultPath): Promise<VaultPath> {
  const dir = path.posix.dirname(rel);
  if (dir === '.') return rel;
  // Every existing folder keeps its spelling, even when a deeper one is new (R11).
  const spelled = await spellExistingPrefix(vault.root, dir, 'link').catch(() => null);
  return spelled === null ? rel : `${spelled.path}/${path.posix.basename(rel)}`;
}

/**
 * The default summary/context path of a meeting: `<folder>/<safe stem>.md`, or `… (2).md`, … when
 * that note exists and belongs to another meeting (two meetings whose names differ only in
 * characters a safe name drops never share a file).
 */
async function ownDefaultPath(vault: Vault, folder: string, meetingPath: VaultPath): Promise<VaultPath> {
  const base = defaultArtifactPath(vault.config, folder, meetingPath).replace(/\.md$/, '');
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${base}.md` : `${base} (${n}).md`;
    let existing: VaultPath | null;
    try {
      existing = await existingFile(vault, candidate);
    } catch (error) {
      // Case-variant twins that cannot be told apart: leave them, try the next name.
      if (AmbiguousError.isInstance(error) && n < 100) continue;
      throw error;
    }
    if (existing === null) return spelledForWrite(vault, candidate);
    if (n >= 100 || !(await belongsToOtherMeeting(vault, existing, meetingPath))) return existing;
  }
}

/** The meeting's link checks: where a link may lead, and the notes in its scope (for hints). */
interface MeetingScope {
  place: MeetingPlaceCheck;
  /** The notes a `key` link may name (`meetingScopeNotes`), asked only for a broken link. */
  notes(key: keyof MeetingLinks): Promise<VaultPath[]>;
  /** Notes of a broken link's file name elsewhere in the vault (`movedNotes`, L101), asked only for a broken link. */
  moved(link: string, key: keyof MeetingLinks): Promise<VaultPath[]>;
  /**
   * Why an existing input note (`transcript`/`usernotes`) is another meeting's (`foreignInputRefusal`,
   * M6), or null; `explicit`: named by a link (its date is checked too), not the default path.
   */
  foreign(target: VaultPath, key: keyof MeetingLinks, explicit: boolean): Promise<string | null>;
}

/**
 * A meeting note's link property (`readLinkValue`): the link written, or null when there is none;
 * a value that is not one link (a list, a mapping) is recorded in `unresolved` as `not-a-link`
 * (V2b: refused for `transcript`/`usernotes`; for `summary`/`context` the default note is used and
 * the value is left as written, N21 — the refusal then only says what the value is).
 */
function linkValue(
  value: unknown,
  key: keyof MeetingLinks,
  unresolved: UnresolvedLink[],
): string | null | false {
  const read = readLinkValue(value, key);
  if (read === null) return null;
  if ('link' in read) return read.link;
  const refusal = key === 'summary' || key === 'context' ? read.shape : read.problem;
  unresolved.push({ key, link: read.shown, reason: 'not-a-link', closest: [], refusal });
  return false;
}

/**
 * Why a `summary:`/`context:` value names no note the product can write, in one clause
 * (`it is a web address, not a note in the vault`), for the run's warning (N21).
 */
function unwritableReason(raw: string, error: unknown): string {
  const link = parseLink(raw);
  const target = link.target.replace(/\\/g, '/');
  if (/^[a-z][a-z0-9+.-]+:/i.test(target))
    return "it is a web address (or another app's link), not a note in the vault";
  if (MaError.isMaError(error)) return error.message;
  if (target === '') return 'it names no note';
  if (link.subpath !== null)
    return `it links a heading or block (${JSON.stringify(link.subpath)}) of a note that does not exist`;
  if (!target.includes('/'))
    return 'it names no existing note and no folder to create it in (write Folder/Note)';
  return `${JSON.stringify(path.posix.basename(target))} is not a name the product can create a note under`;
}

/**
 * True when `raw` is a link to `fallback` (the meeting's default summary/context path) as versions
 * before safe note names wrote it: its literal target (`Summaries/Sprint #3 review`), made safe
 * (`safeNotePath`), is that path.
 */
function isOldSpelling(raw: string, fallback: VaultPath): boolean {
  const link = parseLink(raw);
  if (link.form === 'plain' && link.target.includes('://')) return false;
  const literal = (link.literal ?? link.target).replace(/\.md$/i, '');
  return nameKey(`${safeNotePath(literal)}.md`) === nameKey(fallback);
}

/**
 * The links of a list of several items each of which reads as one link (`usernotes: ["[[Notes/a]]",
 * "[[Notes/b]]"]`, a block list, unquoted `[[…]]` items), or of one text holding several wikilinks
 * separated by commas (`usernotes: "[[Notes/a]], [[Notes/b]]"`, as an Obsidian text property shows
 * two links; reviewA U6), in order; null for anything else (one link, a one-item list, a list
 * holding a mapping, a text with a comma that is not two links: read as one value, refused with why).
 */
function severalLinks(value: unknown): string[] | null {
  if (typeof value === 'string') {
    const parts = splitListString(value);
    if (parts.length < 2 || !parts.every((p) => /^\[\[[^[\]]+\]\]$/.test(p))) return null;
    return severalLinks(parts);
  }
  if (!Array.isArray(value) || value.length < 2) return null;
  const links: string[] = [];
  for (const item of value) {
    const read = readLinkValue(item, 'usernotes');
    if (read === null || !('link' in read)) return null;
    links.push(read.link);
  }
  return links;
}

/**
 * Why a `transcript:`/`usernotes:` link to a media file is not read (it was read as text: a PDF or a
 * recording refused as "Latin-1 … save it as UTF-8", one whose bytes happened to be UTF-8 summarized
 * as its header bytes, rc 0): what the file is and what to link instead.
 */
function mediaRefusal(file: string, media: MediaFile, key: keyof MeetingLinks, from: VaultPath): string {
  const what = key === 'transcript' ? 'a transcript' : 'notes';
  const fix =
    key === 'transcript'
      ? media.advice === transcribeAdvice('<meeting>')
        ? transcribeAdvice(path.posix.basename(from, '.md'))
        : media.advice
      : 'link the note you typed your notes in (the file can stay embedded in its body)';
  return `${file} is ${media.kind}, not ${what}; ${fix}`;
}

/**
 * Resolves a link that must name an existing file (`transcript`, `usernotes`); a link that names
 * nothing is recorded in `unresolved` (the path is then null): `refused` with the path check's
 * reason when the file is there but may not be opened (a symlink out of the vault, …), else
 * `missing` with the closest names, or `ambiguous` with the candidates. `from` is the meeting
 * note's path: a `../` link is read from its folder (Obsidian's relative link format; R110).
 */
async function requiredLink(
  vault: Vault,
  key: keyof MeetingLinks,
  raw: string,
  unresolved: UnresolvedLink[],
  scope: MeetingScope,
  from: VaultPath,
): Promise<VaultPath | null> {
  try {
    const found = await resolveWikilink(vault, raw, from);
    if (found !== null) {
      // N7 (session 32): a recording, a slide deck or a picture is no transcript or notes note.
      const media = mediaFile(found);
      if (media !== null) {
        unresolved.push({
          key,
          link: raw,
          reason: 'refused',
          closest: [],
          refusal: mediaRefusal(found, media, key, from),
          media: found,
        });
        return null;
      }
      const refusal = await scope.place(found, key);
      // Another meeting's transcript or notes (M6: a note copied from last week's keeps its links).
      const foreign = refusal === null ? await scope.foreign(found, key, true) : null;
      if (refusal === null && foreign === null) return found;
      unresolved.push({
        key,
        link: raw,
        reason: 'refused',
        closest: [],
        refusal: refusal ?? foreign!,
        ...(foreign !== null ? { foreign: true as const } : {}),
      });
      return null;
    }
    const refusal = await linkRefusal(vault, raw, key, from);
    if (refusal !== null) unresolved.push({ key, link: raw, reason: 'refused', closest: [], refusal });
    else {
      // R37: the file is in iCloud, not on this device (its placeholder `.<name>.icloud` is here).
      const folder = key === 'usernotes' ? vault.config.folders.notes : vault.config.folders.transcripts;
      const evicted = await iCloudPlaceholder(vault.root, parseLink(raw, from).target, [folder]);
      unresolved.push({
        key,
        link: raw,
        reason: 'missing',
        // L101: a note of the link's name elsewhere in the vault (moved out of Transcripts/) comes first.
        closest:
          evicted === null
            ? [...new Set([...(await scope.moved(raw, key)), ...closestInScope(raw, await scope.notes(key))])]
            : [],
        ...(evicted === null ? {} : { evicted }),
      });
    }
  } catch (error) {
    if (!AmbiguousError.isInstance(error)) throw error;
    // Only candidates the meeting may read are named (V1); the others are only counted as "more".
    // L447: the meeting note itself (`transcript: "[[<the meeting's own name>]]"`) is named as such,
    // not counted among the files outside the meeting's folders.
    const inScope = new Set(await scope.notes(key));
    const others = error.candidates.filter((c) => c !== from);
    const named = others.filter((c) => inScope.has(c));
    const more = named.length < others.length ? { moreOutOfScope: true as const } : {};
    const self = others.length < error.candidates.length ? { matchesMeetingNote: true as const } : {};
    unresolved.push({ key, link: raw, reason: 'ambiguous', closest: named, ...more, ...self });
  }
  return null;
}

/**
 * Resolves a link to a note the product writes (`summary`, `context`): an existing file, else the
 * linked path when it is a vault path without heading/block part and with a safe name (created
 * there), else null (recorded in `unresolved` with why: the default path is used and the value is
 * left as written, N21). `from`: the meeting note's path, as for `requiredLink`.
 */
async function writableLink(
  vault: Vault,
  key: keyof MeetingLinks,
  raw: string,
  unresolved: UnresolvedLink[],
  place: MeetingPlaceCheck,
  from: VaultPath,
): Promise<{ path: VaultPath; exists: boolean } | null> {
  let linked: VaultPath | null = null;
  let exists = false;
  let failure: unknown = null;
  try {
    linked = await resolveWikilink(vault, raw, from);
    exists = linked !== null;
    const link = parseLink(raw, from);
    const target = link.target.replace(/\\/g, '/');
    const name = path.posix.basename(target).replace(/\.md$/i, '');
    if (linked === null && link.subpath === null && target.includes('/') && isSafeNoteName(name)) {
      const withMd = target.toLowerCase().endsWith('.md') ? target : `${target}.md`;
      const spelled = await spelledForWrite(vault, withMd);
      linked = (await vault.resolve(spelled, { argument: key, createNames: true })).rel;
    }
  } catch (error) {
    if (!MaError.isMaError(error)) throw error;
    failure = error;
  }
  if (linked !== null) {
    // Never written into a hidden folder, another project or the configuration file (R2).
    const refusal = await place(linked, key);
    if (refusal === null) return { path: linked, exists };
    unresolved.push({ key, link: raw, reason: 'refused', closest: [], refusal });
    return null;
  }
  unresolved.push({
    key,
    link: raw,
    reason: 'missing',
    closest: [],
    refusal: unwritableReason(raw, failure),
  });
  return null;
}

/**
 * Reads a meeting note (again on every call: the user may edit it mid-run).
 * Links come from frontmatter `transcript`, `usernotes`, `summary`, `context` (wikilinks,
 * Markdown links or paths, resolved as Obsidian resolves them: `resolveWikilink`). Fallbacks
 * mirror the meeting's place inside the meetings folder (`meetingStem`:
 * `Meetings/2025/Standup.md` → `2025/Standup`), so same-name meetings in different subfolders
 * never share a file:
 * - `transcript` without a property: the transcript link of the note's body (`bodyTranscriptLinks`:
 *   a `Transcript:` line, a `## Transcript` section, else an embed leading into the transcripts
 *   folder; F18), resolved and checked as the property's link (`Meeting.transcriptFromBody` says
 *   where; several are `not-a-link`).
 * - `transcript` / `usernotes`: without a link, `<transcripts>/<stem>.md` / `<notes>/<stem>.md`
 *   when that file exists (as written, else its safe spelling); without one the meeting body is
 *   the user notes. A link that names no file (missing, refused, ambiguous) gives null and an
 *   entry in `unresolved` with the closest existing names: never a silent fallback. A link that
 *   resolves into a hidden folder, a project the meeting is not bound to, the product's own
 *   summaries/context folders or the configuration file is `refused` too (`linkPlaceRefusal`, R2),
 *   whatever its spelling (path, `../`, wikilink with alias/heading, other case, NFD, URL-encoded).
 *   So is a note that belongs to another meeting (`foreignInputRefusal`, M6: its `meeting:` link
 *   names another existing meeting note, or — a linked transcript — its date contradicts the
 *   meeting's): `refused` with `foreign: true`.
 * - `summary` / `context`: the linked note (created there when the link is a safe vault path and
 *   `linkPlaceRefusal` accepts the place; else `refused` in `unresolved`) when it is the product's
 *   own note for this meeting (`ownNoteRefusal`: never the meeting note, its transcript or user
 *   notes, a project file for `context`, another meeting's note, a user's note as `context`; else
 *   `refused` in `unresolved`; a web address, a list or anything else that names no note the
 *   product can write is `missing`/`not-a-link` with why; the value is never replaced, N21),
 *   else `<folder>/<safe stem>.md` (`safeNoteName`: `Sprint #3 review` → `Sprint 3 review`),
 *   whether or not it exists yet, or `… (2).md` when that note belongs to another meeting.
 * `attendees` and `projects` are read as the lists they mean (`frontmatterList`: YAML lists,
 * comma-separated strings, wikilinked people: `attendees` holds their names).
 * @throws NotFoundError('file') when the note does not exist; PathSafetyError when the path is refused;
 *   FrontmatterError from `parseNote` (e.g. `---js`), naming the note's path.
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md, Vault model; issue 9 H2, H3, H5, H6; review3 M6.
 */
export async function readMeeting(vault: Vault, meetingPath: VaultPath): Promise<Meeting> {
  const { path: rel, text, note } = await readMeetingNote(vault, meetingPath);
  // V223: every property by Obsidian's rule (`Status:` is `status`), two spellings refused.
  // V237: an ambiguous key (`Status:` and `status:`) is refused naming the note (core `withNotePath`).
  const data = withNotePath(rel, () =>
    frontmatterProperties(note.frontmatter?.data ?? {}, MEETING_PROPERTIES),
  ) as Record<string, unknown>;
  const name = path.posix.basename(rel).replace(/\.md$/i, '');
  const { folders } = vault.config;
  // One list per link, joined in the fixed order below: the four are resolved concurrently (a
  // note is re-read on every tool call; issue 13, agent-loop overhead).
  const found = { transcript: [], usernotes: [], summary: [], context: [] } as Record<
    keyof MeetingLinks,
    UnresolvedLink[]
  >;
  const mirrored = async (folder: string) =>
    (await existingFile(vault, defaultArtifactPath(vault.config, folder, rel, { raw: true })).catch(
      () => null,
    )) ?? (await existingFile(vault, defaultArtifactPath(vault.config, folder, rel)).catch(() => null));
  // No link: the mirrored default file when it exists; one that exists but is refused (a symlink
  // out of the vault) is reported like a refused link, never read as "no transcript".
  // Where a link may lead (R2): the bound projects are read only when a link lands in the projects folder.
  let boundIds: Promise<string[]> | undefined;
  const bound = () => {
    boundIds ??= boundProjectsOf(vault, frontmatterList(data.projects), rel).then((r) => r.ids);
    return boundIds;
  };
  const place: MeetingPlaceCheck = (target, key) => linkPlaceRefusal(vault.config, target, key, bound);
  const scope: MeetingScope = {
    place,
    notes: async (key) => meetingScopeNotes(vault, key, place, await bound()),
    moved: (link, key) => movedNotes(vault, link, key, place),
    foreign: (target, key, explicit) =>
      key === 'transcript' || key === 'usernotes'
        ? foreignInputRefusal(vault, target, { path: rel, date: data.date }, explicit && key === 'transcript')
        : Promise.resolve(null),
  };
  const byDefault = async (key: 'transcript' | 'usernotes', folder: string) => {
    const file = await mirrored(folder);
    const rawPath = defaultArtifactPath(vault.config, folder, rel, { raw: true });
    if (file !== null) {
      // The default file may be a symlink into a hidden folder or another project, or (M6) say
      // it is another meeting's.
      const refusal = await place(file, key);
      const foreign = refusal === null ? await scope.foreign(file, key, false) : null;
      if (refusal === null && foreign === null) return file;
      found[key].push({
        key,
        link: rawPath,
        reason: 'refused',
        closest: [],
        refusal: refusal ?? foreign!,
        byDefault: true,
        ...(foreign !== null ? { foreign: true as const } : {}),
      });
      return null;
    }
    const refusal = await linkRefusal(vault, rawPath, key);
    if (refusal !== null)
      found[key].push({ key, link: rawPath, reason: 'refused', closest: [], refusal, byDefault: true });
    else {
      // L111: the default file evicted to iCloud (only `.<name>.icloud` here) is not "no transcript".
      const evicted = await iCloudPlaceholder(vault.root, rawPath);
      if (evicted !== null)
        found[key].push({ key, link: rawPath, reason: 'missing', closest: [], byDefault: true, evicted });
    }
    return null;
  };
  // F18: no `transcript:` property, but the body links the transcript (`Transcript: [[…]]`, a
  // `## Transcript` section, an embed of a note in the transcripts folder): that link, as explicit
  // as the property (never the default file instead of it, never a silent "no transcript").
  let transcriptFromBody: Meeting['transcriptFromBody'];
  const fromBody = async (): Promise<VaultPath | null | undefined> => {
    const all = bodyTranscriptLinks(note.body, note.bodyStartLine);
    let chosen = all.filter((l) => l.how !== 'embed');
    if (chosen.length === 0) {
      const inFolder = `${nameKey(folders.transcripts)}/`;
      const embeds = await Promise.all(
        all.map(async (l) => {
          const target = await resolveWikilink(vault, l.link, rel).catch(() => null);
          return target !== null && nameKey(target).startsWith(inFolder) ? l : null;
        }),
      );
      chosen = embeds.filter((l) => l !== null);
    }
    const [first] = chosen;
    if (first === undefined) return undefined;
    if (chosen.length > 1) {
      const named = chosen.map((l) => `line ${l.line} ${l.link}`).join(', ');
      found.transcript.push({
        key: 'transcript',
        link: JSON.stringify(chosen.map((l) => l.link)),
        reason: 'not-a-link',
        closest: [],
        refusal: `it has no transcript property and its body links ${chosen.length} notes as the transcript (${named}); a meeting has one transcript: write the one to summarize in the frontmatter, e.g. transcript: "${first.link.replace(/^!/, '')}"`,
      });
      return null;
    }
    transcriptFromBody = { link: first.link, line: first.line };
    const before = found.transcript.length;
    const target = await requiredLink(vault, 'transcript', first.link, found.transcript, scope, rel);
    for (const u of found.transcript.slice(before)) u.bodyLine = first.line;
    return target;
  };
  const required = async (key: 'transcript' | 'usernotes', folder: string) => {
    const raw = linkValue(data[key], key, found[key]);
    if (raw === false) return null;
    if (raw !== null) return requiredLink(vault, key, raw, found[key], scope, rel);
    if (key === 'transcript') {
      const linked = await fromBody();
      if (linked !== undefined) return linked;
    }
    return byDefault(key, folder);
  };
  // S8: several user-notes notes (two note-takers): every listed note is read; each that names no
  // usable file is reported by its own link (a run then fails, never summarizes part of them).
  let userNotes: VaultPath[] = [];
  // The link each user-notes path was read from, for a refusal found after both inputs resolved.
  const notesLinks = new Map<VaultPath, string>();
  const notesInputs = async (): Promise<VaultPath | null> => {
    const several = severalLinks(data.usernotes);
    if (several === null) {
      const one = await required('usernotes', folders.notes);
      userNotes = one === null ? [] : [one];
      const read = readLinkValue(data.usernotes, 'usernotes');
      if (one !== null && read !== null && 'link' in read) notesLinks.set(one, read.link);
      return one;
    }
    const paths = await Promise.all(
      several.map(async (raw) => {
        const one = await requiredLink(vault, 'usernotes', raw, found.usernotes, scope, rel);
        if (one !== null && !notesLinks.has(one)) notesLinks.set(one, raw);
        return one;
      }),
    );
    userNotes = [...new Set(paths.filter((p): p is VaultPath => p !== null))];
    return userNotes[0] ?? null;
  };
  // U21: a user-notes link that leads to this meeting's transcript (any spelling: the resolved
  // paths are compared) is refused, never read twice, once as the notes of a human.
  const inputs = Promise.all([required('transcript', folders.transcripts), notesInputs()]).then(
    ([transcript, first]): [VaultPath | null, VaultPath | null] => {
      const same = (p: VaultPath) => transcript !== null && nameKey(p) === nameKey(transcript);
      const twice = userNotes.find(same);
      if (twice === undefined) return [transcript, first];
      userNotes = userNotes.filter((p) => !same(p));
      found.usernotes.push({
        key: 'usernotes',
        link: notesLinks.get(twice) ?? twice,
        reason: 'refused',
        closest: [],
        refusal: `link ${JSON.stringify(twice)} is this meeting's transcript, not notes taken by a person: the transcript is already read as the transcript`,
      });
      return [transcript, userNotes[0] ?? null];
    },
  );
  const writable = async (key: 'summary' | 'context', folder: string) => {
    const raw = linkValue(data[key], key, found[key]);
    const linked =
      raw === null || raw === false ? null : await writableLink(vault, key, raw, found[key], place, rel);
    if (raw !== null && raw !== false && linked !== null) {
      // Only the product's own note for THIS meeting is adopted (R7, R10): never the meeting's
      // inputs, a user's note, a project file or another meeting's note.
      const [transcript, usernotes] = await inputs;
      const refusal = await ownNoteRefusal(
        vault,
        linked.path,
        key,
        { path: rel, transcript, usernotes, userNotes },
        linked.exists,
        // V52: the product's own note whose meeting is gone (this meeting note renamed by `mv`) is ours.
        async () => {
          const whose = await noteMeetingOwner(vault, linked.path, rel);
          return whose === 'other' && (await isOrphanedProductNote(vault, linked.path)) ? 'this' : whose;
        },
        () => isGeneratedNote(vault, linked.path),
      );
      if (refusal === null) return linked.path;
      found[key].push({
        key,
        link: raw,
        reason: 'refused',
        closest: [],
        refusal,
      });
    }
    const fallback = await ownDefaultPath(vault, folder, rel);
    // The default note as older versions spelled it (`[[Summaries/Sprint #3 review]]`, before safe
    // names): the same note, so its link is respelled, not kept (H2); any other value is kept (N21).
    const missing = found[key].find((u) => u.reason === 'missing');
    if (missing && typeof raw === 'string' && isOldSpelling(raw, fallback)) missing.respelled = true;
    return fallback;
  };
  const [[transcript, usernotes], summary, context] = await Promise.all([
    inputs,
    writable('summary', folders.summaries),
    writable('context', folders.context),
  ]);
  const unresolved = [...found.transcript, ...found.usernotes, ...found.summary, ...found.context];
  const date = readDateOf(data, name);
  return {
    path: rel,
    name,
    text,
    note,
    date: date.state === 'read' ? date.text : null,
    ...(date.state === 'unreadable' ? { dateProblem: date.problem } : {}),
    // Obsidian writes a list-typed property as a list: `status: [ended]` is the status `ended` (N16).
    status: asString(Array.isArray(data.status) && data.status.length === 1 ? data.status[0] : data.status),
    // N10: a mapping (`Anna: host`) is read as the people its keys name.
    attendees: meetingAttendees(data.attendees).map(personName),
    projects: frontmatterList(data.projects),
    links: { transcript, usernotes, summary, context },
    userNotes,
    unresolved,
    ...(transcriptFromBody !== undefined ? { transcriptFromBody } : {}),
  };
}
