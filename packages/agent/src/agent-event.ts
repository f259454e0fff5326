import type { ToolResultOutcome } from '@ma/tools';
/**
 * Token counts of one step or of a whole run (AI SDK v7 `usage`, summed over steps for a run).
 * Counts are tokens as the server reported them; `0` when the server sent no usage.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/contracts.md,
 * @ma/agent (`usage`).
 */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

/**
 * How a run's tool calls ended, besides those that ran: each call is counted once, in the first
 * that applies — `notRun` (the step's context budget did not run it: `not run: …`, either
 * profile), `refused` (a refusal of either profile: nothing was changed), `failed` (a tool error,
 * an invalid call: unknown tool, malformed arguments). All zero for a clean run and for the
 * extractive engine. Counts of calls, as the `tool-result` events say them.
 * Spec: docs/contracts.md, @ma/agent (`SummaryRun`); docs/context-budget.md (Parallel tool calls);
 * docs/tools.md (Refusals).
 */
export interface ToolOutcomes {
  refused: number;
  notRun: number;
  failed: number;
}

/**
 * `N tool calls`, followed by what did not run as asked when any did:
 * `7 tool calls (2 refused, 1 not run, 1 failed)`; `1 tool call` for one. The run-end line of
 * `ma summarize` and the context note's run record use it, so a run with refusals never reads
 * like a clean one.
 * Spec: docs/contracts.md, @ma/agent (`SummaryRun.toolOutcomes`).
 */
export function toolCallsText(toolCalls: number, outcomes?: ToolOutcomes | undefined): string {
  const parts = outcomes
    ? [
        outcomes.refused > 0 ? `${outcomes.refused} refused` : null,
        outcomes.notRun > 0 ? `${outcomes.notRun} not run` : null,
        outcomes.failed > 0 ? `${outcomes.failed} failed` : null,
      ].filter((p): p is string => p !== null)
    : [];
  const calls = `${toolCalls} tool call${toolCalls === 1 ? '' : 's'}`;
  return parts.length > 0 ? `${calls} (${parts.join(', ')})` : calls;
}

/**
 * Progress of one `summarizeMeeting` run, delivered synchronously through `onEvent` in this order:
 * `run-start`, then per model step `step-start` → (`retry`…) → (`tool-call` → `tool-result`)… →
 * `step-end`, then `usage` (run total) and `run-end`, or `run-error` when the run fails.
 * The extractive engine emits only `run-start`, `usage` (zeros) and `run-end`/`run-error`.
 *
 * - `step`: 0-based step number (one step = one model call plus the tools it requested).
 * - `tool-call.args`: the tool arguments as compact JSON, each string value cut to 60 characters,
 *   the whole cut to 200 characters (never the full `content` of a write).
 * - `tool-result`: `ok` is false for tool errors (thrown, invalid arguments, unknown tool) and for
 *   refusals; `refused` is true for refusals (`refused: …`, or the compact profile's
 *   `{"error":"refused","message"}`); `summary` is the first line of the output (or the error),
 *   cut to 160 characters — for a refusal of either profile `refused: <message>`. `notRun` is true
 *   for a call the step's context budget did not run (`not run: …`, granular; the compact profile's
 *   `{"error":"refused","message":"not run: …"}` is also `refused`): `ok` is false for it, as nothing
 *   was run (docs/context-budget.md, Parallel tool calls). `outcome` says what a call that ran came
 *   to when that is not a plain success (a denied approval, a queued request, nothing changed).
 * - `chunk-notes` (long meetings only, before the first step): part `chunk` of `of` of the
 *   transcript (file lines `from`–`to`) is being read by the small model (map-reduce, issue 14).
 * - `retry`: a transient model-endpoint failure about to be retried (from the transport's
 *   `retryingFetch`): attempt number `attempt` (2 = the first retry) of at most `of` attempts in
 *   all (`model.retry.attempts`), after `delayMs` ms, `reason` like `HTTP 429: …`.
 *
 * Spec: docs/contracts.md, @ma/agent (`AgentEvent`).
 */
export type AgentEvent =
  | { type: 'run-start'; meeting: string; engine: SummaryEngine; maxSteps: number }
  | { type: 'step-start'; step: number }
  | { type: 'step-end'; step: number; usage: TokenUsage }
  | { type: 'tool-call'; step: number; name: string; args: string }
  | {
      type: 'tool-result';
      step: number;
      name: string;
      ok: boolean;
      refused: boolean;
      /** The call was not run (the step's context budget had no room for it): neither ok nor run. */
      notRun: boolean;
      /**
       * For a call that ran (`ok`) but is not a plain success: `denied`, `timed out`, `cancelled`,
       * `not asked`, `invalid answer` (an approval not given), `requested` (queued for the user),
       * `unchanged`, `nothing applied`, `partly applied` (@ma/tools `toolResultOutcome`); absent
       * otherwise. Shown instead of "ok".
       */
      outcome?: ToolResultOutcome;
      summary: string;
    }
  | { type: 'retry'; attempt: number; of: number; delayMs: number; reason: string }
  /** A long transcript's part `chunk` of `of` (file lines `from`–`to`) is being read by the small model. */
  | { type: 'chunk-notes'; chunk: number; of: number; from: number; to: number }
  | { type: 'usage'; usage: TokenUsage }
  | { type: 'run-end'; summaryPath: string }
  | { type: 'run-error'; message: string };

/**
 * Which engine wrote a summary: `agent` = the LLM tool loop on an OpenAI-compatible endpoint,
 * `extractive` = the offline, deterministic `@ma/extractive` engine (no network).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/contracts.md,
 * @ma/agent (`engine`).
 */
export type SummaryEngine = 'agent' | 'extractive';

/**
 * `N tokens`, or `tokens not reported by the server` when a run of model steps counted none: a
 * server that sends no `usage` (TokenUsage is 0 then) never answered a real request with 0 tokens,
 * so "0 tokens" would be a false fact in the record (review14 V54).
 * Spec: review14 V54; seed 003 (context note as the run's notebook).
 */
export function tokensText(totalTokens: number, steps: number | undefined): string {
  return totalTokens === 0 && (steps ?? 0) > 0
    ? 'tokens not reported by the server'
    : `${totalTokens} tokens`;
}
