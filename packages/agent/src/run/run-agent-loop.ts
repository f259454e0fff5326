import { annotationsOf, isRefusal, refusalMessage, toolResultOutcome } from '@ma/tools';
import {
  generateText,
  isStepCount,
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
  type StepResult,
  streamText,
  type ToolCallRepairFunction,
  ToolChoiceViolationError,
  type ToolSet,
  wrapLanguageModel,
} from 'ai';
import type { AgentEvent, TokenUsage, ToolOutcomes } from '../agent-event.js';
import { stepTooLargeMessage } from '../budget/context-advice.js';
import { type ContextBudget, messageBudget } from '../budget/context-budget.js';
import {
  compactArguments,
  compactedTokens,
  fitMessages,
  MESSAGE_OVERHEAD_TOKENS,
  messageTokens,
  TOOL_PART_TOKENS,
} from '../budget/fit-messages.js';
import type { ReadHold } from '../budget/read-hold.js';
import { StepResultsBudget } from '../budget/step-results-budget.js';
import { estimateTokens, leastTokens } from '../budget/token-counter.js';
import { finishWasFilled } from '../model/filled-finish.js';
import {
  hasUnparsableArguments,
  isCompactToolSet,
  MAX_REFUSAL_CHARS,
  withoutRepairPrefix,
  withRefusalTexts,
} from '../model/invalid-tool-call.js';
import { ModelReplyError, retriableReplyBreak } from '../model/model-reply-error.js';
import { SummaryRunError } from '../summary-run-error.js';
import { oneWholeWritePerStep } from './one-whole-write.js';
import { REPEATED_CALLS_STOP, RepeatedCalls } from './repeated-calls.js';
import { windowFilledBy, windowOfKeptPrompt } from './server-window.js';
import { firstLine, shortArgs } from './short-args.js';
import { toTokenUsage } from './to-token-usage.js';
import { NO_FINISH_CUT_CALL } from './truncated-message.js';

/**
 * Inputs of {@link runAgentLoop}.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (retries); seed 004
 * (sequential tool execution); hostile case B32.
 */
export interface AgentLoopInput {
  /** A chat model from `createChatModel` (its fetch does retries; SDK retries stay off). */
  model: LanguageModel;
  /** The assembled system prompt. */
  instructions: string;
  /** The first user message (unused when `messages` is given). */
  prompt: string;
  /**
   * R236: the conversation to continue instead of a fresh `prompt`: an earlier pass's
   * {@link AgentLoopResult.messages} plus a new user message (the summary-shape advice).
   */
  messages?: ModelMessage[];
  /**
   * R236: the steps an earlier pass of the same run already took: events number this pass's steps
   * after them, and `maxSteps` (the run's cap) counts them, so the wind-down stays on the run's last step.
   */
  firstStep?: number;
  /** The meeting tools (`createMeetingTools(session)`). */
  tools: ToolSet;
  /**
   * The `repairToolCall` hook for unknown tools / malformed or invalid arguments: the run passes
   * `refuseInvalidToolCall` (`../model/invalid-tool-call.js`), which repairs nothing and turns
   * the call into a short refusal (R3, R5).
   */
  repairToolCall?: ToolCallRepairFunction<ToolSet>;
  /** Step cap (`model.maxSteps`). */
  maxSteps: number;
  /**
   * Wind-down: on the last step (`stepNumber === maxSteps - 1`), when this returns `false` (no
   * summary draft yet) and a `write_summary` tool is offered (else the compact `apply_changes`),
   * that step offers only that tool, forces it (`toolChoice: { type: 'tool', toolName: 'write_summary' }`)
   * and adds {@link WIND_DOWN_INSTRUCTION} to the instructions. When it returns `true` (a draft
   * exists), the last step offers only that tool without forcing it and adds
   * {@link FINISH_INSTRUCTION}: reply without a tool call when the draft is complete, else replace
   * the whole summary (R1). Omitted: neither.
   */
  hasSummaryDraft?: () => boolean;
  /** Streaming only: longest silence between stream chunks, in ms (`model.timeoutMs`). */
  chunkTimeoutMs: number;
  /**
   * Streaming only (review13 Z50): a step whose streamed reply broke after the server answered
   * ({@link isRetriedStreamFailure}: the connection closed mid-reply, the stream ended without a
   * finish, an error event mid-reply) is asked again, the same request, until `attempts` replies
   * were asked for in all (`model.retry.attempts`), `delayMs` apart (`model.retry.delayMs`), each
   * retry reported as a `retry` event. Omitted: never retried.
   */
  streamRetry?: { attempts: number; delayMs: number };
  /** `true` → `streamText` (SSE), `false` → `generateText` (JSON). */
  stream: boolean;
  signal?: AbortSignal;
  emit: (event: AgentEvent) => void;
  /**
   * The context budget (issue 14 item 2): before every step the conversation is fitted into the
   * window ({@link fitMessages}: older tool results become short notes), and a step that still
   * does not fit fails with `SummaryRunError('context')` instead of being sent. `toolTokens`: the
   * tool definitions' tokens (all tools; a step offering fewer stays below). Omitted: no budget.
   * `results` (review U4): the results of one step's tool calls share the room the next request
   * has for them ({@link StepResultsBudget}); without it each result is capped only by the tools'
   * own limits.
   */
  budget?: {
    budget: ContextBudget;
    toolTokens: number;
    results?: {
      /** The tools' output budgets (`ToolSession.limits`, read at call time), lowered per call. */
      limits: { readChars: number; searchChars: number };
      /** The hold the tools' transcript reads go through. */
      readHold?: ReadHold | undefined;
      /** Characters per token of what is read (`charsPerTokenOf`). */
      charsPerToken: number;
    };
  };
  /** Sent as the request's output limit (`max_tokens`) when set (`model.maxOutputTokens`). */
  maxOutputTokens?: number | undefined;
}

/**
 * What the loop produced; the caller decides whether it is a summary.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; hostile case B32 (step
 * cap).
 */
