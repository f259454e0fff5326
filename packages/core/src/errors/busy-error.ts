import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.BusyError');

/**
 * Who holds a meeting's run lock, as recorded by the holder (`lockMeeting`).
 * `startedAt` is an ISO 8601 UTC time; `pid` the holder's process id.
 * Spec: docs/contracts.md (@ma/core, Run lock).
 */
export interface LockOwner {
  pid: number;
  startedAt: string;
  /** `os.hostname()` of the holder's machine, when recorded. */
  hostname?: string;
}

/**
 * Another run already holds the meeting's run lock (`reason: 'meeting-locked'`).
 * `meetingPath` is the vault-relative meeting note; `owner` is the holder's record when it
 * could be read (`null` otherwise, e.g. the holder has not written it yet).
 * Message: `another run is already summarizing Meetings/x.md (pid <pid>, started <ISO time>); wait
 * for it to finish — a lock left by a crashed run frees itself after 30 s` (the `(…)` part only
 * with an owner; the seconds follow `staleMs`, default 30000).
 * Spec: docs/contracts.md (@ma/core, Run lock); issue "two `ma summarize` runs on one meeting".
 */
export class BusyError extends MaError {
  readonly [marker] = true;
  readonly reason = 'meeting-locked' as const;
  constructor(
    readonly meetingPath: string,
    readonly owner: LockOwner | null,
    options: { cause?: unknown; staleMs?: number } = {},
  ) {
    const holder = owner ? ` (pid ${owner.pid}, started ${owner.startedAt})` : '';
    const seconds = Math.ceil((options.staleMs ?? 30_000) / 1000);
    super(
      `another run is already summarizing ${meetingPath}${holder}; wait for it to finish — a lock left by a crashed run frees itself after ${seconds} s`,
      'cause' in options ? { cause: options.cause } : {},
    );
  }
  static override isInstance = markerGuard<BusyError>(marker);
}
