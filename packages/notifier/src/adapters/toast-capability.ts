/**
 * Can this machine show a toast with Approve/Deny buttons? Detected once per process.
 * - macOS: yes (node-notifier's bundled terminal-notifier, `actions`).
 * - Windows: yes (node-notifier's SnoreToast with our non-empty appID; B34: an empty or missing
 *   activation is read as "no answer", never as a choice).
 * - Linux: only when `notify-send --help` lists both `--action` and `--wait` (libnotify ≥ 0.7.10)
 *   and a session bus or display is there (B35: node-notifier's notify-send backend has neither).
 * - anything else: no.
 * Spec: issue 11, Deliver 1 (toast: platform capability detection); docs/hostile-cases.md B34, B35.
 */
import { execFile } from 'node:child_process';

/** The result of {@link detectToastCapability}. */
export interface ToastCapability {
  /** Whether a toast can carry Approve/Deny buttons and report the click. */
  actions: boolean;
  /** Which program shows the toasts. */
  backend: 'terminal-notifier' | 'snoretoast' | 'notify-send' | 'none';
  /** Why not (or what was found), one line for the user. */
  reason: string;
}

/** Runs a program and resolves with its stdout (empty on any failure). */
export type ExecText = (file: string, args: string[]) => Promise<string>;

const execText: ExecText = (file, args) =>
  new Promise((resolve) => {
    execFile(file, args, { timeout: 3000, windowsHide: true }, (error, stdout, stderr) =>
      resolve(error && !stdout ? '' : `${stdout}${stderr}`),
    );
  });

/** Inputs of {@link detectToastCapability} (all defaulted from the running process). */
export interface DetectOptions {
  platform?: NodeJS.Platform;
  env?: Record<string, string | undefined>;
  exec?: ExecText;
}

/** Detects whether actionable toasts work here; never throws. */
export async function detectToastCapability(options: DetectOptions = {}): Promise<ToastCapability> {
  const platform = options.platform ?? process.platform;
  const env = options.env ?? process.env;
  const exec = options.exec ?? execText;
  if (platform === 'darwin')
    return { actions: true, backend: 'terminal-notifier', reason: 'macOS notification actions' };
  if (platform === 'win32') return { actions: true, backend: 'snoretoast', reason: 'Windows toast actions' };
  if (platform === 'linux' || platform === 'freebsd' || platform === 'openbsd') {
    if (!env.DBUS_SESSION_BUS_ADDRESS && !env.DISPLAY && !env.WAYLAND_DISPLAY)
      return {
        actions: false,
        backend: 'none',
        reason: 'no desktop session (no D-Bus session bus or display)',
      };
    const help = await exec('notify-send', ['--help']);
    if (help === '') return { actions: false, backend: 'none', reason: 'notify-send is not installed' };
    if (!/--action\b/.test(help) || !/--wait\b/.test(help))
      return {
        actions: false,
        backend: 'notify-send',
        reason: 'the installed notify-send has no --action/--wait (libnotify 0.7.10 or newer needed)',
      };
    return { actions: true, backend: 'notify-send', reason: 'notify-send --action --wait' };
  }
  return { actions: false, backend: 'none', reason: `no actionable toasts on ${platform}` };
}
