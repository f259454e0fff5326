/**
 * What can be told about the post-summary hooks before any summary: an `onSummary` program that
 * does not exist (or cannot be run) and a webhook `secretEnv` that is not set fail after every
 * summary, so `ma doctor` and the daemon's start-up say so at once (review M14).
 * Spec: issue 12 ("Post-summary hooks"); apps/daemon/README.md (hooks); review M14.
 */
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { type DaemonConfig, envVariableProblem } from '@ma/core';

/** One finding of {@link checkHooks}: `fail` can never work, `warn` may work elsewhere. */
export interface HookProblem {
  severity: 'fail' | 'warn';
  hook: 'onSummary' | 'webhook';
  /** One line, e.g. `onSummary program /opt/notify-me not found`. */
  message: string;
  /** What to do about it. */
  fix: string;
}

/** Options of {@link checkHooks}. */
export interface CheckHooksOptions {
  /** The vault folder: the command runs there, so a relative program path is read from it. */
  vault: string;
  /** The environment the hooks would get (`PATH`, `PATHEXT`, the webhook secret). */
  env: Record<string, string | undefined>;
  /** Default `process.platform` (Windows: `PATHEXT` extensions, no execute bit). */
  platform?: NodeJS.Platform;
}

/** True when `file` is a regular file this process may run (on Windows: that it is a file). */
async function runnable(file: string, platform: NodeJS.Platform): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  if (platform === 'win32') return true;
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/**
 * Where `program` (the hook's `argv[0]`, started without a shell in `vault`) would be found:
 * a name with a path separator is read from `vault` (absolute paths as they are); a bare name is
 * looked up in `env.PATH` (on Windows also with each `PATHEXT` extension).
 * @returns the absolute path, or `null` when nothing runnable is there.
 */
export async function findHookProgram(program: string, options: CheckHooksOptions): Promise<string | null> {
  const platform = options.platform ?? process.platform;
  const p = platform === 'win32' ? path.win32 : path.posix;
  const separators = platform === 'win32' ? /[\\/]/ : /\//;
  const extensions =
    platform === 'win32'
      ? ['', ...(options.env.PATHEXT ?? '.COM;.EXE;.BAT;.CMD').split(';').filter((e) => e !== '')]
      : [''];
  const folders = separators.test(program)
    ? ['']
    : (options.env.PATH ?? '').split(p.delimiter).filter((f) => f !== '');
  for (const folder of folders) {
    const base =
      folder === '' ? p.resolve(options.vault, program) : p.resolve(options.vault, folder, program);
    for (const ext of extensions) if (await runnable(base + ext, platform)) return base + ext;
  }
  return null;
}

/**
 * Checks the configured hooks without running them: an `onSummary` program that is not found or
 * not runnable (`fail`: the spawn fails after every summary), a webhook `secretEnv` not set in
 * `env` (`warn`: a service started at login has its own environment, which may have it).
 * @returns the problems, in that order; empty when the hooks look usable or none is configured.
 * Spec: issue 12 ("Post-summary hooks"); review M14.
 */
export async function checkHooks(
  hooks: DaemonConfig['hooks'],
  options: CheckHooksOptions,
): Promise<HookProblem[]> {
  const problems: HookProblem[] = [];
  const program = hooks.onSummary?.[0];
  if (program !== undefined && (await findHookProgram(program, options)) === null) {
    const where = path.isAbsolute(program) ? '' : /[\\/]/.test(program) ? ` in ${options.vault}` : ' on PATH';
    problems.push({
      severity: 'fail',
      hook: 'onSummary',
      message: `onSummary program ${JSON.stringify(program)} not found${where} (or not executable): the command would fail after every summary`,
      fix: 'set daemon.hooks.onSummary[0] to an existing program (an absolute path is safest), or set onSummary to null',
    });
  }
  const webhook = hooks.webhook;
  const secretProblem =
    webhook && webhook.secret === undefined && webhook.secretEnv
      ? envVariableProblem(options.env, webhook.secretEnv)
      : null;
  if (webhook?.secretEnv && secretProblem !== null) {
    // L95: set but empty is said as such, not as unset.
    const unset = secretProblem === 'is not set';
    problems.push({
      severity: 'warn',
      hook: 'webhook',
      message: `daemon.hooks.webhook.secretEnv names ${webhook.secretEnv}, which ${secretProblem} here: no webhook is sent while it is ${unset ? 'unset' : 'empty'}`,
      fix: `set ${webhook.secretEnv} in the environment the daemon starts with (a service started at login does not see this shell's variables)`,
    });
  }
  return problems;
}
