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

/** The longest delay one Node timer holds (2^31 − 1 ms, about 24.8 days); longer ones fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** A {@link systemClock} timer: the Node timer of the current leg (a long delay runs in legs). */
interface LongTimer {
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The real clock (`Date.now`, global timers; timers do not keep the process alive on their own only when unref'd by the caller).
 * `setTimeout` keeps any delay in ms, also one longer than a Node timer holds (2^31 − 1 ms, about
 * 24.8 days, which Node would fire after 1 ms): it waits in legs of at most that length (review13
 * Z55). `Infinity` never fires; `NaN` and negative delays fire at once, as Node does.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle: LongTimer = { timer: undefined };
    const due = Date.now() + (Number.isNaN(ms) ? 0 : Math.max(0, ms));
    const leg = () => {
      const left = due - Date.now();
      if (left > MAX_TIMER_MS) handle.timer = setTimeout(leg, MAX_TIMER_MS);
      else handle.timer = setTimeout(fn, Math.max(0, left));
    };
    if (due - Date.now() > MAX_TIMER_MS) leg();
    else handle.timer = setTimeout(fn, Number.isNaN(ms) ? 0 : Math.max(0, ms));
    return handle;
  },
  clearTimeout: (handle) => {
    if (handle && typeof handle === 'object' && 'timer' in handle) clearTimeout((handle as LongTimer).timer);
  },
};
