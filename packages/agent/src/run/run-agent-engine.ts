import type { ModelConfig } from '@ma/core';
import {
  type ApprovalGatedTools,
  type CompactMeetingToolSet,
  compactWording,
  createMeetingTools,
  type MeetingToolSet,
  type ToolSession,
} from '@ma/tools';
import type { TokenUsage } from '../agent-event.js';
import {
  type ContextPlan,
  charsPerTokenOf,
  conversationRoom,
  planContextBudget,
  readCharsFor,
} from '../budget/plan-context-budget.js';
import { tokenCounterFor } from '../budget/token-counter.js';
import { contextRecordLines, partsNotReadLines } from '../lifecycle/context-record.js';
import { runSucceededRecord } from '../lifecycle/run-records.js';
import { chatModelFor } from '../model/create-chat-model.js';
import { compactCallOf, refuseInvalidToolCall } from '../model/invalid-tool-call.js';
import { looksLikePrintedToolCall } from '../model/text-tool-call.js';
import { loadBasePrompt } from '../prompt/index.js';
import { SessionRun } from '../session/session-run.js';
import type { SummaryRun } from '../summary-run.js';
import { SummaryRunError } from '../summary-run-error.js';
import { cleanModelText } from './clean-model-text.js';
import { summaryFromFinalText } from './final-text-summary.js';
import { mapReducePrompt } from './map-reduce-prompt.js';
import { type MapTranscriptResult, mapTranscript } from './map-transcript.js';
import {
  type AgentLoopInput,
  type AgentLoopResult,
  addUsage,
  continuedLoop,
  runAgentLoop,
} from './run-agent-loop.js';
import type { RunContext } from './run-context.js';
import { type ShapeAdvice, summaryShapeAdvice } from './shape-advice.js';
import { emptySummaryMessage, emptySummaryReason } from './summary-content.js';
import { draftOrReply, sectionWarnings, templateSections } from './summary-sections.js';
import { unwrappedWarning, unwrapSummaryFence } from './summary-shape.js';
import { filledFinishCutMessage, truncatedMessage } from './truncated-message.js';

/**
 * How much longer than `model.timeoutMs` the AI SDK's own chunk timeout waits, in ms: the
 * transport's silence check (`replyGuardFetch`'s `idleMs`) ends a stalled stream first and says how
 * (R65).
 */
const CHUNK_TIMEOUT_MARGIN_MS = 1_000;

/**
 * R192: the message of a run whose last reply was empty — no text, no tool call, no reasoning. Small
 * local models answer so when the server cut the prompt to its context window (Ollama's num_ctx, LM
 * Studio's context length: both silent) or when they cannot follow the tool instructions.
 */
const EMPTY_REPLY_MESSAGE =
  "the model finished without writing a summary: its last reply was empty (no text, no tool call); small local models answer so when the server cut the prompt to its context window or cannot follow the tool instructions: check the server's context length (Ollama num_ctx or OLLAMA_CONTEXT_LENGTH, LM Studio's context length, llama.cpp -c) and set model.contextWindow to it, or use a larger model, then run again; or summarize offline with --engine extractive";

/**
 * The agent engine, end to end:
 * 1. builds the chat model (`createChatModel`: key, retries, quirk repairs) — a missing
 *    `apiKeyEnv` variable throws here, before any request and before any vault write;
 * 2. a {@link SessionRun} with tools, the same session `openMeetingSession` gives other agents:
 *    `ensureContextNote` (created and linked from the meeting note), a tool session with a
 *    `WriteAudit`, an in-memory summary draft, coverage from the transcript ranges read (renumbered
 *    when a tool edit moves the transcript's lines), the tools and the prompt (base prompt or
 *    `prompt.basePromptFile`, capability guidance, meeting and project sections);
 * 3. the tool loop ({@link runAgentLoop});
 * 4. the summary body: the draft written with write_summary (only whole replies write it: the AI
 *    SDK runs no tool call of a reply cut off with a finish reason other than stop/tool-calls;
 *    H7), else the final reply (noted in the
 *    context), reasoning removed, but only when it has the template's first heading
 *    ({@link summaryFromFinalText}); a draft and a final reply that is a different whole summary: the
 *    one with more of the template's sections, the other named in a warning ({@link draftOrReply},
 *    review9 V6); sections of the template missing or repeated are warned about
 *    ({@link sectionWarnings}); otherwise it fails (`no-summary`, quoting the reply; `stopped
 *    after N tool steps …` at the cap; `truncated` when there is no draft and the last reply was
 *    cut off) and the previous summary stays;
 * 5. a coverage notice on top of the body when coverage < 100 % (without a transcript: a
 *    notes-only notice and no coverage figure; a `transcript:`/`usernotes:` link that names no
 *    file fails the run before any model request, `broken-link`), and the session's commit
 *    (frontmatter, `commitSummary`: old summary to trash, `status: summarized`; a run record + the
 *    audit in the context note) — the one commit path of every summary.
 * On any failure: `## Run failed` + the audit in the context note, `status: failed`, nothing else
 * changed, and a {@link SummaryRunError} is thrown.
 *
 * Spec: seed 003 (pipeline, context note, audit); seed 004 (prompt sections, sequential tools);
 * hostile case B32; issue "honest summaries" and "small models".
 */
