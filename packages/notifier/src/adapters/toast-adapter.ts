/**
 * `toast`: a desktop notification with Approve / Deny buttons. Where the platform cannot show
 * buttons (detected, see `detectToastCapability`) it says so once and asks through the
 * configured fallback (the product uses `vault-note`). A toast that closes without a usable
 * answer (dismissed, expired, or the empty activation of B34) hands the request to the fallback
 * for the time that is left; one that could not be shown at all (the program missing or failing:
 * `notify-send exited with code 1: …`) says so, with the program's reason, and does the same (newcomer N2);
 * so does one answered with none of its actions (`the toast answered "APPROVE please", which is
 * not one of its actions (Approve, Deny)`: leftovers L202). A request whose text is longer than a toast shows
 * ({@link MAX_TOAST_BODY}) is asked through the fallback at once: the user approves only what they
 * could read (review5 Q4); so is one with more than {@link MAX_TOAST_LINES} lines, and the toast shows
 * the request with blank lines, whitespace runs and invisible padding collapsed ({@link visibleText}),
 * so no part of it hides below what the bubble shows (review6 S3). Plain notifications are fired without being awaited and bursts are
 * coalesced into one toast (B35). An approval that could then not be applied is recorded by the
 * fallback that asked (its request note says `failed`), or told in a toast when a toast asked (review10 W2).
 * Spec: issue 11, Deliver 1 (toast); seed 004, Decisions (native actionable toasts);
 * docs/hostile-cases.md B34, B35.
 */
import type { ApprovalAdapter } from '../approval-adapter.js';
import type { ApprovalAnswer, ApprovalRequest, Notification } from '../approval-request.js';
import { cutGraphemesWithEllipsis, graphemeCount } from '../text/cut-text.js';
import { oneLineText, plainText, quotedText, visibleText } from '../text/plain-text.js';
import { DEFAULT_APP_ID, defaultToastBackend, type ToastBackend } from './toast-backend.js';
import { detectToastCapability, type ToastCapability } from './toast-capability.js';
import { isToastFailure } from './toast-failure.js';

/** Options of {@link toastAdapter}. */
export interface ToastAdapterOptions {
  /** Asked when toasts cannot carry buttons here, or a toast closed unanswered. */
  fallback: ApprovalAdapter;
  /** Windows app id (non-empty; default `Meeting Assistant`). */
  appID?: string;
  /** Capability override (tests, or a host that detected it already). Default: {@link detectToastCapability}. */
  capability?: ToastCapability | (() => Promise<ToastCapability>);
  /** Backend override (tests). Default: node-notifier, or notify-send on Linux. */
  backend?: ToastBackend;
}

/** Reads a raw activation: `approved`/`denied`, or `undefined` for anything else (B34: `''`, `undefined`, "timeout", a plain click). */
export function readActivation(raw: string | undefined | null): ApprovalAnswer | undefined {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === 'approve') return 'approved';
  if (value === 'deny') return 'denied';
  return undefined;
}

/**
 * Longest toast body, in characters as the reader counts them (graphemes: an emoji, a flag, an accented letter or a
 * CJK character is one; `graphemeCount`, L107 — it counted UTF-16 units, so 300 emoji filled it). The limit is for
 * what the user can read on the bubble: the backends (Windows' SnoreToast, macOS, notify-send) take longer text and
 * count nothing themselves. A notification's longer body is cut with `…`; an approval
 * whose text is longer is never shown as a toast (it would be approved cut, review5 Q4): it is
 * asked through the fallback, which shows it whole.
 */
const MAX_TOAST_BODY = 600;

/**
 * Most lines an approval toast may have (after {@link visibleText} dropped blank lines and padding):
 * a notification bubble shows its title and the first few lines of its body, and the Approve button
 * is on the bubble; a longer request is asked through the fallback, which shows it whole (review6 S3).
 */
const MAX_TOAST_LINES = 4;

/** Most characters of an answer that is none of the toast's actions shown in the message about it (L202). */
const MAX_ANSWER_SHOWN = 80;

/** A caller's (possibly a model's) text as a toast body: controls removed, cut to {@link MAX_TOAST_BODY}. */
function toastBody(text: string): string {
  const clean = plainText(text).trim();
  // Cut on a whole character: never half a surrogate pair or a grapheme (R63), counted as graphemes (L107).
  return cutGraphemesWithEllipsis(clean, MAX_TOAST_BODY);
}

