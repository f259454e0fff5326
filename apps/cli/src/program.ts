/**
 * The commands, options and help of `ma`. Spec: issue #6, "`ma`: summarize a real meeting end to
 * end from the command line"; docs/tools.md (`ma tool`, `ma tools`, `ma search`).
 */
import { createRequire } from 'node:module';
import { Command, InvalidArgumentError, Option } from 'commander';
import { approvalChoices, toolProfileChoices } from './io/choices.js';
import type { CliIo } from './io/cli-io.js';
import type { GlobalOptions } from './io/global-options.js';
import { usageLineText } from './io/usage-line.js';
import { wholeNumber } from './io/whole-number.js';

/**
 * The version of `@ma/cli` (its package.json, one folder above both `src/` and the bundled `dist/`).
 */
function cliVersion(): string {
  return (createRequire(import.meta.url)('../package.json') as { version: string }).version;
}

/** Parses a TCP port (0–65535 in decimal digits; 0 picks a free one) for `--http` (reviewA T3: not `0x50`). */
function tcpPort(value: string): number {
  const n = wholeNumber(value);
  if (n === null || n > 65535)
    throw new InvalidArgumentError(`expected a port number 0-65535 in decimal digits, got "${value}"`);
  return n;
}

/** Parses a whole number ≥ 1 for `--max-steps` / `--limit`. */
function positiveInt(value: string): number {
  const n = wholeNumber(value);
  if (n === null || n < 1)
    throw new InvalidArgumentError(`expected a whole number >= 1 in decimal digits, got "${value}"`);
  return n;
}

/** Parses `--idle-exit`'s minutes: a number > 0 in decimal digits (a fraction allowed: `0.5`), at most a week (10080). */
function idleMinutes(value: string): number {
  const n = /^\d{1,5}(\.\d{1,6})?$/.test(value) ? Number(value) : Number.NaN;
  if (!(n > 0 && n <= 10080))
    throw new InvalidArgumentError(
      `expected minutes, a number > 0 and <= 10080 in decimal digits (e.g. 10 or 0.5), got "${value}"`,
    );
  return n;
}

/** Parses a whole number >= 0 for `--offset`. */
function nonNegativeInt(value: string): number {
  const n = wholeNumber(value);
  if (n === null)
    throw new InvalidArgumentError(`expected a whole number >= 0 in decimal digits, got "${value}"`);
  return n;
}

// The value lists live in io/choices.ts (shared with the plain `ma tool`/`ma search` reader).
export { approvalChoices, toolProfileChoices } from './io/choices.js';

/** `--tools <profile>` of `ma summarize`, `ma tools`, `ma tool`, `ma mcp` (wins over config `tools.profile`). */
function toolsOption(): Option {
  return new Option(
    '--tools <profile>',
    'tool profile (config tools.profile; default granular): granular, or compact (query_meeting + apply_changes, for small local models)',
  ).choices(toolProfileChoices);
}

/** Collects a repeatable option's values. */
/**
 * Refuses a command line without `--meeting` as commander refuses a missing required option (the
 * same `ma:` line, exit 2), from the command's action: after commander has checked the operands,
 * so that a line missing both names the operand first (`ma tool` without a tool name: L56).
 */
