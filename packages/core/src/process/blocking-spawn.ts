/**
 * Running a program to its end, blocking, for the one-shot processes (`ma search`, `ma tool`:
 * ripgrep, GNU find), without loading `node:child_process` (docs/startup.md, session 45).
 * Spec: issue #13, goal (f).
 *
 * Kept free of imports: its test loads this file alone, its types stripped.
 */

/**
 * The options {@link blockingSpawn} takes: a subset of `child_process.spawnSync`'s, with the same
 * meaning (stdin is always ignored; no shell; `maxBuffer` in bytes of stdout and stderr together, as Node counts them).
 */
export interface BlockingSpawnOptions {
  /** Working folder of the program (default: this process's). */
  cwd?: string;
  /** The program's whole environment (variables whose value is `undefined` are left out). */
  env: NodeJS.ProcessEnv;
  /** What becomes of the program's stdout and stderr: kept (`'pipe'`) or thrown away. */
  stdout: 'pipe' | 'ignore';
  stderr: 'pipe' | 'ignore';
  /**
   * Bytes of stdout and stderr together (Node's `spawnSync` counts both against one `maxBuffer`, whatever
   * its documentation says); past it the program is killed and `error.code` is `ENOBUFS` (a stream
   * may then hold a little more: whole reads are kept).
   */
  maxBuffer: number;
}

/**
 * What {@link blockingSpawn} gives: the fields of `child_process.spawnSync`'s result, with the same
 * values for the same run (`stdout`/`stderr` null when ignored or when the program could not start;
 * `error` an `Error` with `errno`, `code`, `syscall` `spawnSync <file>`, `path` and `spawnargs`).
 */
export interface BlockingSpawnResult {
  pid: number;
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer | null;
  stderr: Buffer | null;
  error?: NodeJS.ErrnoException;
}

/**
 * The binding `name` as `process.binding(name)` gives it (Node's allow-list: `spawn_sync`, `zlib`, …),
 * or null where it is not taken: on Windows, under the permission model, when `process.binding`
 * warns on use (`--pending-deprecation` / `NODE_PENDING_DEPRECATION=1`: Node then wraps it in a
 * function named `deprecated`, and its warning would reach stderr), when it is gone or throws.
 * A caller falls back to the public module then, with the same results.
 * @param name a binding on `process.binding`'s allow-list.
 * @returns the binding object, or null.
 */
export function nodeBinding(name: string): Record<string, unknown> | null {
  const proc = process as NodeJS.Process & { binding?: (name: string) => unknown; permission?: unknown };
  if (process.platform === 'win32' || proc.permission !== undefined) return null;
  if (typeof proc.binding !== 'function' || proc.binding.name !== 'binding') return null;
  try {
    const binding = proc.binding(name);
    return typeof binding === 'object' && binding !== null ? (binding as Record<string, unknown>) : null;
  } catch {
    // not allowed or gone in this Node
    return null;
  }
}

/** The `spawn_sync` binding's `spawn`: what `child_process.spawnSync` calls once it has checked its arguments. */
type RawSpawnSync = (options: object) => {
  pid: number;
  status: number | null;
  signal: NodeJS.Signals | null;
  output: (Buffer | null)[] | null;
  error?: number;
};

let raw: RawSpawnSync | null | undefined;

/**
 * The `spawn_sync` binding's `spawn`, or null where it is not taken: on Windows (`child_process`
 * quotes the arguments and resolves the program there), under the permission model, when
 * `process.binding` warns (`--pending-deprecation`: the warning would reach stderr) or is gone.
 */
function rawSpawnSync(): RawSpawnSync | null {
  if (raw !== undefined) return raw;
  const binding = nodeBinding('spawn_sync');
  const spawn = binding?.spawn;
  raw = typeof spawn === 'function' ? (spawn.bind(binding) as RawSpawnSync) : null;
  return raw;
}

/**
 * Runs `file` with `args` (no shell, stdin ignored) and waits for its end, as
 * `child_process.spawnSync(file, args, { cwd, env, shell: false, stdio: ['ignore', stdout, stderr],
 * maxBuffer })` does, with the same result and the same thrown errors. Loading `node:child_process`
 * loads `net`, `dgram` and the stream-socket modules (about 2-7 ms of CPU in a fresh process, load
 * 10-35), while running a program to its end blocking needs only the `spawn_sync` binding that
 * `spawnSync` itself calls; so on POSIX this calls that binding with the options `spawnSync` gives
 * it (file, argv, working folder, `KEY=value` pairs, the three stdio entries, the buffer size), and
 * makes its error the one `spawnSync` makes. Anything `spawnSync` would refuse (a NUL character in a
 * string) and every platform or setting where the binding is not taken goes to `spawnSync` itself.
 * `test/blocking-spawn.test.ts` holds both to the same results.
 * @throws what `child_process.spawnSync` throws for these arguments (a NUL in a string: `TypeError`).
 * Spec: issue #13, goal (f).
 */
export function blockingSpawn(
  file: string,
  args: readonly string[],
  options: BlockingSpawnOptions,
): BlockingSpawnResult {
  const spawn = rawSpawnSync();
  const envPairs: string[] = [];
  for (const key of Object.keys(options.env)) {
    const value = options.env[key];
    if (value !== undefined) envPairs.push(`${key}=${value}`);
  }
  const texts = [file, ...args, ...envPairs, options.cwd ?? ''];
  if (spawn === null || texts.some((t) => t.includes('\0'))) return viaChildProcess(file, args, options);
  const pipe = { type: 'pipe', readable: false, writable: true };
  const ignore = { type: 'ignore' };
  const argv = [file, ...args];
  const result = spawn({
    file,
    args: argv,
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    envPairs,
    stdio: [ignore, options.stdout === 'pipe' ? pipe : ignore, options.stderr === 'pipe' ? pipe : ignore],
    maxBuffer: options.maxBuffer,
    detached: false,
    windowsHide: false,
    windowsVerbatimArguments: false,
  });
  const out: BlockingSpawnResult = {
    pid: result.pid,
    status: result.status,
    signal: result.signal,
    stdout: result.output?.[1] ?? null,
    stderr: result.output?.[2] ?? null,
  };
  if (typeof result.error === 'number') out.error = spawnError(result.error, file, args);
  return out;
}

/** The error `child_process.spawnSync` makes of the binding's error number (an `ErrnoException`). */
function spawnError(errno: number, file: string, args: readonly string[]): NodeJS.ErrnoException {
  const { getSystemErrorName } = process.getBuiltinModule('node:util') as typeof import('node:util');
  const code = getSystemErrorName(errno);
  const syscall = `spawnSync ${file}`;
  return Object.assign(new Error(`${syscall} ${code}`), {
    errno,
    code,
    syscall,
    path: file,
    spawnargs: [...args],
  });
}

function viaChildProcess(
  file: string,
  args: readonly string[],
  options: BlockingSpawnOptions,
): BlockingSpawnResult {
  const { spawnSync } = process.getBuiltinModule('node:child_process') as typeof import('node:child_process');
  const result = spawnSync(file, args, {
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    env: options.env,
    shell: false,
    stdio: ['ignore', options.stdout, options.stderr],
    maxBuffer: options.maxBuffer,
  });
  return {
    pid: result.pid,
    status: result.status,
    signal: result.signal,
    stdout: (result.stdout as Buffer | null) ?? null,
    stderr: (result.stderr as Buffer | null) ?? null,
    ...(result.error ? { error: result.error as NodeJS.ErrnoException } : {}),
  };
}
