/**
 * Toasts on macOS and Windows: the notifier programs node-notifier ships (terminal-notifier,
 * SnoreToast), started by this module with node-notifier's own argument mapping
 * (`mapToMac`/`mapToWin8` + `constructArgumentList`, so a toast looks exactly as node-notifier
 * shows it), so the toast can be taken back: aborting the signal kills the waiting notifier
 * process and withdraws the toast (`terminal-notifier -remove <group>`, `SnoreToast -close <id>`).
 * node-notifier's own `notify` gives no handle on its child process, so a cancelled or expired
 * request would leave its toast up until the toast's own timeout.
 * Spec: seed 004, Decisions ("Timeouts and cancellation remove pending toasts"); issue A5;
 * docs/hostile-cases.md B34, B35.
 */
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { onAbort } from '../on-abort.js';
import type { ToastBackend, ToastSpec } from './toast-backend.js';
import { type ToastFailure, toastProgramFailure, toastSpawnFailure } from './toast-failure.js';

/** The part of node-notifier's `lib/utils` used here (CommonJS, untyped). */
interface NodeNotifierUtils {
  mapToMac(options: Record<string, unknown>): Record<string, unknown>;
  mapToWin8(options: Record<string, unknown>): Record<string, unknown>;
  constructArgumentList(options: Record<string, unknown>, extra?: Record<string, unknown>): string[];
  createNamedPipe(server: { namedPipe: string; instance?: Server }): Promise<Buffer>;
}

/** Where the program node-notifier ships lives (`rel` under its `vendor/`), or undefined. */
function vendored(rel: string): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    let pkg: string;
    try {
      pkg = require.resolve('node-notifier/package.json');
    } catch {
      // A host that bundled this package (the CLI): node-notifier sits next to @ma/notifier.
      pkg = createRequire(require.resolve('@ma/notifier/package.json')).resolve('node-notifier/package.json');
    }
    return join(dirname(pkg), 'vendor', rel);
  } catch {
    return undefined;
  }
}

/** Options of {@link nativeToastBackend}. */
export interface NativeToastOptions {
  /** `darwin` (terminal-notifier) or `win32` (SnoreToast). */
  platform: 'darwin' | 'win32';
  /** Windows app id (non-empty). */
  appID: string;
  /** The notifier program (default: the one node-notifier ships). Tests pass a fake one. */
  command?: string;
  /**
   * Most ms the program that withdraws a toast (`-remove` / `-close`) may run before it is killed
   * (default {@link WITHDRAW_LIMIT_MS}): a notifier that hangs there is never left behind while the
   * host runs (R70).
   */
  withdrawLimitMs?: number;
}

/**
 * Default most ms a toast withdrawal (`terminal-notifier -remove`, `SnoreToast -close`) may run
 * before it is killed (R70): it answers at once when it works.
 */
export const WITHDRAW_LIMIT_MS = 10_000;

// R215: from a random start, so two copies of this module in one host (its CommonJS and ESM builds,
// both loaded: a CJS app with an ESM dependency) never share a toast id or a pipe name; from 0 they
// did, and the second toast's pipe crashed the host with EADDRINUSE.
let counter = randomInt(0, 1_000_000);

/**
 * A backend showing toasts with terminal-notifier (macOS) or SnoreToast (Windows). `show`
 * resolves with the clicked button label (macOS: `activationValue` of its JSON output; Windows:
 * `button` of the pipe result), `undefined` for none; an abort resolves `undefined` at once, kills
 * the waiting process and withdraws the toast. A program that cannot start, terminal-notifier
 * ending with a non-zero exit code or a signal, or SnoreToast ending Failed (−1) or with a code it
 * does not document, resolves a {@link ToastFailure} (N2, L202; {@link snoreToastOutcome}).
 */
