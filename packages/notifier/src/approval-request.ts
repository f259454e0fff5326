/**
 * What a caller asks the user, and the plain notification shape.
 * Spec: seed 004, Decisions (testable approval-prompt interface); issue 11, Deliver 1.
 */

/**
 * The six ways a request ends. `approved`/`denied`: the user's answer; `timeout`: the deadline
 * passed; `cancelled`: the signal aborted or the prompt shut down; `unavailable`: the user could
 * not be asked at all (no terminal, no approval channel, the adapter failed) — not approved, and
 * not the user's decision either; `invalid`: the user was asked, but the answer that came back is
 * neither approve nor deny (an MCP client's malformed elicitation result, review R26) — not
 * approved (the adapter tells {@link ApprovalRequest.onInvalidAnswer} what came back).
 */
export type ApprovalOutcome = 'approved' | 'denied' | 'timeout' | 'cancelled' | 'unavailable' | 'invalid';

/**
 * What an adapter can answer by itself (deadlines and cancellation belong to the prompt):
 * the user's answer, `unavailable` when it has no way to ask, or `invalid` when the answer it got
 * back is neither approve nor deny.
 */
export type ApprovalAnswer = 'approved' | 'denied' | 'unavailable' | 'invalid';

/** One approval question. */
export interface ApprovalRequest {
  /** Caller's id, unique among pending requests (e.g. `project:website`); recorded by adapters that write. */
  id: string;
  /** One short line (toast title, note heading). */
  title: string;
  /** The question in a few sentences (plain text). */
  body: string;
  /**
   * How long to wait for an answer, in ms; afterwards the outcome is `timeout` and later answers
   * change nothing. Any length is kept (also beyond the 24.8 days one Node timer holds); `Infinity`
   * and anything over 365 days (`LONGEST_DEADLINE_MS`) is read as 365 days; `0` or negative (a
   * deadline already past) ends the request at once as `timeout` for every adapter, nobody asked
   * and no note or toast made (M5; seed 004: an unanswered request expires, it is never approved);
   * `NaN` is refused as `unavailable` (T55).
   */
  timeoutMs: number;
  /** Aborting it ends the request as `cancelled` (and removes the toast / closes the note where possible). */
  signal?: AbortSignal;
  /**
   * Extra facts for adapters that record requests (the vault-note adapter writes them as
   * frontmatter, in this order, after `request`), e.g. `{ meeting: '[[Meetings/Standup]]', project: 'website' }`.
   */
  fields?: Record<string, string>;
  /**
   * File name (without `.md`) for adapters that write a file, in their folder; it should already be
   * safe for every OS. One that {@link safeNoteName} would change (path separators, `..`, controls)
   * is never used as a path: the vault-note adapter writes `safeNoteName(noteName)` and says so.
   * Default: {@link safeNoteName} of `title`.
   */
  noteName?: string;
  /**
   * Called by an adapter that answers `invalid`, before it does, with what came back, in one
   * short line with control characters made visible (e.g. `received {"action":"accept",
   * "content":{"decision":"APPROVE"}}: decision "APPROVE" is not "approve" or "deny"`), so the
   * caller can say it.
   */
  onInvalidAnswer?: (detail: string) => void;
  /**
   * What approving does, when the caller applies it as part of the request (review10 W2): run
   * once, after the answer `approved` and before the adapters record the outcome, so the record
   * says what really happened. A rejection means the approved change was not applied (the project
   * was moved away, the meeting note renamed, a file could not be written): the adapters record
   * `failed` with the error's message (a request note gets `status: failed` and `Outcome: approved,
   * but not applied …`), and the request still resolves `approved` (the user's decision); the
   * caller learns the error from its own `apply`. Not run for any other outcome.
   */
  apply?: () => Promise<void> | void;
}

/**
 * How an approved request that could not be applied ended, for adapters that record or show the
 * end (see {@link ApprovalRequest.apply}): the message of the error `apply` threw, one line.
 */
export interface ApplyFailure {
  message: string;
}

/** A plain notification (no answer expected). */
export interface Notification {
  title: string;
  body: string;
  /** A file path or URL opened when the user clicks the toast, where the platform supports it. */
  open?: string;
}
