/**
 * The workflow requests of a run in its assistant context note (review5 Q5): the run record's lines
 * (intention, request note, outcome as the host knows it) and, for hosts, the follow-up record of an
 * outcome decided after the run.
 * Spec: seed 004, Decisions (background request queue); docs/vault-format.md, Assistant context note.
 */
import {
  appendToContext,
  artifactPaths,
  noteExists,
  noteStamp,
  readMeeting,
  toWikilink,
  type Vault,
} from '@ma/core';
import type { WorkflowRequestRecord, WorkflowRequestState } from './approval-port.js';

/** What the run record says of a request's outcome. */
const WORKFLOW_OUTCOME: Readonly<Record<WorkflowRequestState['outcome'], string>> = {
  pending: 'pending: the user has not decided yet; accepting hands its whole prompt to the settings agent',
  approved: 'approved by the user: its whole prompt was handed to the settings agent',
  denied: 'declined by the user; nothing changed',
  timeout: 'expired: no answer before the deadline (treated as declined); nothing changed',
  cancelled:
    'cancelled before the user decided (the application shut down or the run was cancelled); nothing changed',
  unavailable:
    "not asked: nobody could be asked (no terminal or approval channel); not the user's decision; nothing changed",
  invalid: 'not approved: the answer that came back was neither approve nor deny; nothing changed',
  failed: 'approved by the user, but not handed to the settings agent; nothing changed',
};

/** The outcome text of `state`; a `failed` one names why (review10 W2). */
function outcomeText(outcome: WorkflowRequestState['outcome'], failure?: string): string {
  if (outcome !== 'failed' || !failure) return WORKFLOW_OUTCOME[outcome];
  return `approved by the user, but not handed to the settings agent (${failure.replace(/\s+/g, ' ').trim()}); nothing changed`;
}

/** `- workflow request: "<intention>" (request note [[…]]): <outcome>`. */
function requestLine(intention: string, note: string | null, outcome: string): string {
  const link = note ? ` (request note ${toWikilink(note)})` : '';
  return `- workflow request: ${JSON.stringify(intention)}${link}: ${outcome}`;
}

/**
 * The run record's lines for the workflow requests a run's model filed (`request_workflow_change`),
 * one per request (a repeated request once), e.g.
 * `- workflow request: "Always list prices in EUR" (request note [[Assistant/Requests/Workflow change requested]]): pending: the user has not decided yet; …`.
 * The outcome is the host's as the record is written (`WorkflowRequestSink.state`): pending,
 * approved, approved but not handed over (`failed`, W2), declined, expired, cancelled, not asked; a host that cannot tell gets "queued …; its
 * outcome is not known to this run", a queue that was shutting down "not queued".
 * Spec: seed 004, Decisions (background request queue; only acceptance submits the prompt);
 * docs/vault-format.md, Assistant context note; review5 Q5.
 */
export function workflowRequestLines(requests: readonly WorkflowRequestRecord[]): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const r of requests) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    const state = r.queued === 'closed' ? undefined : r.state();
    const outcome =
      r.queued === 'closed'
        ? 'not queued: the application was shutting down; nothing was asked and nothing changed'
        : state
          ? outcomeText(state.outcome, state.failure)
          : 'queued for the user; its outcome is not known to this run (the host decides it after the run)';
    lines.push(requestLine(r.intention, state?.note ?? null, outcome));
  }
  return lines;
}

/**
 * Appends how a workflow request ended to its meeting's assistant context note, for a request the
 * run record listed as pending (the host's queue decides it after the run):
 * `## Workflow request <time>: <outcome>` and its `- workflow request: …` line (as
 * {@link workflowRequestLines}). Nothing is created: a meeting note or context note that no longer
 * exists (moved, deleted) gets nothing. Never throws.
 * @param meetingPath the vault-relative meeting note whose run filed the request.
 * @returns the context note's vault path when the record was appended, else null.
 * Spec: seed 004, Decisions (background request queue outlives the run); review5 Q5 (the outcome
 * is recorded when known).
 */