export interface AgentLoopResult {
  /** Model steps taken. */
  steps: number;
  /** Tool calls the model made (valid and invalid). */
  toolCalls: number;
  /** Of `toolCalls`: those refused, not run (the step's context budget) or failed (see {@link ToolOutcomes}). */
  toolOutcomes: ToolOutcomes;
  /** Tokens over all steps. */
  usage: TokenUsage;
  /** Text of the final step (may contain reasoning tags from other transports; strip it). */
  finalText: string;
  /**
   * Characters of reasoning in the final step: the server's reasoning field (`reasoning_content` /
   * `reasoning`) plus any `<think>` block the transport moved there from the text, an unclosed one
   * included (reviewB S62); 0 when none (review13 Z57: a reply of reasoning only).
   */
  finalReasoningChars: number;
  /** True when the loop ended because it hit `maxSteps` while the model still called tools. */
  stoppedAtCap: boolean;
  /**
   * True when the last allowed step wrote the whole summary: the forced wind-down write, or on the
   * finishing step (a draft existed) a successful `write_summary` with `replace_file: true` (R1).
   */
  finishedAtCap: boolean;
  /** Tools the final step called (valid or not), in order, without repeats. */
  lastStepTools: string[];
  /**
   * The refusals (`refused: …`, first line each) the final step's tool calls got when EVERY call of
   * that step was refused — invalid JSON or arguments, an unknown tool, a tool's own refusal; empty
   * otherwise (R72: a run stopped at the cap says why its last calls did nothing).
   */
  lastStepRefusals: string[];
  /**
   * Write tools a cut-off reply called (they never ran) that no later step called successfully
   * (R1): what the model was writing when it was cut, never written.
   */
  unfinishedWrites: string[];
  /**
   * Names of tools the model called that do not exist (each refused as an unknown tool), in order,
   * without repeats: `functions.write_summary`, `Write_Summary` (review14 V53).
   */
  unknownTools: string[];
  /** True when the last step was a wind-down step (only write_summary offered, and forced). */
  windDown: boolean;
  /** Every step whose reply was cut off, in order. */
  cutReplies: CutReply[];
  /** The finish reason of the final step when that reply was cut off (e.g. `length`), else `null`. */
  finalCut: string | null;
  /**
   * L289: the final step's reply came without a finish reason, filled in as a normal end (U55: a stream
   * ended with `[DONE]`, a whole JSON body): nothing proves it was not cut off.
   */
  finalFilled: boolean;
  /** L289: the tools called by replies whose finish reason was filled in so (one name per call). */
  filledCalls: string[];
  /**
   * True when the loop stopped because the last two replies were cut off and identical
   * ({@link repeatsCutReply}, review13 Z53): asking again could not change anything.
   */
  repeatedCut: boolean;
  /**
   * The call the model made `REPEATED_CALLS_STOP` (3) times in a row, each answered unchanged (newcomer N2),
   * when that stopped the loop (R189: the same set of `calls` calls each step, joined by ` + `); else `null`.
   */
  repeatedCalls: { call: string; times: number; calls: number } | null;
  /**
   * R67: the call the model made `REPEATED_CALLS_STOP` (3) steps in a row, every call of each step refused
   * and the same (names and raw arguments), when that stopped the loop, with the last refusal; else `null`.
   */
  repeatedRefusals: { call: string; times: number; refusal: string } | null;
  /**
   * L250: when the last {@link REFUSED_STEPS_STOP} (5) steps each made tool calls, every one refused,
   * but not the same calls each time (so {@link AgentLoopResult.repeatedRefusals} did not stop the
   * loop), and that stopped it: how many steps, and the last steps' refused calls, newest last, each
   * `<tool> <args> — <refusal's first line>`, at most {@link REFUSALS_NAMED}; else `null`.
   */
  refusedSteps: { steps: number; refusals: string[] } | null;
  /** Tool results and old tool-call arguments replaced by notes to fit the window (0 without a budget). */
  compacted: number;
  /**
   * R151: the first step whose prompt tokens as the server reported them (`reported`) fell below half
   * the step before's (`before`) although the run's prompt only grew (nothing compacted between):
   * what a server silently cutting the prompt to its own smaller window (Ollama's num_ctx) shows, or
   * a server leaving cached tokens out of the count (Ollama too; not counted as a drop when the server
   * reports more cached tokens than prompt tokens, which only such a count can: L334, V100; `before`
   * is then that step's sum). Alone it proves nothing: the run
   * names it only when the model then repeats a read it already made. `window`: the context window
   * the run assumed (tokens), when it budgets one. `null`: no such drop.
   */
  promptShrank: { step: number; reported: number; before: number; window: number | null } | null;
  /**
   * R232: the first step whose request the server most likely cut to its own smaller window (Ollama
   * cuts a prompt over num_ctx silently and answers from the rest): the prompt tokens it reported
   * (`reported`, cached ones added back as for {@link AgentLoopResult.promptShrank}) are at least
   * {@link PROMPT_CUT_MIN_TOKENS}, under half the request by the budget's counter (`sent`, which
   * over-counts: `estimateTokens` (R241), never by half on ASCII text; on non-Latin text half of its least share,
   * `leastTokens`, fixA2 R193), and not what a count of the uncached part only would be
   * (Ollama 0.30.x: about what the request added to the one before, so between half and twice
   * that; under half of it is a cut too, the window smaller than the step's own read). The run warns
   * (a partial cache hit can look alike, so it is not stopped). `null`: no such step, or no budget.
   * R240 (server-window.ts): also a count that is the mark of a server window smaller than `window`
   * (Ollama keeps the window, or half of it plus 2) for a request longer than it by the least count,
   * whatever the share cut (R232's half rule missed a cut of a third); and a reply that filled the
   * server's window (`completion`: its reply tokens; a reply cut for length short of `maxOutputTokens`,
   * so by the server's own limit: prompt + reply at a window size under ours, or any such reply when
   * `maxOutputTokens` is set; a reply that ended by itself is never one, whatever its counts sum to).
   */
  promptCut: { step: number; reported: number; sent: number; window: number; completion?: number } | null;
  /** The largest request of the run by the budget's counter, in tokens (0 without a budget). */
  largestRequest: number;
  /**
   * R236: the conversation after the last step: the messages sent first (the user prompt, or the
   * `messages` continued) and every reply and tool result since, for a further pass to continue.
   */
  messages: ModelMessage[];
}

/**
 * A model reply that ended for a reason other than stop or tool calls (H7): `finishReason` is
 * the server's own value when it sent one (`length`, `content_filter`, …), else the AI SDK's.
 *
 * Spec: issue 9, H7 (cut-off replies); docs/contracts.md, Truncated replies.
 */
export interface CutReply {
  step: number;
  finishReason: string;
  /** Tools the cut reply called (valid or not). */
  toolNames: string[];
}

/**
 * True when a step's finish reason says the reply is not whole: anything but `stop` and
 * `tool-calls` (`length`, `content-filter`, `error`, `other`, `interrupted`).
 *
 * Spec: issue 9, H7.
 */
export function isCutOff(finishReason: string | undefined): boolean {
  return finishReason !== 'stop' && finishReason !== 'tool-calls';
}

