/**
 * The stop-signal rule every long-running entry point shares (`ma …` and so `ma mcp`, `ma
 * search-server`, `ma daemon run`; `ma-daemon run`): the first SIGINT/SIGTERM/SIGHUP starts a clean
 * stop, the same signal delivered again at once is that same stop, and a real second request quits
 * at once. Only the rule and the listening live here; what each program says and exits with is its
 * own. Spec: issue #6 and issue 12 (exit codes; "Stopping": a second signal quits at once);
 * newcomer s31 N3.
 */

/** A signal the programs take as a request to stop (Ctrl-C, a service manager, the terminal closed: R55). */
export type StopSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP';

/** Every {@link StopSignal}. */
export const STOP_SIGNALS: readonly StopSignal[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * How long after a stop signal the same signal is taken as the same stop delivered twice, in ms.
 * coreutils `timeout` (without `--foreground`) signals its child and then the child's whole process
 * group; systemd's default `KillMode=control-group` signals the main process and every process of
 * the unit; a process-group kill from a shell or CI runner can overlap a direct one. Without this
 * window one `timeout 60 ma summarize …` (newcomer s31 N3) or one `timeout 3600 ma-daemon run`
 * quit at once and skipped the cleanup (a pending approval request, no "Run cancelled" record, a
 * run lock left). A person who reads the notice and sends the signal again is slower than this; a
 * quick double Ctrl-C needs a third.
 */
export const REPEATED_DELIVERY_MS = 500;

/**
 * Whether a stop signal that arrives while a stop is under way quits at once.
 * False for the same signal within {@link REPEATED_DELIVERY_MS} of the first: one stop delivered
 * twice. A different signal, or the same one later, is a second request and quits.
 * @param first - the signal that started the stop and when it came (ms, any monotonic clock)
 * @param next - the signal now and when it came (ms, the same clock)
 * Spec: issue #6 / issue 12 (a second signal quits at once); newcomer s31 N3.
 */
export function quitsAtOnce(
  first: { signal: StopSignal; at: number },
  next: { signal: StopSignal; at: number },
): boolean {
  return first.signal !== next.signal || next.at - first.at >= REPEATED_DELIVERY_MS;
}

/** What {@link watchStopSignals} calls: `stop` once, for the first signal; `quit` for a second request. */
export interface StopSignalHandlers {
  /** The first stop signal: start the clean stop (say so, abort the work). Called at most once. */
  stop(signal: StopSignal): void;
  /** A second request ({@link quitsAtOnce}): quit at once (typically `process.exit` with its code). */
  quit(signal: StopSignal): void;
}

/** Where signals come from: `process`, or an emitter a test drives. */
export interface StopSignalSource {
  on(event: StopSignal, listener: () => void): unknown;
  off(event: StopSignal, listener: () => void): unknown;
}

/**
 * Listens for SIGINT, SIGTERM and SIGHUP on `source` (default `process`: Node's default of dying
 * at once is replaced) and applies the shared rule: the first calls `handlers.stop`; a later one
 * calls `handlers.quit` when {@link quitsAtOnce} says so and is otherwise ignored (the same stop,
 * delivered twice).
 * @param handlers - what to do on the first signal and on a second request
 * @param options - `now`: the clock in ms (default `performance.now`); `source`: the emitter
 * @returns a function that stops listening
 * Spec: issue #6 / issue 12 (stopping, exit codes); newcomer s31 N3.
 */
export function watchStopSignals(
  handlers: StopSignalHandlers,
  options: { now?: () => number; source?: StopSignalSource } = {},
): () => void {
  const now = options.now ?? (() => performance.now());
  const source: StopSignalSource = options.source ?? process;
  let first: { signal: StopSignal; at: number } | undefined;
  const listeners = STOP_SIGNALS.map((signal) => {
    const listener = () => {
      const next = { signal, at: now() };
      if (!first) {
        first = next;
        handlers.stop(signal);
      } else if (quitsAtOnce(first, next)) handlers.quit(signal);
    };
    source.on(signal, listener);
    return { signal, listener };
  });
  return () => {
    for (const { signal, listener } of listeners) source.off(signal, listener);
  };
}
