/**
 * The command lines of `ma` that only print help or the version (docs/startup.md).
 * Spec: issue #13, goal (e): `ma --help` ≤ 2× `node -e 0`.
 */

/**
 * Commands whose `--help` is not commander's: `ma daemon` has no help option of its own and hands
 * `--help` to `ma-daemon`, so `ma daemon --help` runs its action.
 */
const OWN_HELP = new Set(['daemon']);

/** A word that may name a command: lowercase letters and inner hyphens (`search-server`). */
const COMMAND_WORD = /^[a-z](?:[a-z-]{0,28}[a-z])?$/;

/**
 * True when `argv` (the arguments after the program name) makes commander print help or the
 * version and run no command: nothing, `--help`, `-h`, `help`, `--version`, `-V`, `help <word>`, or
 * `<word> --help` / `<word> -h` (a word of lowercase letters and hyphens, as `search-server`; an unknown one is commander's usual
 * "unknown command" error) except `daemon`, whose `--help` goes to `ma-daemon`. Such a line runs
 * from the help bundle (`dist/help.cjs`: commander and the program definition, no command's code);
 * any other line from the split bundle, as before. `apps/cli/test/help-bundle.test.ts` runs every
 * command's help line both ways.
 */
export function isHelpLine(argv: readonly string[]): boolean {
  if (argv.length === 0) return true;
  const [first, second] = argv;
  if (argv.length === 1) return ['--help', '-h', 'help', '--version', '-V'].includes(first as string);
  if (argv.length !== 2 || !COMMAND_WORD.test(first as string)) return false;
  if (first === 'help') return COMMAND_WORD.test(second as string);
  return (second === '--help' || second === '-h') && !OWN_HELP.has(first as string);
}
