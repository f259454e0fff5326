import {
  appendToContext,
  boundProjects,
  commitSummary,
  ensureContextNote,
  type ModelConfig,
  pruneContextLinks,
  readMeeting,
  readProjectMeta,
  stripLeadingFrontmatter,
  WriteAudit,
} from '@ma/core';
import {
  type ApprovalGatedTools,
  createMeetingTools,
  createMemoryDraft,
  createToolSession,
  type ToolSession,
} from '@ma/tools';
import { computeCoverage, coverageNotice, type LineRange, shiftRanges } from '../lifecycle/coverage.js';
import { assertLinksResolve, NOTES_ONLY_NOTICE } from '../lifecycle/meeting-links.js';
import { PartialLineReads } from '../lifecycle/partial-line-reads.js';
import { recordFailure, shouldMarkFailed } from '../lifecycle/record-failure.js';
import { auditRecord, runSucceededRecord } from '../lifecycle/run-records.js';
import { buildSummaryFrontmatter } from '../lifecycle/summary-frontmatter.js';
import { readTranscriptInfo } from '../lifecycle/transcript-info.js';
import { createChatModel } from '../model/create-chat-model.js';
import { repairToolCall } from '../model/repair-tool-call.js';
import { stripReasoning } from '../model/strip-reasoning.js';
import { buildInstructions, buildUserPrompt, loadBasePrompt } from '../prompt/index.js';
import type { SummaryRun } from '../summary-run.js';
import { SummaryRunError } from '../summary-run-error.js';
import { describeFailure } from './describe-failure.js';
import { summaryFromFinalText } from './final-text-summary.js';
import { runAgentLoop } from './run-agent-loop.js';
import type { RunContext } from './run-context.js';
import { truncatedMessage } from './truncated-message.js';

/** Cleans model text for a note: reasoning blocks and a leading frontmatter block removed, trimmed. */
function cleanModelText(text: string | null): string {
  if (!text) return '';
  return stripLeadingFrontmatter(stripReasoning(text)).trim();
}

