/**
 * The daemon's notifier on `@ma/notifier`. Spec: issue 12 ("Notifications through
 * `@ma/notifier`": summary ready, run failed, the approvals a run raises, the workflow-request
 * queue the daemon owns for its lifetime).
 */
import path from 'node:path';
import type { Vault } from '@ma/core';
import {
  type AdapterChoice,
  type ApprovalPrompt,
  createAdapter,
  createApprovalPrompt,
  createRequestQueue,
  type RequestQueue,
} from '@ma/notifier';
import type { WorkflowRequestSink } from '@ma/tools';
import type { Logger } from 'pino';
import type { DaemonNotifier } from './daemon-notifier.js';

/**
 * Vault-relative folder of the request notes the daemon's prompt writes (the vault-note adapter,
 * and the toast adapter's fallback): `<context folder>/Requests`.
 * Spec: issue 12; packages/notifier README (vault-note adapter).
 */
export const requestsFolder = (vault: Vault): string =>
  path.posix.join(vault.config.folders.context, 'Requests');

/** A workflow change a run asked for, as the daemon's request queue carries it. */
export interface WorkflowRequestPayload {
  meeting: string;
  intention: string;
  prompt: string;
}

/**
 * What {@link createNotifier} returns: the daemon's notifications, the approval prompt the runs'
 * approval-gated tools ask through, and the workflow-request queue (owned by the daemon until
 * `close()`, which cancels whatever is still pending).
 */
export interface DaemonNotifications extends DaemonNotifier {
  prompt: ApprovalPrompt;
  workflowRequests: RequestQueue<WorkflowRequestPayload>;
  /** The `request_workflow_change` tool's sink: submits to {@link workflowRequests}. */
  workflowSink: WorkflowRequestSink;
  close(): Promise<void>;
}

/**
 * The notifier of a running daemon: an `@ma/notifier` approval prompt with the adapter
 * `approvals.prompt` names (`toast`, falling back to request notes in
 * `<context folder>/Requests` where toasts cannot answer; `console` becomes `vault-note`,
 * since a daemon has no terminal to ask on; `deny` answers every approval with "denied").
 * Notifications (each also logged as `notify` with its `kind`): summary ready (the toast opens
 * the summary), run failed (with the reason), summary edited by hand (left alone). Accepted
 * workflow requests are announced with the command that starts the settings agent
 * (`ma settings`), since a background daemon cannot open a conversation itself.
 * Spec: issue 12.
 */
export function createNotifier(vault: Vault, log: Logger): DaemonNotifications {
  const configured = vault.config.approvals.prompt;
  const choice: AdapterChoice = configured === 'console' ? 'vault-note' : configured;
  if (configured === 'console') {
    log.info(
      'approvals.prompt is "console": a daemon has no terminal, so requests are asked through request notes',
    );
  }
  const folder = path.join(vault.root, requestsFolder(vault));
  const prompt = createApprovalPrompt(
    createAdapter(choice, {
      requestsFolder: folder,
      onNote: (abs) => log.info({ note: path.relative(vault.root, abs) }, 'approval requested in a note'),
    }),
    {
      say: (message) => log.warn({ source: 'notifier' }, message),
      onRequest: (request, adapter) =>
        log.info({ id: request.id, title: request.title, adapter }, 'approval requested'),
    },
  );
  const workflowRequests = createRequestQueue<WorkflowRequestPayload>({
    prompt,
    timeoutMs: vault.config.approvals.timeoutMs,
    onAccept: (payload, id) => {
      log.info({ id, meeting: payload.meeting, intention: payload.intention }, 'workflow request accepted');
      prompt.notify({
        title: 'Workflow change accepted',
        body: `${payload.intention} — run \`ma settings\` in the vault to make it.`,
      });
    },
    onSettled: (id, outcome) => log.info({ id, outcome }, 'workflow request settled'),
  });
  const name = (meeting: string) => path.posix.basename(meeting).replace(/\.md$/i, '');
  const workflowSink: WorkflowRequestSink = {
    submit(request) {
      const status = workflowRequests.submit({
        id: request.id,
        title: 'Workflow change requested',
        body: `While summarizing ${name(request.meeting)}: ${request.intention}`,
        fields: { meeting: request.meeting, intention: request.intention },
        payload: { meeting: request.meeting, intention: request.intention, prompt: request.prompt },
      });
      log.info(
        { id: request.id, meeting: request.meeting, intention: request.intention, status },
        'workflow request',
      );
      return status;
    },
  };
  return {
    prompt,
    workflowRequests,
    workflowSink,
    summaryReady(meeting, summaryPath) {
      log.info({ kind: 'summary-ready', meeting, summaryPath }, 'notify');
      prompt.notify({ title: 'Summary ready', body: name(meeting), open: summaryPath });
    },
    runFailed(meeting, reason) {
      log.info({ kind: 'run-failed', meeting, reason }, 'notify');
      prompt.notify({ title: 'Summary failed', body: `${name(meeting)}: ${reason}` });
    },
    handEdited(meeting, summaryPath) {
      log.info({ kind: 'hand-edited', meeting, summaryPath }, 'notify');
      prompt.notify({
        title: 'Summary left alone',
        body: `${name(meeting)}: the summary was edited by hand; run \`ma summarize\` to replace it.`,
        open: summaryPath,
      });
    },
    async cancelApprovals() {
      const pending = prompt.pending();
      if (pending.length > 0) log.info({ pending }, 'stopping: cancelling pending approvals');
      await workflowRequests.shutdown();
      await prompt.shutdown();
    },
    async close() {
      await workflowRequests.shutdown();
      await prompt.shutdown();
    },
  };
}
