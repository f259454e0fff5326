/**
 * `ApprovalPrompt`: the one interface callers use to ask the user. Built around an
 * {@link ApprovalAdapter} by {@link createApprovalPrompt}, which owns the deadline,
 * cancellation, late-answer invalidation and shutdown for every adapter.
 * Spec: seed 004, Decisions ("Timeouts and cancellation remove pending toasts and invalidate late
 * actions. Shutdown cancels pending approvals"); issue 11, Deliver 1.
 */
import type { ApprovalAdapter } from './approval-adapter.js';
import type { ApplyFailure, ApprovalOutcome, ApprovalRequest, Notification } from './approval-request.js';
import { type Clock, systemClock } from './clock.js';
import { cutText } from './text/cut-text.js';
import { oneLineText } from './text/plain-text.js';

/** Asks the user; see {@link createApprovalPrompt}. */
export interface ApprovalPrompt {
  /** The adapter in effect (`toast`, `vault-note`, …), for "asking through …" messages. */
  readonly adapterName: string;
  /**
   * Asks and resolves with the outcome; never rejects. `timeout` after `timeoutMs` ms (at once,
   * nobody asked and nothing written, for `timeoutMs` 0 or negative: M5),
   * `cancelled` when `signal` aborts or {@link ApprovalPrompt.shutdown} runs; `unavailable` when
   * the adapter has no way to ask (or failed: said through `say`); an answer arriving after that
   * changes nothing. An already aborted signal or a shut-down prompt → `cancelled` at once.
   * An approved request's {@link ApprovalRequest.apply} runs before the adapter records the
   * outcome; when it throws, the adapter records `failed` with its message (review10 W2).
   */
  request(request: ApprovalRequest): Promise<ApprovalOutcome>;
  /** Fire-and-forget notification (returns at once; failures are ignored). */
  notify(notification: Notification): void;
  /** Ids of the requests still waiting for an answer. */
  pending(): string[];
  /**
   * Cancels every pending request (each resolves `cancelled`), then closes the adapter, waiting at
   * most {@link ADAPTER_STEP_LIMIT_MS} for it; a close that fails is said through `say`; never
   * rejects (R78). Later requests are `cancelled`.
   */
  shutdown(): Promise<void>;
}

/** Options of {@link createApprovalPrompt}. */
export interface ApprovalPromptOptions {
  /** Time source (default the system clock). */
  clock?: Clock;
  /** Where adapter messages go (default: a line on stderr). */
  say?: (message: string) => void;
  /**
   * Called when a request is raised, with the adapter name (hosts print "asking through …"). One
   * that throws is said through `say` and the request is asked all the same (U52).
   */
  onRequest?: (request: ApprovalRequest, adapterName: string) => void;
  /**
   * Called once a request that was asked ({@link onRequest} was called for it) has its outcome
   * recorded (L103): the outcome (`approved`, `denied`, `timeout` = expired without an answer,
   * `cancelled`, `unavailable`, `invalid`) and, for an approval that could not be applied, the
   * failure (recorded as `failed`). Hosts log the answer beside "approval requested". One that
   * throws is said through `say`; the outcome stands.
   */
  onOutcome?: (request: ApprovalRequest, outcome: ApprovalOutcome, failure?: ApplyFailure) => void;
}

/**
 * The longest deadline a request keeps, in ms (365 days): a longer `timeoutMs`, `Infinity`
 * included, is read as this (review13 Z55).
 *
 * Spec: seed 004 (approval deadline); review13 Z55.
 */
export const LONGEST_DEADLINE_MS = 365 * 24 * 3600 * 1000;

/**
 * How often, at most, a pending request compares its deadline with the wall clock, in ms (30 s,
 * below the sweep's `EXPIRED_GRACE_MS`, 60 s, so a live asker records its own `timeout` first):
 * timers do not count a suspended machine, the deadline shown to the user does (R213).
 */
export const DEADLINE_CHECK_MS = 30_000;

/**
 * How long an adapter's `settled` (recording an outcome) or `close` may take, in ms, before the
 * prompt goes on without it (R78): 10 s. A host's own adapter that never finishes either step
 * (a dialog that never closes, a write that hangs) held `request()`'s answer, or `shutdown()`,
 * forever. Timed with the prompt's clock.
 */
export const ADAPTER_STEP_LIMIT_MS = 10_000;

/**
 * Runs `step` and resolves when it settles or after {@link ADAPTER_STEP_LIMIT_MS} (then `late` is
 * called once), whichever comes first; a step that throws or rejects rejects (the caller says it).
 */