export function nativeToastBackend(options: NativeToastOptions): ToastBackend {
  const mac = options.platform === 'darwin';
  const command =
    options.command ??
    (mac
      ? vendored('mac.noindex/terminal-notifier.app/Contents/MacOS/terminal-notifier')
      : vendored(`snoreToast/snoretoast-${process.arch === 'x64' ? 'x64' : 'x86'}.exe`));
  const loadUtils = async () =>
    ((await import('node-notifier/lib/utils.js' as string)) as { default: NodeNotifierUtils }).default;

  /** Runs the program to withdraw the toast `id` (best effort, not awaited by anyone; killed after `withdrawLimitMs`). */
  const withdraw = (utils: NodeNotifierUtils, id: string) => {
    if (!command) return;
    const args = mac
      ? utils.constructArgumentList(utils.mapToMac({ remove: id }))
      : utils.constructArgumentList(utils.mapToWin8({ close: id, appID: options.appID }), WIN_EXTRA);
    const child = spawn(command, args, { stdio: 'ignore', windowsHide: true });
    child.on('error', () => {});
    // R70: bounded: a withdrawal that hangs is killed, never left running beside the host (the
    // timer, like the child, does not keep the host alive).
    const limit = setTimeout(() => child.kill(), options.withdrawLimitMs ?? WITHDRAW_LIMIT_MS);
    limit.unref();
    child.on('exit', () => clearTimeout(limit));
    child.unref();
  };

  return {
    async show(spec: ToastSpec, signal?: AbortSignal) {
      if (!command || signal?.aborted) return undefined;
      const utils = await loadUtils();
      // The request may have ended while the module loaded: then no toast program is started, as
      // a listener added to an aborted signal would never kill it (review M2: the host hangs).
      if (signal?.aborted) return undefined;
      counter = (counter + 1) % 1_000_000;
      // terminal-notifier groups by a string; SnoreToast closes by a number.
      const id = mac
        ? `meeting-assistant-${process.pid}-${counter}`
        : String((process.pid % 2000) * 1_000_000 + counter);
      const base: Record<string, unknown> = {
        title: spec.title,
        message: spec.body,
        timeout: Math.max(1, Math.ceil(spec.timeoutSec)),
        ...(spec.actions ? { actions: spec.actions } : {}),
      };
      let pipe: { namedPipe: string; instance?: Server } | undefined;
      // SnoreToast writes its result into this buffer through the pipe (node-notifier's createNamedPipe).
      let result: Buffer | undefined;
      let args: string[];
      if (mac) {
        args = utils.constructArgumentList(
          utils.mapToMac({
            ...base,
            group: id,
            ...(spec.actions ? { wait: true } : {}),
            ...(spec.open ? { open: spec.open } : {}),
          }),
        );
      } else {
        pipe = {
          namedPipe:
            process.platform === 'win32'
              ? `\\\\.\\pipe\\meeting-assistant-${process.pid}-${counter}`
              : join(tmpdir(), `meeting-assistant-${process.pid}-${counter}.sock`),
        };
        const opened = utils.createNamedPipe(pipe);
        // R215: node-notifier listens without an 'error' handler: a pipe it cannot open (the name
        // taken, no temp folder) was an unhandled 'error' event that ended the host. The server
        // exists once createNamedPipe returned; its error is emitted later, so it is caught here.
        const notOpened = new Promise<Error>((resolve) => pipe?.instance?.on('error', resolve));
        const piped = await Promise.race([opened, notOpened]);
        if (piped instanceof Error) {
          pipe.instance?.close();
          return { failed: `the pipe SnoreToast answers through could not be opened (${piped.message})` };
        }
        result = piped;
        if (signal?.aborted) {
          // Ended while the pipe was being opened: no toast, and the pipe goes (review M2).
          pipe.instance?.close();
          return undefined;
        }
        args = utils.constructArgumentList(
          utils.mapToWin8({ ...base, id, appID: options.appID, pipeName: pipe.namedPipe }),
          WIN_EXTRA,
        );
      }
      return new Promise<string | undefined | ToastFailure>((resolve) => {
        let done = false;
        const finish = (value: string | undefined | ToastFailure) => {
          if (done) return;
          done = true;
          removeAbort();
          pipe?.instance?.close();
          resolve(value);
        };
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'], windowsHide: true });
        let out = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
        });
        // Cancelled, expired or shut down: the waiting program goes and the toast is withdrawn.
        const removeAbort = onAbort(signal, () => {
          child.kill();
          withdraw(utils, id);
          finish(undefined);
        });
        // Not installed or not runnable: no toast was shown, and the adapter says why (newcomer N2).
        child.on('error', (error: NodeJS.ErrnoException) =>
          finish(signal?.aborted ? undefined : toastSpawnFailure(basename(command), error)),
        );
        child.on('close', (code, killedBy) => {
          // L202: terminal-notifier failing (a non-zero exit, a signal) showed no toast: said as
          // notify-send's failure is. SnoreToast's exit codes say how a toast ended (session 33).
          if (mac) {
            const failed = toastProgramFailure(basename(command), code, killedBy, '');
            finish(failed ?? readMacAnswer(out));
          } else finish(snoreToastOutcome(basename(command), code, killedBy, readWindowsAnswer(result)));
        });
      });
    },
  };
}

