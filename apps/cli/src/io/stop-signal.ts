/**
 * The signals that stop `ma` cleanly and what `ma` says and exits with for each (Ctrl-C, SIGTERM,
 * the terminal closed: R55). Spec: issue #6 (exit codes, apps/cli/README.md); `runMainWith`.
 */
import { ExitCode } from './exit-code.js';

/** A signal `ma` handles as a request to stop. */
export type StopSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP';

/** Every {@link StopSignal}. */
export const STOP_SIGNALS: readonly StopSignal[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The exit code after `signal`: 130 (SIGINT), 143 (SIGTERM), 129 (SIGHUP). */
export function stopExitCode(signal: StopSignal): ExitCode {
  return signal === 'SIGTERM'
    ? ExitCode.terminated
    : signal === 'SIGHUP'
      ? ExitCode.hangup
      : ExitCode.interrupted;
}

/** The stderr line (with its newline) `ma` writes when `signal` comes the first time. */
export function stopNotice(signal: StopSignal): string {
  return signal === 'SIGTERM'
    ? 'ma: terminated (SIGTERM); stopping cleanly (send it again to quit at once)\n'
    : signal === 'SIGHUP'
      ? 'ma: the terminal closed (SIGHUP); stopping cleanly (send it again to quit at once)\n'
      : 'ma: interrupted; stopping cleanly (press Ctrl-C again to quit at once)\n';
}

/**
 * How long after a stop signal the same signal is taken as the same stop delivered twice, in ms.
 * coreutils `timeout` (without `--foreground`) signals its child and then the child's whole process
 * group, and a process-group kill from a shell or CI runner can overlap a direct one: without this
 * window one `timeout 60 ma summarize …` quit at once and skipped the run's cleanup (the approval
 * request left pending, no "Run cancelled" record; newcomer s31 N3). A person who reads the notice
 * and sends the signal again is slower than this; a quick double Ctrl-C needs a third.
 */
export const REPEATED_DELIVERY_MS = 500;

/**
 * Whether a stop signal that arrives while a stop is under way quits at once (exit with its code).
 * False for the same signal within {@link REPEATED_DELIVERY_MS} of the first: one stop delivered
 * twice. A different signal, or the same one later, is a second request and quits.
 * @param first - the signal that started the stop and when it came (ms, any monotonic clock)
 * @param next - the signal now and when it came (ms, the same clock)
 * Spec: issue #6 (exit codes: a second signal quits at once); `runMainWith`.
 */
export function quitsAtOnce(
  first: { signal: StopSignal; at: number },
  next: { signal: StopSignal; at: number },
): boolean {
  return first.signal !== next.signal || next.at - first.at >= REPEATED_DELIVERY_MS;
}