function withinLimit(clock: Clock, step: () => unknown, late: () => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let done = false;
    const timer = clock.setTimeout(() => {
      if (done) return;
      done = true;
      late();
      resolve();
    }, ADAPTER_STEP_LIMIT_MS);
    Promise.resolve()
      .then(step)
      .then(
        () => {
          if (done) return;
          done = true;
          clock.clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          if (done) return;
          done = true;
          clock.clearTimeout(timer);
          reject(error);
        },
      );
  });
}

/**
 * Wraps an adapter into an {@link ApprovalPrompt}.
 * The outcome is decided by whichever comes first: the adapter's answer, the deadline
 * (`timeout`), the request's signal or shutdown (`cancelled`). The adapter is then told
 * (its context signal aborts with the outcome, `settled` is awaited), and later answers are ignored.
 */
export function createApprovalPrompt(
  adapter: ApprovalAdapter,
  options: ApprovalPromptOptions = {},
): ApprovalPrompt {
  const clock = options.clock ?? systemClock;
  const say = options.say ?? ((m: string) => process.stderr.write(`${m}\n`));
  const pending = new Map<string, (outcome: ApprovalOutcome) => void>();
  const inFlight = new Set<Promise<ApprovalOutcome>>();
  let closed = false;

  const run = async (request: ApprovalRequest): Promise<ApprovalOutcome> => {
    const control = new AbortController();
    let timer: unknown;
    let onAbort: (() => void) | undefined;
    const decided = new Promise<ApprovalOutcome>((resolve) => {
      let done = false;
      const finish = (outcome: ApprovalOutcome) => {
        if (done) return;
        done = true;
        resolve(outcome);
      };
      pending.set(request.id, finish);
      // Z55: the deadline given is the one kept (also beyond a Node timer's 24.8 days); `Infinity`
      // and longer ones are a year, so the deadline stays a date an adapter can write.
      // (`request` answered a non-positive one as `timeout` before asking, M5; NaN is refused, T55.)
      const limitMs = Math.min(request.timeoutMs, LONGEST_DEADLINE_MS);
      const deadline = clock.now() + limitMs;
      // R213: the deadline is the wall-clock time adapters show ("tick before 21:01"), so it is
      // checked against the clock at least every DEADLINE_CHECK_MS: after a suspend or a clock set
      // forward a timer alone (it does not count the sleep) kept the request open long past it.
      const arm = () => {
        const left = deadline - clock.now();
        if (left <= 0) finish('timeout');
        else timer = clock.setTimeout(arm, Math.min(left, DEADLINE_CHECK_MS));
      };
      arm();
      onAbort = () => finish('cancelled');
      request.signal?.addEventListener('abort', onAbort, { once: true });
      Promise.resolve()
        .then(() => adapter.ask(request, { signal: control.signal, deadline, say, now: () => clock.now() }))
        .then(
          (answer) => {
            // R213: an answer read after the deadline the user was shown is no answer.
            if (answer) finish(clock.now() >= deadline ? 'timeout' : answer);
          },
          (error: unknown) => {
            // The adapter could not ask (a note it could not write, a toast program that failed):
            // nobody was asked, so this is no one's "denied".
            say(
              `${adapter.name}: could not ask the user: ${error instanceof Error ? error.message : String(error)}; not approved (unavailable: the user was not asked)`,
            );
            finish('unavailable');
          },
        );
    });
    const outcome = await decided;
    clock.clearTimeout(timer);
    if (onAbort) request.signal?.removeEventListener('abort', onAbort);
    pending.delete(request.id);
    control.abort(outcome);
    // W2: what approving does runs before the outcome is recorded, so the record says whether it
    // was applied.
    let failure: ApplyFailure | undefined;
    if (outcome === 'approved' && request.apply) {
      try {
        await request.apply();
      } catch (error) {
        failure = { message: oneLineText(error instanceof Error ? error.message : String(error)) };
      }
    }
    try {
      // R78: an adapter that never finishes recording does not hold the request's answer.
      await withinLimit(
        clock,
        () => adapter.settled?.(request, outcome, clock.now(), failure),
        () =>
          say(
            `${adapter.name}: recording the outcome of request ${request.id} took over ${ADAPTER_STEP_LIMIT_MS / 1000} s; the outcome (${outcome}) is answered without waiting for it`,
          ),
      );
    } catch (error) {
      say(
        `${adapter.name}: could not record the outcome: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // L103: the host hears the answer too (the daemon logged only "approval requested").
    try {
      options.onOutcome?.(request, outcome, failure);
    } catch (error) {
      say(
        `onOutcome failed for request ${request.id}: ${oneLineText(error instanceof Error ? error.message : String(error))}; the outcome (${outcome}) stands`,
      );
    }
    return outcome;
  };

  return {
    adapterName: adapter.name,
    request(request) {
      // T55: a host without our types (plain JavaScript) is told what is wrong with its request,
      // not "text.normalize is not a function"; nobody is asked, nothing is written.
      const problem = requestProblem(request);
      if (problem) {
        say(`request not asked: ${problem}; not approved (unavailable: the user was not asked)`);
        return Promise.resolve('unavailable');
      }
      if (closed || request.signal?.aborted) return Promise.resolve('cancelled');
      // M5: a deadline already past (`timeoutMs` 0 or negative) is `timeout` at once for every
      // adapter: nobody is asked (a policy adapter's instant answer does not win the race with the
      // deadline), no note or toast is made that nobody could answer.
      if (request.timeoutMs <= 0) {
        say(
          `request ${request.id} not asked: its deadline has passed (timeoutMs ${request.timeoutMs}); timeout, not approved`,
        );
        return Promise.resolve('timeout');
      }
      if (pending.has(request.id)) {
        say(`request ${request.id} is already pending; the new one is cancelled`);
        return Promise.resolve('cancelled');
      }
      // U52: the host's callback is told, never trusted: one that throws is said and the request
      // is asked all the same (request() never rejects).
      try {
        options.onRequest?.(request, adapter.name);
      } catch (error) {
        say(
          `onRequest failed for request ${request.id}: ${oneLineText(error instanceof Error ? error.message : String(error))}; the request is asked all the same`,
        );
      }
      const promise = run(request);
      inFlight.add(promise);
      void promise.finally(() => inFlight.delete(promise));
      return promise;
    },
    notify(notification) {
      try {
        adapter.notify?.(notification);
      } catch {
        // Notifications are best effort (B35: never on a critical path).
      }
    },
    pending: () => [...pending.keys()],
    async shutdown() {
      closed = true;
      for (const finish of [...pending.values()]) finish('cancelled');
      await Promise.all([...inFlight]);
      // R78: an adapter whose close never finishes (or fails) does not hold the host's shutdown.
      try {
        await withinLimit(
          clock,
          () => adapter.close?.(),
          () =>
            say(
              `${adapter.name}: closing took over ${ADAPTER_STEP_LIMIT_MS / 1000} s; shut down without waiting for it`,
            ),
        );
      } catch (error) {
        say(
          `${adapter.name}: could not close: ${oneLineText(error instanceof Error ? error.message : String(error))}; shut down all the same`,
        );
      }
    },
  };
}

/** A value as a problem message shows it: strings quoted and cut to 60 characters, else its kind. */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${cutText(value, 60)}…` : value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * What is wrong with a request a host passed without our types (T55), or `null`: `id` a
 * non-empty string, `title` and `body` strings, `timeoutMs` a number of ms (not NaN; `Infinity`
 * allowed; below 0 is a deadline already past), `fields` an object of strings, `noteName` a string, `signal` an
 * AbortSignal, `apply` and `onInvalidAnswer` functions, when given.
 *
 * @returns one line naming the field, what it must be and what it was (`"title" must be a string (got 42)`).
 * Spec: review T55 (@ma/notifier for any app: plain JavaScript hosts); seed 004.
 */
export function requestProblem(request: unknown): string | null {
  if (typeof request !== 'object' || request === null)
    return `the request must be an object (got ${shown(request)})`;
  const r = request as Record<string, unknown>;
  const must = (key: string, what: string) => `"${key}" must be ${what} (got ${shown(r[key])})`;
  if (typeof r.id !== 'string' || r.id.trim() === '') return must('id', 'a non-empty string');
  if (typeof r.title !== 'string') return must('title', 'a string');
  if (typeof r.body !== 'string') return must('body', 'a string');
  // A deadline already past (a remaining time a host computed, < 0) is a timeout, as before.
  if (typeof r.timeoutMs !== 'number' || Number.isNaN(r.timeoutMs))
    return must('timeoutMs', 'a number of milliseconds');
  if (
    r.fields !== undefined &&
    (typeof r.fields !== 'object' ||
      r.fields === null ||
      Array.isArray(r.fields) ||
      !Object.values(r.fields).every((v) => typeof v === 'string'))
  )
    return must('fields', 'an object of strings');
  if (r.noteName !== undefined && typeof r.noteName !== 'string') return must('noteName', 'a string');
  if (r.signal !== undefined && !(r.signal instanceof AbortSignal)) return must('signal', 'an AbortSignal');
  for (const key of ['apply', 'onInvalidAnswer'])
    if (r[key] !== undefined && typeof r[key] !== 'function') return must(key, 'a function');
  return null;
}