/**
 * Stop condition (review13 Z53): true when the last two steps' replies were both cut off
 * ({@link isCutOff}) and are the same reply (same finish reason, text, reasoning and tool calls
 * with the same names and raw arguments). The model was told its reply was cut
 * ({@link CUT_OFF_INSTRUCTION}) and gave the same cut reply again: each further step would run to
 * the output limit again (minutes on a local model) and change nothing, so the loop stops and the
 * run fails `truncated`. Two different cut replies, or a repeat that is not in a row, go on (H7).
 *
 * Spec: docs/contracts.md, Truncated replies (H7); review13 Z53.
 */
export function repeatsCutReply({ steps }: { steps: ReadonlyArray<AnyStep> }): boolean {
  const last = steps.at(-1);
  const before = steps.at(-2);
  if (!last || !before || !isCutOff(last.finishReason) || !isCutOff(before.finishReason)) return false;
  return replyKey(last) === replyKey(before);
}

/**
 * R67: the steps' refused repeat, when each of the last {@link REPEATED_CALLS_STOP} steps made tool calls,
 * every one of them refused (`refusals`: the refusals' first lines by step number), and the same calls
 * (names and raw arguments) as the others: the model does not act on the refusal (invalid JSON, an
 * unknown tool, the same bad arguments) and every further step would be the same paid request — newcomer
 * session 36: 40 identical malformed `write_summary` calls, each refused, before `max-steps`. Else null.
 */
export function refusedRepeats(
  steps: ReadonlyArray<AnyStep>,
  refusals: ReadonlyMap<number, readonly string[]>,
): { call: string; times: number; refusal: string } | null {
  if (steps.length < REPEATED_CALLS_STOP) return null;
  const callsKey = (st: AnyStep) => JSON.stringify(st.toolCalls.map((c) => [c.toolName, c.input]));
  const firstAt = steps.length - REPEATED_CALLS_STOP;
  const first = steps[firstAt] as AnyStep;
  for (let at = firstAt; at < steps.length; at++) {
    const st = steps[at] as AnyStep;
    const refused = refusals.get(at)?.length ?? 0;
    if (st.toolCalls.length === 0 || refused < st.toolCalls.length || callsKey(st) !== callsKey(first))
      return null;
  }
  const call = first.toolCalls[0] as { toolName: string; input: unknown };
  return {
    call: `${call.toolName} ${shortArgs(call.input)}`,
    times: REPEATED_CALLS_STOP,
    refusal: refusals.get(steps.length - 1)?.[0] ?? '',
  };
}

/**
 * L250: steps in a row whose tool calls were all refused (different calls each time: another tool,
 * other arguments, another refused path) after which the run stops. A model that changes its call
 * after a refusal may be learning, so it gets more room than an identical repeat
 * ({@link REPEATED_CALLS_STOP}); five refused steps in a row with nothing run means it does not read the
 * refusals, and the default cap (40) would spend 35 more paid requests on the same outcome.
 */
export const REFUSED_STEPS_STOP = 5;

/** At most this many of the last refused calls are named when {@link REFUSED_STEPS_STOP} stops a run. */
export const REFUSALS_NAMED = 3;

/**
 * L250: the refused streak, when each of the last {@link REFUSED_STEPS_STOP} steps made tool calls and
 * every one of them was refused (`refusals`: the refusals' first lines by step number, in call order),
 * whatever the calls were — unknown tools, arguments the schema refuses, invalid JSON, paths out of
 * scope — so no step ran anything; with the last refused calls, newest last (at most
 * {@link REFUSALS_NAMED}, repeats of one call and refusal named once): `<tool> <args> — <refusal>`
 * (a step of several calls: `<call> + <call> — <refusal>; <refusal>`).
 * A step with one call that ran (even among refused ones) or with no call breaks the streak. Else null.
 * Spec: docs/tools.md, Repeated refused calls (newcomer N2, session 36).
 */
export function refusedStreak(
  steps: ReadonlyArray<AnyStep>,
  refusals: ReadonlyMap<number, readonly string[]>,
): { steps: number; refusals: string[] } | null {
  if (steps.length < REFUSED_STEPS_STOP) return null;
  const named: string[] = [];
  for (let at = steps.length - 1; at >= steps.length - REFUSED_STEPS_STOP; at--) {
    const st = steps[at] as AnyStep;
    const refused = refusals.get(at) ?? [];
    if (st.toolCalls.length === 0 || refused.length < st.toolCalls.length) return null;
    // Refusals are noted as calls finish (invalid ones at the step's end), so a step of several
    // calls names them together rather than pairing each call with a refusal that may not be its own.
    const calls = st.toolCalls.map((c) => `${c.toolName} ${shortArgs(c.input)}`).join(' + ');
    const line = `${calls} — ${refused.join('; ')}`;
    if (!named.includes(line)) named.push(line);
  }
  return { steps: REFUSED_STEPS_STOP, refusals: named.slice(0, REFUSALS_NAMED).reverse() };
}

/** What a reply said, as one string: finish reason, text, reasoning and every tool call's name and raw input. */
function replyKey(step: AnyStep): string {
  return JSON.stringify([
    step.rawFinishReason ?? step.finishReason,
    step.text,
    step.reasoningText ?? '',
    step.toolCalls.map((c) => [c.toolName, c.input]),
  ]);
}

/**
 * Added to the instructions of the step after a cut-off reply that called tools (H7).
 *
 * Spec: issue 9, H7.
 */
export const CUT_OFF_INSTRUCTION =
  'Your previous reply was cut off at the output limit before it was complete (finish reason "{reason}"): ' +
  'its tool calls were incomplete and were not run. Call the tool again with complete, shorter ' +
  'arguments (for write_summary: a concise summary).';

/**
 * Added to the instructions of the last allowed step when a summary draft exists (R1): the run
 * commits the draft only when the model says it is complete (no tool call) or replaces it whole.
 *
 * Spec: hostile case B32 (step cap); issue R1.
 */
export const FINISH_INSTRUCTION =
  'This is your last step. If the summary draft is complete, reply with one short sentence and no tool call. ' +
  'Otherwise call write_summary once with replace_file: true and the complete summary; do not read anything else.';

/** Added to {@link FINISH_INSTRUCTION} when the offered tool is the compact `apply_changes`. */
const COMPACT_FINISH =
  ' Use apply_changes with ops [{"op":"write_summary","replace_file":true,"content":"<the whole summary>"}].';

/**
 * Added to the instructions of a wind-down step (the last allowed step, no summary draft yet).
 *
 * Spec: hostile case B32 (step cap); issue "honest summaries" (coverage reported).
 */
export const WIND_DOWN_INSTRUCTION =
  'This is your last step: write the summary now from what you have read; coverage will be reported. ' +
  'Call write_summary with the whole summary; do not read anything else.';

