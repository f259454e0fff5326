/**
 * Whether a meeting needs a summary run now. Spec: issue 12 ("What triggers a run is the note's
 * state, not the event").
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import {
  FrontmatterError,
  MaError,
  MEETING_STATUSES,
  type Meeting,
  type NotMeetingKind,
  numberedMeetingCopyOf,
  obsidianTemplateFolders,
  ownStatusWithoutSummary,
  readMeeting,
  recordedTranscriptHash,
  summaryEditState,
  syncConflictCopyOf,
  templateNoteReason,
  type Vault,
} from '@ma/core';
import { contentHash } from '../state/content-hash.js';
import type { MeetingRecord } from '../state/meeting-records.js';

/** How the `detail` of a `not-ended` decision for a status of the user's own begins (R86). */
const OWN_STATUS = 'its status "';

/**
 * Whether a decision is "not run: the note's status is a word of the user's own (`done`,
 * `finished`) and it has no summary" (R86), which the daemon says once instead of passing silently.
 */
export function isOwnStatusSkip(decision: { reason: string; detail?: string }): boolean {
  return decision.reason === 'not-ended' && decision.detail?.startsWith(OWN_STATUS) === true;
}

/** Why a meeting is (not) run; `run` says which. */
export type TriggerReason =
  | 'no-summary'
  | 'transcript-changed'
  | 'ended-again'
  | 'not-ended'
  | 'no-transcript'
  | 'summary-current'
  | 'failed-unchanged'
  | 'hand-edited'
  | 'unreadable'
  | 'template'
  | 'numbered-copy'
  | 'gone';

/**
 * The outcome of {@link evaluateTrigger}: `run` with the reason, the meeting as read, and the
 * content hashes of its note and transcript (sha256 hex) at that moment; `detail` explains a
 * refusal (`unreadable`: the error message).
 * Spec: issue 12.
 */
export interface TriggerDecision {
  run: boolean;
  reason: TriggerReason;
  meeting: Meeting | null;
  noteHash: string | null;
  transcriptHash: string | null;
  detail?: string;
  /** `template`: what the note is instead of a meeting (core `templateNoteReason`'s `kind`; `detail` its `why`). */
  notMeeting?: NotMeetingKind;
  /**
   * With a summary: `bytes` when the transcript was compared with the hash of the bytes the summary
   * was written from (its `transcript_hash`, else the daemon's record), `mtime` when no hash was
   * known and modification times decided. Absent when there was no summary to compare with.
   */
  comparedBy?: 'bytes' | 'mtime';
}

/** Options of {@link evaluateTrigger}: the meeting's daemon record; `ignoreStatus` for a scheduled retry. */
export interface EvaluateTriggerOptions {
  record?: MeetingRecord | undefined;
  /** A retry of a transient failure: the run itself set `status: failed`, so status is not checked. */
  ignoreStatus?: boolean;
  /**
   * The sha256 (hex) of a file's bytes, or null when there is none (default {@link contentHash};
   * the daemon passes its hash cache's, `state/hash-cache.ts`, which reads only files whose
   * size, times or inode changed).
   */
  hashOf?: (abs: string) => Promise<string | null>;
}

