import { lstat, open } from 'node:fs/promises';
import { hasSpokenLine, nothingToSummarize } from '@ma/agent';
import {
  checkTextChunk,
  decodeTextLine,
  describeNotText,
  FrontmatterError,
  inSummariesFolder,
  isWikilinkSafe,
  listMeetings,
  loneCrIn,
  MEETING_STATUSES,
  type MediaBytes,
  type Meeting,
  mediaBytesWords,
  mediaFile,
  meetingDay,
  meetingPropertyNearMisses,
  meetingPropertyShapeProblems,
  meetingsFolderLinkedInside,
  NotTextError,
  ownStatusWithoutSummary,
  parseNote,
  pasteCommandText,
  readBoundProjects,
  readLinkValue,
  readMeeting,
  resolveWikilink,
  splitFrontmatter,
  splitListString,
  splitMeetingTemplates,
  tomlBlockBelowYaml,
  type UnresolvedLink,
  unboundProjectLine,
  unresolvedLinkMessage,
  type Vault,
  type VaultPath,
  withNotePath,
} from '@ma/core';
import type { CheckResult } from './check-result.js';
import { meetingSymlinksOut } from './meeting-symlinks-out.js';

/**
 * The kind of a problem a summary run stops on, which decides its `fix:` line (newcomer N10: one
 * generic "fix the frontmatter" was wrong for an encoding or a stray CR).
 */
type StopKind =
  | 'encoding'
  | 'line-breaks'
  | 'not-text'
  | 'yaml'
  | 'language'
  | 'placement'
  | 'link'
  | 'empty'
  | 'symlink'
  | 'other';

/** A problem a summary run of a meeting stops on: what `ma summarize` says, and its kind. */
interface Stop {
  text: string;
  kind: StopKind;
}

/** The `fix:` line of each kind of problem, in this order. */
const STOP_FIXES: Readonly<Record<StopKind, string>> = {
  encoding:
    // review V177 said no `ma import` (R233: it made a second meeting note); since L374 `ma import` of a
    // file a meeting links converts it in place for that meeting (review2 V211).
    'a transcript or note that is not UTF-8: convert it in place, e.g. iconv -f WINDOWS-1252 -t UTF-8 <file> > <file>.utf8 && mv <file>.utf8 <file> (-f UTF-16 for one that is UTF-16: read as Windows-1252 its bytes would become NULs; newcomer R234), an editor\'s "save with encoding: UTF-8", or ma import <file> (it converts a file a meeting links to UTF-8 in place, the original kept in .trash/)',
  'line-breaks':
    // review V178: in place; `ma import` converts encodings only and refuses a UTF-8 file a meeting links (L374).
    "a stray CR: replace it with a space (the perl command named); a file of classic Mac (CR-only) line breaks: save it with LF line endings in place (e.g. perl -pi -e 's/\\r\\n?/\\n/g' <file>)",
  'not-text':
    "a recording, document or image linked as a transcript or notes: link a text note instead; a subtitle or text transcript of the meeting: ma import <transcript file> --meeting <meeting> (the command each meeting's line names; it sets that meeting's transcript:, never a second meeting)",
  yaml: 'frontmatter that is not valid YAML: fix it between the --- lines of each note named, at the line and column given (quote a value with : # [ or {)',
  // L338: a TOML (+++) note has no --- lines to fix the YAML between.
  language:
    'frontmatter in another language than YAML: only YAML between --- lines is read; convert a TOML block (the +++ lines Hugo writes) to YAML (title = "Weekly" becomes title: "Weekly"), rewrite any other (---js) as YAML',
  // V280: a block after a blank line, a space, a second BOM or a zero-width character has valid YAML.
  placement:
    'frontmatter that does not start the note: delete what stands before its opening --- line (the blank lines, spaces or invisible characters named), so that the block is the very first line',
  link: "a broken link: point the meeting note's transcript:/usernotes: link at the note meant (one of the closest named, or its vault path)",
  empty:
    'a meeting with nothing to summarize: link its transcript (transcript: "[[Transcripts/…]]") or write its notes in the note',
  symlink: 'a symlink leading out of the vault: replace it with the note itself (the way named)',
  other: 'anything else named: as its message says',
};

