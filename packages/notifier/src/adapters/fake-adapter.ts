/**
 * `fake`: a test double that records every question and notification and answers
 * only when the test says so.
 * Spec: issue 11, Deliver 1 (a fake for tests); seed 004, Risks ("test approval, timeout, scope
 * and handoff through controlled prompt services").
 */
import type { ApprovalAdapter } from '../approval-adapter.js';
import type { ApprovalAnswer, ApprovalOutcome, ApprovalRequest, Notification } from '../approval-request.js';

/** The fake adapter plus its controls. */
export interface FakeAdapter extends ApprovalAdapter {
  /** Every request asked so far, in order. */
  readonly asked: ApprovalRequest[];
  /** Every notification shown so far. */
  readonly notifications: Notification[];
  /** Outcomes recorded by the prompt (`settled`), by request id. */
  readonly outcomes: Map<string, ApprovalOutcome>;
  /** Ids still being asked (not yet answered or ended). */
  waiting(): string[];
  /**
   * Answers a request. Returns false when it is no longer being asked (ended, or unknown):
   * such a late answer is dropped, like a click on a toast that has gone.
   */
  answer(id: string, answer: ApprovalAnswer): boolean;
  /** Resolves once a request with this id (or any request, without an id) has been asked. */
  whenAsked(id?: string): Promise<ApprovalRequest>;
}

/**
 * Creates a fake adapter. With `auto`, every request is answered that way at once.
 */
export function fakeAdapter(options: { auto?: ApprovalAnswer } = {}): FakeAdapter {
  const open = new Map<string, (answer: ApprovalAnswer | undefined) => void>();
  const asked: ApprovalRequest[] = [];
  const notifications: Notification[] = [];
  const outcomes = new Map<string, ApprovalOutcome>();
  const watchers: { id: string | undefined; resolve: (r: ApprovalRequest) => void }[] = [];
  return {
    name: 'fake',
    asked,
    notifications,
    outcomes,
    ask(request, ctx) {
      asked.push(request);
      for (const w of watchers.splice(0)) {
        if (w.id === undefined || w.id === request.id) w.resolve(request);
        else watchers.push(w);
      }
      if (options.auto) return Promise.resolve(options.auto);
      return new Promise((resolve) => {
        open.set(request.id, resolve);
        ctx.signal.addEventListener('abort', () => {
          open.delete(request.id);
          resolve(undefined);
        });
      });
    },
    settled(request, outcome) {
      outcomes.set(request.id, outcome);
    },
    notify(notification) {
      notifications.push(notification);
    },
    waiting: () => [...open.keys()],
    answer(id, answer) {
      const resolve = open.get(id);
      if (!resolve) return false;
      open.delete(id);
      resolve(answer);
      return true;
    },
    whenAsked(id) {
      const found = asked.find((r) => id === undefined || r.id === id);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => watchers.push({ id, resolve }));
    },
  };
}