/** The tool a wind-down step forces: `write_summary`, or `apply_changes` (compact profile). */
const WIND_DOWN_TOOLS = ['write_summary', 'apply_changes'] as const;

/** Added to {@link WIND_DOWN_INSTRUCTION} when the forced tool is the compact `apply_changes`. */
const COMPACT_WIND_DOWN =
  ' Use apply_changes with ops [{"op":"write_summary","content":"<the whole summary>"}].';

type AnyStep = StepResult<ToolSet>;

/** What a streamed run's `onEnd` hands over: every step, the last step's text, the total usage. */
interface StreamEnd {
  steps: readonly AnyStep[];
  text: string;
  totalUsage: LanguageModelUsage;
}

/**
 * True for a streamed reply that broke after the server answered and may come whole when asked
 * again (review13 Z50): a `ModelReplyError` of kind `cut` (the connection closed mid-reply),
 * `no-finish` (the stream ended without a finish reason or `[DONE]`) or `error-event` (the server
 * reported an error mid-reply). Not a stream that ran past `model.streamTimeoutMs` (a model
 * repeating itself would do it again, N2), not a malformed chunk, not an abort.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs ("retry transient
 * model endpoint failures according to configurable reconnection attempts and delay settings");
 * review13 Z50.
 */
export function isRetriedStreamFailure(error: unknown): boolean {
  return retriableReplyBreak(error) !== null;
}

/**
 * `model` with its streamed replies made retryable by the AI SDK's `streamRetries` (Z50), which
 * retries only error PARTS of the model stream: a reply that broke ({@link isRetriedStreamFailure},
 * thrown by the transport's body) becomes an error part that ends the stream, and every other
 * error part (a malformed chunk) is thrown instead, as it was, so that it is never retried.
 */
function retryableStreams(model: LanguageModel): LanguageModel {
  return wrapLanguageModel({
    model: model as Parameters<typeof wrapLanguageModel>[0]['model'],
    middleware: {
      wrapStream: async ({ doStream }) => {
        const result = await doStream();
        const reader = result.stream.getReader();
        const stream = new ReadableStream<typeof result.stream extends ReadableStream<infer P> ? P : never>({
          async pull(controller) {
            let r: Awaited<ReturnType<typeof reader.read>>;
            try {
              r = await reader.read();
            } catch (error) {
              if (isRetriedStreamFailure(error)) {
                controller.enqueue({ type: 'error', error });
                controller.close();
              } else controller.error(error);
              return;
            }
            if (r.done) {
              controller.close();
              return;
            }
            if (r.value.type === 'error' && !isRetriedStreamFailure(r.value.error)) {
              controller.error(r.value.error);
              reader.cancel().catch(() => {});
              return;
            }
            controller.enqueue(r.value);
          },
          cancel(reason) {
            return reader.cancel(reason);
          },
        });
        return { ...result, stream };
      },
    },
  });
}

/** A wait that ends early (resolving) when `signal` aborts; the SDK then reports the abort. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted || ms <= 0) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * R232: the fewest prompt tokens a server's count must show to be read as a cut prompt: Ollama's
 * smallest default window is 2,048 and a cut fills most of the window; a count only of the tokens a
 * server did not take from its cache (Ollama 0.30.x) at the first step is the short user prompt.
 */
export const PROMPT_CUT_MIN_TOKENS = 1024;

/**
 * fixA2 R193: how much of the estimate ({@link estimateTokens}) of `messages` (their JSON) a server's tokenizer
 * counts at least ({@link leastTokens} / {@link estimateTokens}, in (0, 1]): Cyrillic, Greek,
 * Devanagari or CJK text takes Llama 3 or Qwen fewer tokens than bytes/3, at times under half, so a
 * count under half of the estimate is a cut only when it is under half of this share of it. 1 with a
 * real tokenizer (`o200k_base`, `cl100k_base`: its counts are the server's).
 */
function leastShare(method: string, messages: readonly unknown[]): number {
  if (method !== 'estimate') return 1;
  const text = JSON.stringify(messages);
  const estimate = estimateTokens(text);
  return estimate === 0 ? 1 : leastTokens(text) / estimate;
}

/**
 * Runs the AI SDK v7 tool loop of one summary run: `instructions` + one user prompt, tools
 * executed one at a time (`toolCallConcurrency: 1`, seed 004 "sequential tools"), at most
 * `maxSteps` steps (`stopWhen: isStepCount(maxSteps)`, hostile case B32) with a wind-down on the
 * last one when no summary draft exists yet (`prepareStep`: only write_summary, forced, plus
 * {@link WIND_DOWN_INSTRUCTION}), `maxRetries: 0`
 * (retries live in the transport's fetch, B33), and `repairToolCall` (the run's refuses invalid calls: R3, R5).
 * Emits `step-start`, `tool-call`, `tool-result` and `step-end` events as the loop goes; invalid
 * tool calls (unknown tool, malformed arguments), which the SDK never executes, are reported as
 * a `tool-call` plus a failed `tool-result` at the end of their step.
 * A reply cut off ({@link isCutOff}) is listed in `cutReplies`. The AI SDK runs none of its tool
 * calls; when they were broken JSON they come back to the model as tool errors and the loop goes
 * on, and the next step's instructions get {@link CUT_OFF_INSTRUCTION} (H7: the model retries
 * within the step budget) unless it gives the same cut reply twice in a row ({@link repeatsCutReply},
 * review13 Z53: the loop stops, `repeatedCut` set); a cut reply with parseable calls ends the loop (the SDK waits for
 * results it will not produce), `finalCut` set. With `budget.results`, the results of one reply's
 * tool calls share the room the next request leaves them (`onLanguageModelCallEnd` opens a
 * {@link StepResultsBudget} before the calls run; review U4).
 *
 * @throws SummaryRunError `max-steps` when the model ignores the wind-down step's forced
 *   write_summary (the SDK's `ToolChoiceViolationError`); otherwise whatever the SDK throws for the model call (APICallError after the transport's
 *   retries, TimeoutError, AbortError, …); tool failures never throw (they become tool errors
 *   the model sees).
 * Spec: seed 003 (pipeline, retries); seed 004 (sequential tool execution); hostile cases B30, B32,
 * B33; review U4.
 */
