import { lstatSync, type Stats } from 'node:fs';
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { readText } from '../fs/read-text-or-null.js';
import { STATE_FOLDER } from '../lock/state-folder.js';
import { frontmatterLink, frontmatterList, nameKey } from '../names/index.js';
import { parseNote } from '../notes/index.js';
import { type FileVersion, sameVersion, statVersion } from '../state/file-version.js';
import { asString } from './frontmatter-values.js';
import { meetingDateText, readMeetingDate } from './meeting-date.js';
import { isStrictlyBefore, type MeetingMoment, meetingMoment } from './meeting-moment.js';
import { projectIdFromEntry } from './project-id.js';
import { resolveWikilink } from './resolve-wikilink.js';
import {
  openSummaryFrontmatterCache,
  type SummaryFacts,
  type SummaryFrontmatterCache,
  type SummaryListing,
} from './summary-frontmatter-cache.js';
import type { Vault, VaultPath } from './vault.js';
import { walkFiles } from './walk-files.js';

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
 * Notes whose frontmatter cannot be parsed are skipped.
 * What each note's frontmatter says is kept in the vault's index database
 * (`.meeting-assistant/index.sqlite`, keyed by size, modification time and inode; docs/indexes.md),
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
  const projectsFolder = vault.config.folders.projects;
  const summariesFolder = vault.config.folders.summaries;
  const out: (PastSummary & { day: string | null; time: number | null })[] = [];
  const notes = (await walkFiles(vault, summariesFolder)).filter((rel) => MARKDOWN.test(rel));
  const cache =
    notes.length >= SUMMARY_INDEX_MIN_NOTES
      ? openSummaryFrontmatterCache(path.join(vault.root, STATE_FOLDER))
      : null;
  const keysOf = (facts: SummaryFacts): string[] =>
    facts.parsed
      ? facts.projects
          .map((entry) => projectIdFromEntry(entry, projectsFolder))
          .filter((id): id is string => id !== null)
          .map(nameKey)
      : [];
  // What the folder held at the last call (docs/indexes.md): a note whose lstat is the one recorded
  // costs that lstat and a comparison of three numbers; only a note of the scope has its row read
  // (issue 13 (f): the summaries outside the scope cost their lstat, nothing more).
  const previous = cache?.listing(summariesFolder, projectsFolder) ?? null;
  const names = cache ? JSON.stringify(notes) : '';
  const previousIndex = listingIndex(previous, names);
  // This call's listing, written when it says more than the previous one.
  const versions = new Float64Array(notes.length * 3).fill(Number.NaN);
  const keys: (string[] | null)[] = new Array(notes.length).fill(null);
  let learned = previous === null || previous.names !== names;
  const allFacts: (SummaryFacts | null)[] = new Array(notes.length).fill(null);
  const misses: number[] = [];
  for (let i = 0; i < notes.length; i++) {
    const rel = notes[i] as string;
    if (!cache) {
      misses.push(i);
      continue;
    }
    let info: Stats | undefined;
    try {
      // Concatenated, not path.join: `rel` is a clean vault path from walkFiles, and join's
      // normalising was a third of the cost of this check.
      info = lstatSync(`${vault.root}/${rel}`, { throwIfNoEntry: false });
    } catch {
      info = undefined;
    }
    if (!info?.isFile()) {
      misses.push(i); // a symlink, gone or unreadable: read (and checked) as before
      continue;
    }
    const j = previous ? previousIndex(i, rel) : -1;
    const known = j >= 0 ? (previous as SummaryListing).keys[j] : null;
    const v = (previous as SummaryListing | null)?.versions;
    let facts: SummaryFacts | null = null;
    if (
      Array.isArray(known) &&
      v !== undefined &&
      v[j * 3] === info.size &&
      v[j * 3 + 1] === info.mtimeMs &&
      v[j * 3 + 2] === info.ino
    ) {
      facts = known.some((key) => wanted.has(key)) ? cache.factsAt(rel, info) : OUTSIDE;
      if (facts !== null) keys[i] = known;
    }
    if (facts === null) {
      facts = cache.factsAt(rel, info);
      if (facts !== null) {
        keys[i] = keysOf(facts);
        learned = true;
      }
    }
    if (facts === null) {
      misses.push(i);
      continue;
    }
    versions[i * 3] = info.size;
    versions[i * 3 + 1] = info.mtimeMs;
    versions[i * 3 + 2] = info.ino;
    allFacts[i] = facts;
  }
  for (let m = 0; m < misses.length; m += FACTS_BATCH) {
    const batch = misses.slice(m, m + FACTS_BATCH);
    const read = await Promise.all(batch.map((i) => summaryFacts(vault, notes[i] as string, cache)));
    for (const [k, i] of batch.entries()) {
      const { facts, version } = read[k] as ReadFacts;
      allFacts[i] = facts;
      if (version === null) continue;
      versions[i * 3] = version.size;
      versions[i * 3 + 1] = version.mtimeMs;
      versions[i * 3 + 2] = version.ino;
      keys[i] = keysOf(facts);
      learned = true;
    }
  }
  if (cache && learned) cache.setListing(summariesFolder, projectsFolder, { names, versions, keys });
  cache?.commit();
  for (let i = 0; i < notes.length; i++) {
    const facts = allFacts[i] as SummaryFacts;
    if (!facts.parsed || facts.projects.length === 0) continue;
    const rel = notes[i] as VaultPath;
    if (rel === opts.exclude) continue;
    const projects = facts.projects
      .map((entry) => projectIdFromEntry(entry, projectsFolder))
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
async function linkedMoment(vault: Vault, rel: VaultPath, name: string): Promise<MeetingMoment | null> {
  try {
    const safe = await vault.resolve(rel, { argument: 'summary', mustExist: true, kind: 'file' });
    const data = parseNote(await readText(safe.abs)).frontmatter?.data ?? {};
    const own = meetingMoment(data, name);
    if (own?.time != null) return own;
    const link = frontmatterLink(data.meeting) ?? asString(data.meeting);
    const meetingRel = link ? await resolveWikilink(vault, link) : null;
    if (meetingRel === null) return own;
    const meeting = await vault.resolve(meetingRel, { argument: 'meeting', mustExist: true, kind: 'file' });
    const meetingData = parseNote(await readText(meeting.abs)).frontmatter?.data ?? {};
    const linked = meetingMoment(meetingData, path.posix.basename(meetingRel).replace(/\.md$/i, ''));
    return linked !== null && own !== null && linked.day === own.day ? linked : own;
  } catch {
    return null; // unreadable or refused: no time known
  }
}

const UNPARSED: SummaryFacts = { parsed: false, projects: [], dateText: null };
/** What {@link cachedFacts} gives for a note its row proves outside the scope: no project of it. */
const OUTSIDE: SummaryFacts = { parsed: true, projects: [], dateText: null };

/**
 * Where note `i` (vault path `rel`) of this call's listing is in `previous`: `i` itself when the
 * folder holds the same notes (the usual case: one comparison of the names' texts per call), else
 * looked up by path; -1 when it is new.
 */
function listingIndex(previous: SummaryListing | null, names: string): (i: number, rel: string) => number {
  if (previous === null) return () => -1;
  if (previous.names === names) return (i) => i;
  let byPath: Map<string, number> | undefined;
  return (_i, rel) => {
    if (!byPath) {
      byPath = new Map();
      try {
        const old = JSON.parse(previous.names) as unknown;
        if (Array.isArray(old) && old.length === previous.keys.length)
          for (const [k, name] of old.entries()) if (typeof name === 'string') byPath.set(name, k);
      } catch {
        // not a listing: nothing is known
      }
    }
    return byPath.get(rel) ?? -1;
  };
}

/** The facts of a summary read by {@link summaryFacts}, with the `lstat` they are valid for (null: none). */
interface ReadFacts {
  facts: SummaryFacts;
  version: Stats | null;
}

/**
 * The frontmatter facts of one summary: from the cache when the file (a regular file, not a
 * symlink) is unchanged, else read through `vault.resolve` and parsed, and cached when the file did
 * not change while it was read.
 */
async function summaryFacts(
  vault: Vault,
  rel: string,
  cache: SummaryFrontmatterCache | null,
): Promise<ReadFacts> {
  const abs = path.join(vault.root, rel);
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
    return { facts: UNPARSED, version: null };
  }
  let facts: SummaryFacts;
  try {
    const data = parseNote(text).frontmatter?.data ?? {};
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
    if (after?.isFile() && sameVersion(statVersion(after), version)) {
      cache.set(rel, version, facts);
      return { facts, version: info };
    }
  }
  return { facts, version: null };
}