/**
 * Decides from the files as they are now (never from the event that woke the daemon):
 * 1. the note must parse and have `status: ended`, or `status: summarized` (what a summary run
 *    sets: such a meeting runs only by rule 4) (`unreadable`, `not-ended`);
 *    an Obsidian template kept among the meetings (core `templateNoteReason`: in a template folder the
 *    vault's Obsidian settings name, or `{{date}}`/`<% … %>` placeholders left in its frontmatter) is
 *    no meeting and never runs (`template`, `detail` says why; newcomer session 32 N4);
 * 2. its transcript must resolve to an existing file (`no-transcript`; for a numbered name beside its
 *    original, `detail` names the original: it may be a copy, L363); a numbered copy of a meeting
 *    note beside it (`X 2.md`, `X (1).md` next to `X.md`: the copy iCloud, Dropbox or a file manager
 *    leaves) whose transcript is the original's is that meeting again, never a second one
 *    (`numbered-copy`, `detail` names the original; obsidian R201);
 * 3. with no summary file → run when `ended` (`no-summary`);
 * 4. with a summary: run when the transcript's bytes differ from the ones the summary was written
 *    from (`transcript-changed`), or when the note says `status: ended` though the summary is current
 *    (`ended-again`: a run sets `summarized`, so `ended` again is the user asking for a new summary —
 *    after adding to their notes, say; review 6 S12), else `summary-current`. The bytes summarized are the summary's
 *    `transcript_hash` (every host records it: `ma summarize`, `ma mcp`, the daemon), else the
 *    hash in the daemon's own record of its run; modification times never decide when either is
 *    known (identical or older times with new bytes are a change; a touched file with the same
 *    bytes is not: B37). A summary with neither (written before the key existed) falls back to
 *    "transcript modified after the summary" for `ended` meetings, and is left alone for
 *    `summarized` ones;
 *    a summary that core's {@link summaryEditState} says may not be replaced without `--force`
 *    (edited by hand since the product wrote it — by the daemon or by `ma summarize` —, not
 *    written by the product, written without a hash by an earlier version (`legacy`, leftovers F12),
 *    or unreadable) is `hand-edited` and left alone (the same H14 rule
 *    as `ma summarize`, so the daemon never starts a run whose commit would be refused);
 * 5. a meeting whose last run failed for good is not run again until its note or transcript
 *    bytes change (`failed-unchanged`).
 * Reads only; never writes.
 * Spec: issue 12 (trigger: `status: ended` per `daemon.trigger`, resolvable transcript, no
 * summary or one older than the transcript; hand-edited summaries left alone); apps/daemon/README.md
 * rule 3; issue R14.
 */