function requireMeeting(cmd: Command): void {
  if (cmd.opts().meeting === undefined)
    cmd.error("error: required option '--meeting <meeting>' not specified", {
      code: 'commander.missingMandatoryOptionValue',
    });
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/**
 * A repeated comma-separated list flag adds to the list: `--projects a --projects b` is `a,b`, never
 * just `b` (review13 Z6).
 */
function joinList(value: string, previous: string | undefined): string {
  return previous === undefined ? value : `${previous},${value}`;
}

/**
 * The long options `cmd` takes as its help lists them (`--engine`, `--max-steps`; the short one when it
 * has no long one), for an unknown option's line (L263). Hidden options are left out.
 */
export function longOptions(cmd: Command): string[] {
  return cmd.options.filter((o) => !o.hidden).flatMap((o) => o.long ?? o.short ?? []);
}

function examples(lines: string[]): string {
  return `\nExamples:\n${lines.map((l) => `  ${l}`).join('\n')}\n`;
}

const exitCodes = `
Exit codes: 0 ok, 1 failure, 2 usage error, 3 refused by a tool, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM), 129 terminal closed (SIGHUP).
Environment: MA_BASE_URL, MA_MODEL, MA_API_KEY_ENV (model overrides; flags win), NO_COLOR.`;

/**
 * Builds the commander program of `ma`: every command with its options, help
 * text and examples. Actions import `src/commands/<command>.ts` only when that command
 * runs (docs/startup.md: `ma --help` loads commander and this file, nothing else) and hand
 * the exit code they return to `setExitCode`. Output goes to `io`; commander's own
 * parse errors are printed as one `ma: …` line and thrown as `CommanderError`. `onCommand` hears
 * the name of each subcommand before commander parses it (`search`, `doctor`), so a host can word
 * such an error for that command as the `ma: …` line does (run-main.ts, reviewA U5).
 */
export function createProgram(
  io: CliIo,
  setExitCode: (code: number) => void,
  onCommand?: (name: string, args: () => readonly string[], known: () => readonly string[]) => void,
): Command {
  const program = new Command('ma');
  /** The subcommand commander is parsing (`search`, `doctor`), for the unknown-option hint. */
  let parsing: string | undefined;
  /** Its arguments as commander left them (operands, then the unknown option), for the same hint (F9). */
  let parsingArgs: () => readonly string[] | undefined = () => undefined;
  /** The long options the command parsed takes, global ones included, for an unknown one (L263). */
  let parsingKnown: () => readonly string[] = () => longOptions(program);
  // Options of the command merged with the global ones (--vault, --config); commander checked them.
  const globals = <T extends GlobalOptions>(cmd: Command): T => cmd.optsWithGlobals() as T;

  program
    .description(
      'Meeting Assistant: summarize meetings in a Markdown vault with audited, scope-checked tools.',
    )
    .version(cliVersion(), '-V, --version', 'print the version of ma')
    .option(
      '--vault <dir>',
      'vault folder (default: nearest folder upward with meeting-assistant.json, else .)',
    )
    .option('--config <file>', 'configuration file (default: <vault>/meeting-assistant.json)')
    .configureHelp({ showGlobalOptions: true })
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => {
        // An unknown option of any form gets the `--` hint for the command parsed, when its
        // operand may start with '-' (R15, reviewA S15, U5): io/usage-line.ts.
        write(`${io.errColors.red('ma:')} ${usageLineText(s, parsing, parsingArgs(), parsingKnown())}\n`);
      },
    })
    // The subcommand being parsed, for the hint above (reviewA U5).
    .hook('preSubcommand', (_program, sub) => {
      parsing = sub.name();
      parsingArgs = () => sub.args;
      // `--version` is `ma`'s own, not an option of a command.
      parsingKnown = () => [...longOptions(sub), ...longOptions(program).filter((o) => o !== '--version')];
      onCommand?.(parsing, () => sub.args, parsingKnown);
    })
    .addHelpText(
      'after',
      `${examples([
        'ma init my-vault',
        'ma import meeting.vtt --title "Weekly sync" --date 2026-05-04 --vault my-vault',
        'ma summarize "2026-05-04 Weekly sync" --vault my-vault',
        'ma tools --json --vault my-vault',
        'ma doctor --vault my-vault',
      ])}${exitCodes}`,
    );

  program
    .command('summarize')
    .description(
      'Write the summary note of a meeting (agent with a model, else the offline extractive engine).',
    )
    .argument('<meeting>', 'meeting name (file name under Meetings/, without .md) or vault-relative path')
    .option(
      '--base-url <url>',
      'OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1 (env MA_BASE_URL)',
    )
    .option('--model <id>', 'model id, e.g. qwen3:8b (env MA_MODEL)')
    .option(
      '--api-key-env <name>',
      'name of the environment variable holding the API key (env MA_API_KEY_ENV)',
    )
    .addOption(new Option('--engine <engine>', 'summary engine').choices(['agent', 'extractive']))
    .option('--max-steps <n>', 'most agent steps (model turns) before the run stops', positiveInt)
    .option('--json', 'print exactly one JSON object (the run result) on stdout; no progress')
    .option('--stream', 'ask the model for streamed replies (SSE); same progress and result')
    .addOption(
      new Option(
        '--approvals <how>',
        'how to ask for approvals (config approvals.prompt; default toast, a request note where toasts have no buttons)',
      ).choices(approvalChoices),
    )
    .option(
      '--force',
      'replace the summary even if it was edited by hand since it was written (the old note goes to .trash); summarize a meeting still being recorded (status: recording) as far as its transcript goes',
    )
    .addOption(toolsOption())
    .addHelpText(
      'after',
      `${examples([
        'ma summarize "2026-03-10 Remote control functional design"',
        'ma summarize Meetings/standup.md --base-url http://127.0.0.1:11434/v1 --model qwen3:8b',
        'MA_BASE_URL=http://127.0.0.1:1234/v1 MA_MODEL=local ma summarize standup --max-steps 20',
        'ma summarize standup --engine extractive --json',
        'ma summarize standup --stream',
        'ma summarize standup --approvals vault-note   # tick - [x] Approve in Assistant/Requests/',
      ])}\nCtrl-C cancels cleanly: the previous summary stays, the context note says the run was cancelled (exit 130).`,
    )
    .action(async (meeting: string, _opts, cmd: Command) => {
      const { summarizeCommand } = await import('./commands/summarize.js');
      setExitCode(await summarizeCommand(meeting, globals(cmd), io));
    });

  program
    .command('settings')
    .description(
      'Talk to the settings agent: change the configuration, base prompt, summary template or a project AGENTS.md (each change shown as a diff, applied on "y").',
    )
    .option('--prompt-file <file>', 'submit this file as the first request (an accepted workflow request)')
    .option('--base-url <url>', 'OpenAI-compatible endpoint (env MA_BASE_URL)')
    .option('--model <id>', 'model id (env MA_MODEL)')
    .option(
      '--api-key-env <name>',
      'name of the environment variable holding the API key (env MA_API_KEY_ENV)',
    )
    .addHelpText(
      'after',
      examples([
        'ma settings',
        'ma settings --prompt-file request.md',
        'echo "add a Risks section" | ma settings',
      ]),
    )
    .action(async (_opts, cmd: Command) => {
      const { settingsCommand } = await import('./settings/settings-command.js');
      setExitCode(await settingsCommand(globals(cmd), io));
    });

  program
    .command('import')
    .description(
      'Import a transcript file as a meeting note + transcript note. Reads subtitles (WebVTT: Teams, Zoom; SRT; ASS/SSA; YouTube SBV), transcript JSON (Whisper, faster-whisper, WhisperX, whisper.cpp, OpenAI; AssemblyAI, Amazon Transcribe, Deepgram, Rev.ai, Speechmatics, Azure Speech) and text (Otter, Rev, Descript exports; Zoom captions and chat; Google Meet, Teams; "Name: text" lines).',
    )
    .argument('<file>', 'the transcript file; its format is read from the content')
    .option(
      '--title <title>',
      'meeting title (default: the title a Google Meet, Teams or metadata header writes, else the file name without its date)',
    )
    .option(
      '--date <date>',
      "meeting date (default: a date the file name starts with, or ends with after its title, else the date a Google Meet, Teams or metadata header writes, else the file's modification date): 2026-05-04 or any form a note's date: takes (04.05.2026, May 4, 2026, 4 May 2026, 2026/05/04)",
    )
    .option('--project <id>', 'bind a project (repeatable; a direct subfolder of Projects/)', collect, [])
    .option(
      '--meeting <meeting>',
      'make the file the transcript of this existing meeting (name or path, as ma summarize takes it) instead of a new meeting: its transcript: is set; refused when it already links a text transcript, and with --title/--date/--project',
    )
    // core's TRANSCRIPT_FORMATS written out: `ma --help` loads no @ma package (docs/startup.md).
    .addOption(
      new Option(
        '--format <format>',
        'read the file as this format (whisper: any transcript JSON named above; text: any text export)',
      ).choices(['vtt', 'srt', 'ass', 'sbv', 'whisper', 'text']),
    )
    .option('--dry-run', 'print the notes that would be written; write nothing')
    .addHelpText(
      'after',
      `${examples([
        'ma import examples/transcripts/teams.vtt --title "Field sensor sync" --date 2026-05-04 --vault my-vault',
        'ma import recording.json --project remote-control --dry-run',
        'ma import otter-export.txt --format text',
        'ma import call.vtt --meeting "2026-05-04 Field sensor sync"',
      ])}\nNever overwrites: an existing meeting of that name is refused (exit 1); importing the same file again changes nothing.`,
    )
    .action(async (file: string, _opts, cmd: Command) => {
      const { importCommand } = await import('./commands/import.js');
      setExitCode(await importCommand(file, globals(cmd), io));
    });

  program
    .command('init')
    .description(
      'Create a vault skeleton (folders, Glossary.md, Dictation.md, meeting-assistant.json); never overwrites.',
    )
    .argument('[dir]', 'folder to set up (default: --vault, else the current folder)')
    .addHelpText('after', examples(['ma init', 'ma init ~/notes/meetings-vault']))
    .action(async (dir: string | undefined, _opts, cmd: Command) => {
      const { initCommand } = await import('./commands/init.js');
      setExitCode(await initCommand(dir, globals(cmd), io));
    });

  program
    .command('projects')
    .description("List a meeting's bound projects, or the whole project catalog (id, name, description).")
    .option('--all', 'list every project of the vault (the catalog)')
    .option('--meeting <meeting>', 'list the projects bound to this meeting')
    .option('--json', 'print a JSON array')
    .addHelpText(
      'after',
      examples(['ma projects --all', 'ma projects --meeting "2026-03-10 Remote control functional design"']),
    )
    .action(async (_opts, cmd: Command) => {
      const { projectsCommand } = await import('./commands/projects.js');
      setExitCode(await projectsCommand(globals(cmd), io));
    });

  program
    .command('tools')
    .description('List the agent tools with their JSON Schemas.')
    .option('--json', 'print a JSON array of { name, description, inputSchema }')
    .addOption(toolsOption())
    .addOption(
      new Option('--profile <profile>', 'former name of --tools').choices(toolProfileChoices).hideHelp(),
    )
    .addHelpText('after', examples(['ma tools', 'ma tools --json', 'ma tools --tools compact']))
    .action(async (_opts, cmd: Command) => {
      const { toolsCommand } = await import('./commands/tools.js');
      setExitCode(await toolsCommand(globals(cmd), io));
    });

  program
    .command('tool')
    .description('Run one agent tool on a meeting exactly as the agent would, and print its result.')
    // L56: the tool name is checked before --meeting (commander checks required options first), so a
    // line without either names the missing tool, with the list; both are still required.
    .argument('[name]', 'tool name (see `ma tools`)')
    .usage('<name> --meeting <meeting> [options]')
    .option('--meeting <meeting>', 'meeting name or vault-relative path (required)')
    .option(
      '--args <json>',
      'tool arguments as a JSON object; @<file> reads it from a file, - from stdin (for large arguments)',
      '{}',
    )
    .addOption(toolsOption())
    .addHelpText(
      'after',
      `${examples([
        'ma tool list_projects --meeting "2026-03-10 Remote control functional design"',
        `ma tool read_transcript --meeting standup --args '{"from": 1, "to": 20}'`,
        `ma tool write_projectfile --meeting standup --args '{"project":"remote-control","path":"notes.md","content":"- idea"}'`,
        `ma tool query_meeting --tools compact --meeting standup --args '{"view":"transcript","filters":{"from":1,"to":20}}'`,
        'ma tool write_projectfile --meeting standup --args @big-args.json',
        'some-generator | ma tool write_projectfile --meeting standup --args -',
      ])}\nWrites are real; the diff of writes outside the summary/context notes is printed on stderr.\nExit codes: 0 ran, 3 refused (arguments not matching the schema included), 2 usage error (unknown tool or meeting, bad --args JSON), 1 failure.`,
    )
    .action(async (name: string | undefined, _opts, cmd: Command) => {
      if (name === undefined) {
        const { missingToolMessage } = await import('./tools/run-tool.js');
        cmd.error(`error: ${missingToolMessage(cmd.opts().tools)}`, { code: 'commander.missingArgument' });
      }
      requireMeeting(cmd);
      const { toolCommand } = await import('./commands/tool.js');
      setExitCode(await toolCommand(name as string, globals(cmd), io));
    });

  program
    .command('search')
    .description(
      "Search a meeting's bound projects and their past summaries with ripgrep (the `search` tool).",
    )
    .argument(
      '<pattern>',
      'ripgrep regular expression; all lower-case ignores case, a capital letter makes it case-sensitive ((?i) / (?-i) decide)',
    )
    // L56: checked after <pattern> (see `ma tool`).
    .option('--meeting <meeting>', 'meeting name or vault-relative path (required)')
    .option(
      '--projects <ids>',
      'comma-separated project IDs to search (repeatable; default: all bound projects)',
      joinList,
    )
    .option('--limit <n>', 'most results', positiveInt)
    .option(
      '--offset <n>',
      'matches to skip: the next page of a cut result (it names the offset)',
      nonNegativeInt,
    )
    .addHelpText(
      'after',
      examples([
        'ma search budget --meeting "2026-03-10 Remote control functional design"',
        "ma search 'price|cost' --meeting standup --projects remote-control",
        'ma search budget --meeting standup --limit 20 --offset 20',
      ]),
    )
    .action(async (pattern: string, _opts, cmd: Command) => {
      const { searchCommand } = await import('./commands/search.js');
      requireMeeting(cmd);
      setExitCode(await searchCommand(pattern, globals(cmd), io));
    });

  program
    .command('search-server')
    .description(
      "Answer this vault's plain `ma search` lines from a running process (faster starts; stop with Ctrl-C).",
    )
    .option(
      '--idle-exit <minutes>',
      'stop after this many minutes without a search (the socket removed; default: run until stopped)',
      idleMinutes,
    )
    .addHelpText(
      'after',
      examples([
        'ma search-server --vault my-vault &',
        'ma search budget --meeting standup --vault my-vault',
        'ma search-server --vault my-vault --idle-exit 30 &',
      ]),
    )
    .action(async (_opts, cmd: Command) => {
      const { searchServerCommand } = await import('./commands/search-server.js');
      setExitCode(await searchServerCommand(globals(cmd), io));
    });

  program
    .command('mcp')
    .description('Serve the meeting tools to MCP clients (stdio, or streamable HTTP with --http).')
    .option('--meeting <meeting>', "fix the meeting for the server's life (default: every call names one)")
    .option('--http <port>', 'serve streamable HTTP on http://127.0.0.1:<port>/mcp instead of stdio', tcpPort)
    .option('--host <address>', 'address to bind with --http (not loopback: a bearer token is required)')
    .option('--token-env <name>', 'environment variable holding the bearer token (default MA_MCP_TOKEN)')
    .addOption(toolsOption())
    .addHelpText(
      'after',
      examples([
        'ma mcp --vault my-vault',
        'ma mcp --vault my-vault --meeting "2026-03-10 Remote control functional design"',
        'ma mcp --vault my-vault --http 8765',
        'ma mcp --vault my-vault --tools compact',
      ]),
    )
    .action(async (_opts, cmd: Command) => {
      // Loaded on use: the MCP SDK is the heaviest import of the CLI and only this command needs it.
      const { mcpCommand } = await import('./commands/mcp.js');
      setExitCode(await mcpCommand(globals(cmd), io));
    });

  program
    .command('daemon')
    .description(
      'Run or manage the daemon that summarizes meetings as they end (forwards to ma-daemon: run, status, install, uninstall).',
    )
    .argument('[args...]', 'ma-daemon command and options, e.g. `run`, `status --json`, `install --dry-run`')
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .addHelpText(
      'after',
      examples([
        'ma daemon run --vault ~/vault',
        'ma daemon status',
        'ma daemon install --dry-run',
        'ma daemon --help',
      ]),
    )
    .action(async (args: string[], _opts, cmd: Command) => {
      const { daemonCommand } = await import('./commands/daemon.js');
      setExitCode(await daemonCommand(args, globals(cmd), io));
    });

  program
    .command('doctor')
    .description(
      'Check the configuration, the model endpoint (when one is configured) and ripgrep; say what to fix.',
    )
    .option('--base-url <url>', 'OpenAI-compatible endpoint to check (env MA_BASE_URL)')
    .option('--model <id>', 'model id to check (env MA_MODEL)')
    .option('--api-key-env <name>', 'environment variable holding the API key (env MA_API_KEY_ENV)')
    .addHelpText(
      'after',
      `${examples(['ma doctor', 'ma doctor --vault my-vault --base-url http://127.0.0.1:11434/v1 --model qwen3:8b'])}\nExit codes: 0 all good, 1 something to fix.`,
    )
    .action(async (_opts, cmd: Command) => {
      const { doctorCommand } = await import('./commands/doctor.js');
      setExitCode(await doctorCommand(globals(cmd), io));
    });

  for (const command of [program, ...program.commands]) guardSingleValues(command);
  return program;
}

