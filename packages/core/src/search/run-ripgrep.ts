import { RgOutputParser, type RgRecord } from './rg-output-parser.js';

/**
 * How a ripgrep run ended.
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/contracts.md (@ma/core, Search); docs/hostile-cases.md B20–B22.
 */
export interface RgRun {
  /** Exit code (null when we killed it). 0 = matches, 1 = none, 2 = error (maybe partial). */
  code: number | null;
  /** stderr text, capped at 64 KB. */
  stderr: string;
  /** True when rg printed its `--stats` block, i.e. the search itself ran. */
  ranSearch: boolean;
  /** True when `onEvent` asked to stop and rg was killed. */
  stopped: boolean;
}

const MAX_STDERR = 64 * 1024;

/**
 * Spawns ripgrep with no shell, `cwd` = the vault root and an environment
 * without `RIPGREP_CONFIG_PATH`, feeding every matching line of its text output
 * (see `buildRgArgs`) to `onRecord`; stdout is parsed as a stream holding at most
 * 64 KB of any output line (`RgOutputParser`). When `onRecord` returns `'stop'`
 * rg is killed at once (result cap reached).
 * @throws the abort reason when `signal` fires; spawn errors (ENOENT…) as is.
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/contracts.md (@ma/core, Search); docs/hostile-cases.md B20–B22.
 */
export function runRipgrep(
  rgPath: string,
  args: string[],
  cwd: string,
  onRecord: (record: RgRecord) => 'stop' | undefined,
  signal?: AbortSignal,
): Promise<RgRun> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const env = { ...process.env };
    delete env.RIPGREP_CONFIG_PATH;
    // node:child_process is loaded here, not with this module: a command that never searches
    // saves its loading (docs/startup.md).
    const { spawn } = process.getBuiltinModule('node:child_process');
    const child = spawn(rgPath, args, { cwd, env, shell: false, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
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
    const parser = new RgOutputParser((record) => {
      if (!stopped && onRecord(record) === 'stop') stop();
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
      if (failed !== null) reject(failed);
      else resolve({ code, stderr, ranSearch: parser.sawStats, stopped });
    });
  });
}