/** Problems named one by one in the `warn` line; the rest are counted. */
const MAX_NAMED = 10;
/** Bytes read from the start of a transcript or notes note to check its frontmatter (a transcript may be GBs). */
const HEAD_BYTES = 1024 * 1024;

/**
 * `ma doctor` check of the meetings: every meeting note in the meetings folder (core's
 * `listMeetings`) is read as a summary run reads it (core's `readMeeting`: its frontmatter and
 * links), and the frontmatter of its linked transcript and user notes is parsed. Each problem a
 * run of that meeting would stop on is named with the note, as the run names it: frontmatter that
 * is not valid YAML (line and column), a `transcript`/`usernotes` link that names no file, several,
 * or one the path check refuses, and a linked file the read tools would refuse: a recording,
 * document or image named by its extension (`.mp3`, `.m4a`, `.pdf`, `.docx`, `.png`, …), or bytes
 * that are not UTF-8 text (review U11). Before this check, `ma doctor` said "all good" while every
 * run of such a meeting failed (review 4 P14). A property spelled unlike the one read (`project:`,
 * `Transcript:`; core's `meetingPropertyNearMisses`) stops nothing but is not used: named too (W4).
 * A note that is empty or only white space is named as a run refuses it (nothing to summarize), and a
 * `date:` core's date reader cannot read (`04/05/2026`, `next tuesday`) with why: a run only warns, but
 * its summary gets no date and past-meeting lists and search leave that summary out (reviewA R19:
 * doctor said "all good" for both). A note with nothing to summarize — its template's headings and
 * bare list items only, a transcript without a spoken line and no notes (the agent's
 * `nothingToSummarize`, which every run refuses) — is named as a problem a run stops on, and a linked
 * transcript without a spoken line (a run summarizes the notes only) is named too (L86: doctor said
 * "all good").
 * A `projects:` entry that binds no project (no such folder, a
 * display name, a list item that is no ID) is named as a run warns of it (core's `unboundProjectLine`),
 * and so is a symlink in the meetings folder leading out of the vault (a note every run refuses, a
 * folder whose meetings are never listed; {@link meetingSymlinksOut}): doctor said "nothing to fix"
 * for both (reviewA R22). A meeting's summary outside the summaries folder (`folders.summaries`
 * changed after it was written, the note moved in Obsidian) is named too: the past-meeting tools and
 * search list only that folder, so later meetings do not see it (reviewA R36: "all good").
 * A meeting without a summary whose `status:` is a word of the user's own (`done`, `finished`; core
 * `ownStatusWithoutSummary`, the daemon's rule) is named with the fix (`status: ended`): the daemon
 * never summarizes it (L297; doctor said "all good" while the daemon's log said why, R86); one dated
 * after today (`status: planned`, a note prepared ahead) is not, as it has not been held yet.
 * @returns `ok` with the number of meeting notes; `warn` naming at most 10 problems (and how many
 *   more); `skip` when the meetings folder cannot be listed (the folders check says why).
 * An Obsidian template kept among the meetings (core `splitMeetingTemplates`: in a template folder the
 * vault's Obsidian settings name, or `{{date}}`/`<% … %>` placeholders left in its frontmatter) is no
 * meeting: not checked, not counted as one, said as skipped (newcomer session 32 N4: a Templater
 * template made doctor FAIL "nothing to summarize").
 * Never throws for a note's problem; I/O errors other than those of single notes propagate.
 * Spec: docs/vault-format.md (Meeting note, Transcript note); review 4 P14; issue #6 (`ma doctor`).
 */
