import type { NothingWritten } from '@ma/core';

const marker: unique symbol = Symbol.for('ma.error.SummaryRunError');

/**
 * Why a summary run failed:
 * - `max-steps`: the step cap (`model.maxSteps`) was reached before a summary was written
 *   (message `stopped after N tool steps without writing a summary`, hostile case B32);
 * - `no-summary`: the model stopped without calling write_summary and without final text;
 * - `truncated`: the reply that would have been the summary was cut off (finish reason other than
 *   stop/tool-calls, e.g. `length`) and no whole summary replaced it (H7);
 * - `model`: the model endpoint failed (HTTP error after retries, network, timeout, malformed reply);
 * - `aborted`: the caller's `signal` aborted the run;
 * - `config`: `engine: 'agent'` without a `model` section;
 * - `busy`: another run is summarizing the same meeting (core's `BusyError`, kept as `cause`);
 *   nothing was written;
 * - `edited`: the summary note was edited by hand since the product wrote it, or was not written
 *   by it (core's `EditedSummaryError`, kept as `cause`); without `force` it is not replaced —
 *   found before the run: nothing written; found at commit: recorded as a failed run (H14);
 * - `recording`: the meeting note says `status: recording` (still being recorded: its transcript may
 *   still grow) and `force` was not given; nothing was written (review5 Q7);
 * - `broken-link`: the meeting note's `transcript:` or `usernotes:` link names no file (issue 9 H6);
 *   nothing was committed; or it names another meeting's transcript or notes (review3 M6: refused
 *   before anything is written);
 * - `closed`: `finish()` on a session that was already finished or cancelled (`openMeetingSession`);
 *   nothing was written;
 * - `context`: a request would not fit the model's context window even with older tool results
 *   compacted (issue 14 item 2); nothing is sent that the server would cut silently;
 * - `empty-note`: the meeting note is unusable: empty (0 bytes, or only whitespace / a byte order
 *   mark: no frontmatter, transcript link nor notes), refused naming it before anything is written
 *   (reviewA S17; its own reason since L30, so a script can tell it from an I/O failure); or it has
 *   nothing to summarize — only frontmatter, a transcript without a spoken line and no notes, template
 *   headings only — refused by `summarizeMeeting` before anything is written (reviewA U1);
 *   or it is a sync tool's conflict copy of another meeting note (`X (conflicted copy …).md`: no
 *   meeting of its own; refused naming the original, newcomer review F3);
 * - `error`: anything else (an I/O failure, an unsafe link in the meeting note, a bug).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; hostile case B32;
 * docs/contracts.md, @ma/agent (`SummaryRunError`).
 */
export type SummaryRunFailure =
  | 'max-steps'
  | 'no-summary'
  | 'truncated'
  | 'model'
  | 'aborted'
  | 'config'
  | 'busy'
  | 'edited'
  | 'recording'
  | 'broken-link'
  | 'closed'
  | 'context'
  | 'empty-note'
  | 'error';

/**
 * A summary run failed; `message` is written for the user (it is also recorded in the context
 * note as `## Run failed …`). `cause` holds the underlying error when there is one.
 * `isInstance` checks a `Symbol.for` marker, so it works across duplicated package copies.
 *
 * Spec: seed 003 (summary pipeline); hostile case B32 ("stopped after N tool steps").
 */
export class SummaryRunError extends Error {
  readonly [marker] = true;
  /**
   * L280: where `message` says that nothing was written, in parts (core `NothingWritten`: the message
   * is `${before}nothing was written${after}`), so a run that records the failure says what it wrote
   * instead; null when the message makes no such claim.
   */
  readonly nothingWritten: NothingWritten | null;
  constructor(
    readonly reason: SummaryRunFailure,
    message: string,
    options?: { cause?: unknown; nothingWritten?: NothingWritten | null },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SummaryRunError';
    this.nothingWritten = options?.nothingWritten ?? null;
  }
  static isInstance(error: unknown): error is SummaryRunError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
