/**
 * Where a command's operand that starts with '-' goes: after `--`, options first. Only the commands
 * whose operand may start with '-': a `ma search` pattern, a meeting name, a file or folder name.
 * Spec: review R15, reviewA S15, U5.
 */
const DASH_OPERAND: Readonly<Record<string, { what: string; example: string }>> = {
  search: { what: 'a pattern or name', example: 'ma search --meeting <meeting> --' },
  summarize: { what: 'a meeting name', example: 'ma summarize [options] --' },
  import: { what: 'a file name', example: 'ma import [options] --' },
  init: { what: 'a folder name', example: 'ma init --' },
};

/**
 * The text of the `ma: …` line for a command-line error commander reports (without `ma: `): its
 * message on one line, then, for an unknown option of any flag form (`-x`, `--files`, `--pre=sh`)
 * given to a command whose operand may start with '-' (`ma search`'s pattern, `ma summarize`'s
 * meeting, `ma import`'s file, `ma init`'s folder), the hint that such an operand goes after `--`
 * with that command in the example (review R15, reviewA S15) — never for another command
 * (`ma doctor --bogus`), nor when commander names the option meant (`--forc (Did you mean
 * --force?)`): a mistyped option is no operand (reviewA U5) — then `; see \`ma <command> --help\``
 * (the command parsed: `ma summarize --help`; `ma --help` for an error of `ma` itself, such as an
 * unknown command; leftovers L112). Shared by
 * the stderr line (program.ts, `outputError`) and a compact `ma tool` line's
 * `{"error":"usage","message"}` (run-main.ts, V5), so the two never differ. On `ma tool`, an unknown
 * option a user gives for the tool's arguments (`--json '{…}'`, `--params`, `--input`, `--data`) says
 * they go after `--args` instead (reviewA R29).
 * @param message commander's message (`error: unknown option '--files'`, possibly several lines).
 * @param command the subcommand commander was parsing (`search`, `doctor`), `undefined` for `ma` itself.
 * @param args that subcommand's arguments as commander left them (`Command.args`: its operands, then
 *   the unknown option and what follows). When an operand comes before the unknown option (`ma
 *   summarize "X" --bogus`: the meeting is given) the `--` hint is beside the point and left out
 *   (newcomer review F9); commander's did-you-mean, when it has one, is kept as always.
 * @param known the long options that command takes, global ones included (`--engine`, `--vault`): an
 *   unknown option commander finds nothing near (`--bogus`) gets them listed, so the line always says
 *   what to type instead (leftovers L263); empty (the default) lists nothing.
 */
export function usageLineText(
  message: string,
  command?: string,
  args?: readonly string[],
  known: readonly string[] = [],
): string {
  const line = message
    .trim()
    .replace(/^error: /, '')
    .replace(/\s*\n\s*/g, ' ')
    // reviewA R9: commander ends some messages with a full stop (`Allowed choices are agent, extractive.`);
    // the `; …` clauses follow without it (never `.;`).
    .replace(/\.$/, '');
  const unknown = /^unknown option '(-[^']*)'/.exec(line)?.[1];
  const operand = command === undefined ? undefined : DASH_OPERAND[command];
  const hint =
    unknown === undefined || line.includes('(Did you mean ')
      ? ''
      : command === 'tool' && TOOL_ARGS_GUESS.test(unknown)
        ? `; ${TOOL_ARGS_HINT}`
        : operand === undefined || operandBefore(args, unknown)
          ? ''
          : `; ${operand.what} that starts with '-' goes after \`--\`, options first (\`${operand.example} ${unknown}\`)`;
  // L263: nothing near the unknown option: the options there are, as `--help` would list them.
  const options =
    unknown === undefined || line.includes('(Did you mean ') || known.length === 0
      ? ''
      : ` (${command === undefined ? '`ma`' : `\`ma ${command}\``} takes ${known.join(', ')})`;
  // L112: the help of the command the error is about (`ma summarize --help`); `ma --help` for `ma` itself.
  return `${line}${options}${hint}; see \`${command === undefined ? 'ma' : `ma ${command}`} --help\``;
}

/**
 * Options a user gives `ma tool` for the tool's arguments, by analogy with `ma tools --json` and
 * other CLIs (`--json '{…}'`, `--params`, `--input`, `--data`, `-d`): `ma tool` takes them as
 * `--args` (reviewA R29).
 */
const TOOL_ARGS_GUESS =
  /^(?:--(?:json|arguments|argument|params|parameters|input|data|payload)(?:=.*)?|-[dj])$/i;

/** What to type instead of {@link TOOL_ARGS_GUESS}'s options (reviewA R29). */
const TOOL_ARGS_HINT =
  '`ma tool` takes the tool\'s arguments as one JSON object after --args (`ma tool read_transcript --meeting <meeting> --args \'{"from": 1, "to": 20}\'`; `ma tools` lists each tool\'s arguments)';

/** True when `args` (a subcommand's `Command.args`) hold an operand before the unknown option `unknown`. */
function operandBefore(args: readonly string[] | undefined, unknown: string): boolean {
  if (args === undefined) return false;
  const at = args.findIndex((a) => a === unknown || a.startsWith(`${unknown}=`));
  return at > 0;
}