export async function runAgentEngine(
  ctx: RunContext,
  model: ModelConfig,
  options: {
    stream: boolean;
    env: Record<string, string | undefined>;
    approvalGated?: ((session: ToolSession) => ApprovalGatedTools) | undefined;
  },
): Promise<SummaryRun> {
  const { vault, config, emit } = ctx;
  // Model routing (issue 14 item 4): `models.small` reads (chunk notes), the main model writes.
  const small = config.models?.small ?? null;
  const smallModel = small && (small.baseURL !== model.baseURL || small.model !== model.model) ? small : null;
  // L57: the first usage counts the server sent that were no counts (ignored, not counted).
  let usageIgnored: string | null = null;
  let chatModel: ReturnType<typeof chatModelFor>;
  let smallChat: ReturnType<typeof chatModelFor>;
  try {
    const transport = {
      env: options.env,
      onRetry: (e: { attempt: number; of: number; delayMs: number; reason: string }) =>
        emit({ type: 'retry', attempt: e.attempt, of: e.of, delayMs: e.delayMs, reason: e.reason }),
      // L57: usage counts that are no counts are ignored (R50); the run says so once.
      onIgnoredUsage: (counts: readonly string[]) => {
        usageIgnored ??= counts.join(', ');
      },
    };
    chatModel = chatModelFor(model, transport);
    smallChat = smallModel ? chatModelFor(smallModel, transport) : chatModel;
  } catch (error) {
    // Configuration (e.g. an unset apiKeyEnv variable): fail before any request or vault write.
    emit({ type: 'run-error', message: error instanceof Error ? error.message : String(error) });
    throw error;
  }

  // Configuration problems fail here, before any vault write.
  const basePrompt = await loadBasePrompt(vault, config.prompt.basePromptFile).catch((error: unknown) => {
    emit({ type: 'run-error', message: error instanceof Error ? error.message : String(error) });
    throw error;
  });
  // Context budget (issue 14 item 2): the window, the reply reserve, and the tools that fit.
  let plan: ContextPlan | null = null;
  const run = new SessionRun(ctx.acquired, {
    basePrompt,
    maxSteps: model.maxSteps,
    createTools: createMeetingTools,
    approvalGated: options.approvalGated,
    // The configured tool profile (`tools.profile`; `--tools` on the CLI): granular or compact.
    profile: config.tools.profile,
    prepareTools: async (choice) => {
      plan = await planContextBudget({
        model,
        small: smallModel,
        tools: choice.all,
        briefTools: choice.brief,
        instructionsFor: choice.instructionsFor,
        prompt: choice.prompt,
        env: options.env,
        signal: ctx.signal,
      });
      return { tools: plan.tools as MeetingToolSet | CompactMeetingToolSet, brief: plan.brief };
    },
  });
  /** The model's summary draft so far ('' before the tools exist). */
  let readDraft: () => string = () => '';
  try {
    await run.start();
    const { summaryDraft, instructions, limits, readHold, transcript, span } = run.tools;
    // Made with createTools above: never null here.
    const tools = run.tools.tools as MeetingToolSet | CompactMeetingToolSet;
    readDraft = () => summaryDraft.read() ?? '';
    if (plan === null) throw new Error('context budget not planned');
    const { budget, toolTokens, smallWindow } = plan as ContextPlan;
    const room = conversationRoom(plan, instructions, run.tools.prompt);
    // Q1: the session reads a big transcript's body only when a run needs it (this one does).
    const transcriptBody = transcript ? await transcript.body() : '';
    limits.readChars = readCharsFor(room, plan, transcriptBody, limits.readChars);
    limits.searchChars = Math.min(limits.searchChars, limits.readChars);

    // Long meetings (issue 14 item 3): a transcript that does not fit (or, with a separate small
    // model, any transcript) is read in parts by the small model; the main model writes from the notes.
    let mapped: MapTranscriptResult | null = null;
    let prompt = run.tools.prompt;
    if (transcript && span) {
      const bodyLines = transcriptBody.split('\n').slice(0, span.last - span.first + 1);
      const transcriptTokens = bodyLines.reduce(
        (n, line, i) => n + budget.counter.count(JSON.stringify(`${span.first + i}│${line}`)) + 1,
        0,
      );
      if (smallModel !== null || transcriptTokens > room * 0.9) {
        mapped = await mapTranscript({
          path: transcript.path,
          lines: bodyLines,
          firstLine: span.first,
          totalLines: transcript.lines,
          model: smallChat,
          budget: smallModel
            ? {
                window: smallWindow ?? budget.window,
                reserve: 0,
                counter: await tokenCounterFor(smallModel.model),
              }
            : budget,
          notesBudget: Math.floor(room * 0.5),
          ...(ctx.signal ? { signal: ctx.signal } : {}),
          emit,
        });
        await run.tools.addReads(mapped.reads);
        run.partsNotRead(
          mapped.unread,
          partsNotReadLines(mapped.unread, mapped.chunks, smallModel !== null ? 'small' : 'main'),
        );
        prompt = mapReducePrompt(run.meeting, transcript.path, span, mapped.notes);
        // The compact profile's prompts name its own tools (seed 002).
        if (config.tools.profile === 'compact') prompt = compactWording(prompt);
      }
    }

    const loopInput: AgentLoopInput = {
      model: chatModel,
      instructions,
      prompt,
      // U4: the results of one step's tool calls share the room of the next request.
      budget: {
        budget,
        toolTokens,
        results: { limits, readHold, charsPerToken: charsPerTokenOf(plan, transcriptBody) },
      },
      maxOutputTokens: model.maxOutputTokens,
      tools,
      repairToolCall: refuseInvalidToolCall,
      maxSteps: model.maxSteps,
      hasSummaryDraft: () => cleanModelText(summaryDraft.read()) !== '',
      // R65: the transport ends a stream silent for model.timeoutMs mid-reply first (a broken reply,
      // asked again); the AI SDK's chunk timeout is the backstop a moment later.
      chunkTimeoutMs: model.timeoutMs > 0 ? model.timeoutMs + CHUNK_TIMEOUT_MARGIN_MS : model.timeoutMs,
      // Z50: a streamed reply that broke mid-way is asked again, like a failed request.
      streamRetry: model.retry,
      stream: options.stream,
      ...(ctx.signal ? { signal: ctx.signal } : {}),
      // Y52: the tools know the step, so a later step re-reading the same lines is told so.
      emit: (event) => {
        if (event.type === 'step-start') run.tools.toolSession.repeatReads.step = event.step;
        emit(event);
      },
    };
    let loop = await runAgentLoop(loopInput);
    // R236: a loop that ended normally with a summary of the wrong shape (prose, renamed or missing
    // headings, an empty reply) is told once what is wrong and the exact shape, and goes on.
    let advised: ShapeAdvice | null = null;
    /** The first line of the error of an advice pass whose model request failed, else `null`. */
    let adviceFailed: string | null = null;
    /** F110: whether the run (so far) ended as a summary may: no cut, repeat or refusal stop, below the cap. */
    const endedNormally = (l: AgentLoopResult) =>
      l.finalCut === null &&
      l.unfinishedWrites.length === 0 &&
      l.repeatedCalls === null &&
      l.repeatedRefusals === null &&
      l.refusedSteps === null &&
      !l.stoppedAtCap &&
      l.steps < model.maxSteps;
    /** F110: whether the final reply is a summary the run would take (the template's first heading). */
    const replyIsSummary = (l: AgentLoopResult) =>
      summaryFromFinalText(cleanModelText(l.finalText), config.summary.template).body !== undefined;
    /** F110: an advice pass whose next answer was no summary: the first answer's summary was kept. */
    let adviceIgnored = false;
    const advice = endedNormally(loop)
      ? summaryShapeAdvice({
          draft: unwrapSummaryFence(cleanModelText(summaryDraft.read())).text,
          reply: cleanModelText(loop.finalText),
          reasoningChars: loop.finalReasoningChars,
          template: config.summary.template,
          compact: config.tools.profile === 'compact',
        })
      : null;
    if (advice !== null) {
      advised = advice;
      // F110: a first answer that is a summary (a draft, or a reply with the template's first heading,
      // a section renamed) was committed with a warning before R236; advice must never lose it.
      const firstDraft = summaryDraft.read() ?? '';
      const firstIsSummary = cleanModelText(firstDraft) !== '' || replyIsSummary(loop);
      try {
        const again = await runAgentLoop({
          ...loopInput,
          messages: [...loop.messages, { role: 'user', content: advice.message }],
          firstStep: loop.steps,
        });
        const next = continuedLoop(loop, again);
        const draftKept = (summaryDraft.read() ?? '') === firstDraft;
        const nextIsSummary = endedNormally(next) && (!draftKept || replyIsSummary(again));
        if (firstIsSummary && draftKept && !nextIsSummary) {
          // The end of the run is the first pass's (its reply, no stop); the counts are both passes'.
          // A write the advice pass left cut off was never run (the first summary stands as it was):
          // the first pass's unfinished writes only, or the kept summary failed as cut (review3).
          loop = { ...continuedLoop(again, loop), unfinishedWrites: loop.unfinishedWrites };
          adviceIgnored = true;
        } else loop = next;
      } catch (error) {
        // A stop, a bug or a failure of our own (context, step cap) is the run's; a model request
        // that failed leaves the first pass's outcome, said with why the advice did not help.
        if (ctx.signal?.aborted || SummaryRunError.isInstance(error)) throw error;
        adviceFailed = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      }
    }

    const usage = mapped ? addUsage(loop.usage, mapped.usage) : loop.usage;
    // R1 (H7): a run whose last reply was cut off, or whose cut-off write was never made again,
    // has no finished summary, whatever the draft holds (the AI SDK never runs a cut reply's calls,
    // so an earlier draft may be the first part of what the model was still writing).
    // R240: a reply that filled the server's smaller window says so too (the server's length is the fix).
    const filled = loop.promptCut?.completion !== undefined ? `; ${promptCutWarning(loop.promptCut)}` : '';
    if (loop.finalCut !== null)
      throw new SummaryRunError(
        'truncated',
        `${truncatedMessage(loop.finalCut, [], loop.repeatedCut)}${filled}`,
      );
    if (loop.unfinishedWrites.length > 0) {
      const cut = loop.cutReplies.find((c) => c.toolNames.some((n) => loop.unfinishedWrites.includes(n)));
      throw new SummaryRunError(
        'truncated',
        `${truncatedMessage(cut?.finishReason ?? 'length', loop.unfinishedWrites)}${filled}`,
      );
    }
    // N2: the model made the same call again and again, each answered "unchanged": it is looping.
    if (loop.repeatedCalls !== null) {
      const { call, times, calls } = loop.repeatedCalls;
      throw new SummaryRunError(
        'no-summary',
        `stopped after ${loop.steps} tool steps: the model made the same ${calls > 1 ? `${calls} calls` : 'call'} ${times} times in a row (${call}), each answered "unchanged, not shown again" with the lines still to read, and did not go on; it repeats itself${loop.promptShrank === null ? ' (common with small models)' : ''}${cleanModelText(summaryDraft.read()) !== '' ? ', so its draft may be incomplete and was not saved' : ' without writing a summary'}; the previous summary is unchanged; ${loop.promptShrank === null ? 'run again, or use a larger model (or `--engine extractive`)' : promptCutHint(loop.promptShrank)}`,
      );
    }
    // R67: the same calls refused step after step: the model does not act on the refusal.
    if (loop.repeatedRefusals !== null) {
      const { call, times, refusal } = loop.repeatedRefusals;
      throw new SummaryRunError(
        'no-summary',
        withUnknownTools(
          `stopped after ${loop.steps} tool steps: the model made the same call ${times} times in a row (${call}), each refused (${quoteRefusal(refusal)}), and did not change it, so more steps would only repeat it; the previous summary is unchanged; ${REFUSED_WAY_OUT}`,
          loop.unknownTools,
          config.tools.profile === 'compact',
        ),
      );
    }
    // L250: every call refused step after step, different calls each time: nothing the model asks runs.
    if (loop.refusedSteps !== null) {
      const { steps, refusals } = loop.refusedSteps;
      const named = refusals.map((r) => quoteRefusal(r)).join(' | ');
      throw new SummaryRunError(
        'no-summary',
        withUnknownTools(
          `stopped after ${loop.steps} tool steps: every tool call of the last ${steps} steps was refused, so nothing the model asked for ran, and it did not act on the refusals (last refused: ${named}); the previous summary is unchanged; ${REFUSED_WAY_OUT}`,
          loop.unknownTools,
          config.tools.profile === 'compact',
        ),
      );
    }
    // M13: no write after this point; the draft is read once every write the loop started is done
    // (a call still running after an aborted step would otherwise change it after the read).
    await run.claim();
    // review4 P9: a draft that is one fenced Markdown block with chatter around it is its content.
    const draft = unwrapSummaryFence(cleanModelText(summaryDraft.read()));
    let text = draft.text;
    let usedFinalText = false;
    const textWarnings = draft.dropped === null ? [] : [unwrappedWarning('the summary draft', draft.dropped)];
    // R1: the step cap reached while the model was still working on a draft it had not finished.
    if (loop.stoppedAtCap && !loop.finishedAtCap && text !== '') {
      throw new SummaryRunError(
        'max-steps',
        `stopped after ${loop.steps} tool steps (model.maxSteps is ${model.maxSteps}) before the model finished the summary: its last step called ${loop.lastStepTools.join(', ')} instead of finishing, so the draft may be incomplete and was not saved; the previous summary is unchanged; raise model.maxSteps (or --max-steps) and run again`,
      );
    }
    if (text === '') {
      if (loop.stoppedAtCap) {
        throw new SummaryRunError(
          'max-steps',
          loop.lastStepRefusals.length > 0
            ? refusedAtCapMessage(loop, model.maxSteps)
            : `stopped after ${loop.steps} tool steps without writing a summary (model.maxSteps is ${model.maxSteps}); raise model.maxSteps (or --max-steps) and run again`,
        );
      }
      // Only a reply that looks like a summary (the template's first heading) may replace one.
      const fallback = summaryFromFinalText(cleanModelText(loop.finalText), config.summary.template);
      if (fallback.rejected !== undefined) {
        // Z57: a last reply of reasoning only says so, and what to check. S62: the normalizer moves
        // `<think>` blocks of the text (closed or left open) into the reasoning, so the count may come
        // from either; the message names both.
        const noText = cleanModelText(loop.finalText).trim() === '';
        const reasoningOnly = noText && loop.finalReasoningChars > 0;
        throw new SummaryRunError(
          'no-summary',
          adviceNote(advised, adviceFailed) +
            (noText && !reasoningOnly
              ? withUnknownTools(EMPTY_REPLY_MESSAGE, loop.unknownTools, config.tools.profile === 'compact')
              : reasoningOnly
                ? `the model finished without writing a summary: its last reply held only reasoning (${loop.finalReasoningChars} characters, sent in the server's reasoning field or inside <think> tags in its text, a <think> left open included), no text and no tool call; check the server's reasoning parser (vLLM --reasoning-parser, LM Studio's reasoning section) or turn the model's thinking off, then run again`
                : looksLikePrintedToolCall(loop.finalText)
                  ? printedToolCallMessage(fallback.rejected)
                  : withUnknownTools(
                      fallback.rejected,
                      loop.unknownTools,
                      config.tools.profile === 'compact',
                    )),
        );
      }
      text = fallback.body;
      usedFinalText = true;
      if (fallback.dropped !== null)
        textWarnings.push(unwrappedWarning("the model's final reply", fallback.dropped));
    }
    // review9 V6: a draft AND a final reply that is a whole summary of its own: the more complete one.
    if (!usedFinalText) {
      const reply = summaryFromFinalText(cleanModelText(loop.finalText), config.summary.template);
      const choice =
        reply.body !== undefined && emptySummaryReason(reply.body, config.summary.template) === null
          ? draftOrReply(text, reply.body, config.summary.template)
          : null;
      if (choice !== null && reply.body !== undefined) {
        if (choice.useReply) {
          text = reply.body;
          usedFinalText = true;
          textWarnings.length = 0; // a notice about the dropped draft's fence no longer applies
          if (reply.dropped !== null)
            textWarnings.push(unwrappedWarning("the model's final reply", reply.dropped));
        }
        textWarnings.push(choice.warning);
      }
    }
    // R23: headings alone (or an empty Summary section) are not a summary; never replace one with it.
    const empty = emptySummaryReason(
      text,
      config.summary.template,
      usedFinalText ? 'the final reply' : 'the draft',
    );
    if (empty !== null) throw new SummaryRunError('no-summary', emptySummaryMessage(empty));
    // L289: a reply whose finish reason the server never sent was taken as ended normally (U55), yet
    // nothing proves it whole: a summary from it that lacks sections of summary.template is cut off.
    const fromFilled = usedFinalText
      ? loop.finalFilled
      : loop.filledCalls.some((name) => name === 'write_summary' || name === 'apply_changes');
    const lacking = fromFilled ? templateSections(text, config.summary.template).missing : [];
    if (lacking.length > 0) throw new SummaryRunError('truncated', filledFinishCutMessage(lacking));
    // review9 V6, V8: sections of summary.template missing or repeated are said, never silent.
    textWarnings.push(...sectionWarnings(text, config.summary.template));
    // R236: the summary came after the model was told its first answer's shape was wrong.
    if (advised !== null && adviceIgnored)
      textWarnings.push(
        `the model's first answer was not a summary in the shape of summary.template (${advised.problem}): it was told once which headings were missing and the exact shape, but its next answer was no summary, so its first answer is the summary`,
      );
    else if (advised !== null && adviceFailed === null)
      textWarnings.push(
        `the model's first answer was not a summary in the shape of summary.template (${advised.problem}): it was told once which headings were missing and the exact shape, and its next answer is the summary`,
      );
    // R232: the server most likely cut the prompt: the summary rests on part of what was sent.
    if (loop.promptCut !== null) textWarnings.push(promptCutWarning(loop.promptCut));
    if (usageIgnored !== null)
      textWarnings.push(
        `the model server reported token usage that is not a count (${usageIgnored}): ignored, so the token figures leave it out`,
      );

    // N13: a stop that came after the last model step is honoured before anything is written.
    ctx.signal?.throwIfAborted();
    const { body, coverage } = await run.agentBody(text);
    const { summaryPath, contextPath, trashedPath, summaryUnchanged, warnings } = await run.commit({
      body,
      engine: 'agent',
      model: model.model,
      coverage,
      warnings: textWarnings,
      signal: ctx.signal,
      record: (summaryPath) =>
        runSucceededRecord({
          at: new Date(),
          model: model.model,
          steps: loop.steps,
          toolCalls: loop.toolCalls,
          toolOutcomes: loop.toolOutcomes,
          usage,
          coverage,
          summaryPath,
          usedFinalText,
          stepCap: loop.stoppedAtCap ? { maxSteps: model.maxSteps, windDown: loop.windDown } : null,
          cutReplies: loop.cutReplies.map((c) => c.finishReason),
          context: contextRecordLines({
            budget,
            smallWindow,
            main: model,
            small: smallModel,
            mapped,
            loopSteps: loop.steps,
            narrowed: (plan as ContextPlan).narrowed,
            brief: (plan as ContextPlan).brief,
            compacted: loop.compacted,
            largestRequest: loop.largestRequest,
          }),
        }),
    });
    // R1: the step cap is said on the console too (the run record has it as well).
    if (loop.stoppedAtCap) {
      warnings.push(
        loop.windDown
          ? `the step cap (model.maxSteps ${model.maxSteps}) was reached: the last step was restricted to write_summary, so the summary covers only what had been read (coverage ${coverage ?? 'n/a'}%); raise model.maxSteps (or --max-steps) for a complete run`
          : `the step cap (model.maxSteps ${model.maxSteps}) was reached: the model replaced the whole summary on its last step; raise model.maxSteps (or --max-steps) if it looks short`,
      );
    }
    emit({ type: 'usage', usage });
    emit({ type: 'run-end', summaryPath });
    return {
      summaryPath,
      contextPath,
      trashedPath,
      ...(summaryUnchanged ? { summaryUnchanged } : {}),
      engine: 'agent',
      steps: loop.steps,
      toolCalls: loop.toolCalls,
      toolOutcomes: loop.toolOutcomes,
      usage,
      durationMs: Date.now() - ctx.startedAt,
      warnings,
      coverage,
    };
  } catch (error) {
    if (run.committed) throw error; // the summary is in place; only the context record failed
    // Z52: the draft the model wrote is kept in the failure record, not lost with the run.
    run.keepUncommittedDraft(unwrapSummaryFence(cleanModelText(readDraft())).text);
    const failure = await run.fail(error, model.baseURL, ctx.signal);
    emit({ type: 'run-error', message: failure.message });
    throw failure;
  }
}

