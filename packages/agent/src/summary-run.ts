import type { MaConfig, Vault } from '@ma/core';
import type { ApprovalGatedTools, ToolSession } from '@ma/tools';
import type { AgentEvent, SummaryEngine, TokenUsage, ToolOutcomes } from './agent-event.js';
import type { SummaryRunError } from './summary-run-error.js';

/**
 * Options of `summarizeMeeting`.
 *
 * Spec: docs/contracts.md, @ma/agent.
 */
export interface SummarizeMeetingOptions {
  /** The opened vault (`openVault`). */
  vault: Vault;
  /** The meeting: a vault-relative path (with or without `.md`) or a meeting name (`resolveMeeting`). */
  meeting: string;
  /** Configuration; default `vault.config`. */
  config?: MaConfig;
  /**
   * Engine; default `agent` when `config.model` is set, else `extractive`. Asking for `agent`
   * without a `model` section fails before anything is written.
   */
  engine?: SummaryEngine;
  /**
   * Agent engine only: `true` uses `streamText` (SSE, `stream: true` requests; a stalled stream
   * fails after `model.timeoutMs` ms between chunks), `false` (default) uses `generateText`
   * (one JSON response per step). Events are the same either way. (Addition to the contract.)
   */
  stream?: boolean;
  /**
   * Replace the summary note even when it was edited by hand since the product wrote it (its
   * `content_hash` no longer matches) or was not written by the product (`--force`; H14). Without
   * it such a run fails with `SummaryRunError('edited')` before anything is written.
   */
  force?: boolean;
  /** Cancels the run (model calls, retries' waits, running tools); the run then fails as aborted. */
  signal?: AbortSignal;
  /** Progress events, called synchronously; exceptions thrown by the callback are ignored. */
  onEvent?: (event: AgentEvent) => void;
  /**
   * Environment used to resolve `model.apiKeyEnv` (required: the host passes the environment it
   * resolved its configuration from, e.g. the CLI's `io.env`; tests pass `{}` or explicit values).
   * Nothing in the agent reads `process.env`.
   */
  env: Record<string, string | undefined>;
  /**
   * Agent engine only: builds the approval-gated tools (`request_project_association`,
   * `request_workflow_change`, seed 004) for this run's tool session; they are offered to the
   * model only when given (the host owns the approval prompt and the request queue).
   * (Addition to the contract.)
   */
  approvalGated?: (session: ToolSession) => ApprovalGatedTools;
  /**
   * Whether the host runs the meeting again after this failure (L31: the daemon retrying a
   * transient model failure, waiting for an endpoint that cannot be reached, or paused on a
   * configuration problem). Called once with the run's failure (never for a cancelled run), before
   * it is recorded. A string (one or more sentences, e.g. `The daemon runs this meeting again at
   * 19:05 UTC.`) means yes: the meeting note keeps its status (`ended`; the statuses
   * vault-format.md allows have no "waiting" one) instead of `status: failed`, and the string is
   * added to the `## Run failed` record of the context note, so a reader of the vault sees the
   * meeting is waiting, not failed. `null` (or not given, or a callback that throws): the failure is
   * final, `status: failed` as before. The thrown `SummaryRunError` is the same either way.
   * (Addition to the contract.)
   */
  retryLater?: (failure: SummaryRunError) => string | null;
}

/**
 * Result of a successful `summarizeMeeting` run. Paths are vault-relative with `/` separators.
 *
 * Spec: docs/contracts.md, @ma/agent.
 */
export interface SummaryRun {
  /** The committed summary note. */
  summaryPath: string;
  /** The assistant context note (created or reused). */
  contextPath: string;
  /**
   * Where the summary this run replaced went (a refresh, `--force` over a hand edit, a blank
   * note): its vault-relative path in the trash, maybe numbered (`.trash/Summaries/… (2).md`); null
   * when nothing was replaced. The run record says it too (C24); `ma summarize` prints it (L97).
   */
  trashedPath: string | null;
  /**
   * True when the summary note already held exactly what this run wrote (a re-run over the same
   * inputs): nothing was rewritten; `ma summarize` says "summary unchanged" (newcomer review F17).
   */
  summaryUnchanged?: true;
  /** The engine that wrote the summary. */
  engine: SummaryEngine;
  /** Model steps taken (0 for the extractive engine). */
  steps: number;
  /** Tool calls the model made, including refused and invalid ones (0 for extractive). */
  toolCalls: number;
  /**
   * Of `toolCalls`: how many were refused, not run (the step's context budget) or failed (tool
   * error, invalid call); the rest ran. All zero for a clean run and for extractive. `ma summarize`'s
   * run-end line, the context note's run record and the daemon's `run done` log line say them.
   */
  toolOutcomes: ToolOutcomes;
  /** Tokens over all steps (zeros for extractive or when the server reports none). */
  usage: TokenUsage;
  /** Wall-clock duration of the run in ms. */
  durationMs: number;
  /**
   * Percentage (0–100, whole number, rounded down) of transcript body lines the agent read; 100 for
   * extractive; null when the meeting has no transcript (summarized from its notes only, H6).
   */
  coverage: number | null;
  /**
   * Problems worth the user's attention, also written into the context note's run record: e.g. a
   * `projects:` entry of the meeting that names no project (N11). `ma summarize` prints them on stderr.
   */
  warnings: string[];
}
