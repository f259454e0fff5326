/**
 * Commands `ma` and the daemon print or show in a notification for the user to paste into a
 * terminal (`next: ma summarize …` after `ma import`, `ma settings …` for an accepted workflow
 * request, `ma daemon install --dry-run`'s would-run lines): every argument quoted for the shell.
 * Spec: issue 11, Deliver 4 (where no terminal opens, print the command to run); review10 W11.
 */

/** A command line to paste, and the shells it is written for. */
export interface PasteCommand {
  /** The whole line, every argument quoted for `shell`. */
  line: string;
  /** `sh` (POSIX shells: bash, zsh, dash), `cmd or PowerShell` (both read it alike), or `PowerShell`. */
  shell: 'sh' | 'cmd or PowerShell' | 'PowerShell';
}

/** Arguments a POSIX shell reads as themselves, unquoted. */
const BARE = /^[\w./:=@+-]+$/;

/** Arguments cmd.exe and PowerShell read as themselves, unquoted (no `@` splat, no `=`). */
const WINDOWS_BARE = /^[\w.\\/:-]+$/;

/** What a Windows argument cannot hold inside cmd's or PowerShell's double quotes alike. */
const NOT_IN_WINDOWS_DOUBLE_QUOTES = /["%!$`\u0000-\u001f\u007f-\u009f]/;

/**
 * Quotes `argv` as one line to paste:
 * - POSIX (`linux`, `darwin`, …): each argument that is not plain (`[A-Za-z0-9_./:=@+-]`) in single
 *   quotes, a `'` as `'\''`, so `$VAR`, `$(…)`, backticks, `!`, `*`, `;` and line breaks stay text;
 * - Windows: plain arguments (`[A-Za-z0-9_.\\/:-]`) bare, others in double quotes (a trailing `\`
 *   doubled, as CommandLineToArgvW wants), which cmd.exe and PowerShell read alike — unless an argument holds `"`, `%`, `!`, `$`, a backtick or a control character (cmd
 *   expands `%NAME%` and PowerShell `$NAME` even inside double quotes): then the line is for
 *   PowerShell, each such argument in single quotes with `'` doubled (PowerShell expands nothing
 *   there).
 * @param platform `process.platform` of the machine the user pastes on.
 * Spec: issue 11, Deliver 4; review10 W11.
 */
export function pasteCommand(
  argv: readonly string[],
  platform: NodeJS.Platform = process.platform,
): PasteCommand {
  if (platform !== 'win32') {
    return {
      line: argv.map((a) => (BARE.test(a) ? a : `'${a.replaceAll("'", `'\\''`)}'`)).join(' '),
      shell: 'sh',
    };
  }
  if (argv.some((a) => NOT_IN_WINDOWS_DOUBLE_QUOTES.test(a))) {
    const line = argv.map((a) => (WINDOWS_BARE.test(a) ? a : `'${a.replaceAll("'", "''")}'`)).join(' ');
    return { line, shell: 'PowerShell' };
  }
  // A trailing `\` doubled, so the closing quote is not read as a literal `"` (`"C:\\"`).
  const quoted = (a: string) => `"${a.replace(/(\\+)$/, '$1$1')}"`;
  return {
    line: argv.map((a) => (WINDOWS_BARE.test(a) ? a : quoted(a))).join(' '),
    shell: 'cmd or PowerShell',
  };
}

/**
 * The command as a phrase for a message: the line, followed by ` (in PowerShell)` when only
 * PowerShell reads it as meant.
 * Spec: review10 W11.
 */
export function pasteCommandText(
  argv: readonly string[],
  platform: NodeJS.Platform = process.platform,
): string {
  const c = pasteCommand(argv, platform);
  return c.shell === 'PowerShell' ? `${c.line} (in PowerShell)` : c.line;
}