/**
 * R236: what a `no-summary` failure after a summary-shape advice pass starts with: the first answer's
 * problem, that the model was told once with the exact headings, and that its next answer (the reply
 * the message then quotes) was no summary either; or, when the advice request itself failed, that
 * failure. '' without advice.
 */
function adviceNote(advised: ShapeAdvice | null, failed: string | null): string {
  if (advised === null) return '';
  return failed === null
    ? `the model was told once that its answer was not a summary in the shape of summary.template (${advised.problem}) and given the exact headings, and answered without a summary again: `
    : `the model's answer was not a summary in the shape of summary.template (${advised.problem}); telling it so failed (${failed}): `;
}

/**
 * R151: the likely cause of a repeat loop that followed a fall in the server's reported prompt
 * tokens ({@link AgentLoopResult.promptShrank}): the server may be cutting the prompt to a smaller
 * window than the run assumes, so the model no longer sees what it read, e.g. `the server reported
 * 2050 prompt tokens at step 3, under half of step 2's 4800 although the prompt only grew: it may be
 * cutting the prompt to a smaller context window than the 32768 tokens this run assumes
 * (model.contextWindow), so the model lost what it had read; …`. A server that leaves cached prompt
 * tokens out of its count without reporting them shows the same drop, so the hint names both causes
 * and how to tell them apart (L334: the count alone cannot).
 */
