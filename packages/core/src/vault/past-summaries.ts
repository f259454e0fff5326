import { lstatSync, type Stats } from 'node:fs';
import path from 'node:path';
import { FrontmatterError } from '../errors/frontmatter-error.js';
import { lstat } from '../fs/blocking-fs.js';
import { settledMs } from '../fs/changed-recently.js';
import { readText } from '../fs/read-text-or-null.js';
import { STATE_FOLDER } from '../lock/state-folder.js';
import {
  frontmatterLink,
  frontmatterList,
  nameKey,
  nameReadings,
  withoutMdExtension,
} from '../names/index.js';
import { frontmatterProperties } from '../notes/frontmatter-property.js';
import { parseNote } from '../notes/index.js';
import { type FileVersion, sameVersion, statVersion } from '../state/file-version.js';
import { asString } from './frontmatter-values.js';
import { ListedNameKeys } from './listed-name-keys.js';
import { meetingDateText, readMeetingDate } from './meeting-date.js';
import { isStrictlyBefore, type MeetingMoment, meetingMoment } from './meeting-moment.js';
import { linksAnotherMeeting } from './numbered-own-meeting.js';
import { projectIdFromEntry } from './project-id.js';
import { resolveWikilink } from './resolve-wikilink.js';
import {
  type FolderIdentity,
  folderChain,
  type SummaryWatch,
  sameChain,
  summariesMemoCounts,
  summariesWatch,
  watchSeesAll,
} from './summaries-memo.js';
import {
  NOTE_NUMBERS as N,
  openSummaryFrontmatterCache,
  type SummaryFacts,
  type SummaryFrontmatterCache,
  type SummaryListing,
} from './summary-frontmatter-cache.js';
import { type NoteVersions, parseSweep, SWEEP_MIN_NOTES, sweepOutput } from './sweep-note-versions.js';
import { conflictCopyOriginal, syncConflictOriginal } from './sync-conflict-copies.js';
import type { Vault, VaultPath } from './vault.js';
import { type WalkSeen, walkFiles } from './walk-files.js';

/**
 * A past summary note: `projects` are the IDs its frontmatter names; `date` its `date:` as core's
 * one date reader reads it (`readMeetingDate`: `2026-03-09`, `2026-03-09 10:00`, the inside of
 * `[2026-03-09]` or `[[2026-03-09]]`), null when it has none or it cannot be read; `dateProblem`
 * says why it cannot (absent otherwise).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/contracts.md (@ma/core, Vault model, `pastSummaries`); issue V7.
 */
export interface PastSummary {
  path: VaultPath;
  /** Basename without `.md`. */
  name: string;
  date: string | null;
  dateProblem?: string;
  /**
   * Set (only in `leftOut`) when the note's frontmatter cannot be parsed, so neither its projects
   * nor its date are known: `invalid YAML (line 4, column 8)` and the like (review13 Z4).
   */
  frontmatterProblem?: string;
  projects: string[];
}

/**
 * With fewer summary notes than this, they are simply read (a few milliseconds) and no index
 * file is created in the vault.
 * Spec: issue #13, Rules for caches and indexes.
 */
export const SUMMARY_INDEX_MIN_NOTES = 100;

/** Summaries read at once by {@link pastSummaries} (enough to keep the thread pool busy). */
const FACTS_BATCH = 64;

/** A `.md` name, any case (as `toLowerCase().endsWith('.md')`, without a lowercased copy per note). */
const MARKDOWN = /\.md$/i;

function compareDesc(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? 1 : -1;
}

/**
 * Summary notes (`.md` under the summaries folder, recursive) whose
 * frontmatter `projects` (IDs or `[[Projects/<id>]]` links, a list or a comma-separated string)
 * intersect `scope` (IDs compared NFC and case-insensitively),
 * newest first: by the day of `date` descending (undated last), then its time (untimed last), then
 * by name descending.
 * A sync tool's conflict copy of a summary (`X (conflicted copy 2026-12-01).md`, `X.sync-conflict-….md`:
 * `syncConflictOriginal`) is never returned: its original is the summary (newcomer review F4: the
 * search tool and `ma search` showed every hit twice; `ma doctor` names the copies).
 * Notes whose frontmatter cannot be parsed are not returned; with `opts.leftOut` they are named
 * there whatever the scope (their projects cannot be read), with `frontmatterProblem` (review13 Z4).
 * What each note's frontmatter says is kept in the vault's index database
 * (`.meeting-assistant/index.sqlite`, keyed by size, modification and change times and inode; docs/indexes.md),
 * with the folder's listing (`summary_listing`: each note's `lstat` numbers and project keys), so a
 * note that did not change since the last call costs one synchronous `lstat` and a comparison of
 * numbers, not a read and a YAML parse, and only a note of the scope has its row read
 * (from {@link SUMMARY_INDEX_MIN_NOTES} notes on; fewer are simply read).
 * @param opts.exclude a vault path to leave out (the current meeting's own summary).
 * @param opts.before the current meeting's moment (`meetingMoment`): only summaries of meetings
 *   strictly before it are kept (`isStrictlyBefore`: an earlier day, or the same day with an earlier
 *   start time; a summary whose day is unknown is left out). The summary's day is its `date` (any
 *   form), else the `YYYY-MM-DD` in its name; on the same day its time is its own `start`, else the
 *   `start` of the meeting note its `meeting:` link names. Null/absent: no date filter.
 * @param opts.leftOut when given (with `before`), receives the in-scope summaries left out because
 *   they have no day to order by (a `date:` that cannot be read, `12/03/2026`, or none, and no
 *   `YYYY-MM-DD` in the name), each with its `dateProblem`, so callers say so (review 2 N15).
 * Spec: seed 000, Scenario "Agent searches past project meeting summaries"; docs/vault-format.md;
 *   docs/contracts.md, Past meetings; newcomer review R4.
 */