export async function checkMeetings(vault: Vault): Promise<CheckResult> {
  const label = 'meetings';
  const folder = vault.config.folders.meetings;
  let paths: VaultPath[];
  let templates: VaultPath[];
  let drawings: VaultPath[];
  try {
    // N4: an Obsidian template kept among the meetings is no meeting: skipped, counted apart.
    const split = await splitMeetingTemplates(vault, await listMeetings(vault));
    paths = split.meetings;
    // V261: an Excalidraw drawing kept among the meetings is skipped the same way, counted apart.
    templates = split.templates.filter((t) => t.kind === 'template').map((t) => t.path);
    drawings = split.templates.filter((t) => t.kind === 'drawing').map((t) => t.path);
  } catch (e) {
    return { status: 'skip', label, detail: `${folder}/ cannot be listed: ${messageOf(e)}` };
  }
  const problems: Stop[] = [];
  const silent: string[] = [];
  const unread: string[] = [];
  const shapes: string[] = [];
  const undated: string[] = [];
  const unbound: string[] = [];
  const misplaced: string[] = [];
  const ownStatus: string[] = [];
  const tomlBelow: string[] = [];
  const unfollowable: string[] = [];
  // R22: a note linked in from outside the vault is never listed, and every run refuses it.
  problems.push(...(await meetingSymlinksOut(vault)).map((text) => ({ text, kind: 'symlink' as const })));
  for (const path of paths) {
    const found = await meetingProblems(vault, path);
    problems.push(...found.stops);
    silent.push(...found.silent);
    unread.push(...found.unread);
    shapes.push(...(found.shapes ?? []));
    undated.push(...found.undated);
    unbound.push(...found.unbound);
    misplaced.push(...found.misplaced);
    ownStatus.push(...(found.ownStatus ?? []));
    tomlBelow.push(...(found.tomlBelow ?? []));
    unfollowable.push(...(found.unfollowable ?? []));
  }
  const skipped = [
    ...(templates.length > 0
      ? [
          `${templates.length} Obsidian template${templates.length === 1 ? '' : 's'} skipped: ${named(templates)}`,
        ]
      : []),
    ...(drawings.length > 0
      ? [
          `${drawings.length} Excalidraw drawing${drawings.length === 1 ? '' : 's'} skipped: ${named(drawings)}`,
        ]
      : []),
  ]
    .map((s) => ` (${s})`)
    .join('');
  const notes = `${paths.length} meeting note${paths.length === 1 ? '' : 's'} in ${folder}/${skipped}`;
  // V116: a meetings folder that is a symlink to another folder of the vault lists no meeting (each note's
  // own path is outside it): "0 meeting notes … all good" while every run and the daemon found nothing.
  const linked = paths.length === 0 ? await meetingsFolderLinkedInside(vault, folder) : null;
  if (linked !== null)
    return {
      status: 'warn',
      label,
      detail: `${notes}: ${linked}`,
      fix: [
        `set folders.meetings to the folder the link points at, or make ${folder}/ a real folder; then run \`ma doctor\` again`,
      ],
    };
  // L437 (newcomer): an empty meetings folder ended "all good" with nothing to say how a first meeting comes in.
  // F134: only when nothing was found wrong: a note linked in from outside the vault (R22) is never listed.
  if (paths.length === 0 && problems.length === 0)
    return {
      status: 'skip',
      label,
      detail: `${notes}: nothing to summarize yet`,
      fix: `make a meeting note from a transcript or subtitle file (WebVTT, SRT, text, …): ma import <file> --vault ${pasteCommandText([vault.root])}`,
    };
  if (
    problems.length === 0 &&
    silent.length === 0 &&
    unread.length === 0 &&
    shapes.length === 0 &&
    undated.length === 0 &&
    unbound.length === 0 &&
    misplaced.length === 0 &&
    ownStatus.length === 0 &&
    tomlBelow.length === 0 &&
    unfollowable.length === 0
  )
    return { status: 'ok', label, detail: `${notes}; their frontmatter, transcripts and notes can be read` };
  const parts = [notes];
  if (problems.length > 0)
    parts.push(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} a summary run would stop on: ${named(problems.map((p) => p.text))}`,
    );
  if (silent.length > 0)
    parts.push(
      `${silent.length} transcript${silent.length === 1 ? '' : 's'} without a spoken line (a run summarizes only the meeting's notes): ${named(silent)}`,
    );
  if (unread.length > 0)
    parts.push(
      `${unread.length} propert${unread.length === 1 ? 'y' : 'ies'} not read because of its spelling: ${named(unread)}`,
    );
  if (shapes.length > 0)
    parts.push(
      `${shapes.length} propert${shapes.length === 1 ? 'y' : 'ies'} in a shape that is not read: ${named(shapes)}`,
    );
  if (undated.length > 0)
    parts.push(
      `${undated.length} date${undated.length === 1 ? '' : 's'} that cannot be read (a run warns, its summary gets no date, and past-meeting lists and search leave that summary out): ${named(undated)}`,
    );
  if (unbound.length > 0)
    parts.push(
      `${unbound.length} \`projects:\` entr${unbound.length === 1 ? 'y' : 'ies'} binding no project (a run warns, and leaves it out of the summary's projects and the tools' scope): ${named(unbound)}`,
    );
  const summaries = vault.config.folders.summaries;
  if (misplaced.length > 0)
    parts.push(
      `${misplaced.length} summar${misplaced.length === 1 ? 'y' : 'ies'} outside the summaries folder ${summaries}/ (folders.summaries): the past-meeting tools (list_past_project_meetings, read_past_project_meeting_summary) and search of later meetings look only there, so they do not see ${misplaced.length === 1 ? 'it' : 'them'}: ${named(misplaced)}`,
    );
  // L297: the daemon never summarizes them (it says so in its log, R86); doctor said "all good".
  if (ownStatus.length > 0)
    parts.push(
      `${ownStatus.length} meeting${ownStatus.length === 1 ? '' : 's'} without a summary whose status: is a word of your own, none of ${MEETING_STATUSES.join(' | ')} (the daemon summarizes a meeting only once its note says status: ended, so it never summarizes ${ownStatus.length === 1 ? 'this one' : 'these'}): ${named(ownStatus)}`,
    );
  // L338: before R170 a run read a +++ note as body and wrote its YAML block above the TOML one.
  if (tomlBelow.length > 0)
    parts.push(
      `${tomlBelow.length} meeting note${tomlBelow.length === 1 ? '' : 's'} with a TOML (+++) block below a YAML block, which a summary run before R170 wrote above it (it read the +++ lines as text), so the TOML properties are not read: ${named(tomlBelow)}`,
    );
  // V260: Meeting Assistant finds such a note by its whole name; Obsidian reads the link as another one.
  if (unfollowable.length > 0)
    parts.push(
      `${unfollowable.length} link${unfollowable.length === 1 ? '' : 's'} to a note whose name holds # ^ | [ or ], which Obsidian cannot follow (it reads # as a heading, ^ as a block, | as an alias and ]] as the link's end; Meeting Assistant finds the note by its whole name): ${named(unfollowable)}`,
    );
  const kinds = new Set(problems.map((p) => p.kind));
  const fixes = [
    ...(Object.keys(STOP_FIXES) as StopKind[]).filter((k) => kinds.has(k)).map((k) => STOP_FIXES[k]),
    ...(silent.length > 0
      ? ["import each transcript named again (`ma import`) or link the one with the meeting's words"]
      : []),
    ...(unread.length > 0 ? ['rename each property named to the key shown (docs/vault-format.md)'] : []),
    ...(shapes.length > 0 ? ['write each property named in the shape said (docs/vault-format.md)'] : []),
    ...(undated.length > 0 ? ['write each date named as YYYY-MM-DD (2026-03-05)'] : []),
    ...(unbound.length > 0
      ? [
          `write each projects: entry named as a project's ID (the name of its folder in ${vault.config.folders.projects}/: \`ma projects --all\` lists them), or create the folder`,
        ]
      : []),
    ...(ownStatus.length > 0
      ? [
          'set status: ended on each meeting named for the daemon to summarize it (or summarize it now: ma summarize "<meeting note>"); a status of your own set after the summary is kept',
        ]
      : []),
    ...(tomlBelow.length > 0
      ? [
          'in each note named, move the properties of the +++ block into the YAML block above it as YAML (title = "Weekly" becomes title: "Weekly"; keep the status: and summary: the run wrote), then delete the +++ block with its two +++ lines',
        ]
      : []),
    ...(unfollowable.length > 0
      ? [
          'rename each note named without # ^ | [ ] (e.g. "Sprint #3 review" to "Sprint 3 review"; Obsidian will not name a note with them) and write its link with the new name',
        ]
      : []),
    ...(misplaced.length > 0
      ? [
          `move each summary named into ${summaries}/ (in Obsidian drag it there: the links to it follow), or set folders.summaries to the folder they are in`,
        ]
      : []),
  ];
  // N10: a meeting every run stops on is a problem to fix (exit 1), each counted, each kind its fix.
  return {
    status: problems.length > 0 ? 'fail' : 'warn',
    label,
    detail: parts.join('; '),
    fix: fixes.map((f, i) => (i === fixes.length - 1 ? `${f}; then run \`ma doctor\` again` : f)),
    ...(problems.length > 0 ? { problems: problems.length } : {}),
  };
}

