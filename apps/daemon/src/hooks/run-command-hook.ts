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
 * closed, in the vault folder. Killed (SIGKILL) after `timeoutMs`. Never throws: a missing
 * program, a non-zero exit or a timeout is a result with `ok: false`.
 * @param timeoutMs how long the command may run (ms), default 60000.
 * Spec: issue 12 (hooks never fail the run).
 */
export function runCommandHook(
  argv: readonly string[],
  event: SummaryEvent,
  timeoutMs = 60_000,
): Promise<CommandHookResult> {
  return new Promise((resolve) => {
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
    child.on('error', (error) => done({ ok: false, code: null, signal: null, error: error.message }));
    child.on('close', (code, signal) => done({ ok: code === 0, code, signal }));
  });
}