/**
 * SnoreToast's exit codes (its help text, KDE/snoretoast `data/help.txt`, "Exit Status"; the actions
 * of `snoretoastactions.h`): Failed −1 (Windows reports 4294967295; a POSIX stand-in 255), Success 0
 * (the toast itself was clicked: no button), Hidden 1, Dismissed 2, TimedOut 3, ButtonPressed 4,
 * TextEntered 5. Session 33 (L202's leftover): before, no code was read, so a SnoreToast that failed
 * to show the toast read as "closed without an answer".
 */
export const SNORETOAST_EXIT = {
  failed: -1,
  clicked: 0,
  hidden: 1,
  dismissed: 2,
  timedOut: 3,
  buttonPressed: 4,
  textEntered: 5,
} as const;

/**
 * How a SnoreToast run ended, from its exit code and its pipe answer: a button pressed (4, or 5 for
 * text) → the pipe's button (none there: `undefined`, closed without an answer — hostile case B34: with
 * a custom appID SnoreToast may write no activation to the pipe); clicked, hidden, dismissed or timed
 * out (0–3) → `undefined` (closed without an answer; a pipe button still wins); Failed (−1), any other
 * code, or a signal → a {@link ToastFailure} naming the code (no toast was shown).
 * @param program - the program's file name, for the message
 * @param code - the exit code (`null` when a signal ended it)
 * @param signal - the signal that ended it, or `null`
 * @param answer - the button its pipe result names, if any
 */
export function snoreToastOutcome(
  program: string,
  code: number | null,
  signal: NodeJS.Signals | null,
  answer: string | undefined,
): string | undefined | ToastFailure {
  // B34: with a custom appID SnoreToast may write no activation to the pipe: no answer, as closed.
  if (code !== null && code >= SNORETOAST_EXIT.clicked && code <= SNORETOAST_EXIT.textEntered) return answer;
  if (code === null) return toastProgramFailure(program, code, signal, '');
  const failed = code === -1 || code === 255 || code === 4294967295;
  return {
    failed: `${program} exited with code ${failed ? '-1 (SnoreToast: Failed)' : `${code} (not one of SnoreToast's exit codes)`}`,
  };
}

/** SnoreToast's argument style in node-notifier (`-flag value`, no quoting). */
const WIN_EXTRA = { explicitTrue: true, wrapper: '', keepNewlines: true, noEscape: true };

/**
 * terminal-notifier's JSON output → the clicked action (`activationValue`); `undefined` when none
 * was clicked (closed, timed out, the toast itself clicked). Output that is not its JSON is passed on
 * as it is (the adapter says it is none of the actions: L202), never taken for a dismissal.
 */
function readMacAnswer(out: string): string | undefined {
  try {
    const data = JSON.parse(out) as { activationValue?: unknown };
    return typeof data.activationValue === 'string' ? data.activationValue : undefined;
  } catch {
    return out.trim() === '' ? undefined : out.trim();
  }
}

/** SnoreToast's pipe result (`action=buttonClicked;button=Approve;`, UTF-16) → the button. */
function readWindowsAnswer(buffer: Buffer | undefined): string | undefined {
  if (!buffer) return undefined;
  const text = buffer.toString('utf16le').replace(/\u0000+$/, '');
  const fields = Object.fromEntries(
    text
      .split(';')
      .map((part) => part.split('='))
      .filter((kv): kv is [string, string] => kv.length === 2),
  );
  return fields.action === 'buttonClicked' ? fields.button : undefined;
}