function promptCutHint(shrank: NonNullable<AgentLoopResult['promptShrank']>): string {
  const window =
    shrank.window === null ? '' : ` than the ${shrank.window} tokens this run assumes (model.contextWindow)`;
  return `the server reported ${shrank.reported} prompt tokens at step ${shrank.step}, under half of the step before's ${shrank.before} although the prompt only grew: it may be cutting the prompt to a smaller context window${window}, so the model lost what it had read; set the server's context length (Ollama num_ctx / OLLAMA_CONTEXT_LENGTH, llama.cpp -c, LM Studio's context length) to model.contextWindow, or lower model.contextWindow to the server's, then run again; if the server's context length already is model.contextWindow, the server only left cached prompt tokens out of its count (some Ollama versions do, and report no cached count) and the model repeats itself: use a larger model (or \`--engine extractive\`)`;
}

/**
 * The `no-summary` message for a last reply that printed a tool call as text the transport could
 * not take as a call (review14 V51): prose around it, a shape no template uses, a tool we did not
 * offer. Names the cause (the server did not parse the model's tool-call syntax) and the fix, then
 * the reply as {@link summaryFromFinalText} quotes it.
 *
 * Spec: review14 V51; hostile case B29; docs/contracts.md R12 (one true message per cause).
 */
export function printedToolCallMessage(rejected: string): string {
  const quoted = rejected.replace(/^the model finished without writing a summary[;:] ?/, '');
  return `the model finished without writing a summary: its last reply printed a tool call as text instead of calling the tool, so nothing ran (the server did not turn the model's tool-call syntax into a tool call); start the server with its tool-call parser (vLLM --enable-auto-tool-choice --tool-call-parser <the model's>, llama.cpp --jinja, Ollama: a model whose template supports tools) or use a model that calls tools, then run again; ${quoted}`;
}