export async function pastSummaries(
  vault: Vault,
  scope: string[],
  opts: { exclude?: VaultPath; before?: MeetingMoment | null; leftOut?: PastSummary[] } = {},
): Promise<PastSummary[]> {
  if (scope.length === 0) return [];
  const wanted = new Set(scope.map(nameKey));
  const watch = summariesWatch();
  const look =
    (watch ? await keptLook(vault, watch, wanted) : null) ?? (await lookAtSummaries(vault, wanted, watch));
  return summariesOfScope(vault, look.notes, look.found, wanted, opts);
}

/** What {@link lookAtSummaries} found: the notes (vault paths) and the facts of those it looked at, by index. */
interface SummariesLook {
  notes: readonly string[];
  found: [number, SummaryFacts][];
}

/**
 * The summaries' look of a server (`useSummariesMemo`), kept while its watch proves nothing under the
 * summaries folder changed (docs/startup.md, twenty-eighth pass): per note its facts, and per project
 * key the notes that name it. Notes that may change unseen (another hard link, a symlink, an
 * unreadable one) are `volatile`: read on every search.
 */
interface KeptLook {
  key: string;
  generation: number;
  rel: string;
  chain: FolderIdentity[];
  notes: readonly string[];
  facts: (SummaryFacts | null)[];
  byKey: Map<string, number[]>;
  volatile: number[];
}

/** The kept looks of this process, by {@link lookKey} (one per vault and configured folders). */
const keptLooks = new Map<string, KeptLook>();

/** What a kept look depends on besides the watched folders: the vault and the configured folders. */
function lookKey(vault: Vault): string {
  const f = vault.config.folders;
  return JSON.stringify([vault.root, f.summaries, f.projects, f.trash, BROKEN_KEY]);
}

/**
 * The notes of `wanted`'s keys (and those with broken frontmatter) from the kept look, when the watch
 * (after reading every pending event) and the folders' identities prove it current; null otherwise.
 */
async function keptLook(
  vault: Vault,
  watch: SummaryWatch,
  wanted: Set<string>,
): Promise<SummariesLook | null> {
  await watch.settle();
  const kept = keptLooks.get(lookKey(vault));
  if (!kept || !watch.ready || kept.generation !== watch.generation) return null;
  if (!sameChain(kept.chain, folderChain(vault.root, kept.rel))) return null;
  const picked = new Set<number>();
  for (const key of [...wanted, BROKEN_KEY]) for (const i of kept.byKey.get(key) ?? []) picked.add(i);
  const found: [number, SummaryFacts][] = [];
  for (const i of picked) found.push([i, kept.facts[i] as SummaryFacts]);
  for (const i of kept.volatile)
    found.push([i, (await summaryFacts(vault, kept.notes[i] as string, null)).facts]);
  summariesMemoCounts.kept++;
  return { notes: kept.notes, found };
}

/**
 * Before a look that a server keeps: the summaries folder's tree watched (the watch set before the
 * look reads anything, so a change during it is seen), and what the kept look will be checked
 * against. Null when the look cannot be kept (see `summaries-memo.ts`: not Linux or not a local
 * file system, a symbolic link in the folder's path or tree, a watch that could not be set).
 */
async function prepareKeep(
  vault: Vault,
  watch: SummaryWatch,
  start: { rel: string; abs: string },
): Promise<{ generation: number; chain: FolderIdentity[]; folders: string[] } | null> {
  if (!watch.ready) return null;
  const lexical = path.posix.normalize(vault.config.folders.summaries).replace(/^\.\/?|\/+$/g, '');
  if (start.rel !== lexical || !watchSeesAll(start.abs)) return null;
  const seen: WalkSeen = { folders: [], symlinks: 0 };
  await walkFiles(vault, start.rel, { seen });
  if (seen.symlinks > 0 || seen.folders.length === 0) return null;
  if (!watch.watchFolders(seen.folders.map((rel) => (rel === '' ? vault.root : `${vault.root}/${rel}`))))
    return null;
  const generation = watch.generation;
  const chain = folderChain(vault.root, start.rel);
  return chain ? { generation, chain, folders: seen.folders } : null;
}

