import { blockingSpawn } from '../process/blocking-spawn.js';
import { RgOutputParser, type RgRecord } from './rg-output-parser.js';
import { type RgSizeSkip, RgStderr } from './rg-stderr.js';

/**
 * How a ripgrep run ended.
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/contracts.md (@ma/core, Search); docs/hostile-cases.md B20–B22.
 */
export interface RgRun {
  /** Exit code (null when we killed it). 0 = matches, 1 = none, 2 = error (maybe partial). */
  code: number | null;
  /** rg's own messages on stderr, without its `--debug` log, capped at 64 KB. */
  stderr: string;
  /** The files rg's walk skipped for `--max-filesize`, read from its `--debug` log (V254), in rg's order. */
  sizeSkips: RgSizeSkip[];
  /** True when rg printed its `--stats` block, i.e. the search itself ran. */
  ranSearch: boolean;
  /** True when `onEvent` asked to stop and rg was killed. */
  stopped: boolean;
}

/** The environment ripgrep runs with: ours without `RIPGREP_CONFIG_PATH`. */
function rgEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.RIPGREP_CONFIG_PATH;
  return env;
}

let blocking = false;

/**
 * Makes `searchVault` run ripgrep with `spawnSync` for the rest of the process
 * ({@link runRipgrepBlocking}): for a process that runs one search and exits (`ma search`,
 * `ma tool`), where it costs about 12 ms of CPU less than a spawned child read through Node's
 * streams (docs/startup.md, sixth pass). It blocks the event loop while ripgrep runs, so a
 * process serving other work (the MCP server, the daemon, an agent run) must never turn it on.
 * Spec: issue #13, goal (f).
 */
export function useBlockingRipgrep(): void {
  blocking = true;
}

/**
 * True once {@link useBlockingRipgrep} was called in this process.
 * Spec: issue #13, goal (f).
 */
export function blockingRipgrep(): boolean {
  return blocking;
}

/**
 * {@link runRipgrep} with `spawnSync`, for one-shot processes ({@link useBlockingRipgrep}): the same
 * argv, working folder and environment; the records are given to `onRecord` in rg's order after rg
 * ended, up to the first `'stop'`. rg's output is kept up to `maxBytes`, stdout and stderr together
 * (as Node's `spawnSync` counts them): when it filled them (rg is then killed) and `onRecord` did not
 * stop within stdout's whole lines, or when rg was killed by a signal we did not send (Ctrl-C reaches the whole process group), null is
 * returned after the records read so far were given: the caller then runs {@link runRipgrep}, whose
 * records start with the same ones, so `onRecord` must ignore a record it was already given (as
 * `searchVault`'s does: a path and line are taken once).
 * @param maxBytes bytes of stdout and stderr kept (together): at least what the records up to the stop
 *   can take, so that the usual search never needs the second run.
 * @returns how rg ended, as {@link runRipgrep} says it, or null (see above).
 * @throws spawn errors other than a full buffer (ENOENT…) as is.
 * Spec: seed 000, Requirement: Agents can use project context tools (search); issue #13, goal (f).
 */
export function runRipgrepBlocking(
  rgPath: string,
  args: string[],
  cwd: string,
  onRecord: (record: RgRecord) => 'stop' | undefined,
  maxBytes: number,
): RgRun | null {
  // Without node:child_process and the socket modules it loads (session 45).
  const result = blockingSpawn(rgPath, args, {
    cwd,
    env: rgEnv(),
    stdout: 'pipe',
    stderr: 'pipe',
    maxBuffer: maxBytes,
  });
  const full = (result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOBUFS';
  if (result.error && !full) throw result.error;
  const stdout = result.stdout;
  const stderrBytes = result.stderr;
  // Node counts stdout and stderr together against maxBuffer: past it rg was killed and stdout is
  // a prefix, whichever stream filled it (V254: rg's `--debug` log is on stderr from its start).
  if ((!full && result.signal !== null) || stdout === null) return null;
  let stopped = false;
  const parser = new RgOutputParser((record) => {
    if (!stopped && onRecord(record) === 'stop') stopped = true;
  });
  // A stdout cut at the buffer's end ends in a partial line: only whole lines are records.
  parser.push(full ? stdout.subarray(0, stdout.lastIndexOf(10) + 1) : stdout);
  if (!full) parser.end();
  if (full && !stopped) return null;
  const stderr = new RgStderr();
  stderr.push((stderrBytes ?? Buffer.alloc(0)).toString('utf8'));
  stderr.end(full);
  return {
    code: full ? null : result.status,
    stderr: stderr.messages,
    sizeSkips: stderr.sizeSkips,
    ranSearch: parser.sawStats,
    stopped,
  };
}

/**
 * Spawns ripgrep with no shell, `cwd` = the vault root and an environment
 * without `RIPGREP_CONFIG_PATH`, feeding every matching line of its text output
 * (see `buildRgArgs`) to `onRecord`; stdout is parsed as a stream holding at most
 * 64 KB of any output line (`RgOutputParser`). When `onRecord` returns `'stop'`
 * rg is killed at once (result cap reached).
 * `prepare(record)`, when given, is asked first for each record, in order: a promise it returns
 * (a file to read before the record can be decided) pauses rg's output until it settles, the
 * records after it waiting in order, so `onRecord` stays synchronous and never does I/O on the
 * event loop (L298); the run ends once every record was given.
 * @throws the abort reason when `signal` fires; spawn errors (ENOENT…) as is.
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/contracts.md (@ma/core, Search); docs/hostile-cases.md B20–B22.
 */
export function runRipgrep(
  rgPath: string,
  args: string[],
  cwd: string,
  onRecord: (record: RgRecord) => 'stop' | undefined,
  signal?: AbortSignal,
  prepare?: (record: RgRecord) => Promise<void> | undefined,
): Promise<RgRun> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const env = rgEnv();
    // node:child_process is loaded here, not with this module: a command that never searches
    // saves its loading (docs/startup.md).
    const { spawn } = process.getBuiltinModule('node:child_process');
    const child = spawn(rgPath, args, { cwd, env, shell: false, stdio: ['ignore', 'pipe', 'pipe'] });
    const stderr = new RgStderr();
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
    child.stderr.on('data', (chunk: string) => stderr.push(chunk));
    // L298: records wait here, in order, while `prepare` reads what the first of them needs.
    const queue: RgRecord[] = [];
    let waiting = false;
    let closed: (() => void) | null = null;
    const drain = (): void => {
      while (queue.length > 0 && !stopped) {
        const wait = prepare?.(queue[0] as RgRecord);
        if (wait !== undefined) {
          waiting = true;
          child.stdout.pause();
          void wait
            .catch(() => {})
            .then(() => {
              waiting = false;
              drain();
            });
          return;
        }
        if (onRecord(queue.shift() as RgRecord) === 'stop') stop();
      }
      queue.length = 0;
      child.stdout.resume();
      closed?.();
    };
    const parser = new RgOutputParser((record) => {
      if (stopped) return;
      queue.push(record);
      if (!waiting) drain();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (!stopped) parser.push(chunk);
    });
    child.stdout.on('end', () => {
      if (!stopped) parser.end();
    });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      closed = () => {
        closed = null;
        if (failed !== null) reject(failed);
        else {
          stderr.end(stopped);
          resolve({
            code,
            stderr: stderr.messages,
            sizeSkips: stderr.sizeSkips,
            ranSearch: parser.sawStats,
            stopped,
          });
        }
      };
      if (!waiting) closed();
    });
  });
}
