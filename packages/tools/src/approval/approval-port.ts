/**
 * What the approval-gated tools need from the host: a way to ask the user (the shape of
 * `@ma/notifier`'s `ApprovalPrompt.request`, declared here because tools depend on core only)
 * and a place to queue workflow requests (the host's request queue).
 * Spec: seed 004, Decisions (testable approval-prompt interface; application-owned request queue);
 * docs/contracts.md, @ma/tools.
 */
import type { VaultPath } from '@ma/core';
import { shownHostAnswer, shownHostFailure } from './shown-host-answer.js';

/**
 * How an approval ended. `unavailable`: the user could not be asked (no terminal, no approval
 * channel, the prompt failed): not approved, but not the user's decision either. `invalid`: the
 * user was asked, but the answer that came back is neither approve nor deny (R26): not approved.
 */
export type ApprovalPortOutcome = 'approved' | 'denied' | 'timeout' | 'cancelled' | 'unavailable' | 'invalid';

/** One question to the user (structurally `@ma/notifier`'s `ApprovalRequest`). */
export interface ApprovalPortRequest {
  id: string;
  title: string;
  body: string;
  /** Deadline in ms. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Facts recorded by adapters that write (vault-note frontmatter): `meeting`, `project` or `intention`. */
  fields?: Record<string, string>;
  /** Told what came back when the outcome is `invalid` (one line, control characters visible). */
  onInvalidAnswer?: (detail: string) => void;
  /**
   * What approving does (review10 W2): a port that records outcomes (`@ma/notifier`'s prompt) runs
   * it after the answer `approved` and before it records the outcome, and records `failed` with the
   * error's message when it throws (a request note then says `status: failed`, not `approved`); the
   * request still resolves `approved`. A port that does not know it ignores it: the tool then
   * applies after `request` resolved (see {@link askApproval}).
   */
  apply?: () => Promise<void>;
}

/**
 * Asks the user and resolves with the outcome; should never reject (structurally `@ma/notifier`'s
 * `ApprovalPrompt`). A host's own port that rejects anyway counts as `unavailable` (the user could
 * not be asked; the tool's answer names the error), and one that resolves with anything but an
 * {@link ApprovalPortOutcome} (`'yes'`, `true`, nothing) counts as `invalid`, naming what came
 * back: neither approves anything (R68).
 */
export interface ApprovalPort {
  request(request: ApprovalPortRequest): Promise<ApprovalPortOutcome>;
}

/** A workflow change the model asks the user to make with the settings agent. */
export interface WorkflowRequest {
  /** Stable id of the request (same intention and prompt from the same meeting → same id). */
  id: string;
  /** One line, at most 100 characters, shown in the notification. */
  intention: string;
  /** The complete prompt submitted to a new settings-agent conversation on acceptance. */
  prompt: string;
  /** The meeting whose run asked. */
  meeting: VaultPath;
}

/**
 * Where a queued workflow request stands, as the host knows it: `pending` until the user decided
 * (or the request expired or was cancelled), then the {@link ApprovalPortOutcome}; `note`: the
 * vault-relative path of the request note the user answers in (`approvals.prompt: vault-note`, or a
 * toast that handed the request to a note), null when there is none (yet).
 * Spec: seed 004, Decisions (background request queue); review5 Q5 (the run record lists the request).
 */
export interface WorkflowRequestState {
  /** `failed`: approved, but handing it over failed (review10 W2; {@link WorkflowRequestState.failure} says why). */
  outcome: 'pending' | ApprovalPortOutcome | 'failed';
  note: string | null;
  /** With `failed`: the error's message, one line. */
  failure?: string;
}

/** The host's background queue for workflow requests (e.g. `@ma/notifier`'s `createRequestQueue`). */
export interface WorkflowRequestSink {
  /**
   * Queues the request and returns at once: `requested`, `duplicate` (already pending), `closed`
   * (shutting down) or `unavailable`: nothing was queued because the host knows nobody can be asked
   * here (a console without a terminal, an MCP client without elicitation; L228) — the tool answers
   * `not asked: …` as the approval tools do, never `requested`. A host queue that throws, rejects (an
   * async one) or answers anything else is not known to have queued it: the tool refuses saying so,
   * never `requested` (R69).
   */
  submit(request: WorkflowRequest): 'requested' | 'duplicate' | 'closed' | 'unavailable';
  /**
   * Where the request `id` (a {@link WorkflowRequest.id} this sink was given) stands now; undefined
   * when the host does not know it. Optional: without it the run record says the request was
   * queued and that its outcome is not known to the run (as when it throws, R69).
   */
  state?(id: string): WorkflowRequestState | undefined;
}