/** Creates the toast adapter. */
export function toastAdapter(options: ToastAdapterOptions): ApprovalAdapter {
  const { fallback } = options;
  const appID = options.appID || DEFAULT_APP_ID;
  let capability: Promise<ToastCapability> | undefined;
  let backend: ToastBackend | undefined = options.backend;
  let warned = false;
  const viaFallback = new Set<string>();
  const getCapability = () => {
    capability ??=
      typeof options.capability === 'function'
        ? options.capability()
        : options.capability
          ? Promise.resolve(options.capability)
          : detectToastCapability();
    return capability;
  };
  const getBackend = async () => {
    backend ??= defaultToastBackend(await getCapability(), appID);
    return backend;
  };

  // Coalescing of plain notifications: one toast in flight, the rest summed up (B35).
  let showing = false;
  let queued: Notification[] = [];
  const showNext = async (n: Notification) => {
    showing = true;
    try {
      await (await getBackend()).show({
        title: oneLineText(n.title),
        body: toastBody(n.body),
        timeoutSec: 5,
        ...(n.open ? { open: n.open } : {}),
      });
    } catch {
      // best effort
    }
    const rest = queued;
    queued = [];
    const last = rest.at(-1);
    if (last) {
      const merged =
        rest.length === 1 ? last : { title: `${rest.length} notifications`, body: `latest: ${last.title}` };
      void showNext(merged);
    } else showing = false;
  };

  const notify = (notification: Notification) => {
    if (showing) queued.push(notification);
    else void showNext(notification);
  };

  const askFallback = (request: ApprovalRequest, ctx: Parameters<ApprovalAdapter['ask']>[1]) => {
    viaFallback.add(request.id);
    return fallback.ask(request, ctx);
  };

  return {
    name: 'toast',
    async ask(request, ctx) {
      const cap = await getCapability();
      if (!cap.actions) {
        if (!warned)
          ctx.say(
            `toasts cannot show Approve/Deny here (${cap.reason}); asking through ${fallback.name} instead`,
          );
        warned = true;
        return askFallback(request, ctx);
      }
      // S3: what the toast shows is the whole request: no blank-line run, whitespace or invisible
      // padding pushes a part of it below what the bubble shows.
      const shown = visibleText(request.body, { blankLines: false });
      // L107: characters as the reader counts them (graphemes), not UTF-16 units.
      const length = graphemeCount(shown);
      const lines = shown === '' ? 0 : shown.split('\n').length;
      if (lines > MAX_TOAST_LINES) {
        ctx.say(
          `the request's text has too many lines for a toast (${lines} lines; a toast shows ${MAX_TOAST_LINES}); asking through ${fallback.name}, which shows it whole`,
        );
        return askFallback(request, ctx);
      }
      if (length > MAX_TOAST_BODY) {
        // Approving a cut text would approve what the user did not see (review5 Q4).
        ctx.say(
          `the request's text is too long for a toast (${length} characters; a toast shows ${MAX_TOAST_BODY}); asking through ${fallback.name}, which shows it whole`,
        );
        return askFallback(request, ctx);
      }
      const backend = await getBackend();
      // Ended while the capability was detected: no toast is shown for it (review M2).
      if (ctx.signal.aborted) return undefined;
      const raw = await backend.show(
        {
          title: oneLineText(request.title),
          body: shown,
          actions: ['Approve', 'Deny'],
          timeoutSec: Math.max(1, (ctx.deadline - ctx.now()) / 1000),
        },
        ctx.signal,
      );
      if (ctx.signal.aborted) return undefined;
      if (isToastFailure(raw)) {
        // N2: nobody saw a toast, so nobody dismissed one: say why it failed (a broken desktop session).
        ctx.say(
          `the toast could not be shown (${raw.failed}); asking through ${fallback.name} for the time left`,
        );
        return askFallback(request, ctx);
      }
      const answer = readActivation(raw);
      if (answer) return answer;
      // L202: an answer that is none of the buttons offered (a notification server, or a toast
      // program, that reports another action id) is no approval, and no dismissal either: said as it came.
      const other = (raw ?? '').trim();
      ctx.say(
        other === ''
          ? `the toast closed without an answer; asking through ${fallback.name} for the time left`
          : `the toast answered ${quotedText(cutGraphemesWithEllipsis(other, MAX_ANSWER_SHOWN))}, which is not one of its actions (Approve, Deny); asking through ${fallback.name} for the time left`,
      );
      return askFallback(request, ctx);
    },
    async settled(request, outcome, at, failure) {
      if (viaFallback.delete(request.id)) await fallback.settled?.(request, outcome, at, failure);
      else if (outcome === 'approved' && failure) {
        // W2: the user pressed Approve on a toast; a change that could then not be made is told the same way.
        notify({
          title: `Approved, but not applied: ${oneLineText(request.title)}`,
          body: failure.message,
        });
      }
    },
    notify,
    async close() {
      await fallback.close?.();
    },
  };
}
