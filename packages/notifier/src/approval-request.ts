/**
 * What a caller asks the user, and the plain notification shape.
 * Spec: seed 004, Decisions (testable approval-prompt interface); issue 11, Deliver 1.
 */

/**
 * The five ways a request ends. `approved`/`denied`: the user's answer; `timeout`: the deadline
 * passed; `cancelled`: the signal aborted or the prompt shut down; `unavailable`: the user could
 * not be asked at all (no terminal, no approval channel, the adapter failed) — not approved, and
 * not the user's decision either.
 */
export type ApprovalOutcome = 'approved' | 'denied' | 'timeout' | 'cancelled' | 'unavailable';

/**
 * What an adapter can answer by itself (deadlines and cancellation belong to the prompt):
 * the user's answer, or `unavailable` when it has no way to ask.
 */
export type ApprovalAnswer = 'approved' | 'denied' | 'unavailable';

/** One approval question. */
export interface ApprovalRequest {
  /** Caller's id, unique among pending requests (e.g. `project:website`); recorded by adapters that write. */
  id: string;
  /** One short line (toast title, note heading). */
  title: string;
  /** The question in a few sentences (plain text). */
  body: string;
  /** How long to wait for an answer, in ms; afterwards the outcome is `timeout` and later answers change nothing. */
  timeoutMs: number;
  /** Aborting it ends the request as `cancelled` (and removes the toast / closes the note where possible). */
  signal?: AbortSignal;
  /**
   * Extra facts for adapters that record requests (the vault-note adapter writes them as
   * frontmatter, in this order, after `request`), e.g. `{ meeting: '[[Meetings/Standup]]', project: 'website' }`.
   */
  fields?: Record<string, string>;
  /**
   * File name (without `.md`) for adapters that write a file; it must already be safe for every OS.
   * Default: {@link safeNoteName} of `title`.
   */
  noteName?: string;
}

/** A plain notification (no answer expected). */
export interface Notification {
  title: string;
  body: string;
  /** A file path or URL opened when the user clicks the toast, where the platform supports it. */
  open?: string;
}
