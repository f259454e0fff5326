/**
 * The daemon's notifier on `@ma/notifier`. Spec: issue 12 ("Notifications through
 * `@ma/notifier`": summary ready, run failed, the approvals a run raises, the workflow-request
 * queue the daemon owns for its lifetime).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pasteCommandText, toWikilink, type Vault } from '@ma/core';
import {
  type AdapterChoice,
  type ApprovalPrompt,
  createAdapter,
  createApprovalPrompt,
  createRequestQueue,
  type RequestQueue,
  safeNoteName,
  sweepOrphanedRequests,
} from '@ma/notifier';
import { createWorkflowRequestTracker, type WorkflowRequestSink } from '@ma/tools';
import type { Logger } from 'pino';
import type { DaemonNotifier } from './daemon-notifier.js';
import { leftAloneWords } from './left-alone-summary.js';
import { replaceSummaryHint } from './replace-summary-hint.js';
import { summaryNotice } from './summary-notice.js';

/**
 * Vault-relative folder of the request notes the daemon's prompt writes (the vault-note adapter,
 * and the toast adapter's fallback): `<context folder>/Requests`.
 * Spec: issue 12; packages/notifier README (vault-note adapter).
 */
export const requestsFolder = (vault: Vault): string =>
  path.posix.join(vault.config.folders.context, 'Requests');