/**
 * The summary of the meeting at `path` when it is a file outside the configured summaries folder
 * (its `summary:` link names a note elsewhere: `folders.summaries` changed in the configuration
 * after the summaries were written, or the note moved into another folder in Obsidian), as
 * `<summary> (the summary of <meeting>)`; none when it is inside, or no file is there (reviewA R36:
 * the past-meeting tools and search list only the summaries folder, and doctor said "all good").
 */
async function summaryOutsideFolder(vault: Vault, meeting: Meeting): Promise<string[]> {
  const { summary } = meeting.links;
  if (summary === null || inSummariesFolder(vault, summary)) return [];
  try {
    const { abs } = await vault.resolve(summary, { argument: 'summary', kind: 'file' });
    if (!(await lstat(abs)).isFile()) return [];
  } catch {
    return [];
  }
  return [`${summary} (the summary of ${meeting.path})`];
}

/** True when the meeting's day (core `meetingDay`: `YYYY-MM-DD…`) lies after today in local time (L297, R152). */
function isAhead(date: string | null): boolean {
  if (date === null) return false;
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return date.slice(0, 10) > today;
}

/** At most {@link MAX_NAMED} items, then how many more. */
function named(items: readonly string[]): string {
  const more = items.length - MAX_NAMED;
  return `${items.slice(0, MAX_NAMED).join('; ')}${more > 0 ? `; … and ${more} more` : ''}`;
}

