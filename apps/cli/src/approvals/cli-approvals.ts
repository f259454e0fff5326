/**
 * The approvals of one `ma` process: the approval prompt chosen by `--approvals` (else config
 * `approvals.prompt`), the application-owned workflow request queue (it outlives the summary run;
 * in memory only), and the approval-gated tools built on both for the agent.
 * When a request is raised the choice in effect is printed; a vault-note request prints the note
 * to tick. A workflow request shows its whole prompt on every channel (request note, console, MCP
 * elicitation; a toast too short for it hands it to the request note): acceptance submits all of
 * it (review5 Q4). An accepted workflow request opens `ma settings --prompt-file <file>` in a new
 * terminal, or prints that command.
 * Spec: seed 004, Decisions (approval prompt, background request queue); issue 11, Deliver 2, 3, 4, 6.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pasteCommandText, toWikilink, type Vault } from '@ma/core';
import {
  type AdapterChoice,
  type ApprovalAdapter,
  type ApprovalPrompt,
  createAdapter,
  createApprovalPrompt,
  createRequestQueue,
  oneLineText,
  type RequestQueue,
} from '@ma/notifier';
import {
  type ApprovalGatedTools,
  createApprovalGatedTools,
  createWorkflowRequestTracker,
  type ToolSession,
  validityText,
  type WorkflowRequest,
} from '@ma/tools';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { launchInTerminal } from './launch-terminal.js';

/** What {@link createCliApprovals} needs. */
export interface CliApprovalsOptions {
  vault: Vault;
  io: CliIo;
  /** `--approvals`, when given (wins over the config). */
  choice?: AdapterChoice;
  /**
   * Whether the command has the `--approvals` option (`ma summarize`): the advice given when the user
   * cannot be asked then names it; else only the configuration key `approvals.prompt` (review10 W13).
   */
  hasApprovalsOption?: boolean;
  /**
   * The command whose process waits in {@link CliApprovals.finish} for its workflow requests and
   * then exits (`ma tool`, one call; not `ma summarize` or `ma mcp`, where the call returns and the
   * run or server goes on): a `requested` result says that this command waits for the decision
   * before it exits, not "do not wait for it" (L444).
   */
  waitingCommand?: string;
  /** Ask through this adapter instead of a configured choice (`ma mcp`: MCP elicitation). */
  adapter?: ApprovalAdapter;
  /** The `--config` file (absolute) to pass on to `ma settings`, if any. */
  configPath?: string;
  /** How to run `ma` again (default: this Node binary and this script). */
  maCommand?: readonly string[];
  /**
   * The signal of the tool call in progress (`ma mcp`: aborted when the client cancels that
   * `tools/call`), read when an approval-gated call starts: aborting it cancels the call's pending
   * approval, and nothing of the call is written afterwards (review4 P1).
   */
  callSignal?: () => AbortSignal | undefined;
  /**
   * Whether the user can be asked at all for the call in progress (`ma mcp`: its client declared
   * elicitation). False: a workflow request is not queued and the tool answers `not asked: …` (L228).
   * Default: true, except with the `console` choice without a terminal (stdin and stderr TTYs, as the
   * console adapter asks).
   */
  canAsk?: () => boolean;
}

/** The approvals of one process. */
export interface CliApprovals {
  /** The adapter in effect (a choice, or the given adapter's name). */
  readonly choice: string;
  readonly prompt: ApprovalPrompt;
  readonly queue: RequestQueue<WorkflowRequest>;
  /** For `summarizeMeeting({ approvalGated })`. */
  approvalGated(session: ToolSession): ApprovalGatedTools;
  /**
   * Waits until every queued workflow request is decided (accepted, denied, expired; at most
   * `approvals.timeoutMs`) or `io.signal` aborts, then cancels what is left and shuts down.
   */
  finish(): Promise<void>;
  /** Cancels every pending approval and workflow request now (each ends `cancelled`) and shuts down. */
  close(): Promise<void>;
}