/**
 * R232: the warning of a run whose request the server most likely cut to a smaller window than the
 * run's (see `AgentLoopResult.promptCut`): the counts, what Ollama does, and the fix (the server's
 * context length, Ollama `OLLAMA_CONTEXT_LENGTH` or `num_ctx`, set to `model.contextWindow`, or
 * `model.contextWindow` lowered to the server's).
 */
export function promptCutWarning(cut: {
  step: number;
  reported: number;
  sent: number;
  window: number;
  completion?: number;
}): string {
  // R240: a reply that filled the server's window (prompt + reply at its size, or cut short of max_tokens).
  const what =
    cut.completion !== undefined
      ? `the server's context window most likely filled: at step ${cut.step} it counted ${cut.reported} prompt tokens and ${cut.completion} reply tokens (${cut.reported + cut.completion} together), so its own context window is smaller than model.contextWindow (${cut.window}) and the reply was cut there or went on from a prompt cut to make room: the summary may miss part of the meeting.`
      : `the server most likely cut the prompt: at step ${cut.step} it counted ${cut.reported} prompt tokens for a request of about ${cut.sent} (our count over-counts, never by half), so it kept only what fits its own context window, smaller than model.contextWindow (${cut.window}), and the model answered from part of the prompt: the summary may miss what was cut.`;
  return `${what} Ollama cuts such a prompt silently (its default window is 2048 or 4096 tokens): start it with OLLAMA_CONTEXT_LENGTH=${cut.window} (or set num_ctx ${cut.window} in the model's Modelfile); llama.cpp: -c ${cut.window}; LM Studio: the model's context length; or set model.contextWindow to the server's window, then run again`;
}