/**
 * The agent engine, end to end:
 * 1. builds the chat model (`createChatModel`: key, retries, quirk repairs) — a missing
 *    `apiKeyEnv` variable throws here, before any request and before any vault write;
 * 2. `ensureContextNote` (created and linked from the meeting note);
 * 3. a tool session with a {@link WriteAudit}, an in-memory summary draft, an `onRead` hook
 *    that collects the transcript ranges read (coverage) and an `onLineShift` hook that renumbers
 *    them when a tool edit (the first `override_speaker`) moves the transcript's lines;
 * 4. the system prompt (base prompt or `prompt.basePromptFile`, capability guidance, meeting and
 *    project sections) and the tool loop ({@link runAgentLoop});
 * 5. the summary body: the draft written with write_summary (only whole replies write it: the AI
 *    SDK runs no tool call of a reply cut off with a finish reason other than stop/tool-calls;
 *    H7), else the final reply (noted in the
 *    context), reasoning removed, but only when it has the template's first heading
 *    ({@link summaryFromFinalText}); otherwise it fails (`no-summary`, quoting the reply; `stopped
 *    after N tool steps …` at the cap; `truncated` when there is no draft and the last reply was
 *    cut off) and the previous summary stays;
 * 6. a coverage notice on top of the body when coverage < 100 % (without a transcript: a
 *    notes-only notice and no coverage figure; a `transcript:`/`usernotes:` link that names no
 *    file fails the run before any model request, `broken-link`), the frontmatter, `commitSummary`
 *    (old summary to trash, `status: summarized`), and a run record + the audit in the context note.
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
  const { vault, config, meeting, emit } = ctx;
  let chatModel: ReturnType<typeof createChatModel>;
  try {
    chatModel = createChatModel(model, {
      env: options.env,
      onRetry: (e) =>
        emit({ type: 'retry', attempt: e.attempt, of: e.of, delayMs: e.delayMs, reason: e.reason }),
    });
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
  const audit = new WriteAudit();
  let contextPath: string | null = null;
  let committed = false;
  try {
    contextPath = await ensureContextNote(vault, meeting);
    const current = await readMeeting(vault, meeting.path);
    assertLinksResolve(current);
    const transcript = await readTranscriptInfo(vault, current);

    let reads: LineRange[] = [];
    // Lines longer than one read: counted once every character was shown (issue 9 H11).
    const partialReads = new PartialLineReads();
    // The counted span (transcript body), kept in the file's current numbering.
    const span = transcript ? { first: transcript.bodyStartLine, last: transcript.lines } : null;
    const summaryDraft = createMemoryDraft();
    const session = await createToolSession({
      vault,
      meetingPath: meeting.path,
      audit,
      summaryDraft,
      onRead: (e) => {
        if (!transcript || e.path !== transcript.path) return;
        reads.push({ from: e.from, to: e.to });
        if (e.partial && partialReads.add(e.partial))
          reads.push({ from: e.partial.line, to: e.partial.line });
      },
      // override_speaker may add a frontmatter line: renumber what was read and the span.
      onLineShift: (e) => {
        if (!transcript || !span || e.path !== transcript.path) return;
        reads = shiftRanges(reads, e.from, e.by);
        partialReads.shift(e.from, e.by);
        if (span.first >= e.from) span.first = Math.max(1, span.first + e.by);
        if (span.last >= e.from) span.last += e.by;
      },
    });
    const tools = createMeetingTools(
      session,
      options.approvalGated ? { approvalGated: options.approvalGated(session) } : {},
    );
    const projectIds = await boundProjects(vault, meeting.path);
    const projects = await Promise.all(projectIds.map((id) => readProjectMeta(vault, id)));
    const instructions = buildInstructions({
      basePrompt,
      meeting: current,
      contextPath,
      projects,
      guidance: {
        template: config.summary.template,
        language: config.summary.language ?? transcript?.language ?? null,
        toolNames: Object.keys(tools),
        maxSteps: model.maxSteps,
        transcript: transcript
          ? { path: transcript.path, lines: transcript.lines, bodyStartLine: transcript.bodyStartLine }
          : null,
      },
    });

    const loop = await runAgentLoop({
      model: chatModel,
      instructions,
      prompt: buildUserPrompt(current),
      tools,
      repairToolCall,
      maxSteps: model.maxSteps,
      hasSummaryDraft: () => cleanModelText(summaryDraft.read()) !== '',
      chunkTimeoutMs: model.timeoutMs,
      stream: options.stream,
      ...(ctx.signal ? { signal: ctx.signal } : {}),
      emit,
    });

    let body = cleanModelText(summaryDraft.read());
    let usedFinalText = false;
    if (body === '') {
      // H7: a cut-off reply is never a whole summary (its draft writes were undone above).
      // The AI SDK never runs the tool calls of a cut reply, so the draft only holds whole writes.
      if (loop.finalCut !== null) throw new SummaryRunError('truncated', truncatedMessage(loop.finalCut));
      if (loop.stoppedAtCap) {
        throw new SummaryRunError(
          'max-steps',
          `stopped after ${loop.steps} tool steps without writing a summary (model.maxSteps is ${model.maxSteps})`,
        );
      }
      // Only a reply that looks like a summary (the template's first heading) may replace one.
      const fallback = summaryFromFinalText(cleanModelText(loop.finalText), config.summary.template);
      if (fallback.rejected !== undefined) throw new SummaryRunError('no-summary', fallback.rejected);
      body = fallback.body;
      usedFinalText = true;
    }

    const coverage = span ? computeCoverage(reads, span.first, span.last) : null;
    const notice = coverage ? coverageNotice(coverage) : NOTES_ONLY_NOTICE;
    const frontmatter = buildSummaryFrontmatter({
      meeting: current,
      contextPath,
      projects: await boundProjects(vault, meeting.path),
      engine: 'agent',
      model: model.model,
      coverage: coverage?.percent ?? null,
    });
    const { path: summaryPath } = await commitSummary(vault, current, {
      body: notice ? `${notice}\n\n${body}\n` : `${body}\n`,
      frontmatter,
      force: ctx.force,
    });
    committed = true;
    const record = runSucceededRecord({
      at: new Date(),
      model: model.model,
      steps: loop.steps,
      toolCalls: loop.toolCalls,
      usage: loop.usage,
      coverage: coverage?.percent ?? null,
      summaryPath,
      usedFinalText,
      stepCap: loop.stoppedAtCap ? { maxSteps: model.maxSteps, windDown: loop.windDown } : null,
      cutReplies: loop.cutReplies.map((c) => c.finishReason),
    });
    await appendToContext(
      vault,
      contextPath,
      `${record}\n\n${auditRecord(audit.toMarkdown(), audit.entries.length)}`,
    );
    emit({ type: 'usage', usage: loop.usage });
    emit({ type: 'run-end', summaryPath });
    return {
      summaryPath,
      contextPath,
      engine: 'agent',
      steps: loop.steps,
      toolCalls: loop.toolCalls,
      usage: loop.usage,
      durationMs: Date.now() - ctx.startedAt,
      coverage: coverage?.percent ?? null,
    };
  } catch (error) {
    if (committed) throw error; // the summary is in place; only the context record failed
    const failure = describeFailure(error, model.baseURL, ctx.signal);
    await recordFailure(
      vault,
      meeting.path,
      contextPath,
      failure.message,
      auditRecord(audit.toMarkdown(), audit.entries.length),
      shouldMarkFailed(failure.reason, meeting.status),
      failure.reason === 'aborted',
    );
    // H15: after a failed or cancelled run the context note links only notes that exist.
    await pruneContextLinks(vault, meeting).catch(() => {});
    emit({ type: 'run-error', message: failure.message });
    throw failure;
  }
}
