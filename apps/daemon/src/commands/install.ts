/**
 * `ma-daemon install|uninstall`. Spec: issue 12 (`install|uninstall --vault V [--dry-run]`: a
 * systemd user unit, a launchd agent, a Windows scheduled task; `--dry-run` prints what it would
 * write).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  envVariableProblem,
  expandHome,
  type MaConfig,
  MODEL_ENV_VARIABLES,
  pasteCommandText,
  writeFileAtomic,
} from '@ma/core';
import { type DaemonIo, ExitCode, typedName, UsageError, writeLine } from '../io/daemon-io.js';
import { openDaemonVault, type VaultOptions } from '../io/open-daemon-vault.js';
import { daemonBinPath } from '../service/daemon-bin.js';
import {
  planService,
  type ServicePlan,
  type ServicePlanInput,
  type ServicePlatform,
} from '../service/service-plan.js';
import { assertWatcherNode } from '../watch/watcher-node-floor.js';

/** Options of `ma-daemon install` / `uninstall`. */
export interface InstallOptions extends VaultOptions {
  dryRun?: boolean;
  /** Plan for another platform (`--platform`); only with `--dry-run` unless it is this one. */
  platform?: ServicePlatform;
}

const PLATFORMS: ServicePlatform[] = ['linux', 'darwin', 'win32'];

/**
 * The environment variables the configuration names (`model.apiKeyEnv`, `models.small.apiKeyEnv`,
 * `daemon.hooks.webhook.secretEnv`), each with the key that names it, in that order, without
 * repeats. A service started at login does not get the variables of the shell that installed it
 * (N5).
 * Spec: review2 N5.
 */
export function serviceEnvNames(config: MaConfig): { name: string; key: string }[] {
  const out: { name: string; key: string }[] = [];
  const add = (name: string | undefined, key: string) => {
    if (name && !out.some((o) => o.name === name)) out.push({ name, key });
  };
  add(config.models.main?.apiKeyEnv, 'model.apiKeyEnv');
  add(config.models.small?.apiKeyEnv, 'models.small.apiKeyEnv');
  add(config.daemon.hooks.webhook?.secretEnv, 'daemon.hooks.webhook.secretEnv');
  return out;
}

/** Where the variables of a service are set, per platform (for the warning). */
function whereToSet(p: ServicePlan): string {
  if (p.platform === 'linux')
    return `add Environment=NAME=value (or EnvironmentFile=) lines to the [Service] section of ${p.file} (or \`systemctl --user edit ${p.name}\`), then \`systemctl --user restart ${p.name}\``;
  if (p.platform === 'darwin')
    return `add an EnvironmentVariables dictionary to ${p.file}, then load it again (\`launchctl bootout\` / \`bootstrap\`)`;
  return 'set it as a user environment variable (System Properties → Environment Variables), then sign in again';
}

/** How this shell holds `name`, for {@link envWarnings} (L95: set but empty is said as such). */
function shellState(env: Record<string, string | undefined>, name: string): string {
  const problem = envVariableProblem(env, name);
  if (problem === null) return '; it is set in this shell only';
  return problem === 'is not set' ? '; it is not set here either' : '; it is set but empty here too';
}

/**
 * One warning line per variable the configuration names that the installed service will not see
 * (a login service does not get the installing shell's environment), saying which key names it,
 * whether it is set here, where to set it for the service, and what the daemon does meanwhile.
 * Spec: review2 N5.
 */
function envWarnings(
  config: MaConfig,
  p: ServicePlan,
  env: Record<string, string | undefined>,
  typed: string,
): string[] {
  return serviceEnvNames(config).map(
    ({ name, key }) =>
      `${typed}: warning: the service will not see ${name} (${key} names it${shellState(env, name)}): ${whereToSet(p)}${key === 'daemon.hooks.webhook.secretEnv' ? '; until then the webhook is not sent' : '; until then the daemon pauses summaries (`ma daemon status` says so), no meeting is marked failed'}`,
  );
}

