/**
 * Whether a meeting needs a summary run now. Spec: issue 12 ("What triggers a run is the note's
 * state, not the event").
 */
import { stat } from 'node:fs/promises';
import { FrontmatterError, MaError, type Meeting, readMeeting, summaryEditState, type Vault } from '@ma/core';
import { contentHash } from '../state/content-hash.js';
import type { MeetingRecord } from '../state/meeting-records.js';

/** Why a meeting is (not) run; `run` says which. */
export type TriggerReason =
  | 'no-summary'
  | 'transcript-newer'
  | 'not-ended'
  | 'no-transcript'
  | 'summary-current'
  | 'failed-unchanged'
  | 'hand-edited'
  | 'unreadable'
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
}

/** Options of {@link evaluateTrigger}: the meeting's daemon record; `ignoreStatus` for a scheduled retry. */
export interface EvaluateTriggerOptions {
  record?: MeetingRecord | undefined;
  /** A retry of a transient failure: the run itself set `status: failed`, so status is not checked. */
  ignoreStatus?: boolean;
}

/**
 * Decides from the files as they are now (never from the event that woke the daemon):
 * 1. the note must parse and have `status: ended` (`unreadable`, `not-ended`);
 * 2. its transcript must resolve to an existing file (`no-transcript`);
 * 3. with no summary file → run (`no-summary`);
 * 4. with a summary: run only when the transcript was modified after it AND its content differs
 *    from the transcript the daemon last summarized (a synced or touched transcript with the
 *    same bytes is not newer: B37) → `transcript-newer`, else `summary-current`;
 *    a summary that core's {@link summaryEditState} says may not be replaced without `--force`
 *    (edited by hand since the product wrote it — by the daemon or by `ma summarize` —, not
 *    written by the product, or unreadable) is `hand-edited` and left alone (the same H14 rule
 *    as `ma summarize`, so the daemon never starts a run whose commit would be refused);
 * 5. a meeting whose last run failed for good is not run again until its note or transcript
 *    bytes change (`failed-unchanged`).
 * Reads only; never writes.
 * Spec: issue 12 (trigger: `status: ended` per `daemon.trigger`, resolvable transcript, no
 * summary or one older than the transcript; hand-edited summaries left alone).
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
    if (FrontmatterError.isInstance(error) || MaError.isMaError(error)) {
      const gone = (error as { reason?: unknown }).reason === 'file';
      return { run: false, reason: gone ? 'gone' : 'unreadable', ...none, detail: (error as Error).message };
    }
    throw error;
  }
  const abs = async (rel: string) => (await vault.resolve(rel, { argument: 'link' })).abs;
  const noteHash = await contentHash(await abs(meeting.path));
  const base = { meeting, noteHash, transcriptHash: null as string | null };
  if (!options.ignoreStatus && meeting.status?.trim().toLowerCase() !== 'ended') {
    return { run: false, reason: 'not-ended', ...base };
  }
  const transcriptRel = meeting.links.transcript;
  const transcriptAbs = transcriptRel ? await abs(transcriptRel).catch(() => null) : null;
  const transcriptHash = transcriptAbs ? await contentHash(transcriptAbs) : null;
  if (transcriptHash === null) return { run: false, reason: 'no-transcript', ...base };
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
  if (!summaryStat?.isFile()) return { run: true, reason: 'no-summary', ...decided };
  const transcriptStat = await stat(transcriptAbs!);
  const newer =
    transcriptStat.mtimeMs > summaryStat.mtimeMs &&
    !(record?.state === 'summarized' && record.transcriptHash === transcriptHash);
  if (!newer) return { run: false, reason: 'summary-current', ...decided };
  const edit = await summaryEditState(vault, meeting);
  if (!edit.replaceable) return { run: false, reason: 'hand-edited', ...decided, detail: edit.state };
  return { run: true, reason: 'transcript-newer', ...decided };
}