/** Builds the approvals of one `ma` process. */
export function createCliApprovals(options: CliApprovalsOptions): CliApprovals {
  const { vault, io } = options;
  const { approvals } = vault.config;
  const choice: string = options.adapter?.name ?? options.choice ?? approvals.prompt;
  const err = (line: string) => writeLine(io.stderr, line);
  const requestsFolder = join(vault.root, vault.config.folders.context, 'Requests');
  // Q5: what the run records say of each workflow request (note, outcome, the outcome decided later).
  // The queue is made below; the tracker reads its state when a run record is written.
  let queueState: RequestQueue<WorkflowRequest>['state'] = () => undefined;
  const tracker = createWorkflowRequestTracker(vault, (id) => queueState(id));
  const adapter =
    options.adapter ??
    createAdapter(options.choice ?? approvals.prompt, {
      requestsFolder,
      consoleHint: options.hasApprovalsOption
        ? 'Use --approvals vault-note (answer in the vault), approve or deny, or set approvals.prompt in meeting-assistant.json.'
        : 'Set approvals.prompt to "vault-note" (answer in the vault), "approve" or "deny" in meeting-assistant.json.',
      onNote: (abs, id) => {
        const rel = relative(vault.root, abs).split('\\').join('/');
        tracker.noted(id, rel);
        err(`  answer in ${rel}: tick "- [x] Approve" or "- [x] Deny" (any editor, any device)`);
      },
    });
  const prompt = createApprovalPrompt(adapter, {
    say: (m) => err(io.errColors.yellow(m)),
    onRequest: (req) =>
      err(
        `${io.errColors.cyan('approval needed:')} ${oneLineText(req.title)} — asking through ${choice} (approvals: ${choice}; answer within ${validityText(req.timeoutMs)})`,
      ),
  });
  const ma = options.maCommand ?? [process.execPath, process.argv[1] ?? 'ma'];

  const openSettings = async (request: WorkflowRequest) => {
    const dir = await mkdtemp(join(tmpdir(), 'ma-settings-'));
    const file = join(dir, 'request.md');
    await writeFile(file, `${request.prompt}\n`, 'utf8');
    const argv = [
      ...ma,
      'settings',
      '--vault',
      vault.root,
      ...(options.configPath ? ['--config', options.configPath] : []),
      '--prompt-file',
      file,
    ];
    const launched = await launchInTerminal(argv, { template: approvals.terminal, env: io.env });
    if (launched.launched) err(`workflow request accepted: opened the settings agent via ${launched.via}`);
    else {
      err(`workflow request accepted; cannot open a terminal here (${launched.reason}). Run:`);
      // Quoted for the user's shell (cmd or PowerShell on Windows): `%`, `$`, `$(...)` stay text (W11).
      err(`  ${pasteCommandText(argv)}`);
    }
  };

  const queue = createRequestQueue<WorkflowRequest>({
    prompt,
    timeoutMs: approvals.timeoutMs,
    onAccept: openSettings,
    onSettled: (id, outcome, error) => {
      const failure =
        error === undefined ? undefined : error instanceof Error ? error.message : String(error);
      if (failure !== undefined)
        err(
          io.errColors.red(
            `workflow request ${id}: approved, but not handed to the settings agent: ${oneLineText(failure)}; nothing changed`,
          ),
        );
      else if (outcome === 'unavailable')
        err(`workflow request ${id}: not asked (the user could not be asked here); nothing changed`);
      else if (outcome !== 'approved') err(`workflow request ${id}: ${outcome}; nothing changed`);
      tracker.settled(id, outcome, failure);
    },
  });
  queueState = (id) => queue.state(id);
  const canAsk =
    options.canAsk ??
    (() => choice !== 'console' || (process.stdin.isTTY === true && process.stderr.isTTY === true));

  return {
    choice,
    prompt,
    queue,
    approvalGated: (session) =>
      createApprovalGatedTools(session, {
        prompt,
        signal: io.signal,
        ...(options.callSignal ? { callSignal: options.callSignal } : {}),
        // L444: `ma tool` prints the result at once and then waits (finish): the result says so.
        ...(options.waitingCommand
          ? {
              workflowQueuedNote: `${options.waitingCommand} waits for the user's decision before it exits (at most ${validityText(approvals.timeoutMs)}; Ctrl-C drops the request).`,
            }
          : {}),
        workflow: {
          submit: (request) => {
            // L228: nobody can be asked here (a console without a terminal, an MCP client without
            // elicitation): nothing is queued, and the model is not told "requested".
            if (!canAsk()) {
              err(
                `could not ask the user "Workflow change: ${oneLineText(request.intention)}": ${choice === 'console' ? 'no terminal (stdin/stderr is not a TTY)' : 'the MCP client did not declare the elicitation capability'}; nothing was queued; nothing changed`,
              );
              return 'unavailable';
            }
            const status = queue.submit({
              id: request.id,
              title: `Workflow change: ${request.intention}`,
              // The whole prompt: acceptance submits all of it, so the user sees all of it
              // (review5 Q4; a toast too short for it hands it to the request note).
              body: `${request.prompt}\nAccepting opens the settings agent with this request, submitted whole.`,
              fields: { meeting: toWikilink(request.meeting), intention: request.intention },
              payload: request,
            });
            if (status === 'requested') tracker.submitted(request);
            return status;
          },
          state: (id) => tracker.state(id),
        },
      }),
    async finish() {
      const waiting = queue.pending().length;
      if (waiting > 0 && !io.signal.aborted) {
        err(
          `waiting for ${waiting} workflow request${waiting === 1 ? '' : 's'} (at most ${validityText(approvals.timeoutMs)}; Ctrl-C drops ${waiting === 1 ? 'it' : 'them'})`,
        );
        await new Promise<void>((resolve) => {
          io.signal.addEventListener('abort', () => resolve(), { once: true });
          void queue.idle().then(resolve);
        });
      }
      await queue.shutdown();
      await prompt.shutdown();
      await tracker.flush();
    },
    async close() {
      await queue.shutdown();
      await prompt.shutdown();
      await tracker.flush();
    },
  };
}