/** How the log says each approval outcome (`approval answered: …`; L103). */
const ANSWER_WORDS: Record<string, string> = {
  approved: 'approved',
  denied: 'denied',
  timeout: 'expired without an answer',
  cancelled: 'cancelled',
  unavailable: 'not asked (no way to ask)',
  invalid: 'an invalid answer',
};

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
 * Each approval asked is logged as `approval requested` and, once answered, `approval answered:
 * <approved | denied | expired without an answer | …>` (L103).
 * Notifications (each also logged as `notify` with its `kind`): summary ready (the toast opens
 * the summary; a run that warned: `summary-warning`, "Summary made with a warning" and what it is,
 * W8), run failed (with the reason), summary left alone (edited by hand, or why else core will not
 * replace it: L201).
 * A workflow request is asked with its complete detailed prompt in the body (the request note shows
 * it whole; a toast too short for it hands it to the request note, review5 Q4). On acceptance the
 * prompt is saved, exactly as approved, to `<context>/Requests/<request id>.prompt.md` and the
 * command that submits it to a new settings-agent conversation is logged (`workflow request
 * accepted`, with `promptFile` and `command`) and shown in a toast that opens the file:
 * `ma settings --vault <root> [--config <file>] --prompt-file <file>`, each path quoted for the
 * user's shell (`pasteCommand`: POSIX single quotes; cmd/PowerShell on Windows, W11) — a background
 * daemon cannot open a conversation itself (review5 Q5).
 * `configPath`: the daemon's `--config` file (absolute), passed on to `ma settings`.
 * Spec: issue 12; seed 004, Decisions ("Only acceptance opens a new settings-agent window and
 * automatically submits the complete detailed prompt").
 */
export function createNotifier(vault: Vault, log: Logger, configPath?: string): DaemonNotifications {
  const configured = vault.config.approvals.prompt;
  const choice: AdapterChoice = configured === 'console' ? 'vault-note' : configured;
  if (configured === 'console') {
    log.info(
      'approvals.prompt is "console": a daemon has no terminal, so requests are asked through request notes',
    );
  }
  const folder = path.join(vault.root, requestsFolder(vault));
  // Q5: what the run records say of each workflow request (note, outcome, the outcome decided later).
  // The queue is made below; the tracker reads its state when a run record is written.
  let queueState: RequestQueue<WorkflowRequestPayload>['state'] = () => undefined;
  const tracker = createWorkflowRequestTracker(vault, (id) => queueState(id));
  // review4 P21: request notes left pending by a daemon or `ma` that was killed are marked at start.
  void sweepOrphanedRequests(folder).then(
    (swept) => {
      for (const s of swept)
        log.warn(
          { note: path.relative(vault.root, s.path), status: s.status },
          `request note marked ${s.status}: ${s.reason}`,
        );
    },
    (error: unknown) =>
      log.warn({ err: error }, 'could not check the request notes for ones nobody waits for'),
  );
  const prompt = createApprovalPrompt(
    createAdapter(choice, {
      requestsFolder: folder,
      consoleHint:
        'A daemon has no terminal: set approvals.prompt to "toast", "vault-note", "approve" or "deny" in meeting-assistant.json.',
      onNote: (abs, id) => {
        const note = path.relative(vault.root, abs).split(path.sep).join('/');
        tracker.noted(id, note);
        log.info({ note }, 'approval requested in a note');
      },
    }),
    {
      say: (message) => log.warn({ source: 'notifier' }, message),
      onRequest: (request, adapter) =>
        log.info({ id: request.id, title: request.title, adapter }, 'approval requested'),
      // L103: the answer is logged too, under the words the request notes use.
      onOutcome: (request, outcome, failure) => {
        const answer = failure ? 'approved, but not applied' : (ANSWER_WORDS[outcome] ?? outcome);
        const fields = { id: request.id, title: request.title, outcome: failure ? 'failed' : outcome };
        if (failure) log.warn({ ...fields, reason: failure.message }, `approval answered: ${answer}`);
        else log.info(fields, `approval answered: ${answer}`);
      },
    },
  );
  const workflowRequests = createRequestQueue<WorkflowRequestPayload>({
    prompt,
    timeoutMs: vault.config.approvals.timeoutMs,
    onAccept: async (payload, id) => {
      // The approved prompt, exactly as shown in the request, where `ma settings` can submit it.
      const promptFile = path.join(folder, `${safeNoteName(id)}.prompt.md`);
      await mkdir(folder, { recursive: true });
      const temp = `${promptFile}.${process.pid}.tmp`;
      await writeFile(temp, `${payload.prompt}\n`, 'utf8');
      await rename(temp, promptFile);
      // Quoted for the user's shell, never JSON: `$(…)` in a path must stay text (W11).
      const command = pasteCommandText([
        'ma',
        'settings',
        '--vault',
        vault.root,
        ...(configPath ? ['--config', configPath] : []),
        '--prompt-file',
        promptFile,
      ]);
      log.info(
        { id, meeting: payload.meeting, intention: payload.intention, promptFile, command },
        'workflow request accepted',
      );
      prompt.notify({
        title: 'Workflow change accepted',
        body: `${payload.intention} — the approved request is saved in ${path.relative(vault.root, promptFile)}; submit it to the settings agent: ${command}`,
        open: promptFile,
      });
    },
    onSettled: (id, outcome, error) => {
      if (error)
        log.error(
          { id, outcome, err: error },
          'workflow request settled, but its prompt could not be handed over',
        );
      else log.info({ id, outcome }, 'workflow request settled');
      tracker.settled(
        id,
        outcome,
        error === undefined ? undefined : error instanceof Error ? error.message : String(error),
      );
    },
  });
  queueState = (id) => workflowRequests.state(id);
  const name = (meeting: string) => path.posix.basename(meeting).replace(/\.md$/i, '');
  const workflowSink: WorkflowRequestSink = {
    submit(request) {
      const status = workflowRequests.submit({
        id: request.id,
        title: 'Workflow change requested',
        body: `While summarizing ${name(request.meeting)}: ${request.intention}\n\nAccepting saves this request for the settings agent, which submits it whole:\n\n${request.prompt}`,
        // A link Obsidian follows (as the CLI's and the tools' request notes write it), not a bare path.
        fields: { meeting: toWikilink(request.meeting), intention: request.intention },
        payload: { meeting: request.meeting, intention: request.intention, prompt: request.prompt },
      });
      log.info(
        { id: request.id, meeting: request.meeting, intention: request.intention, status },
        'workflow request',
      );
      if (status === 'requested') tracker.submitted(request);
      return status;
    },
    state: (id) => tracker.state(id),
  };
  return {
    prompt,
    workflowRequests,
    workflowSink,
    summaryReady(meeting, summaryPath, warnings = []) {
      // W8: a run that warned (an empty transcript, …) is not announced as a plain "summary ready".
      const notice = summaryNotice(meeting, warnings);
      if (notice.kind === 'summary-ready') log.info({ kind: notice.kind, meeting, summaryPath }, 'notify');
      else log.warn({ kind: notice.kind, meeting, summaryPath, warnings }, 'notify');
      prompt.notify({ title: notice.title, body: notice.body, open: summaryPath });
    },
    runFailed(meeting, reason) {
      log.info({ kind: 'run-failed', meeting, reason }, 'notify');
      prompt.notify({ title: 'Summary failed', body: `${name(meeting)}: ${reason}` });
    },
    handEdited(meeting, summaryPath, reason) {
      log.info({ kind: 'hand-edited', meeting, summaryPath, reason }, 'notify');
      prompt.notify({
        title: 'Summary left alone',
        body: `${name(meeting)}: the summary ${leftAloneWords(reason).notice}; ${replaceSummaryHint(vault.root, meeting)}.`,
        open: summaryPath,
      });
    },
    async cancelApprovals() {
      const pending = prompt.pending();
      if (pending.length > 0) log.info({ pending }, 'stopping: cancelling pending approvals');
      await workflowRequests.shutdown();
      await prompt.shutdown();
      await tracker.flush();
    },
    async close() {
      await workflowRequests.shutdown();
      await prompt.shutdown();
      await tracker.flush();
    },
  };
}
