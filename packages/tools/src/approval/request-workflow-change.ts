/**
 * `request_workflow_change`: the summarizer may not edit workflows (configuration, prompt files,
 * summary template, projects' AGENTS.md); it asks the user instead. The request goes to the
 * host's background queue and the tool returns `requested` at once; the queue keeps it until the
 * user accepts (a new settings-agent conversation starts with the whole prompt submitted),
 * denies, its deadline passes (`approvals.timeoutMs`, ten minutes by default; the result names
 * it, review12 Y55), or the application shuts down. Remote images and loading HTML in the
 * prompt are defused first (core `defuseRemoteContent`, S17): the user approves what is saved.
 * Spec: seed 004, Decisions ("Use an application-owned background request queue for workflow
 * approvals. The tool returns requested immediately…"), Open Questions (intention ≤ 100
 * characters); docs/tools.md (`request_workflow_change`); issue 11, Deliver 3.
 */
import { countNoun, defusedNotice, defuseRemoteContent } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { limitedText } from '../neutral/limited-text.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from '../session/tool-session.js';
import { NOT_APPROVED, type WorkflowRequestSink, type WorkflowRequestState } from './approval-port.js';
import { shownHostAnswer, shownHostFailure } from './shown-host-answer.js';

/** What the model is told to do when a request was not (known to be) queued (R69). */
const NOT_QUEUED_ADVICE =
  'nothing was asked and nothing changed; do not ask again in this run; say in the summary that the change still needs the user';

/**
 * How long a host's workflow queue may take to answer `submit` (ms): it answers at once by
 * contract (`requested`, `duplicate`, `closed`); an async one silent that long is not known to have
 * queued the request (R75).
 */
export const SUBMIT_LIMIT_MS = 5_000;

const SUBMIT_CANCELLED = Symbol('submit cancelled');
const SUBMIT_SILENT = Symbol('submit silent');

/**
 * `submitted`'s answer; rejects with {@link SUBMIT_CANCELLED} when `signal` aborts first and with
 * {@link SUBMIT_SILENT} after {@link SUBMIT_LIMIT_MS} without an answer (R75). A later rejection of
 * `submitted` is dropped.
 */
function untilSubmitted(submitted: Promise<unknown>, signal: AbortSignal | undefined): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    let done = false;
    const end = (fn: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const onAbort = () => end(() => reject(SUBMIT_CANCELLED));
    const timer = setTimeout(() => end(() => reject(SUBMIT_SILENT)), SUBMIT_LIMIT_MS);
    timer.unref?.();
    submitted.then(
      (value) => end(() => resolve(value)),
      (error: unknown) => end(() => reject(error)),
    );
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The host's state of request `id`, or undefined when it has none or its `state` throws (R69). */
function hostState(sink: WorkflowRequestSink, id: string): WorkflowRequestState | undefined {
  try {
    return sink.state?.(id);
  } catch {
    return undefined;
  }
}

/** Longest intention, in characters as shown (core `textLength`, L51; seed 004, Open Questions). */
export const MAX_INTENTION_CHARS = 100;
/** Longest prompt, in characters as shown (core `textLength`, L51; a settings request, not a document). */
export const MAX_WORKFLOW_PROMPT_CHARS = 20_000;

/** Arguments of `request_workflow_change`. */
export const RequestWorkflowChangeInputSchema = lazySchema(() =>
  z.object({
    intention: limitedText(MAX_INTENTION_CHARS).describe(
      'One line, at most 100 characters: what should change (shown in the notification).',
    ),
    prompt: limitedText(MAX_WORKFLOW_PROMPT_CHARS).describe(
      'The complete, detailed request for the settings agent (what, where, why).',
    ),
  }),
);

/**
 * How long a request stays valid, as the result says it: `10 minutes`, `1 minute 30 seconds`,
 * `2 hours`, `24 hours` — whole hours, minutes and seconds, rounded down (never longer than the
 * request lives; under a second is `1 second`). Spec: review12 Y55; C20.
 * @param ms the deadline in milliseconds (`approvals.timeoutMs` or the host's `timeoutMs`).
 */
export function validityText(ms: number): string {
  // C20: said to the second and never longer than it is (90 s was "2 minutes"): whole hours,
  // minutes and seconds, each part only when it is not 0 (`1 minute 30 seconds`, `2 hours`).
  const seconds = Math.max(1, Math.floor(ms / 1000));
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
    [seconds % 60, 'second'],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) => countNoun(n, unit))
    .join(' ');
}

