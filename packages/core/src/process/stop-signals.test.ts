/**
 * The shared stop-signal rule (newcomer s31 N3, L200): driven through an emitter and a clock of the
 * test's own, so that "later than the window" needs no wait. The real processes (`ma`, `ma-daemon`)
 * are tested in apps/cli (n3-repeated-stop-signal) and apps/daemon (l200-repeated-stop-signal).
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { quitsAtOnce, REPEATED_DELIVERY_MS, type StopSignal, watchStopSignals } from './stop-signals.js';

function watched() {
  const source = new EventEmitter();
  const calls: string[] = [];
  let clock = 1000;
  const unwatch = watchStopSignals(
    { stop: (s) => calls.push(`stop ${s}`), quit: (s) => calls.push(`quit ${s}`) },
    { now: () => clock, source },
  );
  return {
    calls,
    unwatch,
    source,
    send: (signal: StopSignal, at: number) => {
      clock = at;
      source.emit(signal);
    },
  };
}

describe('L200: one stop-signal rule for every long-running program', () => {
  it('N3: the rule: the same signal within the window is the same stop; later, or another signal, quits', () => {
    const first = { signal: 'SIGTERM' as const, at: 1000 };
    expect(quitsAtOnce(first, { signal: 'SIGTERM', at: 1000 })).toBe(false);
    expect(quitsAtOnce(first, { signal: 'SIGTERM', at: 1000 + REPEATED_DELIVERY_MS - 1 })).toBe(false);
    expect(quitsAtOnce(first, { signal: 'SIGTERM', at: 1000 + REPEATED_DELIVERY_MS })).toBe(true);
    expect(quitsAtOnce(first, { signal: 'SIGINT', at: 1001 })).toBe(true);
    expect(quitsAtOnce({ signal: 'SIGINT', at: 0 }, { signal: 'SIGINT', at: 5000 })).toBe(true);
  });

  it('L200: every stop signal: the first stops once, its repeat within the window is ignored, a later repeat quits', () => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      const w = watched();
      w.send(signal, 1000);
      w.send(signal, 1000); // timeout: the process, then its group
      w.send(signal, 1000 + REPEATED_DELIVERY_MS - 1);
      expect(w.calls).toEqual([`stop ${signal}`]);
      w.send(signal, 1000 + REPEATED_DELIVERY_MS);
      expect(w.calls).toEqual([`stop ${signal}`, `quit ${signal}`]);
      w.unwatch();
    }
  });

  it('L200: another stop signal quits at once, however soon; stop is never called twice', () => {
    const w = watched();
    w.send('SIGHUP', 1000);
    w.send('SIGTERM', 1001);
    w.send('SIGINT', 1002);
    expect(w.calls).toEqual(['stop SIGHUP', 'quit SIGTERM', 'quit SIGINT']);
  });

  it('L200: the returned function stops listening: no listener is left on the source', () => {
    const w = watched();
    expect(w.source.listenerCount('SIGTERM')).toBe(1);
    w.unwatch();
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) expect(w.source.listenerCount(signal)).toBe(0);
    w.source.emit('SIGTERM');
    expect(w.calls).toEqual([]);
  });
});