/**
 * Looks at every summary note as a one-shot process does (the index, `lstat`s or one `find`, the
 * notes that changed read); with `watch` (a server), looks at every note and keeps the look when it
 * can be proved current later ({@link prepareKeep}).
 */
async function lookAtSummaries(
  vault: Vault,
  wanted: Set<string>,
  watch: SummaryWatch | null,
): Promise<SummariesLook> {
  const projectsFolder = vault.config.folders.projects;
  const summariesFolder = vault.config.folders.summaries;
  const stateFolder = path.join(vault.root, STATE_FOLDER);
  const start = await vault.resolve(summariesFolder, { argument: 'folder' });
  const keep = watch ? await prepareKeep(vault, watch, start) : null;
  if (watch) summariesMemoCounts.looked++;
  // What the listing depends on: the folder's real path, and the folders its keys and walk depend on.
  // The last item marks listings whose broken notes carry BROKEN_KEY: older ones are rebuilt.
  const made = JSON.stringify([start.rel, projectsFolder, vault.config.folders.trash, BROKEN_KEY]);
  let cache = openSummaryFrontmatterCache(stateFolder, { onlyIfExists: true });
  const previous = cache?.listing(summariesFolder, made, [...wanted, BROKEN_KEY]) ?? null;
  // While no folder of the listing changed (no note added, removed or renamed), its notes are the
  // folder's: not read again (docs/indexes.md).
  const reused = previous !== null && foldersUnchanged(vault.root, previous);
  let notes: string[];
  let folders: string[];
  let folderVersions: Float64Array;
  if (reused) {
    ({ names: notes, folders, folderVersions } = previous);
  } else {
    const listedAt = Date.now();
    const seen: WalkSeen = { folders: [], symlinks: 0 };
    notes = (await walkFiles(vault, summariesFolder, { seen })).filter((rel) => MARKDOWN.test(rel));
    folders = seen.folders;
    folderVersions = settledFolders(vault.root, seen, listedAt);
    if (notes.length >= SUMMARY_INDEX_MIN_NOTES) cache ??= openSummaryFrontmatterCache(stateFolder);
    else if (previous === null) cache = null;
  }
  // A relative entry (`[[../Projects/x/PROJECT]]`) is read from its summary note's folder (R111).
  const keysOf = (facts: SummaryFacts, note: string): string[] =>
    facts.parsed
      ? facts.projects
          .map((entry) => projectIdFromEntry(entry, projectsFolder, note))
          .filter((id): id is string => id !== null)
          .map(nameKey)
      : [BROKEN_KEY];
  // Per note its lstat now (a tight loop of its own), and which note of the previous listing it is.
  // Thousands of notes: their `lstat`s from one `find` in a one-shot process (docs/startup.md, sixteenth pass).
  // When find prints the very bytes the listing's numbers were taken from (P81), every note has the
  // listing's numbers: nothing to parse or look up, only the notes it had none for are `lstat`ed.
  const sweep = cache && notes.length >= SWEEP_MIN_NOTES ? sweepOutput(start.abs) : null;
  const sweepSame = sweep !== null && reused && previous.sweep != null && sweep.equals(previous.sweep);
  const unknown: number[] = [];
  const swept = sweep !== null && !sweepSame ? parseSweep(sweep, start.rel) : null;
  let versions: Float64Array;
  if (!cache) versions = new Float64Array(notes.length * N).fill(Number.NaN);
  else if (sweepSame)
    versions = statUnknown(vault.root, notes, (previous as SummaryListing).versions, unknown);
  else versions = statNotes(vault.root, notes, swept);
  const before = previous ? previousIndexes(notes, previous, reused) : null;
  // The notes that need more than a comparison of numbers: changed, new, or of the scope.
  // With find's bytes unchanged, every note but those without numbers has its recorded ones: what
  // `notesToLook` would pick is the scope's notes and those, without comparing each note's numbers.
  let work: number[];
  if (!previous || !before || keep) work = allNotes(notes.length);
  else if (sweepSame) work = [...new Set([...previous.inScope, ...unknown])].sort((a, b) => a - b);
  else work = notesToLook(versions, previous, before);
  let learned =
    !reused &&
    (previous === null ||
      !sameTexts(previous.names, notes) ||
      !sameNumbers(previous.folderVersions, folderVersions) ||
      !sameTexts(previous.folders, folders));
  const found: [number, SummaryFacts][] = [];
  const changedKeys = new Map<number, string[]>();
  const misses: number[] = [];
  for (const i of work) {
    const rel = notes[i] as string;
    if (!cache || Number.isNaN(versions[i * N] as number)) {
      misses.push(i); // a symlink, gone or unreadable (or no index): read (and checked) as before
      continue;
    }
    const info = {
      size: versions[i * N] as number,
      mtimeMs: versions[i * N + 1] as number,
      ctimeMs: versions[i * N + 2] as number,
      ino: versions[i * N + 3] as number,
    };
    const j = before ? (before[i] as number) : -1;
    const unchanged = j >= 0 && sameVersionAt(previous as SummaryListing, j, versions, i);
    const facts = cache.factsAt(rel, info);
    if (facts !== null && !(unchanged && (previous as SummaryListing).inScope.has(j))) {
      changedKeys.set(i, keysOf(facts, rel));
      learned = true;
    }
    if (facts === null) {
      misses.push(i);
      continue;
    }
    found.push([i, facts]);
  }
  for (let m = 0; m < misses.length; m += FACTS_BATCH) {
    const batch = misses.slice(m, m + FACTS_BATCH);
    const read = await Promise.all(batch.map((i) => summaryFacts(vault, notes[i] as string, cache)));
    for (const [k, i] of batch.entries()) {
      const { facts, version } = read[k] as ReadFacts;
      found.push([i, facts]);
      if (version === null) {
        versions.fill(Number.NaN, i * N, i * N + N);
        continue;
      }
      setNumbers(versions, i, version);
      changedKeys.set(i, keysOf(facts, notes[i] as string));
      learned = true;
    }
  }
  // The find output is kept with the listing only when it gives every note the numbers recorded
  // (with the same bytes as before: when every note still has the numbers recorded with them).
  let keepSweep = false;
  if (sweep !== null && sweepSame) keepSweep = sameNumbers((previous as SummaryListing).versions, versions);
  else if (sweep !== null && swept !== null) keepSweep = sweptAreVersions(notes, swept, versions);
  // A listing whose kept output is missing, damaged or older (a file that is not a note changed) is
  // written again with this one. (`sweepSame` implies the kept output equals this one.)
  const keptOutputDiffers = sweep !== null && !(previous?.sweep != null && sweep.equals(previous.sweep));
  if (previous !== null && keptOutputDiffers && keepSweep) learned = true;
  if (cache && learned) {
    // P198: a note of the last listing that this one lacks is gone from the folder (renamed or
    // deleted): its facts row is dropped, so the table holds the notes that exist.
    if (previous !== null && !sameTexts(previous.names, notes)) {
      const now = new Set(notes);
      cache.forget(previous.names.filter((name) => !now.has(name)));
    }
    const keys = listingKeys(cache, summariesFolder, previous, before, notes.length, changedKeys);
    if (keys)
      cache.setListing(
        summariesFolder,
        made,
        {
          folders,
          folderVersions,
          names: notes,
          versions,
          inScope: new Set(),
          sweep: keepSweep ? sweep : null,
        },
        keys,
      );
  }
  cache?.commit();
  if (keep && sameTexts(keep.folders, folders)) keepLook(vault, keep, start.rel, notes, found, keysOf);
  return { notes, found };
}

