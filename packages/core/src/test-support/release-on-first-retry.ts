/**
 * Test helper: a hold that another program lets go of while the operation waits to retry (hostile
 * case B43, "held for a while"), with no sleeping: `setTimeout` is faked, the hold is lifted once
 * the operation has scheduled its first retry's wait (so at least one attempt was refused), and
 * then every timer runs. Shared by the trash and summary-restore tests (V252, V253, L486).
 * Spec: docs/hostile-cases.md B43 (bounded retries).
 */
import { expect, vi } from 'vitest';

/**
 * Fakes `setTimeout` (the caller's `afterEach` restores real timers with `vi.useRealTimers()`),
 * starts `operation`, waits until it has scheduled a timer (its first retry's wait, after a refused
 * attempt), calls `release` (the other program lets go), runs every timer, and returns what the
 * operation settles to. `release` is called once, also when the operation settles first.
 * @param release lifts the hold (`holdLocked`'s return value).
 * @param operation the call under test (`moveToTrash`, `restoreTrashed`…), started here.
 * @returns the operation's value; rejects as it rejects.
 */
export async function releaseOnFirstRetry<T>(release: () => void, operation: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  let released = false;
  const releaseOnce = () => {
    if (released) return;
    released = true;
    release();
  };
  const settled = operation().finally(releaseOnce);
  try {
    // The first retry's wait is scheduled only after a refused attempt: then the other program lets go.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0), { timeout: 60_000 });
  } finally {
    releaseOnce();
  }
  await vi.runAllTimersAsync();
  return settled;
}
