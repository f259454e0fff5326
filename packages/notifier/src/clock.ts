/**
 * Time source of the notifier: deadlines, countdowns and polling go through a
 * {@link Clock} so tests can drive them with {@link createFakeClock} instead of waiting.
 * Spec: issue 11, Tests (fake clock).
 */

/** An opaque timer handle. */
export type TimerHandle = unknown;

/** Wall time and timers (ms). */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `fn` once after `ms` milliseconds. */
  setTimeout(fn: () => void, ms: number): TimerHandle;
  /** Cancels a timer (unknown or fired handles are ignored). */
  clearTimeout(handle: TimerHandle): void;
}

/** The real clock (`Date.now`, global timers; timers do not keep the process alive on their own only when unref'd by the caller). */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