/** Keeps a look at every note (`found`) for later searches ({@link keptLook}). */
function keepLook(
  vault: Vault,
  keep: { generation: number; chain: FolderIdentity[] },
  rel: string,
  notes: readonly string[],
  found: [number, SummaryFacts][],
  keysOf: (facts: SummaryFacts, note: string) => string[],
): void {
  const facts: (SummaryFacts | null)[] = new Array(notes.length).fill(null);
  for (const [i, f] of found) facts[i] = f;
  const byKey = new Map<string, number[]>();
  const volatile: number[] = [];
  for (let i = 0; i < notes.length; i++) {
    const f = facts[i];
    const info = lstatQuiet(vault.root, notes[i] as string);
    // A note another hard link may change, a symlink, one that could not be read: read every time.
    if (!f || f === UNREAD || !info?.isFile() || info.nlink !== 1) {
      volatile.push(i);
      continue;
    }
    for (const key of new Set(keysOf(f, notes[i] as string))) {
      const list = byKey.get(key);
      if (list) list.push(i);
      else byKey.set(key, [i]);
    }
  }
  const key = lookKey(vault);
  keptLooks.clear(); // one vault per server: a look of other settings is not kept
  keptLooks.set(key, {
    key,
    generation: keep.generation,
    rel,
    chain: keep.chain,
    notes,
    facts,
    byKey,
    volatile,
  });
}