/** Options that add to a list when repeated (`collect`, `joinList`): a second one is no mistake. */
const REPEATABLE = new Set(['--project', '--projects']);

/**
 * Makes every option of `command` that takes one value refuse what it would otherwise take in
 * silence (review14 V5, V7): the option given twice (`--meeting a --meeting b`, `--vault` before
 * and after the command: commander kept the last), and an empty value (`--vault ""`, from an unset
 * shell variable: read as "not given", so another vault was used). Both are usage errors (exit 2)
 * naming the option and the values. The option's own parser (a number, a port, choices) runs after.
 * Repeatable list options (`--project`, `--projects`) may be given again, but not empty either (reviewA
 * T2: `--projects "$P"` with P unset searched every bound project); flags without a value are left as
 * they are.
 * Spec: apps/cli/README.md (exit code 2 for a bad flag; "Errors are one line …: what to do").
 */
function guardSingleValues(command: Command): void {
  for (const option of command.options) {
    if (!option.required || option.variadic) continue;
    const repeatable = REPEATABLE.has(option.long ?? '');
    const inner = option.parseArg;
    let given: string | undefined;
    option.argParser((value: string, previous: unknown) => {
      if (given !== undefined && !repeatable)
        throw new InvalidArgumentError(
          `${option.long} was given twice (${JSON.stringify(given)}, then ${JSON.stringify(value)}); give it once`,
        );
      given = value;
      if (value.trim() === '')
        throw new InvalidArgumentError(
          `${option.long} is empty; give a value (an unset shell variable?) or leave ${option.long} out`,
        );
      return inner ? inner(value, previous) : value;
    });
  }
}