/**
 * One warning per model variable (`MA_BASE_URL`, `MA_MODEL`, `MA_API_KEY_ENV`) set in this shell:
 * `ma daemon run` honours them, but the installed service does not see this shell's environment,
 * so it would summarize with the configuration file's model (or offline). Spec: review4 P2.
 */
function modelEnvWarnings(p: ServicePlan, env: Record<string, string | undefined>, typed: string): string[] {
  return MODEL_ENV_VARIABLES.filter((name) => (env[name] ?? '').trim() !== '').map(
    (name) =>
      `${typed}: warning: the service will not see ${name} (set in this shell only): put the model in meeting-assistant.json ("model" section) or ${whereToSet(p)}; until then the service summarizes with the configuration file's model (offline when it names none)`,
  );
}

/** The inputs of `planService` this machine and user decide, for `vault` (absolute). */
function machineInput(io: DaemonIo, vault: string, shutdownMs: number): ServicePlanInput {
  return {
    platform: io.platform as ServicePlatform,
    vault,
    node: process.execPath,
    bin: daemonBinPath(),
    home: io.env.HOME || io.env.USERPROFILE || os.homedir(),
    env: io.env,
    uid: process.getuid?.() ?? 0,
    shutdownMs,
  };
}

/**
 * The login service `ma-daemon install` put in place for `vault` (absolute) on this machine, or
 * null when its file is not there (or this platform has no service manager support). Only the
 * service's name, file and commands are meant: the file is not read.
 * Spec: L441 (a refused second `run` says how to stop the running one).
 */
export function installedService(io: DaemonIo, vault: string): ServicePlan | null {
  if (!PLATFORMS.includes(io.platform as ServicePlatform)) return null;
  try {
    const p = planService(machineInput(io, vault, 0));
    return existsSync(p.file) ? p : null;
  } catch {
    // A vault path no service file can hold (W5): it cannot have been installed.
    return null;
  }
}

async function plan(opts: InstallOptions, io: DaemonIo): Promise<ServicePlan & { warnings: string[] }> {
  const platform = opts.platform ?? (io.platform as ServicePlatform);
  if (!PLATFORMS.includes(platform)) {
    throw new UsageError(`no service manager support for ${platform}; supported: ${PLATFORMS.join(', ')}`);
  }
  if (platform !== io.platform && !opts.dryRun) {
    throw new UsageError(
      `--platform ${platform} is not this machine (${io.platform}): use it with --dry-run`,
    );
  }
  // The service runs `ma-daemon run` with this Node (`node: process.execPath` below): refuse to
  // install one that could only fail at every login. A dry run may plan for another machine.
  if (!opts.dryRun) assertWatcherNode(io.nodeVersion ?? process.versions.node, `${typedName(io)} install`);
  const vault = await openDaemonVault(opts, io);
  const p = planService({
    ...machineInput(io, vault.root, vault.config.daemon.shutdownMs),
    platform,
    // The service reads the same configuration as this command (W5: every field is checked).
    ...(opts.config ? { config: path.resolve(io.cwd, expandHome(opts.config, io.env).path) } : {}),
  });
  return {
    ...p,
    warnings: [
      ...modelEnvWarnings(p, io.env, typedName(io)),
      ...envWarnings(vault.config, p, io.env, typedName(io)),
    ],
  };
}

/** Runs one argv without a shell; resolves with its error message, or null on success. */
function run(argv: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(argv[0]!, argv.slice(1), { windowsHide: true, timeout: 60_000 }, (error, _out, stderr) => {
      resolve(error ? `${argv.join(' ')}: ${String(stderr).trim() || error.message}` : null);
    });
  });
}

/** A command of the plan as a line to paste on the plan's platform (W11: shell quoting, not JSON). */
const show = (p: ServicePlan, argv: string[]) => pasteCommandText(argv, p.platform);