/** The summaries of the scope among the notes looked at, newest first (see {@link pastSummaries}). */
async function summariesOfScope(
  vault: Vault,
  notes: readonly string[],
  found: [number, SummaryFacts][],
  wanted: Set<string>,
  opts: { exclude?: VaultPath; before?: MeetingMoment | null; leftOut?: PastSummary[] },
): Promise<PastSummary[]> {
  const projectsFolder = vault.config.folders.projects;
  const out: (PastSummary & { day: string | null; time: number | null })[] = [];
  found.sort((a, b) => a[0] - b[0]);
  let listed: ListedNameKeys | undefined;
  for (const [i, facts] of found) {
    const rel = notes[i] as VaultPath;
    // F4: a sync tool's conflict copy of a summary is no past summary (its original is one).
    if (syncConflictOriginal(rel) !== null) continue;
    // s35 F5: nor is a numbered copy (`X 2.md`, `X (1).md` from Obsidian, Finder, iCloud) beside its original.
    listed ??= new ListedNameKeys(notes);
    if (await isNumberedSummaryCopy(vault, rel, listed)) continue;
    if (!facts.parsed) {
      // Broken frontmatter: its projects cannot be read, so it may be of the scope: named (Z4).
      // A note that could not be read at all (gone, refused) is not: `UNREAD`.
      if (facts !== UNREAD && opts.leftOut && rel !== opts.exclude)
        opts.leftOut.push({
          path: rel,
          name: path.posix.basename(rel).replace(/\.md$/i, ''),
          date: null,
          frontmatterProblem: await frontmatterProblem(vault, rel),
          projects: [],
        });
      continue;
    }
    if (facts.projects.length === 0) continue;
    if (rel === opts.exclude) continue;
    const projects = facts.projects
      .map((entry) => projectIdFromEntry(entry, projectsFolder, rel))
      .filter((id): id is string => id !== null);
    if (!projects.some((id) => wanted.has(nameKey(id)))) continue;
    const name = path.posix.basename(rel).replace(/\.md$/i, '');
    const date = readMeetingDate(facts.dateText);
    if (opts.before && !(await summaryIsBefore(vault, rel, name, facts.dateText, opts.before))) {
      // No day to order it by (a date that cannot be read, or none at all): said, not dropped (N15).
      const day = meetingMoment(facts.dateText === null ? {} : { date: facts.dateText }, name);
      if (opts.leftOut && day === null)
        opts.leftOut.push({
          path: rel,
          name,
          date: null,
          dateProblem: date.state === 'unreadable' ? date.problem : 'its `date:` is missing',
          projects,
        });
      continue;
    }
    out.push({
      path: rel,
      name,
      date: date.state === 'read' ? date.text : null,
      ...(date.state === 'unreadable' ? { dateProblem: date.problem } : {}),
      projects,
      day: date.state === 'read' ? date.day : null,
      time: date.state === 'read' ? date.time : null,
    });
  }
  out.sort((a, b) => compareDesc(a.day, b.day) || compareDesc(a.time, b.time) || compareDesc(a.name, b.name));
  return out.map(({ day: _day, time: _time, ...summary }) => summary);
}

/**
 * Whether the summary `rel` is a numbered copy (`X 2.md`, `X (1).md`: the names Obsidian, Finder and
 * iCloud give a duplicate) of the summary `X.md` in the same folder (`listed`: every summary's vault
 * path as its {@link nameKey}: review s38 V52, an NFD name beside an NFC one is beside it). A numbered name beside its original is still a summary of its own when its
 * `meeting:` link names a meeting of that very name (`Standup 2` was a second stand-up): only such a
 * note costs a read, and one that cannot be read is taken for a copy (its original stands for it).
 * Spec: docs/hostile-cases.md (sync-conflict copies); newcomer s35 F5.
 */
async function isNumberedSummaryCopy(
  vault: Vault,
  rel: VaultPath,
  listed: Pick<ReadonlyMap<string, string>, 'has' | 'get'>,
): Promise<boolean> {
  const slash = rel.lastIndexOf('/');
  const folder = nameKey(rel.slice(0, slash + 1));
  const name = rel.slice(slash + 1);
  const original = conflictCopyOriginal(name, (stem) => listed.has(`${folder}${nameKey(stem)}.md`));
  if (original === null) return false;
  try {
    const safe = await vault.resolve(rel, { argument: 'summary', mustExist: true, kind: 'file' });
    const data = frontmatterProperties(parseNote(await readText(safe.abs)).frontmatter?.data ?? {}, [
      'meeting',
    ]);
    const link = frontmatterLink(data.meeting) ?? asString(data.meeting);
    const own = nameKey(name.replace(/\.md$/i, ''));
    // Review s37 V26: the note the link names by its file name, in every form a `meeting:` link is read
    // in (a path `Meetings/X 2.md`, a Markdown link, a name holding `#`: `[[Meetings/Sprint #3 2]]`).
    if (link === null) return true;
    if (nameReadings(link).some((r) => nameKey(withoutMdExtension(r.split('/').pop() ?? r)) === own))
      return false;
    // Breaker L419: the product names a second summary `X (2).md` itself when two meetings' summary
    // names meet (`Standup #3 [x]` and `Standup 3 x` both become `Standup 3 x`; `Sync` and `sync`).
    const spelled =
      listed.get(`${folder}${nameKey(original)}.md`) ?? `${rel.slice(0, slash + 1)}${original}.md`;
    return !(await linksAnotherMeeting(vault, rel, spelled));
  } catch {
    return true;
  }
}

