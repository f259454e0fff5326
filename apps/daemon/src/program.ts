/**
 * The commands, options and help of `ma-daemon`. Spec: issue 12 (`ma-daemon run|status|install|uninstall`).
 */
import { Command, Option } from 'commander';
import { installCommand, uninstallCommand } from './commands/install.js';
import { runCommand } from './commands/run.js';
import { statusCommand } from './commands/status.js';
import { type DaemonIo, typedName } from './io/daemon-io.js';

/**
 * Builds the commander program of `ma-daemon` (named `io.commandName` in its usage line and examples:
 * `ma daemon` when `ma` forwards to it, newcomer review F16). Actions hand the exit code their command returns
 * to `setExitCode`; commander's own parse errors are printed as one `<typed>: …` line (`ma daemon: …`) and
 * thrown as `CommanderError`.
 * Spec: issue 12.
 */
export function createProgram(io: DaemonIo, setExitCode: (code: number) => void): Command {
  // F16: the usage line and examples name the command as the user typed it (`ma daemon` when `ma`
  // forwards to it: `ma-daemon` is not on PATH then).
  const typed = typedName(io);
  const program = new Command(typed);
  /** The subcommand being parsed (`run`, `status`), for the help hint of a usage error (L112). */
  let parsing: string | undefined;
  /** Its long options (`ma-daemon`'s own before one is parsed), for an unknown option nothing is near (L263). */
  let known: () => string[] = () => longOptions(program);
  const vaultOption = () => new Option('--vault <dir>', 'the vault folder').makeOptionMandatory();
  const configOption = () =>
    new Option('--config <file>', 'configuration file (default: <vault>/meeting-assistant.json)');
  program
    .description('Meeting Assistant daemon: summarizes meetings as they end (status: ended) in a vault.')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      // L112: an option error of a subcommand points at that subcommand's help (`ma-daemon run --help`).
      outputError: (s, write) => {
        const line = s
          .trim()
          .replace(/^error: /, '')
          .replace(/\s*\n\s*/g, ' ')
          .replace(/\.$/, '');
        const command = [typed, parsing].filter(Boolean).join(' ');
        // L263: an unknown option commander finds nothing near (`--bogus`) gets the options there are.
        const options =
          /^unknown option /.test(line) && !line.includes('(Did you mean ') && known().length > 0
            ? ` (\`${command}\` takes ${known().join(', ')})`
            : '';
        write(`${typed}: ${line}${options}; see \`${command} --help\`\n`);
      },
    })
    .hook('preSubcommand', (_program, sub) => {
      parsing = sub.name();
      known = () => longOptions(sub);
    })
    .addHelpText(
      'after',
      `
Examples:
  ${typed} run --vault ~/vault
  ${typed} run --vault ~/vault --since 7d
  ${typed} status --vault ~/vault
  ${typed} install --vault ~/vault --dry-run

Exit codes: 0 ok (also after a clean stop on Ctrl-C, SIGTERM or SIGHUP: its terminal
closed), 1 failure, 2 usage error, 130/143/129 when a second Ctrl-C/SIGTERM/SIGHUP made it
quit at once.`,
    );

  const platform = () =>
    new Option('--platform <platform>', 'service manager to plan for (default: this machine)').choices([
      'linux',
      'darwin',
      'win32',
    ]);

  program
    .command('run')
    .description(
      'Watch the vault in the foreground and summarize every meeting whose note says status: ended; Ctrl-C stops cleanly.',
    )
    .addOption(vaultOption())
    .addOption(configOption())
    .option(
      '--since <when>',
      'catch up only on meetings changed since: a date (2026-11-20), a date and time (2026-11-20T09:30Z) or a duration (12h, 7d)',
    )
    .option(
      '--no-search-server',
      'do not answer `ma search` for the vault (by default the daemon runs `ma search-server` while it runs)',
    )
    .action(async (opts) => setExitCode(await runCommand(opts, io)));

  program
    .command('status')
    .description('Show what the daemon is doing: queued, running, failed (with the last error), last scan.')
    .addOption(vaultOption())
    .addOption(configOption())
    .option('--json', 'print one JSON object')
    .action(async (opts) => setExitCode(await statusCommand(opts, io)));

  program
    .command('install')
    .description(
      'Start the daemon for this vault at login (systemd user unit, launchd agent, Windows scheduled task).',
    )
    .addOption(vaultOption())
    .addOption(configOption())
    .option('--dry-run', 'print the file it would write and the commands it would run; change nothing')
    .addOption(platform())
    .action(async (opts) => setExitCode(await installCommand(opts, io)));

  program
    .command('uninstall')
    .description('Stop the daemon service of this vault and remove it.')
    .addOption(vaultOption())
    .addOption(configOption())
    .option('--dry-run', 'print what it would run and remove; change nothing')
    .addOption(platform())
    .action(async (opts) => setExitCode(await uninstallCommand(opts, io)));

  return program;
}

/** The long options `cmd` takes as its help lists them (hidden ones left out; L263). */
function longOptions(cmd: Command): string[] {
  return cmd.options.filter((o) => !o.hidden).flatMap((o) => o.long ?? o.short ?? []);
}
