/**
 * The signals that stop `ma` cleanly and what `ma` says and exits with for each (Ctrl-C, SIGTERM,
 * the terminal closed: R55); when a second signal quits at once is core's rule (`watchStopSignals`). Spec: issue #6 (exit codes, apps/cli/README.md); `runMainWith`.
 */
import type { StopSignal } from '@ma/core';
import { ExitCode } from './exit-code.js';

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