/**
 * Whether a summary's meeting took place strictly before `current` (see {@link pastSummaries}).
 * A summary whose name holds a day after `current`'s is never before it, whatever its `date:`.
 * Only a same-day summary costs reads: its note, then the meeting note it links.
 */
async function summaryIsBefore(
  vault: Vault,
  rel: VaultPath,
  name: string,
  date: string | null,
  current: MeetingMoment,
): Promise<boolean> {
  // A day in the note's name after the current meeting rules it out, whatever its `date:` says
  // (a copied or mistyped date must not show a later meeting's outcome).
  const named = meetingMoment({}, name);
  if (named !== null && named.day > current.day) return false;
  const own = meetingMoment(date === null ? {} : { date }, name);
  if (own === null || own.day !== current.day || own.time !== null || current.time === null)
    return own !== null && isStrictlyBefore(own, current);
  return isStrictlyBefore((await linkedMoment(vault, rel, name)) ?? own, current);
}

/** A same-day summary's moment with a time: its own `start`, else its meeting note's; null when unreadable. */
/** The properties a same-day moment is read from (V223: looked up without regard to case). */
const MOMENT_KEYS = ['meeting', 'date', 'start', 'end'];

async function linkedMoment(vault: Vault, rel: VaultPath, name: string): Promise<MeetingMoment | null> {
  try {
    const safe = await vault.resolve(rel, { argument: 'summary', mustExist: true, kind: 'file' });
    const data = frontmatterProperties(
      parseNote(await readText(safe.abs)).frontmatter?.data ?? {},
      MOMENT_KEYS,
    );
    const own = meetingMoment(data, name);
    if (own?.time != null) return own;
    const link = frontmatterLink(data.meeting) ?? asString(data.meeting);
    const meetingRel = link ? await resolveWikilink(vault, link) : null;
    if (meetingRel === null) return own;
    const meeting = await vault.resolve(meetingRel, { argument: 'meeting', mustExist: true, kind: 'file' });
    const meetingData = frontmatterProperties(
      parseNote(await readText(meeting.abs)).frontmatter?.data ?? {},
      MOMENT_KEYS,
    );
    const linked = meetingMoment(meetingData, path.posix.basename(meetingRel).replace(/\.md$/i, ''));
    return linked !== null && own !== null && linked.day === own.day ? linked : own;
  } catch {
    return null; // unreadable or refused: no time known
  }
}

const UNPARSED: SummaryFacts = { parsed: false, projects: [], dateText: null };
/** A note that could not be read (gone, refused, not text): never cached, never named (not `UNPARSED`). */
const UNREAD: SummaryFacts = { parsed: false, projects: [], dateText: null };
/**
 * The listing key of a note whose frontmatter cannot be parsed: every scope asks for it, so such a
 * note is looked at (and named) whatever the scope. No project key can equal it: a project ID is
 * a folder's name, which never holds a `/` (and no NUL byte: SQLite compares text up to one).
 */
const BROKEN_KEY = '/broken-frontmatter';

/**
 * Why a summary's frontmatter cannot be parsed, for the tools to say: `invalid YAML (line 4,
 * column 8)` (the parser's long detail left out), or a plain `not readable` when the note changed
 * or vanished since.
 */
async function frontmatterProblem(vault: Vault, rel: string): Promise<string> {
  try {
    const safe = await vault.resolve(rel, { argument: 'summary', mustExist: true, kind: 'file' });
    parseNote(await readText(safe.abs));
    return 'its frontmatter could not be read';
  } catch (error) {
    if (!FrontmatterError.isInstance(error)) return 'its frontmatter could not be read';
    return `its frontmatter cannot be read: ${new FrontmatterError(error.reason, undefined, error.line, error.column).message}`;
  }
}

/**
 * How long a folder must have been left alone (ms, by its `ctime` and `mtime` against the clock when
 * the listing began) before its `lstat` stands for its entries: an entry added within the same tick
 * of a coarse file-system clock (2 s on FAT) would leave both times as they were.
 */
const SETTLED_MS = 2000;

/** `lstatSync` options: a missing file gives undefined (a note removed since the listing). */
const QUIET = { throwIfNoEntry: false } as const;

/** The `lstat` of `rel` (a vault path; '' = the root), undefined when it is missing or unreadable. */
function lstatQuiet(root: string, rel: string): Stats | undefined {
  try {
    // Concatenated, not path.join: `rel` is a clean vault path, and join's normalising was a third
    // of the cost of checking a note.
    return lstatSync(rel === '' ? root : `${root}/${rel}`, QUIET);
  } catch {
    return undefined;
  }
}

