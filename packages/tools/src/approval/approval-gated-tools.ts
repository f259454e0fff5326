/**
 * The host's one call to build both approval-gated tools for a session, for
 * `toolDefinitions`/`createMeetingTools` `approvalGated` (and the agent's `approvalGated` option).
 * Spec: seed 004; docs/tools.md (request tools); issue 11, Deliver 2–3.
 */
import type { ApprovalGatedTools } from '../granular/index.js';
import type { ToolSession } from '../session/tool-session.js';
import type { ApprovalPort, WorkflowRequestSink } from './approval-port.js';
import { createRequestProjectAssociationTool } from './request-project-association.js';
import { createRequestWorkflowChangeTool } from './request-workflow-change.js';

/** Host wiring of {@link createApprovalGatedTools}. */
export interface ApprovalGatedToolsOptions {
  /** Asks the user (e.g. `@ma/notifier`'s `ApprovalPrompt`). */
  prompt: ApprovalPort;
  /** Where workflow requests go; without it `request_workflow_change` is not offered. */
  workflow?: WorkflowRequestSink;
  /** The run's abort signal (cancels a pending association). */
  signal?: AbortSignal;
  /**
   * The signal of the tool call in progress, read when a call starts (`ma mcp`: the `tools/call`
   * a client may cancel); aborting it cancels that call's pending approval, and nothing of the
   * call is written afterwards (review4 P1).
   */
  callSignal?: () => AbortSignal | undefined;
  /**
   * Approval deadline in ms, and how long a workflow request is said to stay valid (the host's
   * queue should use the same); default the vault config's `approvals.timeoutMs`.
   */
  timeoutMs?: number;
  /**
   * What a `requested` result of `request_workflow_change` says after "nothing changes unless they
   * accept it in the settings agent." Default "Continue with the summary; do not wait for it." (a run,
   * `ma mcp`: the call returns and the queue keeps the request). A host whose process itself waits for
   * the decision before it ends says so here (`ma tool`: "ma tool waits for the user's decision before
   * it exits (at most 10 minutes; Ctrl-C drops the request)."), so the text printed does not say
   * "do not wait" while the command waits (L444). Spec: seed 004, Decisions (requested immediately;
   * the application's queue keeps the request).
   */
  workflowQueuedNote?: string;
}

/**
 * `{ request_project_association, request_workflow_change?, changeApproval }` for one session
 * (`changeApproval`: the same prompt, for the compact profile's destructive `apply_changes`).
 */
export function createApprovalGatedTools(
  session: ToolSession,
  options: ApprovalGatedToolsOptions,
): ApprovalGatedTools {
  const tools: ApprovalGatedTools = {
    changeApproval: {
      prompt: options.prompt,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.callSignal ? { callSignal: options.callSignal } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    },
    request_project_association: createRequestProjectAssociationTool(session, {
      prompt: options.prompt,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.callSignal ? { callSignal: options.callSignal } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    }),
  };
  if (options.workflow)
    tools.request_workflow_change = createRequestWorkflowChangeTool(
      session,
      options.workflow,
      options.timeoutMs ?? session.vault.config.approvals.timeoutMs,
      options.workflowQueuedNote,
    );
  return tools;
}