/**
 * A `no-summary` message with, when the model called tools that do not exist during the run, what
 * it called them (review14 V53): a model whose `write_summary` reached us as
 * `functions.write_summary` or `Write_Summary` was refused and then gave up, and "its last reply
 * was: Done." alone hides that. Unchanged when every call named a real tool.
 *
 * With `compact` (the run's `tools.profile` is compact) and every such name a granular tool's, the
 * message says so and names `--tools granular` instead (C28).
 *
 * Spec: review14 V53; docs/contracts.md R12 (one true message per cause); seed 002 (C28).
 */
export function withUnknownTools(message: string, unknownTools: readonly string[], compact = false): string {
  if (unknownTools.length === 0) return message;
  const names = unknownTools
    .slice(0, 5)
    .map((n) => JSON.stringify(n.length > 60 ? `${n.slice(0, 60)}…` : n))
    .join(', ');
  const more = unknownTools.length > 5 ? ` and ${unknownTools.length - 5} more` : '';
  // C28 (seed 002): a compact run whose model called the granular tools' names (the seeds' names,
  // which small models know from their training or an older prompt): not a renaming server.
  if (compact && unknownTools.every((n) => compactCallOf(n) !== null)) {
    return `${message}; during the run the model called the granular profile's tools, which this compact run does not offer (each refused, naming the compact call that does it): ${names}${more}; run with --tools granular (tools.profile "granular"), whose tools have those names, or use a model that calls the tools it is offered`;
  }
  return `${message}; during the run the model called tools that do not exist, each refused: ${names}${more} — the server or chat template may rename the tools (a prefix such as "functions.", another spelling); check the server's tool-call parser or chat template, or use a model that calls tools by their names`;
}