/** Note `i`'s {@link N} numbers (`size`, `mtimeMs`, `ctimeMs`, `ino`: L84) of `info` into `out`. */
function setNumbers(out: Float64Array, i: number, info: Stats | readonly number[]): void {
  if (Array.isArray(info)) {
    for (let k = 0; k < N; k++) out[i * N + k] = info[k] as number;
    return;
  }
  const stats = info as Stats;
  out[i * N] = stats.size;
  out[i * N + 1] = stats.mtimeMs;
  out[i * N + 2] = stats.ctimeMs;
  out[i * N + 3] = stats.ino;
}

/**
 * Per note {@link N} numbers of its plain `lstat` (`size`, `mtimeMs`, `ctimeMs`, `ino`), NaN for one that is not a
 * regular file (a symlink, gone, unreadable). Its own small function: V8 optimises a hot loop by
 * compiling the function that holds it, and the same loop inside `pastSummaries` had it compile all
 * of that function in the background (about 100 ms of CPU on 5,000 notes, waited for at exit).
 * With `swept` (one `find` over the summaries folder, `sweepNoteVersions`: the same numbers) a note's
 * own `lstat` is taken only when the sweep has none for it (a symlink, a note added since).
 */
function statNotes(root: string, notes: readonly string[], swept: NoteVersions | null): Float64Array {
  const out = new Float64Array(notes.length * N).fill(Number.NaN);
  for (let i = 0; i < notes.length; i++) {
    const known = swept?.get(notes[i] as string);
    if (known !== undefined) {
      setNumbers(out, i, known);
      continue;
    }
    statNote(root, notes[i] as string, out, i);
  }
  return out;
}

/** Note `i`'s `lstat` numbers into `out` when it is a regular file (left as they are otherwise). */
function statNote(root: string, rel: string, out: Float64Array, i: number): void {
  const info = lstatQuiet(root, rel);
  if (info === undefined || !info.isFile()) return;
  setNumbers(out, i, info);
}

/**
 * The numbers {@link statNotes} gives when the sweep is the one `known` was taken from (P81): a copy
 * of `known`, with the notes it has none for (NaN: a symlink, an unreadable note) `lstat`ed
 * and their indexes added to `unknown` (what {@link notesToLook} picks besides the scope's notes, as
 * NaN is never equal).
 */
function statUnknown(
  root: string,
  notes: readonly string[],
  known: Float64Array,
  unknown: number[],
): Float64Array {
  const out = known.slice();
  for (let i = 0; i < notes.length; i++) {
    if (!Number.isNaN(out[i * N] as number)) continue;
    unknown.push(i);
    statNote(root, notes[i] as string, out, i);
  }
  return out;
}

/**
 * True when each note with numbers has exactly the ones the sweep gives it (NaN: nothing known, as
 * for a note that could not be read; such a note is `lstat`ed and looked at on every call either
 * way): then the same find output later gives every note these numbers again ({@link statUnknown}).
 */
function sweptAreVersions(notes: readonly string[], swept: NoteVersions, versions: Float64Array): boolean {
  for (let i = 0; i < notes.length; i++) {
    if (Number.isNaN(versions[i * N] as number)) continue;
    const known = swept.get(notes[i] as string);
    if (known === undefined) return false;
    for (let k = 0; k < N; k++) if (known[k] !== versions[i * N + k]) return false;
  }
  return true;
}

/** True when every folder of the listing has the `lstat` it had, settled, when the listing was made. */
function foldersUnchanged(root: string, listing: SummaryListing): boolean {
  const v = listing.folderVersions;
  if (listing.folders.length === 0) return false;
  for (let f = 0; f < listing.folders.length; f++) {
    const info = lstatQuiet(root, listing.folders[f] as string);
    if (
      !info?.isDirectory() ||
      info.mtimeMs !== v[f * 3] ||
      info.ctimeMs !== v[f * 3 + 1] ||
      info.ino !== v[f * 3 + 2]
    )
      return false; // NaN (unsettled) is never equal
  }
  return true;
}

/**
 * Per folder the walk entered, its `mtimeMs`, `ctimeMs` and `ino` when both times are at least
 * {@link SETTLED_MS} older than `listedAt` (the clock when the walk began), else NaN; all NaN when
 * the walk met a symlink (its target may change while its folder does not).
 */
function settledFolders(root: string, seen: WalkSeen, listedAt: number): Float64Array {
  const out = new Float64Array(seen.folders.length * 3).fill(Number.NaN);
  if (seen.symlinks > 0) return out;
  for (const [f, rel] of seen.folders.entries()) {
    const info = lstatQuiet(root, rel);
    if (!info?.isDirectory() || Math.max(info.mtimeMs, info.ctimeMs) > listedAt - SETTLED_MS) continue;
    out[f * 3] = info.mtimeMs;
    out[f * 3 + 1] = info.ctimeMs;
    out[f * 3 + 2] = info.ino;
  }
  return out;
}

