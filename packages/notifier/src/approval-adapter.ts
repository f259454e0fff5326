/**
 * The plug-in seam: an adapter only shows a question and reports an answer.
 * Deadlines, cancellation, late-answer invalidation and shutdown are handled once,
 * by `createApprovalPrompt`, for every adapter.
 * Spec: seed 004, Decisions (native toasts behind a testable approval-prompt interface); issue 11, Deliver 1.
 */
import type {
  ApplyFailure,
  ApprovalAnswer,
  ApprovalOutcome,
  ApprovalRequest,
  Notification,
} from './approval-request.js';

/** What the prompt hands an adapter with each question. */
export interface AskContext {
  /** Aborted (reason = the final {@link ApprovalOutcome}) as soon as the request ends for any reason. */
  signal: AbortSignal;
  /** Absolute deadline (ms since the epoch, from the prompt's clock). */
  deadline: number;
  /** The prompt's clock (ms since the epoch); `deadline - now()` is the time left. */
  now(): number;
  /** Writes a one-line message for the user (e.g. "no terminal: denied"); default stderr. */
  say(message: string): void;
}

/** One way of asking the user. */
export interface ApprovalAdapter {
  /** Short name shown to the user (`toast`, `console`, `vault-note`, `approve`, `deny`, `fake`). */
  readonly name: string;
  /**
   * Shows `request` and resolves with the user's answer, or `undefined` when this adapter can no
   * longer get one (the prompt then waits for the deadline). Must stop asking when `ctx.signal`
   * aborts; a rejection counts as `denied`.
   */
  ask(request: ApprovalRequest, ctx: AskContext): Promise<ApprovalAnswer | undefined>;
  /**
   * Called once when the request ended, with the outcome and the time (ms since the epoch);
   * awaited before `request` resolves (e.g. the vault-note adapter records the outcome). `failure`:
   * the outcome is `approved`, but applying it ({@link ApprovalRequest.apply}) failed; the adapter
   * records or shows that instead of a plain approval (review10 W2).
   */
  settled?(
    request: ApprovalRequest,
    outcome: ApprovalOutcome,
    at: number,
    failure?: ApplyFailure,
  ): Promise<void> | void;
  /** Shows a plain notification; never awaited on a critical path, never throws. */
  notify?(notification: Notification): void;
  /** Releases resources (watchers, child processes). */
  close?(): Promise<void> | void;
}
