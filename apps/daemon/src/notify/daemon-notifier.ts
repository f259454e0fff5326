/**
 * What the daemon tells the user about. Spec: issue 12 ("Notifications through `@ma/notifier`").
 */
import type { EditedSummaryReason } from '@ma/core';

/**
 * The daemon's notifications: a summary is ready (with its absolute path), a run failed for good
 * (with the reason), a summary that may hold edits was left alone (with why). Implementations must not throw.
 * Spec: issue 12 (notifications: summary ready, run failed).
 */
export interface DaemonNotifier {
  /**
   * A summary was written. `warnings`: the run's warnings (an empty transcript, review10 W8; …):
   * with any, the user is told the summary was made with a warning and what it is, not "summary ready".
   */
  summaryReady(meeting: string, summaryPath: string, warnings?: readonly string[]): void;
  runFailed(meeting: string, reason: string): void;
  /**
   * A summary was left alone: core will not replace it without `--force` for `reason` (edited by
   * hand, written by an earlier version without a hash, not written by the product, unreadable: L201).
   */
  handEdited(meeting: string, summaryPath: string, reason: EditedSummaryReason): void;
  /**
   * Cancels every pending approval and workflow request (each ends `cancelled`: its request note
   * says so, its toast is withdrawn) and takes no new ones (they end `cancelled` at once);
   * notifications still work. Called as soon as the daemon starts stopping (seed 004: "Shutdown
   * cancels pending approvals"). Must not throw.
   */
  cancelApprovals?(): Promise<void>;
  close?(): Promise<void>;
}
