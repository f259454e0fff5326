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
  readSummaryFacts,
  type SummaryFacts,
  type SummaryFrontmatterCache,
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
 * so a note that did not change since the last call costs one synchronous `lstat` and a lookup, not a read and a YAML parse
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
  const out: (PastSummary & { day: string | null; time: number | null })[] = [];
  const notes = (await walkFiles(vault, vault.config.folders.summaries)).filter(
    (rel) => MARKDOWN.test(rel) && rel !== opts.exclude,
  );
  const cache =
    notes.length >= SUMMARY_INDEX_MIN_NOTES
      ? openSummaryFrontmatterCache(path.join(vault.root, STATE_FOLDER))
      : null;
  // An unchanged note costs one synchronous lstat and a lookup in the index (loaded once): about
  // 2 µs, where an lstat through the thread pool cost 20 (issue 13, `ma search` flat in the number
  // of summaries outside the scope). Notes the index does not know (new or changed) are read in
  // batches, to keep the thread pool busy.
  const outside = provedOutside(wanted);
  // Plain loops, no per-note arrays or strings where avoidable: with thousands of summaries the
  // garbage they made cost more than the checks (issue 13 (f)).
  const allFacts: (SummaryFacts | null)[] = new Array(notes.length);
  const misses: number[] = [];
  for (let i = 0; i < notes.length; i++) {
    const facts = cachedFacts(vault, notes[i] as string, cache, outside);
    allFacts[i] = facts;
    if (facts === null) misses.push(i);
  }
  for (let m = 0; m < misses.length; m += FACTS_BATCH) {
    const batch = misses.slice(m, m + FACTS_BATCH);
    const facts = await Promise.all(batch.map((i) => summaryFacts(vault, notes[i] as string, cache)));
    for (const [k, i] of batch.entries()) allFacts[i] = facts[k] as SummaryFacts;
  }
  cache?.commit();
  for (let i = 0; i < notes.length; i++) {
    const facts = allFacts[i] as SummaryFacts;
    if (!facts.parsed || facts.projects.length === 0) continue;
    const rel = notes[i] as VaultPath;
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
 * A test that proves from an index row's JSON text alone that its summary names no project of the
 * scope (`wanted`: name keys), so that the summaries outside the scope cost no JSON parse and no
 * link parsing (issue 13 (f)). It answers only for rows of printable ASCII without `%`: a project
 * ID is then a substring of its `projects` entry (link parsing only trims and cuts; `%` would be
 * decoded in a Markdown link) and its name key the same substring lowercased, so a row whose
 * lowercased text holds no wanted key (JSON-escaped as in the row) cannot name one. False means
 * "may be in scope": the row is parsed.
 */
function provedOutside(wanted: Set<string>): (json: string) => boolean {
  const keys = [...wanted].map((key) => JSON.stringify(key).slice(1, -1));
  return (json) => {
    if (json.includes('%') || !/^[\x20-\x7e]*$/.test(json)) return false;
    const lower = json.toLowerCase();
    return !keys.some((key) => lower.includes(key));
  };
}

/**
 * The facts of one summary from the index when the file (a regular file, not a symlink) is
 * unchanged since they were recorded ({@link OUTSIDE} when its row proves it outside the scope);
 * null when they must be read.
 */
function cachedFacts(
  vault: Vault,
  rel: string,
  cache: SummaryFrontmatterCache | null,
  outside: (json: string) => boolean,
): SummaryFacts | null {
  if (!cache) return null;
  let info: Stats | undefined;
  try {
    // Concatenated, not path.join: `rel` is a clean vault path from walkFiles, and join's
    // normalising was a third of the cost of this check.
    info = lstatSync(`${vault.root}/${rel}`, { throwIfNoEntry: false });
  } catch {
    return null;
  }
  if (!info?.isFile()) return null;
  const json = cache.peekStat(rel, info);
  if (json === null) return null;
  return outside(json) ? OUTSIDE : readSummaryFacts(json);
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
): Promise<SummaryFacts> {
  const abs = path.join(vault.root, rel);
  const info = cache ? await lstat(abs).catch(() => null) : null;
  const version: FileVersion | null = info?.isFile() ? statVersion(info) : null;
  if (cache && version) {
    const cached = cache.get(rel, version);
    if (cached) return cached;
  }
  let text: string;
  try {
    const safe = await vault.resolve(rel, { argument: 'summary', mustExist: true, kind: 'file' });
    text = await readText(safe.abs);
  } catch {
    // Unreadable or refused: skipped, and not cached (it may be fixed without changing the file).
    return UNPARSED;
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
    if (after?.isFile() && sameVersion(statVersion(after), version)) cache.set(rel, version, facts);
  }
  return facts;
}
