import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { RgEvent } from './rg-event.js';

/** How a ripgrep run ended. */
export interface RgRun {
  /** Exit code (null when we killed it). 0 = matches, 1 = none, 2 = error (maybe partial). */
  code: number | null;
  /** stderr text, capped at 64 KB. */
  stderr: string;
  /** True when rg printed its final summary, i.e. the search itself ran. */
  ranSearch: boolean;
  /** True when `onEvent` asked to stop and rg was killed. */
  stopped: boolean;
}

const MAX_STDERR = 64 * 1024;

/**
 * Spawns ripgrep with no shell, `cwd` = the vault root and an environment
 * without `RIPGREP_CONFIG_PATH`, feeding every `--json` message to `onEvent`.
 * When `onEvent` returns `'stop'` rg is killed at once (result cap reached).
 * @throws the abort reason when `signal` fires; spawn errors (ENOENT…) as is.
 */
export function runRipgrep(
  rgPath: string,
  args: string[],
  cwd: string,
  onEvent: (event: RgEvent) => 'stop' | undefined,
  signal?: AbortSignal,
): Promise<RgRun> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const env = { ...process.env };
    delete env.RIPGREP_CONFIG_PATH;
    const child = spawn(rgPath, args, { cwd, env, shell: false, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let ranSearch = false;
    let stopped = false;
    let failed: unknown = null;
    const stop = () => {
      if (!stopped) {
        stopped = true;
        child.kill('SIGKILL');
      }
    };
    const onAbort = () => {
      failed = signal?.reason ?? new Error('aborted');
      stop();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < MAX_STDERR) stderr += chunk.slice(0, MAX_STDERR - stderr.length);
    });
    const lines = createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on('line', (line) => {
      if (stopped || line === '') return;
      let event: RgEvent;
      try {
        event = JSON.parse(line) as RgEvent;
      } catch {
        return;
      }
      if (event.type === 'summary') ranSearch = true;
      if (onEvent(event) === 'stop') stop();
    });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (failed !== null) reject(failed);
      else resolve({ code, stderr, ranSearch, stopped });
    });
  });
}
