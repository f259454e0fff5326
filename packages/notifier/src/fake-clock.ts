/**
 * A manual {@link Clock} for tests: time moves only when `advance` is called.
 * Spec: issue 11, Tests (fake clock).
 */
import type { Clock, TimerHandle } from './clock.js';

/** A clock whose time moves only through {@link FakeClock.advance}. */
export interface FakeClock extends Clock {
  /**
   * Moves time forward by `ms` milliseconds, firing due timers in order; awaits a few
   * microtask turns after each so promise chains started by a timer run before the next.
   */
  advance(ms: number): Promise<void>;
  /** Number of timers not yet fired or cleared. */
  readonly pendingTimers: number;
}

/** Creates a fake clock starting at `startMs` (default 2026-01-01T00:00:00Z). */
export function createFakeClock(startMs = Date.UTC(2026, 0, 1)): FakeClock {
  let now = startMs;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const flush = async () => {
    for (let i = 0; i < 20; i++) await new Promise<void>((r) => setImmediate(r));
  };
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = ++seq;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return id as TimerHandle;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
    get pendingTimers() {
      return timers.size;
    },
    async advance(ms) {
      const end = now + ms;
      await flush();
      for (;;) {
        let next: [number, { at: number; fn: () => void }] | undefined;
        for (const entry of timers)
          if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry;
        if (!next) break;
        timers.delete(next[0]);
        now = next[1].at;
        next[1].fn();
        await flush();
      }
      now = end;
      await flush();
    },
  };
}