/**
 * What stops a run of the meeting at `path` (`stops`: its note — empty or only white space, which
 * every run refuses as nothing to summarize (reviewA R19) —, its transcript and notes links, their
 * frontmatter), its properties not read because of their spelling (`unread`, W4), a `date:`
 * that core's date reader cannot read (`undated`, with why: reviewA R19) and its `projects:` entries
 * that bind no project (`unbound`, as `ma projects --meeting` says them: reviewA R22), and its summary
 * when it lies outside the summaries folder (`misplaced`: reviewA R36).
 */
async function meetingProblems(
  vault: Vault,
  path: VaultPath,
): Promise<{
  stops: Stop[];
  silent: string[];
  unread: string[];
  /** N10: properties in a shape core does not read (core `meetingPropertyShapeProblems`). */
  shapes?: string[];
  undated: string[];
  unbound: string[];
  misplaced: string[];
  /** L297: `<meeting> (status: <word>)` when its status is a word of the user's own and it has no summary. */
  ownStatus?: string[];
  /** L338: `<meeting> (line N)` when a TOML `+++` block follows its YAML block (core `tomlBlockBelowYaml`). */
  tomlBelow?: string[];
  /** V260: links of its `transcript:`/`usernotes:` that Obsidian cannot follow ({@link linksObsidianCannotFollow}). */
  unfollowable?: string[];
}> {
  let meeting: Meeting;
  try {
    meeting = await readMeeting(vault, path);
  } catch (e) {
    // Session 34 leftovers: a meeting note whose bytes are a recording, a PDF… is said with its kind's advice.
    const media = NotTextError.isInstance(e) && e.reason !== 'lone-cr' ? e.media : undefined;
    return {
      stops: [
        media !== undefined
          ? { text: mediaStopText(path, null, media), kind: 'not-text' }
          : { text: messageOf(e), kind: kindOf(e) },
      ],
      silent: [],
      unread: [],
      undated: [],
      unbound: [],
      misplaced: [],
    };
  }
  const misplaced = await summaryOutsideFolder(vault, meeting);
  // A meeting dated after today (`status: planned`, prepared ahead) has not been held: nothing to say yet.
  // R152: the meeting's day by core's one rule (`date:`, else `start:`, else the name's YYYY-MM-DD).
  const own = isAhead(meetingDay(meeting)) ? null : ownStatusWithoutSummary(meeting);
  const ownStatus = own === null ? [] : [`${meeting.path} (status: ${own})`];
  const undated = meeting.dateProblem === undefined ? [] : [`${meeting.path}: ${meeting.dateProblem}`];
  const tomlLine = tomlBlockBelowYaml(meeting.text);
  const tomlBelow = tomlLine === null ? [] : [`${meeting.path} (line ${tomlLine})`];
  if (meeting.text.trim() === '')
    return {
      stops: [
        {
          text: `${meeting.path} ${meeting.text === '' ? 'is empty (0 bytes)' : 'holds only white space'}: a summary run refuses it (nothing to summarize); give it frontmatter with its transcript: link, or its notes as body text`,
          kind: 'empty',
        },
      ],
      silent: [],
      unread: [],
      undated,
      unbound: [],
      misplaced,
    };
  const shapes = meetingPropertyShapeProblems(meeting.note.frontmatter?.data ?? {}).map(
    (problem) => `${meeting.path}: ${problem}`,
  );
  const unread = meetingPropertyNearMisses(meeting.note.frontmatter?.data ?? {}).map(
    ({ written, meant }) => `${meeting.path}: \`${written}\` (the property is \`${meant}\`)`,
  );
  const out: Stop[] = [];
  for (const key of ['transcript', 'usernotes'] as const) {
    const broken = meeting.unresolved.find((u) => u.key === key);
    // A recording, document or picture linked (core refuses it before any read): said by kind
    // with what to do (U11), not as a link to point elsewhere.
    const media =
      broken?.media !== undefined ? await frontmatterProblem(vault, broken.media, key, meeting.path) : null;
    if (media !== null) out.push(media);
    // R188: a link the path check refuses (a symlink out of the vault, a hidden folder) names a file
    // that is there: its message says what to do, "a broken link: point it at the note meant" did not.
    else if (broken) out.push({ text: unresolvedLinkMessage(broken, meeting.path), kind: linkKind(broken) });
    // Every note of the key (several user-notes notes, S8), each checked as the read tools read it.
    const rels =
      key === 'usernotes' ? meeting.userNotes : meeting.links.transcript ? [meeting.links.transcript] : [];
    for (const rel of rels) {
      const problem = await frontmatterProblem(vault, rel, key, meeting.path);
      if (problem) out.push(problem);
    }
  }
  // R22: what a run warns of each entry that binds nothing (`not bound: the meeting's projects: entry …`).
  const { unknown } = await readBoundProjects(vault, meeting.path);
  const unbound = await Promise.all(
    unknown.map(async (entry) => `${meeting.path}: ${await unboundProjectLine(vault, entry, meeting.path)}`),
  );
  const found = {
    unread,
    shapes,
    undated,
    unbound,
    misplaced,
    ownStatus,
    tomlBelow,
    unfollowable: await linksObsidianCannotFollow(vault, meeting),
  };
  if (out.length > 0) return { stops: out, silent: [], ...found };
  // L86: a note left as its template (headings, bare list items), a transcript without a spoken line
  // and no notes: every run refuses it, as it says (the agent's own check).
  const nothing = await nothingToSummarize(vault, meeting).catch(() => null);
  const silent: string[] = [];
  if (nothing !== null)
    out.push({
      text: `${meeting.path} has nothing to summarize (${nothing}): a summary run refuses it; link its transcript or write its notes`,
      kind: 'empty',
    });
  // A run does not stop on it (it summarizes the notes): a warning, not a problem to fix.
  else if (meeting.links.transcript && (await silentTranscript(vault, meeting.links.transcript)))
    silent.push(`${meeting.links.transcript} (the transcript of ${meeting.path}) has no spoken line`);
  return { stops: out, silent, ...found };
}