export async function evaluateTrigger(
  vault: Vault,
  meetingPath: string,
  options: EvaluateTriggerOptions = {},
): Promise<TriggerDecision> {
  const none = { meeting: null, noteHash: null, transcriptHash: null };
  let meeting: Meeting;
  try {
    meeting = await readMeeting(vault, meetingPath);
  } catch (error) {
    // L592: a note this user may not read (chmod 000, another owner) is said as such, not an error stack.
    const denied = permissionDenied(error, 'meeting note', meetingPath, vault.root);
    if (denied !== null) return { run: false, reason: 'unreadable', ...none, detail: denied };
    if (FrontmatterError.isInstance(error) || MaError.isMaError(error)) {
      const gone = (error as { reason?: unknown }).reason === 'file';
      return { run: false, reason: gone ? 'gone' : 'unreadable', ...none, detail: (error as Error).message };
    }
    throw error;
  }
  const abs = async (rel: string) => (await vault.resolve(rel, { argument: 'link' })).abs;
  const hashOf = options.hashOf ?? contentHash;
  const noteHash = hashOfWhatWasRead(meeting.text, await hashOf(await abs(meeting.path)));
  const base = { meeting, noteHash, transcriptHash: null as string | null };
  const status = meeting.status?.trim().toLowerCase();
  const summarized = !options.ignoreStatus && status === 'summarized';
  // A retry reads no status (a run of an earlier version set `failed`; `recording` is the agent's
  // refusal, Q7), but a status the user set while it waited that is none of the four (`cancelled`,
  // `draft`, or the line removed) asks for no summary, as it does in any other look (L440).
  const retryMayRun = options.ignoreStatus && (MEETING_STATUSES as readonly string[]).includes(status ?? '');
  if (!retryMayRun && status !== 'ended' && !summarized) {
    // R86: a word of the user's own (`done`, `finished`) on a meeting without a summary looks like
    // "ended" to its author; `detail` names it so the daemon can say why it never runs.
    // `links.summary` falls back to the default path: the note's own `summary:` says one was made.
    const own = ownStatusWithoutSummary(meeting) !== null;
    const detail = own
      ? `${OWN_STATUS}${meeting.status?.trim()}" is none of ${MEETING_STATUSES.join(' | ')}: the daemon summarizes a meeting whose note says status: ended`
      : undefined;
    return { run: false, reason: 'not-ended', ...base, ...(detail ? { detail } : {}) };
  }
  // N4: a template's `status: ended` is no meeting asking for a summary (nor waiting for a transcript).
  const template = templateNoteReason(meeting.path, meeting.text, await obsidianTemplateFolders(vault.root));
  if (template !== null)
    return { run: false, reason: 'template', ...base, detail: template.why, notMeeting: template.kind };
  const transcriptRel = meeting.links.transcript;
  const transcriptAbs = transcriptRel ? await abs(transcriptRel).catch(() => null) : null;
  let transcriptHash: string | null;
  try {
    transcriptHash = transcriptAbs ? await hashOf(transcriptAbs) : null;
  } catch (error) {
    // L592: the same for a transcript this user may not read.
    const denied = permissionDenied(error, 'transcript', transcriptRel ?? '', vault.root);
    if (denied === null) throw error;
    return { run: false, reason: 'unreadable', ...base, detail: denied };
  }
  if (transcriptHash === null) {
    // L363: a numbered name beside its original (`X 2.md`) without a transcript of its own may be a
    // second meeting waiting for its recording, or a copy: it waits, and `detail` names the original.
    const copy = await syncConflictCopyOf(vault, meeting.path);
    const maybeCopyOf = copy?.numbered && copy.originalExists ? { detail: copy.original } : {};
    return { run: false, reason: 'no-transcript', ...base, ...maybeCopyOf };
  }
  // R201, L359: core's one rule, which `ma summarize` refuses by too.
  const copyOf = await numberedMeetingCopyOf(vault, meeting);
  if (copyOf !== null)
    return { run: false, reason: 'numbered-copy', ...base, transcriptHash, detail: copyOf };
  const decided = { ...base, transcriptHash };
  const { record } = options;
  if (
    record?.state === 'failed' &&
    record.noteHash === noteHash &&
    record.transcriptHash === transcriptHash &&
    !options.ignoreStatus
  ) {
    return { run: false, reason: 'failed-unchanged', ...decided };
  }
  const summaryAbs = meeting.links.summary ? await abs(meeting.links.summary).catch(() => null) : null;
  const summaryStat = summaryAbs ? await stat(summaryAbs).catch(() => null) : null;
  if (!summaryStat?.isFile()) {
    // `summarized` without a summary note: the user removed it; only `status: ended` asks again.
    if (summarized)
      return { run: false, reason: 'not-ended', ...decided, detail: 'summarized, no summary note' };
    return { run: true, reason: 'no-summary', ...decided };
  }
  const compared = await transcriptChanged(
    summaryAbs!,
    summaryStat.mtimeMs,
    transcriptAbs!,
    transcriptHash,
    record,
    summarized,
  );
  const withSummary = { ...decided, comparedBy: compared.by };
  // A run sets `summarized`: `ended` next to a current summary is the user asking again (review 6 S12),
  // also in a retry (L439): a run that failed for a transient reason keeps the note's `ended` (L31),
  // so the retry of an `ended-again` run, or of one a configuration problem paused, still answers it.
  const askedAgain = !compared.changed && status === 'ended';
  if (!compared.changed && !askedAgain) return { run: false, reason: 'summary-current', ...withSummary };
  const edit = await summaryEditState(vault, meeting);
  if (!edit.replaceable) return { run: false, reason: 'hand-edited', ...withSummary, detail: edit.state };
  return { run: true, reason: askedAgain ? 'ended-again' : 'transcript-changed', ...withSummary };
}