/** Per note of this call the index of the same note in `previous` (-1 when it is new). */
function previousIndexes(notes: readonly string[], previous: SummaryListing, reused: boolean): Int32Array {
  const out = new Int32Array(notes.length).fill(-1);
  if (reused) {
    for (let i = 0; i < notes.length; i++) out[i] = i;
    return out;
  }
  const at = new Map<string, number>();
  for (const [j, name] of previous.names.entries()) at.set(name, j);
  for (let i = 0; i < notes.length; i++) out[i] = at.get(notes[i] as string) ?? -1;
  return out;
}

/** True when note `i`'s `lstat` now (`versions`) is the one note `j` of `previous` had. */
function sameVersionAt(previous: SummaryListing, j: number, versions: Float64Array, i: number): boolean {
  const v = previous.versions;
  return (
    v[j * N] === versions[i * N] &&
    v[j * N + 1] === versions[i * N + 1] &&
    v[j * N + 2] === versions[i * N + 2] &&
    v[j * N + 3] === versions[i * N + 3]
  );
}

/**
 * The notes that need more than their `lstat`: new, changed or unknown ones, and unchanged ones of
 * the scope (their rows give their dates). An unchanged note outside the scope costs nothing more.
 */
function notesToLook(versions: Float64Array, previous: SummaryListing, before: Int32Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < before.length; i++) {
    const j = before[i] as number;
    if (j < 0 || !sameVersionAt(previous, j, versions, i) || previous.inScope.has(j)) out.push(i);
  }
  return out;
}

function allNotes(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Same numbers, NaN equal to NaN. The same bytes are the same numbers: compared first as bytes (one
 * native call; a callback per number was about a million instructions per thousand notes), and
 * number by number only when they differ (a NaN of another payload is still equal).
 */
function sameNumbers(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  const bytesA = Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  if (bytesA.equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength))) return true;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/**
 * Each note's project keys for a new listing: those learned in this call (`changed`), else the
 * previous listing's for the same note (`before`), else none (its version is NaN then, or it has
 * none); null when the previous keys cannot be read.
 */
function listingKeys(
  cache: SummaryFrontmatterCache,
  folder: string,
  previous: SummaryListing | null,
  before: Int32Array | null,
  count: number,
  changed: Map<number, string[]>,
): string[][] | null {
  const old = previous ? cache.listingKeys(folder, previous.names.length) : [];
  if (!old) return null;
  return Array.from({ length: count }, (_, i) => {
    const j = before ? (before[i] as number) : -1;
    return changed.get(i) ?? (j >= 0 ? (old[j] ?? []) : []);
  });
}

/** The facts of a summary read by {@link summaryFacts}, with the `lstat` they are valid for (null: none). */
interface ReadFacts {
  facts: SummaryFacts;
  version: Stats | null;
}

/**
 * The frontmatter facts of one summary: from the cache when the file (a regular file, not a
 * symlink) is unchanged, else read through `vault.resolve` and parsed, and cached when the file did
 * not change while it was read and had settled before (`settledMs`; else `version` is null).
 */
async function summaryFacts(
  vault: Vault,
  rel: string,
  cache: SummaryFrontmatterCache | null,
): Promise<ReadFacts> {
  const abs = path.join(vault.root, rel);
  const askedAt = Date.now();
  const info = cache ? await lstat(abs).catch(() => null) : null;
  const version: FileVersion | null = info?.isFile() ? statVersion(info) : null;
  if (cache && version) {
    const cached = cache.get(rel, version);
    if (cached) return { facts: cached, version: info };
  }
  let text: string;
  try {
    const safe = await vault.resolve(rel, { argument: 'summary', mustExist: true, kind: 'file' });
    text = await readText(safe.abs);
  } catch {
    // Unreadable or refused: skipped, and not cached (it may be fixed without changing the file).
    return { facts: UNREAD, version: null };
  }
  let facts: SummaryFacts;
  try {
    const data = frontmatterProperties(parseNote(text).frontmatter?.data ?? {}, ['projects', 'date']);
    facts = {
      parsed: true,
      projects: frontmatterList(data.projects),
      dateText: meetingDateText(data.date),
    };
  } catch {
    facts = UNPARSED; // broken frontmatter: skipped until the note changes
  }
  if (cache && version) {
    const after = await lstat(abs).catch(() => null);
    // Kept only when the note had settled before it was read (review s38 V66, V61's rule): a
    // second same-length save in the same timestamp step (1-2 s on FAT, exFAT, HFS+, SMB) leaves
    // size and times as they were, and the first save's date would be kept.
    if (after?.isFile() && sameVersion(statVersion(after), version) && settledMs(info as Stats, askedAt)) {
      cache.set(rel, version, facts);
      return { facts, version: info };
    }
  }
  return { facts, version: null };
}
