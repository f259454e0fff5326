/**
 * The `daemon.hooks.onSummary` command. Spec: issue 12 ("Post-summary hooks": an argv array run
 * without a shell, the paths passed in environment variables).
 */
import { spawn } from 'node:child_process';
import { hookEnv, type SummaryEvent } from './summary-event.js';

/**
 * How a hook command ended: `ok` (exit 0), the exit `code` or `signal`, a spawn `error` message,
 * and the last 2,000 characters of its stderr.
 * Spec: issue 12.
 */
export interface CommandHookResult {
  ok: boolean;
  code: number | null;
  signal: string | null;
  error?: string;
  stderr: string;
}

/**
 * Runs `argv[0]` with `argv.slice(1)` as arguments — no shell, so paths and meeting names are
 * never parsed as shell syntax — with the daemon's environment plus {@link hookEnv}, stdin
 * closed, in the vault folder. Killed (SIGKILL) after `timeoutMs`, or at once when `signal`
 * aborts (the daemon is stopping and the hook's shutdown time is over, N11: `error` is then the
 * abort reason's message). Never throws: a missing program, a non-zero exit, a timeout or a
 * cancellation is a result with `ok: false`.
 * @param timeoutMs how long the command may run (ms), default 60000.
 * @param signal cancels the command (SIGKILL); an already aborted signal starts nothing.
 * Spec: issue 12 (hooks never fail the run); review2 N11.
 */
export function runCommandHook(
  argv: readonly string[],
  event: SummaryEvent,
  timeoutMs = 60_000,
  signal?: AbortSignal,
): Promise<CommandHookResult> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ ok: false, code: null, signal: null, error: abortMessage(signal), stderr: '' });
      return;
    }
    let stderr = '';
    let settled = false;
    const done = (result: Omit<CommandHookResult, 'stderr'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, stderr: stderr.slice(-2000) });
    };
    const [program, ...args] = argv;
    const child = spawn(program!, args, {
      shell: false,
      cwd: event.vault,
      env: { ...process.env, ...hookEnv(event) },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
      windowsHide: true,
    });
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      stderr = (stderr + d).slice(-4000);
    });
    let cancelled: string | null = null;
    const onAbort = () => {
      cancelled = abortMessage(signal!);
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      done({ ok: false, code: null, signal: null, error: error.message });
    });
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', onAbort);
      done({ ok: code === 0, code, signal: killedBy, ...(cancelled ? { error: cancelled } : {}) });
    });
  });
}

/** The message of an abort reason (`cancelled` when it has none). */
function abortMessage(signal: AbortSignal): string {
  const reason = signal.reason as { message?: unknown } | undefined;
  return typeof reason?.message === 'string' && reason.message !== '' ? reason.message : 'cancelled';
}