/**
 * The sha256 (hex) of the note bytes a decision was made from: `now` (the file's hash, taken after
 * `text` was read) when the file still holds `text` (with or without a UTF-8 byte-order mark, which
 * the reader drops), else the hash of `text` itself. A write landing between the read and the hash
 * (a recorder's `status: ended` right after `recording`, B36) must not be remembered as seen, or
 * its own change event is dropped as "content unchanged" and the meeting never runs.
 */
/**
 * L592: for a read refused by the file's permissions (`EACCES`, `EPERM`), the sentence that says so
 * (`cannot read the <what> <rel>: permission denied …`; `root`, the vault's, names the file refused by the
 * error's own path when that is another); null for any other error.
 */
export function permissionDenied(error: unknown, what: string, rel: string, root?: string): string | null {
  const { code, path: at } = (error ?? {}) as { code?: unknown; path?: unknown };
  if (code !== 'EACCES' && code !== 'EPERM') return null;
  // The file refused may be another than the one asked for (a note's linked transcript): named as refused.
  const refused = root && typeof at === 'string' ? relative(root, at).split(sep).join('/') : rel;
  const named = refused === rel ? `${what} ${rel}` : `file ${refused}`;
  return `cannot read the ${named}: permission denied (the daemon's user may not read it: give that user read permission on it, and on its folder); it is looked at again when it changes`;
}

function hashOfWhatWasRead(text: string, now: string | null): string {
  const read = createHash('sha256').update(text, 'utf8').digest('hex');
  if (now === read) return now;
  const withBom = createHash('sha256').update(`\uFEFF${text}`, 'utf8').digest('hex');
  return now === withBom ? now : read;
}

/**
 * True when the file at `abs`, with its line endings as LF or CRLF and with or without a UTF-8
 * byte-order mark, hashes (sha256 hex) to `was`: the same text as the bytes summarized, rewritten by a
 * Windows editor, git's autocrlf or a sync client. Such a rewrite re-ran the meeting (a paid model run
 * for no new word; obsidian R205); line numbers, and so every citation, stay as they were.
 */
async function sameTextOtherEndings(abs: string, was: string): Promise<boolean> {
  const bytes = await readFile(abs).catch(() => null);
  if (bytes === null) return false;
  const text = bytes.toString('latin1');
  const lf = (text.startsWith('\xef\xbb\xbf') ? text.slice(3) : text).replace(/\r\n/g, '\n');
  for (const body of [lf, lf.replace(/\n/g, '\r\n')])
    for (const bom of ['', '\xef\xbb\xbf'])
      if (
        createHash('sha256')
          .update(Buffer.from(bom + body, 'latin1'))
          .digest('hex') === was
      )
        return true;
  return false;
}

/**
 * Rule 4: whether the transcript (now `transcriptHash`, hex) differs from the one the summary was
 * written from — by the summary's `transcript_hash`, else the daemon's record of its own run (line
 * endings and a byte-order mark aside: {@link sameTextOtherEndings}),
 * else (no hash known) its modification time after the summary's, for `ended` meetings only.
 */
async function transcriptChanged(
  summaryAbs: string,
  summaryMtimeMs: number,
  transcriptAbs: string,
  transcriptHash: string,
  record: MeetingRecord | undefined,
  summarized: boolean,
): Promise<{ changed: boolean; by: 'bytes' | 'mtime' }> {
  const recorded = recordedTranscriptHash(await readFile(summaryAbs, 'utf8').catch(() => ''));
  const was =
    recorded?.replace(/^sha256:/, '') ?? (record?.state === 'summarized' ? record.transcriptHash : null);
  if (was) {
    const changed = was !== transcriptHash && !(await sameTextOtherEndings(transcriptAbs, was));
    return { changed, by: 'bytes' };
  }
  if (summarized) return { changed: false, by: 'mtime' };
  return { changed: (await stat(transcriptAbs)).mtimeMs > summaryMtimeMs, by: 'mtime' };
}
