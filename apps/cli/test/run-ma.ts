/**
 * Test helper: spawns the BUILT `ma` binary (`apps/cli/bin/ma.js`) with piped
 * stdio (so never a TTY) and collects its output and exit code.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** Absolute path of the bin under test. */
export const maBin = join(import.meta.dirname, '..', 'bin', 'ma.js');

/** What a finished `ma` run gave. */
export interface MaResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Options of {@link runMa}: working folder and extra environment (model env vars are cleared unless given). */
export interface RunMaOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  /**
   * The script to run instead of `bin/ma.js`, e.g. `dist/bin.js` (the split bundle, always through
   * commander) to compare a line with what the help or direct bundle gives.
   */
  entry?: string;
  /** Text written to the child's stdin, which is then closed (default: no stdin). */
  input?: string;
  /** Called with the child right after spawn (e.g. to send SIGINT once some output arrived). */
  onSpawn?: (child: ChildProcess, output: { stdout: () => string; stderr: () => string }) => void;
}

/**
 * Runs `node bin/ma.js …args` and resolves when it exits. The child gets this process's
 * environment without the model variables and without `NODE_PATH`: pnpm's `vitest` launcher sets
 * `NODE_PATH` to folders that include `node_modules/.pnpm/node_modules`, where pnpm hoists every
 * package, so a module `ma` could not find on a user's machine (42007dc: ripgrep's platform
 * binary) would be found here (test/search-installed.test.ts). Pass `env.NODE_PATH` to set one.
 */
export function runMa(args: string[], options: RunMaOptions = {}): Promise<MaResult> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of [
    'MA_BASE_URL',
    'MA_MODEL',
    'MA_API_KEY_ENV',
    'FORCE_COLOR',
    'NO_COLOR',
    'MA_DEBUG',
    'NODE_PATH',
  ])
    delete env[key];
  Object.assign(env, options.env);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [options.entry ?? maBin, ...args], {
      cwd: options.cwd ?? process.cwd(),
      env: env as NodeJS.ProcessEnv,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    if (options.input !== undefined) child.stdin?.end(options.input);
    let stdout = '';
    let stderr = '';
    // stdout and stderr are pipes (stdio above).
    child.stdout?.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    options.onSpawn?.(child, { stdout: () => stdout, stderr: () => stderr });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/**
 * Runs `command …args` — the built `ma` wrapped in `unshare` (another user, a read-only mount) —
 * with `NO_COLOR=1`; resolves with stdout and stderr as one text, in arrival order, and the exit
 * code. Shared by the tests of vaults this user may not write (L255, s35 F6).
 */
export function runCombined(command: string, args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, NO_COLOR: '1' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** True when `text` holds an ANSI escape sequence. */
export function hasAnsi(text: string): boolean {
  return /\x1b\[/.test(text);
}

/**
 * Runs `ma tool <name> --meeting <meeting> --vault <vaultRoot> --args <JSON of args> …flags`: one
 * tool call as a host or user types it. Same result shape and options as {@link runMa}.
 */
export function runMaTool(
  call: { vaultRoot: string; meeting: string; name: string; args: unknown; flags?: string[] },
  options: RunMaOptions = {},
): Promise<MaResult> {
  const { vaultRoot, meeting, name, args, flags = [] } = call;
  return runMa(
    ['tool', name, '--meeting', meeting, '--vault', vaultRoot, '--args', JSON.stringify(args), ...flags],
    options,
  );
}