/**
 * The file part of a wikilink as Obsidian reads it: the text up to the first `]]`, cut at the first
 * `#` (heading), `^` (block) or `|` (alias), trimmed; null when `raw` is no wikilink (a Markdown link,
 * a path: Obsidian follows a Markdown link in a body, and a plain path is no link there at all).
 */
function obsidianLinkTarget(raw: string): string | null {
  const open = /^\s*!?\[\[/.exec(raw);
  if (open === null) return null;
  const inner = raw.slice(open[0].length);
  const end = inner.indexOf(']]');
  return (end === -1 ? inner : inner.slice(0, end)).split(/[#^|]/)[0]?.trim() ?? '';
}

/**
 * The `transcript:`/`usernotes:` wikilinks of a meeting (its properties, items of a list or of a
 * comma-separated text, and a transcript link in its body) that name a note Meeting Assistant reads
 * but Obsidian cannot reach: the note's name holds `# ^ | [ ]`, so Obsidian reads the link as another
 * note (`[[Sprint #3 review]]` is the heading "3 review" of a note "Sprint", which does not exist),
 * while core's resolver falls back to the whole text as a name (docs/contracts.md, Links read). Each as
 * `<key> link "<link>" in <meeting> (<note>; in Obsidian it leads to <"[[target]]", no note | another note>)`.
 * A run reads such a note (nothing stops), but in Obsidian the link is broken: doctor said nothing (V260).
 */
async function linksObsidianCannotFollow(vault: Vault, meeting: Meeting): Promise<string[]> {
  const data = meeting.note.frontmatter?.data ?? {};
  const written: { key: string; link: string }[] = [];
  for (const key of ['transcript', 'usernotes'] as const) {
    const value = data[key];
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      const parts = typeof item === 'string' && item.includes(']],') ? splitListString(item) : [item];
      for (const part of parts) {
        const read = readLinkValue(part, key);
        if (read !== null && 'link' in read) written.push({ key, link: read.link });
      }
    }
  }
  if (meeting.transcriptFromBody !== undefined)
    written.push({
      key: `transcript (line ${meeting.transcriptFromBody.line})`,
      link: meeting.transcriptFromBody.link,
    });
  const out: string[] = [];
  for (const { key, link } of written) {
    const target = obsidianLinkTarget(link);
    if (target === null) continue;
    const found = await resolveWikilink(vault, link, meeting.path).catch(() => null);
    if (found === null || isWikilinkSafe(found.replace(/\.md$/i, '').split('/').pop() ?? '')) continue;
    const inObsidian =
      target === '' ? null : await resolveWikilink(vault, `[[${target}]]`, meeting.path).catch(() => null);
    if (inObsidian === found) continue;
    const leads = inObsidian === null ? 'no note' : inObsidian;
    out.push(
      `${key} link "${link}" in ${meeting.path} (${found}; in Obsidian it leads to "[[${target}]]": ${leads})`,
    );
  }
  return out;
}

/**
 * Why the note at `rel` cannot be read as the read tools read it (the message names the note), or
 * null: a recording, document or image by its extension (U11: never "can be read"), bytes that are
 * not UTF-8 text (the tools' own check: NUL bytes, a UTF-16 mark, invalid UTF-8, in the first MB),
 * or lone CR line breaks (review9 V11: the tools refuse them rather than read one line), or
 * frontmatter that does not parse.
 */
async function frontmatterProblem(
  vault: Vault,
  rel: VaultPath,
  key: 'transcript' | 'usernotes',
  meetingPath: VaultPath,
): Promise<Stop | null> {
  // V235: a recording's advice names the command for THIS meeting (`--meeting '<its name>'`), to paste.
  const forMeeting = (advice: string) =>
    key === 'transcript'
      ? advice.replace(
          '--meeting <meeting>',
          `--meeting ${pasteCommandText([meetingPath.replace(/^.*\//, '').replace(/\.md$/, '')])}`,
        )
      : advice;
  const what = key === 'transcript' ? 'the transcript' : 'the user notes';
  // L208: core's one table of media kinds (the one `readMeeting` refuses a link by), with its advice.
  const byName = mediaFile(rel);
  if (byName !== null)
    return {
      text: `${rel} (${what}) is ${byName.kind} (.${byName.extension}), not a text note: Meeting Assistant reads UTF-8 text only; ${forMeeting(byName.advice)}`,
      kind: 'not-text',
    };
  try {
    const { abs } = await vault.resolve(rel, { argument: 'path', mustExist: true, kind: 'file' });
    const { text, whole, bytes } = await readHead(abs);
    try {
      checkTextChunk(bytes, abs, true);
      decodeTextLine(whole ? bytes : bytes.subarray(0, bytes.lastIndexOf(10) + 1), abs);
      // review9 V11: lone CR line breaks (classic Mac) are refused by every read, as one line.
      const cr = loneCrIn(bytes, abs, whole);
      if (cr) throw cr;
    } catch (e) {
      if (!NotTextError.isInstance(e)) throw e;
      // leftovers s33: a `.md` whose bytes are a recording, a PDF, a picture… is named by that kind, as by name.
      if (e.media !== undefined && e.reason !== 'lone-cr')
        return {
          text: mediaStopText(rel, what, { ...e.media, advice: forMeeting(e.media.advice) }),
          kind: 'not-text',
        };
      if (e.reason === 'lone-cr')
        return { text: `${rel} (${what})${describeNotText(e, rel).slice(rel.length)}`, kind: 'line-breaks' };
      // N10: what is wrong and where (line, byte); the fix is the kind's own `fix:` line.
      return {
        text: `${rel} (${what}): ${e.message.slice(e.message.indexOf('not a UTF-8'))}`,
        kind: kindOf(e),
      };
    }
    // A head cut inside a frontmatter block too long to read here is not judged.
    if (!whole && splitFrontmatter(text).unclosed) return null;
    withNotePath(rel, () => parseNote(text));
    return null;
  } catch (e) {
    return { text: messageOf(e), kind: kindOf(e) };
  }
}

/**
 * A note whose bytes are a recording, a PDF, a picture… (core `mediaOfBytes`, whatever its name says),
 * named by that kind with the kind's advice — one wording for the meeting note and its inputs, as a
 * link refused by its extension is said (leftovers s33, s34).
 */
function mediaStopText(rel: string, what: string | null, media: MediaBytes): string {
  return `${rel}${what === null ? '' : ` (${what})`} is not a text note: ${mediaBytesWords(media, rel)}; Meeting Assistant reads UTF-8 text only; ${media.advice}`;
}

/** The {@link StopKind} of a transcript/usernotes link a run refuses: one naming no usable note, or another meeting's, is `link`. */
function linkKind(broken: UnresolvedLink): StopKind {
  return broken.reason === 'refused' && broken.foreign !== true ? 'other' : 'link';
}

/** The {@link StopKind} of an error a meeting's read threw (N10). */
function kindOf(e: unknown): StopKind {
  if (NotTextError.isInstance(e))
    return e.reason === 'lone-cr' ? 'line-breaks' : e.reason === 'binary' ? 'not-text' : 'encoding';
  if (FrontmatterError.isInstance(e))
    return e.reason === 'unsupported-language' ? 'language' : e.reason === 'displaced' ? 'placement' : 'yaml';
  return 'other';
}

/**
 * True when the transcript at `rel`, read whole (up to {@link HEAD_BYTES}: a longer one is not
 * judged), holds no spoken line as the agent reads it (`hasSpokenLine`: times, timing lines and
 * private comments are none). L86.
 */
async function silentTranscript(vault: Vault, rel: VaultPath): Promise<boolean> {
  try {
    const { abs } = await vault.resolve(rel, { argument: 'path', mustExist: true, kind: 'file' });
    const { text, whole } = await readHead(abs);
    return whole && !hasSpokenLine(parseNote(text).body);
  } catch {
    return false; // named by the checks above, or the run says what is wrong
  }
}

/** The first {@link HEAD_BYTES} of a file as text, cut at its last whole line unless it is the whole file. */
async function readHead(abs: string): Promise<{ text: string; whole: boolean; bytes: Buffer }> {
  const handle = await open(abs, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const whole = bytesRead <= HEAD_BYTES;
    const bytes = buffer.subarray(0, Math.min(bytesRead, HEAD_BYTES));
    const text = bytes.toString('utf8');
    return { text: whole ? text : text.slice(0, text.lastIndexOf('\n') + 1), whole, bytes };
  } finally {
    await handle.close();
  }
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
