/**
 * Opens a command in a new terminal window: the configured launcher (`approvals.terminal`, a
 * command line with `{command}`), else the OS default (macOS Terminal via osascript; Windows
 * `start cmd /k`; Linux/BSD the first of x-terminal-emulator, gnome-terminal, konsole,
 * xfce4-terminal, kitty, alacritty, xterm found on PATH with a display). Where none works the
 * caller prints the command for the user to run.
 * Spec: issue 11, Deliver 4 ("Accepting a workflow request opens it in a new terminal (launcher
 * configurable, a default per OS; where none works, print the command to run)").
 */
import { spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** cmd.exe's metacharacters: `^` escapes each, so cmd reads it as text (see {@link quoteArg}). */
const CMD_META = /[()%!^"<>&|]/g;

/**
 * `text` with every cmd.exe metacharacter (`( ) % ! ^ " < > & |`) escaped by `^`: cmd.exe then reads
 * all of it as text, with no quoted part (every `"` is escaped, so cmd never enters quote mode, in
 * which `^` would be literal) and removes the carets. Rules (cmd.exe's command-line parsing,
 * as documented by its `cmd /?` and the phases of "How does the Windows Command Interpreter
 * (CMD.EXE) parse scripts?"): phase 1 expands `%NAME%` only where NAME is a defined variable, and on
 * a command line (not a batch file) keeps `%` and an undefined name as they are - `^%NAME^%` names
 * the variable `NAME^`, which is undefined, so nothing expands; phase 2 then removes each escaping
 * `^` and takes the character after it as text (`&`, `|`, `<`, `>`, `(`, `)` never separate or
 * redirect); `!NAME!` expands only with delayed expansion, which the launcher turns off (`/v:off`),
 * and `^!` is a plain `!` without it.
 */
export function cmdEscape(text: string): string {
  return text.replace(CMD_META, '^$&');
}

/**
 * One argument as a Windows program (the MSVC runtime, `CommandLineToArgvW`, Node) reads it back
 * from its command line: unchanged when it has no space, tab or `"` (and is not empty); else in
 * double quotes, each `"` inside as `\"` with the backslashes before it doubled, and backslashes
 * before the closing quote doubled (elsewhere a backslash is itself).
 */
function windowsArg(arg: string): string {
  if (arg !== '' && !/[\s"]/.test(arg)) return arg;
  let out = '"';
  let slashes = 0;
  for (const ch of arg) {
    if (ch === '\\') {
      slashes++;
      continue;
    }
    out += ch === '"' ? `${'\\'.repeat(slashes * 2 + 1)}"` : `${'\\'.repeat(slashes)}${ch}`;
    slashes = 0;
  }
  return `${out}${'\\'.repeat(slashes * 2)}"`;
}

/**
 * Quotes one argument for the shell that runs the launched command: for a POSIX shell in single
 * quotes (`'` as `'\''`; plain arguments bare), so `$VAR`, `$(...)` and backquotes stay text; on
 * Windows for cmd.exe (`cmd /k`): quoted as the program reads its arguments ({@link windowsArg}),
 * then every cmd metacharacter escaped with `^` ({@link cmdEscape}), so `%NAME%`, `!`, `&`, `"` reach
 * the program unchanged. (Double quotes alone are not enough: cmd expands `%NAME%` inside them,
 * the review10 W11 kind.) Not for lines a user pastes (core `pasteCommand` writes those for cmd or
 * PowerShell).
 * Spec: issue 11, Deliver 4.
 */
export function quoteArg(arg: string, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32') return /^[\w.:\\/-]+$/.test(arg) ? arg : cmdEscape(windowsArg(arg));
  return /^[\w./:=@%+-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;
}

/** The command as one line for the shell that runs it ({@link quoteArg}). */
export function commandLine(argv: readonly string[], platform: NodeJS.Platform = process.platform): string {
  return argv.map((a) => quoteArg(a, platform)).join(' ');
}

/**
 * The Windows default launcher's whole command line for `cmd.exe` (passed verbatim): `cmd.exe /d
 * /v:off /c start "Meeting Assistant settings" cmd.exe /d /v:off /k <argv>`. Two cmd.exe read it: the
 * one that runs `start`, then the new window's `cmd /k`; so the inner command line
 * ({@link commandLine}, escaped once for the inner cmd) is escaped once more for the outer one
 * ({@link cmdEscape}: `^^^%` -> `^%` -> `%`). `/d`: no AutoRun commands; `/v:off`: no `!NAME!`
 * expansion whatever the registry says.
 * @returns null when an argument holds a line break (a cmd.exe command line ends there; no
 *   Windows path holds one).
 */
export function windowsLaunchLine(argv: readonly string[]): string | null {
  if (argv.some((a) => /[\r\n]/.test(a))) return null;
  const inner = `cmd.exe /d /v:off /k ${commandLine(argv, 'win32')}`;
  return `/d /v:off /c start "Meeting Assistant settings" ${cmdEscape(inner)}`;
}

async function onPath(name: string, env: Record<string, string | undefined>): Promise<boolean> {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const ok = await access(join(dir, name), constants.X_OK).then(
      () => true,
      () => false,
    );
    if (ok) return true;
  }
  return false;
}

const LINUX_TERMINALS: [string, string[]][] = [
  ['x-terminal-emulator', ['-e', 'sh', '-c']],
  ['gnome-terminal', ['--', 'sh', '-c']],
  ['konsole', ['-e', 'sh', '-c']],
  ['xfce4-terminal', ['-x', 'sh', '-c']],
  ['kitty', ['sh', '-c']],
  ['alacritty', ['-e', 'sh', '-c']],
  ['xterm', ['-e', 'sh', '-c']],
];

/** Options of {@link launchInTerminal}. */
export interface LaunchOptions {
  /** `approvals.terminal`: a command line containing `{command}`, or null for the OS default. */
  template: string | null;
  platform?: NodeJS.Platform;
  env?: Record<string, string | undefined>;
}

/**
 * Starts `file args` detached; resolves true once it started, false when it could not (ENOENT, ...).
 * `verbatim`: `args` is passed to a Windows program as written (no quoting added).
 */
function start(file: string, args: string[], shell: boolean, verbatim = false): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const child = spawn(file, args, {
        detached: true,
        stdio: 'ignore',
        shell,
        windowsHide: false,
        windowsVerbatimArguments: verbatim,
      });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}

/**
 * Opens `argv` in a new terminal. Never throws.
 * @returns `{ launched: true, via }` naming the launcher, or `{ launched: false, reason }`.
 */
export async function launchInTerminal(
  argv: readonly string[],
  options: LaunchOptions,
): Promise<{ launched: true; via: string } | { launched: false; reason: string }> {
  const platform = options.platform ?? process.platform;
  const env = options.env ?? process.env;
  const line = commandLine(argv, platform);
  if (options.template) {
    const filled = options.template.replaceAll('{command}', line);
    return (await start(filled, [], true))
      ? { launched: true, via: `approvals.terminal (${options.template})` }
      : { launched: false, reason: `approvals.terminal could not be started: ${options.template}` };
  }
  if (platform === 'darwin') {
    const script = `tell application "Terminal" to do script ${JSON.stringify(line)}`;
    return (await start('osascript', ['-e', script], false))
      ? { launched: true, via: 'Terminal (osascript)' }
      : { launched: false, reason: 'osascript could not be started' };
  }
  if (platform === 'win32') {
    const verbatim = windowsLaunchLine(argv);
    if (verbatim === null) return { launched: false, reason: 'an argument holds a line break' };
    return (await start('cmd.exe', [verbatim], false, true))
      ? { launched: true, via: 'cmd.exe' }
      : { launched: false, reason: 'cmd.exe could not be started' };
  }
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY)
    return { launched: false, reason: 'no graphical session (no DISPLAY or WAYLAND_DISPLAY)' };
  for (const [name, args] of LINUX_TERMINALS) {
    if (!(await onPath(name, env))) continue;
    if (await start(name, [...args, line], false)) return { launched: true, via: name };
  }
  return { launched: false, reason: 'no terminal emulator found on PATH (set approvals.terminal)' };
}
