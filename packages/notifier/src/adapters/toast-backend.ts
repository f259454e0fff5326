/**
 * The programs that actually show toasts, behind one small interface so the toast adapter can
 * be tested without a desktop: terminal-notifier (macOS) and SnoreToast (Windows) as node-notifier
 * ships them (native-toast-backend.ts), `notify-send --action --wait` on Linux (node-notifier's
 * Linux backend cannot report actions), node-notifier itself for plain notifications elsewhere.
 * Spec: issue 11, Deliver 1 (toast on node-notifier); docs/hostile-cases.md B34, B35.
 */
import { spawn } from 'node:child_process';
import type { Notification as NodeNotification } from 'node-notifier';
import { onAbort } from '../on-abort.js';
import { nativeToastBackend } from './native-toast-backend.js';
import type { ToastCapability } from './toast-capability.js';
import { type ToastFailure, toastProgramFailure, toastSpawnFailure } from './toast-failure.js';

/** One toast to show. */
export interface ToastSpec {
  title: string;
  body: string;
  /** Button labels; omitted for a plain notification. */
  actions?: string[];
  /** Seconds the toast may stay (B35: node-notifier takes seconds). */
  timeoutSec: number;
  /** A file or URL opened on click, where supported. */
  open?: string;
}

/** Shows toasts. */
export interface ToastBackend {
  /**
   * Shows a toast and resolves with the raw activation: the clicked label (any case), or
   * `undefined`/`''` for none (dismissed, expired, or an affected Windows install, B34), or a
   * {@link ToastFailure} when no toast could be shown (never rejects).
   * Aborting `signal` closes the toast where the platform allows.
   */
  show(spec: ToastSpec, signal?: AbortSignal): Promise<string | undefined | ToastFailure>;
}

/** The app id shown by Windows toasts; never empty (an empty appID hides the toast, B34). */
export const DEFAULT_APP_ID = 'Meeting Assistant';

/** node-notifier's callback metadata, loosely typed (it differs per platform). */
interface Metadata {
  activationValue?: string;
  button?: string;
}

/** node-notifier's `notify`, for plain notifications where no actionable backend exists. */
function nodeNotifierBackend(appID: string, platform: NodeJS.Platform): ToastBackend {
  return {
    // Loaded on first use: hosts that never show a toast (CLI start-up, CI) do not pay for it.
    show: async (spec) => {
      const { default: notifier } = await import('node-notifier');
      return new Promise((resolve) => {
        const options: Record<string, unknown> = {
          title: spec.title,
          message: spec.body,
          wait: spec.actions !== undefined,
          timeout: Math.max(1, Math.ceil(spec.timeoutSec)),
        };
        if (spec.actions) options.actions = spec.actions;
        if (spec.open) options.open = spec.open;
        if (platform === 'win32' && appID !== '') options.appID = appID;
        notifier.notify(options as NodeNotification, (error, response, metadata) => {
          if (error) return resolve(undefined);
          const meta = (metadata ?? {}) as Metadata;
          resolve(
            meta.activationValue || meta.button || (typeof response === 'string' ? response : undefined),
          );
        });
      });
    },
  };
}

/** notify-send bodies are Pango/HTML markup on most servers: `&`, `<`, `>` shown as themselves. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Longest `--expire-time` notify-send takes, in ms: it reads the value as a C `int` and exits
 * without showing anything for a larger one, so a longer deadline (a library host's 30 days or
 * `Infinity`, read as 365 days) is sent as this (about 24.8 days; S55).
 */
const NOTIFY_SEND_MAX_EXPIRE_MS = 2_147_483_647;

function notifySendBackend(): ToastBackend {
  return {
    show: (spec, signal) =>
      new Promise((resolve) => {
        // Already ended: no notify-send --wait is started (nothing would ever stop it; review M2).
        if (signal?.aborted) return resolve(undefined);
        const expireMs = Math.min(Math.ceil(spec.timeoutSec * 1000), NOTIFY_SEND_MAX_EXPIRE_MS);
        const args = ['--app-name=Meeting Assistant', `--expire-time=${expireMs}`];
        for (const label of spec.actions ?? []) args.push(`--action=${label}=${label}`);
        if (spec.actions) args.push('--wait');
        // `--`: a title or body starting with `-` is text, never an option; markup is shown as text.
        args.push('--', escapeMarkup(spec.title), escapeMarkup(spec.body));
        const child = spawn('notify-send', args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
        });
        // Its error output names why no toast was shown (N2); only the start of it is kept.
        child.stderr.on('data', (chunk: Buffer) => {
          if (err.length < 4096) err += chunk.toString('utf8');
        });
        // SIGINT makes notify-send --wait close its notification before exiting.
        const removeAbort = onAbort(signal, () => child.kill('SIGINT'));
        child.on('error', (error: NodeJS.ErrnoException) => {
          removeAbort();
          resolve(signal?.aborted ? undefined : toastSpawnFailure('notify-send', error));
        });
        child.on('close', (code, killedBy) => {
          removeAbort();
          const answer = out.trim();
          if (answer !== '' || signal?.aborted) return resolve(answer || undefined);
          resolve(toastProgramFailure('notify-send', code, killedBy, err));
        });
      }),
  };
}

/**
 * The backend for a detected capability: notify-send on Linux, terminal-notifier (macOS) and
 * SnoreToast (Windows) started by {@link nativeToastBackend} (so a cancelled toast is withdrawn),
 * node-notifier for plain notifications elsewhere.
 */
export function defaultToastBackend(
  capability: ToastCapability,
  appID = DEFAULT_APP_ID,
  platform: NodeJS.Platform = process.platform,
): ToastBackend {
  if (capability.backend === 'notify-send') return notifySendBackend();
  if (capability.backend === 'terminal-notifier') return nativeToastBackend({ platform: 'darwin', appID });
  if (capability.backend === 'snoretoast') return nativeToastBackend({ platform: 'win32', appID });
  return nodeNotifierBackend(appID, platform);
}