/**
 * One `request_workflow_change` call of a tool session that reached the host's queue, for the run
 * record (review5 Q5): the request's `id` and one-line `intention`, what `submit` answered
 * (`queued`), and `state()`: the host's {@link WorkflowRequestSink.state} of it, read when asked.
 * Spec: seed 004, Decisions; docs/vault-format.md, Assistant context note; review5 Q5.
 */
export interface WorkflowRequestRecord {
  id: string;
  intention: string;
  queued: 'requested' | 'duplicate' | 'closed';
  state(): WorkflowRequestState | undefined;
}

const INVALID_HEAD =
  'invalid answer: the user was asked, but the answer that came back is neither approve nor deny';
const INVALID_TAIL =
  "; this is not approved: do not ask again in this run; say in the summary that it still needs the user's approval";

/**
 * What the model is told when the user did not approve, by outcome (the caller adds what did
 * not happen). Shared by every tool that asks.
 */
export const NOT_APPROVED: Readonly<Record<Exclude<ApprovalPortOutcome, 'approved'>, string>> = {
  denied: 'denied: the user declined',
  timeout: 'timeout: no answer before the deadline (treated as denied)',
  cancelled: 'cancelled: the run was cancelled or the application is shutting down',
  unavailable:
    "not asked: could not ask the user (no terminal or approval channel to ask on); this is not approved, but it is not the user's decision either: do not call it a refusal, do not ask again in this run; say in the summary that it still needs the user's approval",
  invalid: `${INVALID_HEAD}${INVALID_TAIL}`,
};

/**
 * Asks through `prompt` and returns the outcome with the text the model reads when it is not
 * `approved` ({@link NOT_APPROVED}; an `invalid` answer names what came back, R26). A port that
 * throws or rejects is `unavailable` with its error in the text, one that answers something else
 * than an outcome is `invalid` naming it (R68); never a rejection of the tool call.
 * With `request.apply` (what approving does): it runs exactly once when the answer is `approved`,
 * inside the port when the port runs it (so the port's record says whether it was applied,
 * review10 W2), else here after the answer; the caller reads its result from its own closure.
 * A port that has not answered when `request.signal` aborts is `cancelled`, and one silent
 * `PORT_DEADLINE_GRACE_MS` past `request.timeoutMs` is `timeout`; an approval it reports after
 * that applies nothing (its `apply` throws `cancelled after the approval …` / `not applied: …`; R75).
 * Spec: seed 004 (approvals); docs/approvals.md (A7, R26, W2); docs/tools.md (Cancellation).
 */
export async function askApproval(
  prompt: ApprovalPort,
  request: ApprovalPortRequest,
): Promise<{ outcome: ApprovalPortOutcome; notApproved: string }> {
  let detail = '';
  let applied = false;
  const apply = request.apply;
  let failure = '';
  let outcome: ApprovalPortOutcome;
  // R75: set once the call stopped waiting for the port (cancelled, or past the deadline): an
  // approval the port reports later applies nothing.
  let ended = false;
  try {
    const asked = prompt.request({
      ...request,
      onInvalidAnswer: (d) => {
        detail = d;
      },
      ...(apply
        ? {
            apply: async () => {
              if (ended && !applied)
                throw new Error(
                  request.signal?.aborted
                    ? 'cancelled after the approval (the run was cancelled or the application is shutting down); nothing changed'
                    : 'not applied: the answer came after the deadline, when the call had stopped waiting for it; nothing changed',
                );
              if (applied) return;
              applied = true;
              await apply();
            },
          }
        : {}),
    });
    const answer: unknown = await untilAnswered(
      asked,
      request,
      () => applied,
      () => {
        ended = true;
      },
    );
    // R68: a host's own port (plain JavaScript, another dialog) may answer anything: only the six
    // outcomes count; anything else was asked but is no answer (`invalid`, naming what came back).
    if (isPortOutcome(answer)) outcome = answer;
    else {
      outcome = 'invalid';
      detail = `the approval prompt answered ${shownHostAnswer(answer)}, not one of ${PORT_OUTCOMES.join(', ')}`;
    }
  } catch (error) {
    // R68: a port that throws (its dialog failed) could not ask: `unavailable`, never a crash of the
    // call; unless it had already applied the approved change, which then stands.
    outcome = applied ? 'approved' : 'unavailable';
    failure = shownHostFailure(error);
  }
  if (outcome === 'approved') {
    if (apply && !applied) {
      applied = true;
      // A port that does not run `apply`: the caller's closure keeps the result or the error.
      await apply().catch(() => undefined);
    }
    return { outcome, notApproved: '' };
  }
  return {
    outcome,
    notApproved:
      outcome === 'invalid' && detail !== ''
        ? `${INVALID_HEAD} (${detail})${INVALID_TAIL}`
        : outcome === 'unavailable' && failure !== ''
          ? NOT_APPROVED.unavailable.replace(
              '(no terminal or approval channel to ask on)',
              `(the approval prompt failed: ${failure})`,
            )
          : NOT_APPROVED[outcome],
  };
}