export async function runAgentLoop(input: AgentLoopInput): Promise<AgentLoopResult> {
  const { emit } = input;
  /** R236: the steps earlier passes of the run took (this pass's step numbers follow them). */
  const first = input.firstStep ?? 0;
  let step = first;
  let toolCalls = 0;
  const toolOutcomes: ToolOutcomes = { refused: 0, notRun: 0, failed: 0 };
  /** Counts one `tool-result` as the run's summaries say it (not run, else refused, else failed). */
  const tally = (e: { ok: boolean; refused: boolean; notRun: boolean }) => {
    if (e.notRun) toolOutcomes.notRun++;
    else if (e.refused) toolOutcomes.refused++;
    else if (!e.ok) toolOutcomes.failed++;
  };
  let windDown = false;
  let finishStep = false;
  let finishedAtCap = false;
  const unfinishedWrites = new Set<string>();
  const cutReplies: CutReply[] = [];
  // R72: each step's refused calls (`refused: …`, first line), by step number.
  const refusalsByStep = new Map<number, string[]>();
  // Keyed by the step's index in this pass (what the stop conditions' `steps` count), not its number.
  const noteRefusal = (at: number, summary: string) => {
    const list = refusalsByStep.get(at - first) ?? [];
    list.push(summary);
    refusalsByStep.set(at - first, list);
  };
  let pendingCut: string | null = null;
  const windDownTool = WIND_DOWN_TOOLS.find((name) => name in input.tools);
  const canWindDown = input.hasSummaryDraft !== undefined && windDownTool !== undefined;
  // Compact profile: every tool answer the model reads is compact JSON, failures included (C11).
  const compactSet = isCompactToolSet(Object.keys(input.tools));
  let compacted = 0;
  let promptShrank: AgentLoopResult['promptShrank'] = null;
  /** The last step's reported prompt tokens and the run's compaction count then (R151). */
  let lastReported: { tokens: number; compacted: number } | null = null;
  let largestRequest = 0;
  /** R232: the current step's request by the counter, its messages' part, and the messages of the step before. */
  let stepRequest: {
    tokens: number;
    messages: number;
    added: number | null;
    compacted: number;
    /** fixA2 R193: {@link leastTokens} / the estimate of the step's messages (1 with a real tokenizer). */
    least: number;
  } | null = null;
  let promptCut: AgentLoopResult['promptCut'] = null;
  let roomFor: { instructions: string | null; room: number } = { instructions: null, room: 0 };
  // U4: the results of one step share the room of the next request.
  const loopBudget = input.budget;
  const stepResults = loopBudget?.results
    ? new StepResultsBudget({
        counter: loopBudget.budget.counter,
        ...loopBudget.results,
        compact: compactSet,
      })
    : null;
  // N2: an identical repeat of a read already answered gets a note; REPEATED_CALLS_STOP in a row stop the run.
  const repeated = new RepeatedCalls();
  let looping: { call: string; times: number; calls: number } | null = null;
  let refusedLoop: { call: string; times: number; refusal: string } | null = null;
  let refusedRun: { steps: number; refusals: string[] } | null = null;
  // R84: a second whole-summary write in one step is refused, not applied over the first.
  const watched = repeated.wrap(
    oneWholeWritePerStep(
      input.tools,
      () => step,
      replacesWholeSummary,
      (r) => typeof r === 'string' && isRefusal(r),
    ),
  );
  const tools = stepResults ? stepResults.wrap(watched) : watched;
  /** The messages the current step was sent (fitted), from which the next request's floor is counted. */
  let stepMessages: ModelMessage[] = [];
  const rooms = new Map<string, number>();
  const roomOf = (budget: ContextBudget, toolTokens: number, instructions: string): number => {
    let room = rooms.get(instructions);
    if (room === undefined) {
      room = messageBudget(budget, instructions, toolTokens);
      rooms.set(instructions, room);
    }
    return room;
  };
  /** The least room step `stepNumber` may have: its instructions may gain the finish or wind-down text. */
  const leastRoom = (budget: ContextBudget, toolTokens: number, stepNumber: number): number => {
    const room = (instructions: string) => roomOf(budget, toolTokens, instructions);
    if (!canWindDown || stepNumber !== input.maxSteps - 1) return room(input.instructions);
    const compact = windDownTool === 'apply_changes';
    return Math.min(
      room(`${input.instructions}\n\n${FINISH_INSTRUCTION}${compact ? COMPACT_FINISH : ''}`),
      room(`${input.instructions}\n\n${WIND_DOWN_INSTRUCTION}${compact ? COMPACT_WIND_DOWN : ''}`),
    );
  };
  /** Tokens an invalid call's refusal may take (`MAX_REFUSAL_CHARS`), kept for each in a step's results. */
  const invalidResultTokens = loopBudget
    ? loopBudget.budget.counter.count(JSON.stringify('x'.repeat(MAX_REFUSAL_CHARS))) + TOOL_PART_TOKENS
    : 0;

  const settings = {
    model: input.model,
    instructions: input.instructions,
    ...(input.messages ? { messages: input.messages } : { prompt: input.prompt }),
    tools,
    // Z53: the same cut reply twice in a row ends the loop (asking again changes nothing).
    stopWhen: [
      isStepCount(input.maxSteps - first),
      repeatsCutReply,
      () => {
        looping = repeated.looping();
        return looping !== null;
      },
      // R67: the same calls refused REPEATED_CALLS_STOP steps in a row: more steps would be the same request.
      ({ steps }: { steps: ReadonlyArray<AnyStep> }) => {
        refusedLoop = refusedRepeats(steps, refusalsByStep);
        return refusedLoop !== null;
      },
      // L250: every call refused REFUSED_STEPS_STOP steps in a row, whatever the calls: nothing runs.
      ({ steps }: { steps: ReadonlyArray<AnyStep> }) => {
        // At the step cap R72's message says the same with the run's counts: leave it that.
        refusedRun =
          refusedLoop === null && first + steps.length < input.maxSteps
            ? refusedStreak(steps, refusalsByStep)
            : null;
        return refusedRun !== null;
      },
    ],
    toolCallConcurrency: 1,
    maxRetries: 0,
    abortSignal: input.signal,
    ...(input.maxOutputTokens !== undefined ? { maxOutputTokens: input.maxOutputTokens } : {}),
    ...(input.repairToolCall ? { repairToolCall: input.repairToolCall } : {}),
    // v7 prepareStep: per-step activeTools/toolChoice/instructions (the wind-down on the last step).
    prepareStep: ({ stepNumber: local, messages }: { stepNumber: number; messages: ModelMessage[] }) => {
      const stepNumber = first + local;
      const cutNotice =
        pendingCut === null ? '' : `\n\n${CUT_OFF_INSTRUCTION.replace('{reason}', pendingCut)}`;
      pendingCut = null;
      let step: {
        instructions?: string;
        activeTools?: string[];
        toolChoice?: { type: 'tool'; toolName: string };
        messages?: ModelMessage[];
      } = {};
      if (!canWindDown || stepNumber !== input.maxSteps - 1) {
        if (cutNotice) step = { instructions: `${input.instructions}${cutNotice}` };
      } else if (input.hasSummaryDraft?.()) {
        // R1: a draft exists; it is kept only when the model says it is complete or replaces it whole.
        finishStep = true;
        const tool = windDownTool as string;
        const compact = tool === 'apply_changes' ? COMPACT_FINISH : '';
        step = {
          activeTools: [tool],
          instructions: `${input.instructions}${cutNotice}\n\n${FINISH_INSTRUCTION}${compact}`,
        };
      } else {
        windDown = true;
        const tool = windDownTool as string;
        const compact = tool === 'apply_changes' ? COMPACT_WIND_DOWN : '';
        step = {
          activeTools: [tool],
          toolChoice: { type: 'tool' as const, toolName: tool },
          instructions: `${input.instructions}${cutNotice}\n\n${WIND_DOWN_INSTRUCTION}${compact}`,
        };
      }
      // Invalid calls are answered with the refusal alone, not the SDK's repair-error wording (R5).
      const refusals = withRefusalTexts(messages, compactSet);
      if (refusals) step.messages = refusals;
      const current = refusals ?? messages;
      if (input.budget) {
        const { budget, toolTokens } = input.budget;
        // The instructions are the same string on most steps: their tokens are counted once per
        // string (a string never changes, so this cannot go stale).
        const instructions = step.instructions ?? input.instructions;
        if (instructions !== roomFor.instructions)
          roomFor = { instructions, room: messageBudget(budget, instructions, toolTokens) };
        const { room } = roomFor;
        const fitted = fitMessages(current, room, budget.counter);
        if (fitted.tokens > room) {
          throw new SummaryRunError(
            'context',
            stepTooLargeMessage({
              step: stepNumber + 1,
              budget,
              messages: fitted.messages,
              needs: fitted.tokens,
              room,
              compact: compactSet,
            }),
          );
        }
        stepMessages = fitted.messages;
        const request = budget.window.tokens - budget.reserve - room + fitted.tokens;
        largestRequest = Math.max(largestRequest, request);
        // R232: what this request added to the one before (all of its messages at the first step;
        // unknown after a compaction).
        const before = stepRequest;
        stepRequest = {
          tokens: request,
          messages: fitted.tokens,
          added:
            before === null
              ? fitted.tokens
              : before.compacted === compacted + fitted.compacted
                ? fitted.tokens - before.messages
                : null,
          compacted: compacted + fitted.compacted,
          least: leastShare(budget.counter.method, fitted.messages),
        };
        if (fitted.compacted > 0) {
          compacted += fitted.compacted;
          step.messages = fitted.messages;
        }
      }
      return Object.keys(step).length > 0 ? step : undefined;
    },
    onStepStart: ({ stepNumber }: { stepNumber: number }) => {
      step = first + stepNumber;
      repeated.step = step;
      emit({ type: 'step-start', step });
    },
    // U4: once the reply is parsed and before its tools run (both modes), the step's results get
    // the room the next request leaves them: its least room − the messages so far, all compacted −
    // the reply − a refusal's worth per invalid call. No next request (the last step): no limit.
    onLanguageModelCallEnd: ({
      content,
    }: {
      content: ReadonlyArray<{
        type: string;
        toolName?: string;
        invalid?: boolean;
        providerExecuted?: boolean;
      }>;
    }) => {
      if (stepResults === null || !loopBudget) return;
      const calls = content.filter((p) => p.type === 'tool-call');
      const runs = calls.filter(
        (c) =>
          c.invalid !== true && c.providerExecuted !== true && Object.hasOwn(input.tools, String(c.toolName)),
      ).length;
      if (runs === 0 || step >= input.maxSteps - 1) {
        stepResults.close();
        return;
      }
      const { budget, toolTokens } = loopBudget;
      const { counter } = budget;
      const parts = content.filter(
        (p) => p.type === 'text' || p.type === 'reasoning' || p.type === 'tool-call',
      );
      // Y53: the reply as the next step can send it (its long arguments compacted last).
      const reply = messageTokens(
        compactArguments({ role: 'assistant', content: parts } as ModelMessage).message,
        counter,
      );
      stepResults.open(
        leastRoom(budget, toolTokens, step + 1) -
          compactedTokens(stepMessages, counter) -
          reply -
          MESSAGE_OVERHEAD_TOKENS -
          (calls.length - runs) * invalidResultTokens,
        runs,
      );
    },
    onToolExecutionStart: ({ toolCall }: { toolCall: { toolName: string; input: unknown } }) => {
      emit({ type: 'tool-call', step, name: toolCall.toolName, args: shortArgs(toolCall.input) });
    },
    onToolExecutionEnd: ({
      toolCall,
      toolOutput,
    }: {
      toolCall: { toolName: string; input?: unknown };
      toolOutput: { type: string; output?: unknown; error?: unknown };
    }) => {
      const failed = toolOutput.type === 'tool-error';
      const value = failed ? toolOutput.error : toolOutput.output;
      const refused = !failed && typeof value === 'string' && isRefusal(value);
      // The step budget's "not run" answer (either profile): nothing ran, so never counted ok.
      const notRun = !failed && typeof value === 'string' && isNotRun(value);
      if (!failed && !refused && !notRun) {
        // R1: a write a cut reply attempted counts as done once a whole reply made it.
        unfinishedWrites.delete(toolCall.toolName);
        if (
          (windDown || finishStep) &&
          step === input.maxSteps - 1 &&
          toolCall.toolName === windDownTool &&
          (windDown || replacesWholeSummary(toolCall.toolName, toolCall.input))
        )
          finishedAtCap = true;
      }
      const ok = !failed && !refused && !notRun;
      tally({ ok, refused, notRun });
      if (refused) noteRefusal(step, firstLine(plainRefusal(value as string)));
      // A call that ran but is not a plain success (a denied approval, nothing changed) says so.
      const outcome = ok ? toolResultOutcome(value) : null;
      emit({
        type: 'tool-result',
        step,
        name: toolCall.toolName,
        ok,
        refused,
        notRun,
        ...(outcome ? { outcome } : {}),
        summary: firstLine(refused ? plainRefusal(value as string) : value),
      });
    },
    onStepEnd: (result: AnyStep) => {
      toolCalls += result.toolCalls.length;
      const reported = result.usage?.inputTokens;
      if (typeof reported === 'number' && reported > 0) {
        // L334: a server that reports cached prompt tokens (`prompt_tokens_details.cached_tokens`)
        // beside a count that left them out (Ollama 0.30.x) shows the drop without cutting anything.
        // V100: only a cached count above the reported one proves they were left out (a server that
        // counts them in, as OpenAI and llama.cpp do, has cached <= reported); adding them back always
        // hid a real cut to between a quarter and a half of the prompt whenever half of it was cached.
        const cached = result.usage?.inputTokenDetails?.cacheReadTokens ?? 0;
        const sent = cached > reported ? reported + cached : reported;
        if (
          promptShrank === null &&
          lastReported !== null &&
          lastReported.compacted === compacted &&
          sent * 2 < lastReported.tokens
        )
          promptShrank = {
            step: step + 1,
            reported,
            before: lastReported.tokens,
            window: loopBudget?.budget.window.tokens ?? null,
          };
        lastReported = { tokens: sent, compacted };
        if (
          promptCut === null &&
          stepRequest !== null &&
          stepRequest.added !== null &&
          sent >= PROMPT_CUT_MIN_TOKENS &&
          sent * 2 < stepRequest.tokens * stepRequest.least &&
          (sent > stepRequest.added * 2 || sent * 2 < stepRequest.added * stepRequest.least)
        )
          promptCut = {
            step: step + 1,
            reported: sent,
            sent: stepRequest.tokens,
            window: loopBudget?.budget.window.tokens ?? 0,
          };
        const ours = loopBudget?.budget.window.tokens ?? 0;
        if (promptCut === null && stepRequest !== null && ours > 0) {
          // R240: the mark of a cut to a server window smaller than ours, for a request longer than the count.
          const kept = windowOfKeptPrompt(sent);
          const completion = result.usage?.outputTokens ?? 0;
          // Only a reply cut for length short of our own max_tokens can have filled the server's window:
          // a reply that ended by itself with prompt + reply at a window size (4096) is a chance.
          const cutShort =
            result.finishReason === 'length' &&
            completion > 0 &&
            (input.maxOutputTokens === undefined || completion < input.maxOutputTokens);
          const filled = cutShort ? windowFilledBy(sent, completion) : null;
          const stoppedShort = cutShort && input.maxOutputTokens !== undefined && sent + completion < ours;
          const at = { step: step + 1, reported: sent, sent: stepRequest.tokens, window: ours };
          if (kept !== null && kept < ours && sent < stepRequest.tokens * stepRequest.least) promptCut = at;
          else if ((filled !== null && filled < ours) || stoppedShort) promptCut = { ...at, completion };
        }
      }
      if (isCutOff(result.finishReason)) {
        const cut: CutReply = {
          step,
          finishReason: result.rawFinishReason ?? result.finishReason,
          toolNames: result.toolCalls.map((c) => c.toolName),
        };
        cutReplies.push(cut);
        if (cut.toolNames.length > 0) pendingCut = cut.finishReason;
        for (const name of cut.toolNames)
          if (Object.hasOwn(input.tools, name) && !annotationsOf(name).readOnlyHint)
            unfinishedWrites.add(name);
      } else if (finishWasFilled(result.providerMetadata)) {
        // R150: no finish reason sent (U55) and a write call whose arguments are not valid JSON: the
        // reply was most likely cut mid-call, so the run says so if that write is never made again
        // (before, it failed quoting the model's later "Done." as if the model were at fault).
        const names = result.toolCalls
          .filter(
            (c) =>
              'invalid' in c &&
              c.invalid === true &&
              hasUnparsableArguments((c as { error?: unknown }).error) &&
              Object.hasOwn(input.tools, c.toolName) &&
              !annotationsOf(c.toolName).readOnlyHint,
          )
          .map((c) => c.toolName);
        if (names.length > 0) {
          cutReplies.push({ step, finishReason: NO_FINISH_CUT_CALL, toolNames: names });
          for (const name of names) unfinishedWrites.add(name);
        }
      }
      reportInvalidCalls(result, step, (e) => {
        if (e.type === 'tool-result') {
          tally(e);
          if (e.refused) noteRefusal(step, e.summary);
        }
        emit(e);
      });
      emit({
        type: 'step-end',
        step: result.stepNumber === undefined ? step : first + result.stepNumber,
        usage: toTokenUsage(result.usage),
      });
    },
  };

  /** One pass of the loop (generateText or streamText), collecting the result. */
  const run = async (): Promise<AgentLoopResult> => {
    let steps: readonly AnyStep[];
    let finalText: string;
    let usage: TokenUsage;
    if (input.stream) {
      // The run's steps, last text and total usage as the SDK hands them to `onEnd`, before the
      // stream closes (issue 13): each of the result's `steps`/`text`/`usage` getters starts one
      // more replay of every part of every step through a new tee and transform (three replays
      // per run, about 0.4 ms of CPU per streamed step over a 40-step run). Without an `onEnd`
      // (no steps, aborted, failed) the getters give the same values or errors as before.
      let ended: StreamEnd | null = null;
      // Z50: a reply that broke mid-stream is asked again, the step's tools held back until its
      // stream ends (the SDK buffers them while stream retries are on), so no tool runs twice.
      const attempts = Math.max(1, Math.floor(input.streamRetry?.attempts ?? 1));
      let retried = 0;
      let retriedStep = -1;
      const s = streamText({
        ...settings,
        ...(attempts > 1 ? { model: retryableStreams(input.model), streamRetries: attempts - 1 } : {}),
        timeout: { chunkMs: input.chunkTimeoutMs },
        // Errors arrive as `error` parts below and are rethrown; the default handler would only log
        // them. A retried one is reported and waited for here (the SDK awaits this before retrying).
        onError: async ({ error }: { error: unknown }) => {
          if (attempts <= 1 || !isRetriedStreamFailure(error)) return;
          if (retriedStep !== step) {
            retriedStep = step;
            retried = 0;
          }
          if (retried + 1 >= attempts) return;
          retried++;
          const delayMs = Math.max(0, input.streamRetry?.delayMs ?? 0);
          emit({
            type: 'retry',
            attempt: retried + 1,
            of: attempts,
            delayMs,
            reason: firstLine(retriableReplyBreak(error)?.message ?? String(error)),
          });
          await pause(delayMs, input.signal);
        },
        onEnd: ({ steps, text, totalUsage }) => {
          ended = { steps, text, totalUsage };
        },
      });
      const streamErrors: unknown[] = [];
      for await (const part of s.stream) {
        if (part.type === 'error') streamErrors.push(part.error);
      }
      // A malformed chunk names the cause better than the stream ending without a finish after it.
      const streamError =
        streamErrors.find((e) => !(ModelReplyError.isInstance(e) && e.kind === 'no-finish')) ??
        streamErrors[0];
      if (streamError !== undefined) throw streamError;
      const end = ended as StreamEnd | null;
      if (end !== null) {
        steps = end.steps;
        finalText = end.text;
        usage = toTokenUsage(end.totalUsage);
      } else {
        steps = await s.steps;
        finalText = await s.text;
        usage = toTokenUsage(await s.usage);
      }
    } else {
      const r = await generateText(settings);
      steps = r.steps;
      finalText = r.text;
      usage = toTokenUsage(r.usage);
    }

    const last = steps.at(-1);
    const stoppedAtCap = first + steps.length >= input.maxSteps && (last?.toolCalls.length ?? 0) > 0;
    const lastRefusals = refusalsByStep.get(steps.length - 1) ?? [];
    const lastCalls = last?.toolCalls.length ?? 0;
    return {
      steps: steps.length,
      toolCalls,
      toolOutcomes: { ...toolOutcomes },
      usage,
      finalText,
      finalReasoningChars: last?.reasoningText?.length ?? 0,
      stoppedAtCap,
      finishedAtCap,
      lastStepTools: [...new Set((last?.toolCalls ?? []).map((c) => c.toolName))],
      lastStepRefusals: lastCalls > 0 && lastRefusals.length >= lastCalls ? lastRefusals : [],
      unknownTools: [
        ...new Set(
          steps
            .flatMap((st) => st.toolCalls)
            .filter((c) => !Object.hasOwn(input.tools, c.toolName))
            .map((c) => c.toolName),
        ),
      ],
      unfinishedWrites: [...unfinishedWrites],
      windDown,
      cutReplies,
      finalCut: last && isCutOff(last.finishReason) ? (last.rawFinishReason ?? last.finishReason) : null,
      finalFilled: last !== undefined && finishWasFilled(last.providerMetadata),
      filledCalls: steps
        .filter((st) => finishWasFilled(st.providerMetadata))
        .flatMap((st) => st.toolCalls.map((c) => c.toolName)),
      repeatedCut: repeatsCutReply({ steps }),
      repeatedCalls: looping,
      repeatedRefusals: refusedLoop,
      refusedSteps: refusedRun,
      compacted,
      promptShrank,
      promptCut,
      largestRequest,
      messages: [
        ...(input.messages ?? [{ role: 'user' as const, content: input.prompt }]),
        ...steps.flatMap((st) => st.response.messages),
      ],
    };
  };

  try {
    return await run();
  } catch (error) {
    // The SDK enforces a forced tool choice: a wind-down step without the write_summary call is
    // the step cap, not a model failure.
    if (windDown && ToolChoiceViolationError.isInstance(error)) {
      throw new SummaryRunError(
        'max-steps',
        `stopped after ${input.maxSteps} tool steps without writing a summary (model.maxSteps is ${input.maxSteps}; on the last step the model did not call write_summary although it was required)`,
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * True when a summary write replaces the whole draft: `write_summary` with `replace_file: true`,
 * or a compact `apply_changes` holding such a `write_summary` op.
 */
function replacesWholeSummary(name: string, input: unknown): boolean {
  const args = input as { replace_file?: unknown; ops?: unknown } | null | undefined;
  if (name === 'write_summary') return args?.replace_file === true;
  if (!Array.isArray(args?.ops)) return false;
  return args.ops.some(
    (op) =>
      typeof op === 'object' &&
      op !== null &&
      (op as { op?: unknown }).op === 'write_summary' &&
      (op as { replace_file?: unknown }).replace_file === true,
  );
}

/** A refusal as the progress line shows it, whatever the profile: `refused: <message>` (a compact one is JSON, C11). */
function plainRefusal(text: string): string {
  return `refused: ${refusalMessage(text)}`;
}

/** Emits `tool-call` + failed `tool-result` (a refusal: R3, R5) for calls the SDK rejected before execution. */
/** A step-budget answer for a call that was not run: `not run: …`, or the compact refusal of one. */
function isNotRun(text: string): boolean {
  return (isRefusal(text) ? refusalMessage(text) : text).startsWith('not run: ');
}

function reportInvalidCalls(result: AnyStep, step: number, emit: (event: AgentEvent) => void): void {
  for (const call of result.toolCalls) {
    if (!('invalid' in call) || call.invalid !== true) continue;
    // An unknown tool's name comes from the model: cut it like the arguments.
    const name = call.toolName.length > 60 ? `${call.toolName.slice(0, 60)}…` : call.toolName;
    emit({ type: 'tool-call', step, name, args: shortArgs(call.input) });
    const error = result.content.find(
      (part) => part.type === 'tool-error' && part.toolCallId === call.toolCallId,
    ) as { error?: unknown } | undefined;
    const text = typeof error?.error === 'string' ? withoutRepairPrefix(error.error) : error?.error;
    emit({
      type: 'tool-result',
      step,
      name,
      ok: false,
      refused: typeof text === 'string' && isRefusal(text),
      notRun: false,
      summary: firstLine(
        typeof text === 'string' && isRefusal(text) ? plainRefusal(text) : (text ?? 'invalid tool call'),
      ),
    });
  }
}

/**
 * R236: one run's result from two passes of the loop: `before`, then `after`, which continued its
 * conversation (`messages`, `firstStep`). Counts add up (steps, tool calls and their outcomes, usage,
 * compactions), lists join (cut replies, unknown tools, filled calls), the run's first prompt drop or
 * cut is kept, and everything about the end of the run (final text, cap, last step) is `after`'s.
 */
export function continuedLoop(before: AgentLoopResult, after: AgentLoopResult): AgentLoopResult {
  return {
    ...after,
    steps: before.steps + after.steps,
    toolCalls: before.toolCalls + after.toolCalls,
    toolOutcomes: {
      refused: before.toolOutcomes.refused + after.toolOutcomes.refused,
      notRun: before.toolOutcomes.notRun + after.toolOutcomes.notRun,
      failed: before.toolOutcomes.failed + after.toolOutcomes.failed,
    },
    usage: addUsage(before.usage, after.usage),
    unknownTools: [...new Set([...before.unknownTools, ...after.unknownTools])],
    unfinishedWrites: [...new Set([...before.unfinishedWrites, ...after.unfinishedWrites])],
    cutReplies: [...before.cutReplies, ...after.cutReplies],
    filledCalls: [...before.filledCalls, ...after.filledCalls],
    compacted: before.compacted + after.compacted,
    promptShrank: before.promptShrank ?? after.promptShrank,
    promptCut: before.promptCut ?? after.promptCut,
    largestRequest: Math.max(before.largestRequest, after.largestRequest),
  };
}

/** Sum of two token usages. */
export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}
