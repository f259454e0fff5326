/**
 * `ma daemon …`: forwards to `ma-daemon`. Spec: issue 12 ("`ma daemon …` forwards to it").
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../io/cli-io.js';
import { ExitCode, markDoneDespiteStop } from '../io/exit-code.js';
import type { GlobalOptions } from '../io/global-options.js';
import { reportError } from '../io/report-error.js';
import { locateVault } from '../vault/open-cli-vault.js';

const VAULT_COMMANDS = ['run', 'status', 'install', 'uninstall'];
/** Asking for help needs no vault: `ma daemon run --help` works anywhere. */
const HELP_FLAGS = ['--help', '-h'];

/**
 * Runs `ma-daemon <args…>` in this process (`@ma/daemon`'s `main`, loaded only now, so other
 * commands never pay for it) with this command's streams, environment and Ctrl-C signal. For
 * `run`, `status`, `install` and `uninstall` without their own `--vault`, the vault is found the
 * way every `ma` command finds it (`ma --vault`, else the nearest folder upward with
 * `meeting-assistant.json`); `ma --config` is passed on too. Everything else (`--help` and `-h`
 * anywhere, unknown commands) is `ma-daemon`'s to answer, without looking for a vault.
 * @returns `ma-daemon`'s exit code, kept as it is (0 ok, also after a clean stop on Ctrl-C, SIGTERM or
 * SIGHUP, which is how a daemon is meant to end; 1 failure; 2 usage error; 130/143/129 when a second
 * signal made it quit at once), not turned into 130/143 as other commands' are after a stop.
 * @throws nothing: a vault that cannot be found is reported once (exit 2).
 * Spec: issue 12.
 */
export async function daemonCommand(args: string[], opts: GlobalOptions, io: CliIo): Promise<number> {
  const forwarded = [...args];
  try {
    if (
      VAULT_COMMANDS.includes(args[0] ?? '') &&
      !args.some((a) => a === '--vault' || a.startsWith('--vault=') || HELP_FLAGS.includes(a))
    ) {
      const { root, configPath } = await locateVault(opts, io);
      forwarded.push('--vault', root);
      if (configPath && !args.some((a) => a === '--config' || a.startsWith('--config='))) {
        forwarded.push('--config', configPath);
      }
    }
  } catch (error) {
    return reportError(error, io);
  }
  const { main } = await import('@ma/daemon');
  const code = await main(forwarded, {
    stdout: io.stdout,
    stderr: io.stderr,
    env: io.env,
    cwd: io.cwd,
    signal: io.signal,
    platform: process.platform,
    searchServer: ownMaCommand(),
    commandName: 'ma daemon',
  });
  // A service manager stops a daemon with SIGTERM: `ma daemon run` then exits as `ma-daemon run`
  // does (0), so systemd/launchd see a clean stop, not a failure (apps/daemon/README.md).
  if (code === ExitCode.ok) markDoneDespiteStop(io);
  return code;
}

/**
 * The command that runs this very `ma` (this Node, its flags and this package's `bin/ma.js`), for
 * the search server `ma daemon run` starts (docs/startup.md, twenty-seventh pass): a `ma search`
 * of this build is answered by it. Undefined when the package folder is not found (`ma-daemon`
 * then looks for `ma` on PATH).
 * Spec: issue #13, goal (f).
 */
function ownMaCommand(): string[] | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    try {
      if (
        existsSync(pkg) &&
        (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@ma/cli'
      ) {
        const bin = path.join(dir, 'bin', 'ma.js');
        return existsSync(bin) ? [process.execPath, ...process.execArgv, bin] : undefined;
      }
    } catch {
      return undefined;
    }
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}
