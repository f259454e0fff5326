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

/** Quotes one argument for a POSIX shell (`'…'`), or for cmd.exe (`"…"`) on Windows. */
export function quoteArg(arg: string, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32') return /^[\w.:\\/-]+$/.test(arg) ? arg : `"${arg.replaceAll('"', '""')}"`;
  return /^[\w./:=@%+-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;
}

/** The command as one shell line. */
export function commandLine(argv: readonly string[], platform: NodeJS.Platform = process.platform): string {
  return argv.map((a) => quoteArg(a, platform)).join(' ');
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

/** Starts `file args` detached; resolves true once it started, false when it could not (ENOENT, …). */
function start(file: string, args: string[], shell: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const child = spawn(file, args, { detached: true, stdio: 'ignore', shell, windowsHide: false });
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
    return (await start(
      'cmd.exe',
      ['/c', 'start', '"Meeting Assistant settings"', 'cmd.exe', '/k', line],
      false,
    ))
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
