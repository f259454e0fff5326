/**
 * A toast that could not be shown, as the toast backends report it (newcomer N2: a notify-send that
 * failed — no notification server, a refused option — was reported as "the toast closed without an
 * answer", as if the user had dismissed it). Spec: seed 004 (native actionable toasts behind a
 * testable approval-prompt interface); packages/notifier/README.md (toastAdapter).
 */

/**
 * A toast that was never shown: the program could not be started, or it failed (exit code, signal)
 * before the user could see it. `failed` says why in one line, e.g. `notify-send exited with code 1:
 * Cannot connect to the notification server` (newcomer N2): the toast adapter says so instead of
 * "closed without an answer" (the user dismissed nothing) and asks through its fallback.
 */
export interface ToastFailure {
  failed: string;
}

/** True when a backend's result is a {@link ToastFailure} (no toast was shown). */
export function isToastFailure(value: string | undefined | ToastFailure): value is ToastFailure {
  return typeof value === 'object' && value !== null && typeof value.failed === 'string';
}

/** Most characters of a toast program's error output kept for the message ({@link toastProgramFailure}). */
const MAX_FAILURE_TEXT = 200;

/**
 * The {@link ToastFailure} of a toast program that ended on its own with a non-zero exit code or a
 * signal: `<program> exited with code <n>: <first non-empty line of its stderr, cut to 200
 * characters>` (`… was stopped by SIGKILL`). `undefined` for a clean exit (code 0: the toast was
 * shown and closed).
 */
export function toastProgramFailure(
  program: string,
  code: number | null,
  signal: NodeJS.Signals | null,
  stderr: string,
): ToastFailure | undefined {
  if (code === 0) return undefined;
  const line = stderr
    .split(/\r?\n/)
    .map((l) => l.replace(/[\p{Cc}\p{Cf}]/gu, ' ').trim())
    .find((l) => l !== '');
  const why = line
    ? `: ${line.length > MAX_FAILURE_TEXT ? `${line.slice(0, MAX_FAILURE_TEXT)}…` : line}`
    : '';
  if (code === null) return { failed: `${program} was stopped by ${signal ?? 'a signal'}${why}` };
  return { failed: `${program} exited with code ${code}${why}` };
}

/** The {@link ToastFailure} of a toast program that could not be started (`ENOENT`: not installed or not on PATH). */
export function toastSpawnFailure(program: string, error: NodeJS.ErrnoException): ToastFailure {
  const reason = error.code === 'ENOENT' ? 'not found on PATH' : (error.code ?? error.message);
  return { failed: `${program} could not be started (${reason})` };
}