/** What a `requested` result ends with by default: the call returned; the host's queue keeps the request. */
export const WORKFLOW_QUEUED_NOTE = 'Continue with the summary; do not wait for it.';

/**
 * Creates `request_workflow_change` for one session. `validMs`: how long the host's queue keeps a
 * request (its `timeoutMs`), said in the result; default the vault config's `approvals.timeoutMs`
 * (review12 Y55: never a fixed "10 minutes"). `queuedNote`: the result's last sentence after
 * `requested` (default {@link WORKFLOW_QUEUED_NOTE}; a host that waits for the decision before it
 * exits says so, L444).
 */
export function createRequestWorkflowChangeTool(
  session: ToolSession,
  sink: WorkflowRequestSink,
  validMs: number = session.vault.config.approvals.timeoutMs,
  queuedNote: string = WORKFLOW_QUEUED_NOTE,
): ToolDefinition<ReturnType<typeof RequestWorkflowChangeInputSchema>> {
  return defineTool({
    description:
      'Ask the user to change config, prompts, the summary template or an AGENTS.md (you cannot). Returns "requested" at once; the user decides later. Continue.',
    inputSchema: RequestWorkflowChangeInputSchema(),
    run: async (args, call) => {
      const intention = args.intention.replace(/\s+/g, ' ').trim();
      // S17: the prompt is shown for approval and saved in the vault as approved: nothing in it may
      // load from the web when Obsidian shows it.
      const safe = await defuseRemoteContent(args.prompt.trim());
      const prompt = safe.text;
      const defused = safe.defused.length > 0 ? ` (${defusedNotice(safe.defused)})` : '';
      if (intention === '')
        refuse(
          'intention is empty; nothing was queued',
          'give a one-line intention (at most 100 characters)',
        );
      if (prompt === '')
        refuse('prompt is empty; nothing was queued', 'give the complete request for the settings agent');
      // node:crypto is loaded here, on first use, not with this module (docs/startup.md).
      const id = `workflow:${process.getBuiltinModule('node:crypto').createHash('sha256').update(`${session.meetingPath}\n${intention}\n${prompt}`).digest('hex').slice(0, 12)}`;
      // R69: a host's own queue (plain JavaScript) may throw, reject (an async `submit`) or answer
      // something else than the three statuses: then it is not known that the request was queued,
      // and the model is told so, never `requested`; a rejection is caught here, never unhandled.
      let answer: unknown;
      try {
        // R75: an async queue that never answers (or answers after the call was cancelled) does not
        // hold the call: not known to be queued, said as such.
        answer = await untilSubmitted(
          Promise.resolve(sink.submit({ id, intention, prompt, meeting: session.meetingPath })),
          call?.signal,
        );
      } catch (error) {
        if (error === SUBMIT_CANCELLED)
          return refuse(
            "the call was cancelled before the application's request queue answered, so it is not known whether the request was queued",
            NOT_QUEUED_ADVICE,
          );
        if (error === SUBMIT_SILENT)
          return refuse(
            `the request was not confirmed as queued: the application's request queue did not answer within ${SUBMIT_LIMIT_MS / 1000} s`,
            NOT_QUEUED_ADVICE,
          );
        return refuse(
          `the request could not be queued: the application's request queue failed (${shownHostFailure(error)})`,
          NOT_QUEUED_ADVICE,
        );
      }
      // L228: the host knows nobody can be asked here: nothing was queued, said as the approval tools say it.
      if (answer === 'unavailable') return `${NOT_APPROVED.unavailable}; nothing was queued; nothing changed`;
      if (answer !== 'requested' && answer !== 'duplicate' && answer !== 'closed')
        return refuse(
          `the request was not confirmed as queued: the application's request queue answered ${shownHostAnswer(answer)}, not requested, duplicate or closed`,
          NOT_QUEUED_ADVICE,
        );
      const status = answer;
      // Q5: the run record lists the request and its outcome as the host knows it then (a `state`
      // that throws is an outcome not known to the run, R69).
      session.workflowRequests.push({ id, intention, queued: status, state: () => hostState(sink, id) });
      if (status === 'closed')
        refuse('workflow requests are closed (the application is shutting down)', 'nothing was queued');
      if (status === 'duplicate')
        return `requested (already pending): "${intention}"; the user has not decided yet. Continue with the summary.`;
      return `requested: "${intention}" is queued for the user (valid ${validityText(validMs)})${defused}; nothing changes unless they accept it in the settings agent. ${queuedNote}`;
    },
  });
}