/** The bytes of the service file: Task Scheduler XML is UTF-16LE with a BOM (as it declares). */
const fileBytes = (p: ServicePlan) => (p.platform === 'win32' ? `\ufeff${p.content}` : p.content);

/**
 * `ma-daemon install`: writes the service file for this vault (see `planService`) and runs the
 * commands that start it now and at every login. With `--dry-run` prints the file's path and
 * content and the commands, and changes nothing. When a command fails the file is removed again
 * (nothing stays half-installed) and the error is printed. Either way it warns on stderr about each
 * environment variable the configuration names (API key, webhook secret) that the service will
 * not see, and where to set it (N5).
 * @returns 0 installed (or planned), 1 a command failed, 2 usage error.
 * @throws UsageError for an unsupported or foreign platform without `--dry-run`.
 * Spec: issue 12.
 */
export async function installCommand(opts: InstallOptions, io: DaemonIo): Promise<number> {
  const p = await plan(opts, io);
  for (const warning of p.warnings) writeLine(io.stderr, warning);
  if (opts.dryRun) {
    writeLine(io.stdout, `would write ${p.file}:`);
    io.stdout.write(p.content.replace(/\r\n/g, '\n'));
    for (const argv of p.activate) writeLine(io.stdout, `would run: ${show(p, argv)}`);
    return ExitCode.ok;
  }
  const previous = await readFile(p.file).catch(() => null);
  await mkdir(path.dirname(p.file), { recursive: true });
  if (p.platform === 'win32') {
    await writeFile(p.file, Buffer.from(fileBytes(p), 'utf16le'));
  } else {
    await writeFileAtomic(p.file, fileBytes(p));
  }
  for (const argv of p.activate) {
    const error = await run(argv);
    if (error) {
      if (previous) {
        await writeFile(p.file, previous);
      } else {
        await rm(p.file, { force: true });
      }
      writeLine(io.stderr, `${typedName(io)}: install failed, nothing was installed: ${error}`);
      return ExitCode.failure;
    }
  }
  writeLine(io.stdout, `installed ${p.name}: ${p.file}`);
  return ExitCode.ok;
}

/**
 * `ma-daemon uninstall`: stops and unregisters the service of this vault and removes its file.
 * With `--dry-run` prints the commands and the file it would remove. A service that is not
 * installed (no file) is reported and exits 1: nothing was done.
 * @returns 0 removed (or planned), 1 not installed or a command failed, 2 usage error.
 * Spec: issue 12.
 */
export async function uninstallCommand(opts: InstallOptions, io: DaemonIo): Promise<number> {
  const p = await plan(opts, io);
  if (opts.dryRun) {
    for (const argv of p.deactivate) writeLine(io.stdout, `would run: ${show(p, argv)}`);
    writeLine(io.stdout, `would remove ${p.file}`);
    return ExitCode.ok;
  }
  const exists = await readFile(p.file).then(
    () => true,
    () => false,
  );
  if (!exists) {
    writeLine(io.stderr, `${typedName(io)}: not installed for this vault (no ${p.file})`);
    return ExitCode.failure;
  }
  const errors: string[] = [];
  for (const argv of p.deactivate) {
    const error = await run(argv);
    if (error) errors.push(error);
  }
  await rm(p.file, { force: true });
  if (p.platform === 'linux') await run(['systemctl', '--user', 'daemon-reload']);
  writeLine(io.stdout, `removed ${p.file}`);
  // Stopping a service that is not running fails harmlessly; only the last (unregister) step counts.
  const last = p.deactivate.at(-1)!;
  const failedLast = errors.find((e) => e.startsWith(last.join(' ')));
  if (failedLast) {
    writeLine(io.stderr, `${typedName(io)}: ${failedLast}`);
    return ExitCode.failure;
  }
  return ExitCode.ok;
}