/**
 * How long past a request's deadline (`timeoutMs`) a port may take to answer before the call stops
 * waiting for it and counts `timeout` (R75): the port's own deadline answers first.
 */
export const PORT_DEADLINE_GRACE_MS = 2_000;

/** The largest delay one Node timer holds (ms); a later deadline is left to the port. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The port's answer, or `'cancelled'` once `request.signal` aborts, or `'timeout'` once
 * `request.timeoutMs` + {@link PORT_DEADLINE_GRACE_MS} passed without one (R75): a host's own port
 * that ignores the signal or its deadline (a dialog that never closes, a queue that lost the
 * request) no longer holds the tool call, and the run, forever. While the approved change is being
 * applied (`applying()`), the answer is waited for: it is never cut short. `onEnd` is called when
 * the call stops waiting before the port answered; a later rejection of the port is dropped.
 */
function untilAnswered(
  asked: Promise<unknown>,
  request: ApprovalPortRequest,
  applying: () => boolean,
  onEnd: () => void,
): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const signal = request.signal;
    const cleanup = () => {
      done = true;
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const stop = (outcome: ApprovalPortOutcome) => {
      if (done || applying()) return;
      cleanup();
      onEnd();
      resolve(outcome);
    };
    const onAbort = () => stop('cancelled');
    asked.then(
      (value) => {
        if (done) return;
        cleanup();
        resolve(value);
      },
      (error: unknown) => {
        if (done) return;
        cleanup();
        reject(error);
      },
    );
    const limit =
      Math.max(0, Number.isFinite(request.timeoutMs) ? request.timeoutMs : 0) + PORT_DEADLINE_GRACE_MS;
    if (Number.isFinite(request.timeoutMs) && limit <= LONGEST_TIMER_MS) {
      timer = setTimeout(() => stop('timeout'), limit);
      timer.unref?.();
    }
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Every {@link ApprovalPortOutcome}, in the order messages list them. */
const PORT_OUTCOMES: readonly ApprovalPortOutcome[] = [
  'approved',
  'denied',
  'timeout',
  'cancelled',
  'unavailable',
  'invalid',
];

function isPortOutcome(value: unknown): value is ApprovalPortOutcome {
  return typeof value === 'string' && (PORT_OUTCOMES as readonly string[]).includes(value);
}

/**
 * How the compact profile's `apply_changes` asks the user before a destructive change
 * (`approved: true`): the host's approval port, the run's abort signal and the deadline.
 * `createApprovalGatedTools` supplies it as `ApprovalGatedTools.changeApproval`.
 * Spec: seed 002 (propose-then-approve); issue 14, Deliver 1.
 */
export interface ChangeApproval {
  /** Asks the user (e.g. `@ma/notifier`'s `ApprovalPrompt`). */
  prompt: ApprovalPort;
  /** Aborting it cancels a pending question (nothing changes). */
  signal?: AbortSignal;
  /**
   * The signal of the tool call in progress, read when a call starts (e.g. `ma mcp`: the
   * `tools/call` the client may cancel with `notifications/cancelled`). Aborting it cancels that
   * call's pending question and every op of the call not applied yet (nothing more changes).
   */
  callSignal?: () => AbortSignal | undefined;
  /** Deadline in ms; default the vault config's `approvals.timeoutMs`. */
  timeoutMs?: number;
}

/**
 * The signal that cancels one tool call's approval: `run` (the run's or the process's signal,
 * fixed when the tools were made) and `call()` (the signal of the call in progress, read now),
 * whichever aborts first; undefined when neither is given.
 * Spec: seed 004 (approval is an awaited tool call, with cancellation; recheck cancellation before
 * writing); review4 P1.
 */
export function approvalSignal(
  run: AbortSignal | undefined,
  call: (() => AbortSignal | undefined) | undefined,
): AbortSignal | undefined {
  const signals = [run, call?.()].filter((s): s is AbortSignal => s !== undefined);
  if (signals.length <= 1) return signals[0];
  return AbortSignal.any(signals);
}