/** The way out a failure names when the model's calls are refused step after step (R67, R72, L250). */
const REFUSED_WAY_OUT =
  "a model that cannot make a valid tool call needs a larger model or the server's tool-call parser, or use the offline engine (--engine extractive); then run again";

/** At most this many characters of the last step's refusal are quoted in a failure message. */
const REFUSAL_QUOTE_CHARS = 300;

/** A refusal as a failure message quotes it: at most {@link REFUSAL_QUOTE_CHARS} whole code points. */
function quoteRefusal(refusal: string): string {
  const chars = Array.from(refusal); // whole code points, never half a surrogate pair
  return chars.length > REFUSAL_QUOTE_CHARS ? `${chars.slice(0, REFUSAL_QUOTE_CHARS).join('')}…` : refusal;
}

/**
 * R72: the `max-steps` message of a run stopped at the cap whose last step's tool calls were all
 * refused (`loop.lastStepRefusals`: invalid JSON or arguments, an unknown tool, a tool's refusal):
 * more steps would not have helped, so it names the refusal and how many of the run's calls were
 * refused, instead of "raise model.maxSteps". One line.
 */
function refusedAtCapMessage(loop: AgentLoopResult, maxSteps: number): string {
  const quote = quoteRefusal(loop.lastStepRefusals[0] ?? '');
  const calls = loop.lastStepRefusals.length;
  const which =
    calls === 1 ? `its ${loop.lastStepTools[0] ?? 'tool'} call` : `all ${calls} of its tool calls`;
  const refused = loop.toolOutcomes.refused;
  return `stopped after ${loop.steps} tool steps without writing a summary (model.maxSteps is ${maxSteps}): on the last step ${which} ${calls === 1 ? 'was' : 'were'} refused (${quote}), and ${refused} of the run's ${loop.toolCalls} tool calls were refused in all; more steps would not help while the model's calls are refused: ${REFUSED_WAY_OUT}`;
}