export async function recordWorkflowOutcome(
  vault: Vault,
  meetingPath: string,
  request: {
    intention: string;
    outcome: Exclude<WorkflowRequestState['outcome'], 'pending'>;
    note: string | null;
    /** With `failed`: why it was not handed over (W2). */
    failure?: string;
  },
): Promise<string | null> {
  try {
    const { context } = artifactPaths(vault, await readMeeting(vault, meetingPath));
    if (!(await noteExists(vault, context))) return null;
    const heading = `## Workflow request ${noteStamp(new Date())}: ${WORKFLOW_OUTCOME[request.outcome].split(/[:;]/)[0]}`;
    await appendToContext(
      vault,
      context,
      `${heading}\n${requestLine(request.intention, request.note, outcomeText(request.outcome, request.failure))}`,
    );
    return context;
  } catch {
    return null;
  }
}

/**
 * A host's memory of its workflow requests for the run records (review5 Q5): which request note
 * each was asked in, where each stands, and — for a request a run record listed as `pending` — the
 * follow-up record of its outcome ({@link recordWorkflowOutcome}) once the host's queue settles it.
 * Spec: seed 004, Decisions (background request queue); review5 Q5.
 */
export interface WorkflowRequestTracker {
  /** A request handed to the queue (`submit` answered `requested`). */
  submitted(request: { id: string; meeting: string; intention: string }): void;
  /** The request note (vault path) request `id` is asked in. */
  noted(id: string, note: string): void;
  /** For `WorkflowRequestSink.state`: where request `id` stands (remembers a `pending` told to a run record). */
  state(id: string): WorkflowRequestState | undefined;
  /**
   * The queue settled request `id`: when a run record listed it as pending, its outcome is appended
   * to the context note. `failure`: it was approved, but handing it over failed (the outcome is
   * recorded as `failed` with this message, review10 W2).
   */
  settled(id: string, outcome: Exclude<WorkflowRequestState['outcome'], 'pending'>, failure?: string): void;
  /** Resolves when every follow-up record started so far is written (hosts await it before exiting). */
  flush(): Promise<void>;
}

/**
 * Creates a {@link WorkflowRequestTracker} over a queue's `state` (e.g. `@ma/notifier`'s
 * `RequestQueue.state`).
 * Spec: seed 004, Decisions (background request queue); review5 Q5.
 */
export function createWorkflowRequestTracker(
  vault: Vault,
  queueState: (id: string) => { outcome: WorkflowRequestState['outcome']; failure?: string } | undefined,
): WorkflowRequestTracker {
  const notes = new Map<string, string>();
  const requests = new Map<string, { meeting: string; intention: string }>();
  // Requests a run record listed as pending: their outcome is recorded when it comes.
  const reportedPending = new Set<string>();
  const writes = new Set<Promise<unknown>>();
  return {
    submitted(request) {
      requests.set(request.id, { meeting: request.meeting, intention: request.intention });
    },
    noted(id, note) {
      notes.set(id, note);
    },
    state(id) {
      const state = queueState(id);
      if (state === undefined) return undefined;
      if (state.outcome === 'pending') reportedPending.add(id);
      return {
        outcome: state.outcome,
        note: notes.get(id) ?? null,
        ...(state.failure !== undefined ? { failure: state.failure } : {}),
      };
    },
    settled(id, outcome, failure) {
      const request = requests.get(id);
      if (!reportedPending.delete(id) || request === undefined) return;
      const failed = failure !== undefined && outcome === 'approved';
      const write = recordWorkflowOutcome(vault, request.meeting, {
        intention: request.intention,
        outcome: failed ? 'failed' : outcome,
        note: notes.get(id) ?? null,
        ...(failed ? { failure } : {}),
      });
      writes.add(write);
      void write.finally(() => writes.delete(write));
    },
    async flush() {
      while (writes.size > 0) await Promise.all([...writes]);
    },
  };
}
