import type { AgentEvent } from './agent-event.js';
import { checkOptions, configSettings, rule } from './check-options.js';
import { runAgentEngine } from './run/run-agent-engine.js';
import { runExtractiveEngine } from './run/run-extractive-engine.js';
import { type AcquiredMeeting, acquireMeeting } from './session/acquire-meeting.js';
import { refuseNothingToSummarize, refuseTemplateNote } from './session/nothing-to-summarize.js';
import type { SummarizeMeetingOptions, SummaryRun } from './summary-run.js';
import { SummaryRunError } from './summary-run-error.js';

/**
 * Summarizes one meeting into its summary note and keeps its assistant context note, with the
 * agent engine (AI SDK v7 tool loop on any OpenAI-compatible endpoint) or the offline extractive
 * engine.
 *
 * Engine choice: `opts.engine`, else `agent` when `config.model` is set, else `extractive` (the
 * context note then says no model was configured and how to configure one). A configured model
 * is never skipped silently.
 *
 * Artifacts on success: `<context folder>/<name>.md` (created and linked at start; a run record
 * and the `## External writes` audit appended at the end), `<summaries folder>/<name>.md` (the
 * previous one moved to `.trash/`) with frontmatter `meeting`, `transcript`, `context`, `date`,
 * `projects`, `generated_by: meeting-assistant`, `engine`, `model`, `coverage`, and the meeting
 * note's `summary` link and `status: summarized` (no other byte of it changes).
 * On failure: `## Run failed <time>` with the message and the audit in the context note, meeting
 * `status: failed`, the previous summary untouched.
 *
 * Hand-edited summaries (H14): a summary note whose `content_hash` no longer matches (or that the
 * product did not write) is not replaced unless `opts.force`: the run fails with
 * `SummaryRunError('edited')` before `run-start`, writing nothing (checked again at commit).
 *
 * Both engines run through the summary session that `openMeetingSession` gives other agents
 * (one commit path: frontmatter, links, coverage, H12, H14, trash, audit, run record).
 *
 * One run per meeting at a time: right after the meeting is resolved, and before any file is
 * read or written, the run takes core's `lockMeeting` (a lock in `<vault>/.meeting-assistant/locks/`)
 * and releases it when it ends (success, failure or abort). A meeting another run is summarizing
 * fails at once with `SummaryRunError('busy')` and nothing is written (no context note record,
 * no status change).
 *
 * @returns paths (vault-relative), engine, steps, tool calls, token usage, duration (ms) and
 *   transcript coverage (whole percent).
 * @throws TypeError naming the option when an option is missing (`vault`, `meeting`, `env`) or of
 *   the wrong type or value (`engine: 'Agent'`), before anything is read or written (T51);
 *   NotFoundError('meeting') / AmbiguousError when `opts.meeting` does not name one meeting;
 *   a `ConfigError` (name) when `model.apiKeyEnv` names an unset variable or
 *   `prompt.basePromptFile` is unreadable; both before any request and, for the key, before any
 *   write. {@link SummaryRunError} for a failed run (`max-steps`: "stopped after N tool steps …",
 *   `no-summary`, `model`, `aborted`, `config`, `error`; `busy` when another run holds the meeting:
 *   "another run is already summarizing Meetings/x.md (started <ISO time>, pid <pid>); wait …";
 *   `empty-note` for a meeting with nothing to summarize — only frontmatter, a transcript without a spoken
 *   line and no notes, template headings only — "meeting note Meetings/x.md has nothing to summarize
 *   (no transcript: link, its body is empty); nothing was written: …", reviewA U1).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; seed 004 (prompt,
 * sequential tools); docs/contracts.md, @ma/agent; hostile case B32.
 */
export async function summarizeMeeting(opts: SummarizeMeetingOptions): Promise<SummaryRun> {
  // T51: a host's options are checked before anything is read or written.
  checkOptions('summarizeMeeting', opts, {
    vault: rule.required(rule.vault),
    meeting: rule.required(rule.string),
    config: rule.config,
    engine: rule.oneOf('agent', 'extractive'),
    stream: rule.boolean,
    force: rule.boolean,
    signal: rule.signal,
    onEvent: rule.function,
    env: rule.env,
    approvalGated: rule.function,
    retryLater: rule.function,
  });
  const startedAt = Date.now();
  const emit = (event: AgentEvent) => {
    try {
      opts.onEvent?.(event);
    } catch {
      // A broken progress listener must not break the run.
    }
  };
  const acquired: AcquiredMeeting = await acquireMeeting({
    vault: opts.vault,
    meeting: opts.meeting,
    config: configSettings(opts.config ?? opts.vault.config),
    force: opts.force,
  });
  if (opts.retryLater) acquired.retryLater = opts.retryLater;
  try {
    // N4 (session 32): an Obsidian template among the meetings: refused, nothing written.
    await refuseTemplateNote(acquired.vault, acquired.meeting);
    // U1: only frontmatter, no spoken line and no notes, template headings: refused, nothing written.
    await refuseNothingToSummarize(acquired.vault, acquired.meeting);
    return await runLocked(opts, acquired, startedAt, emit);
  } finally {
    // A failure to remove the lock must not hide the run's own result; a stale lock is taken over.
    await acquired.lock.release().catch(() => {});
  }
}

/** The run proper, while the meeting's run lock is held. */
async function runLocked(
  opts: SummarizeMeetingOptions,
  acquired: AcquiredMeeting,
  startedAt: number,
  emit: (event: AgentEvent) => void,
): Promise<SummaryRun> {
  const { vault, config, meeting } = acquired;
  const meetingPath = meeting.path;
  const engine = opts.engine ?? (config.model ? 'agent' : 'extractive');
  const ctx = {
    acquired,
    vault,
    config,
    meeting,
    startedAt,
    emit,
    force: acquired.force,
    ...(opts.signal ? { signal: opts.signal } : {}),
  };

  if (engine === 'agent') {
    if (!config.model) {
      throw new SummaryRunError(
        'config',
        'engine "agent" needs a model: add a "model" section (baseURL, model) to meeting-assistant.json or pass --base-url and --model',
      );
    }
    emit({ type: 'run-start', meeting: meetingPath, engine, maxSteps: config.model.maxSteps });
    return runAgentEngine(ctx, config.model, {
      stream: opts.stream ?? false,
      env: opts.env,
      approvalGated: opts.approvalGated,
    });
  }
  emit({ type: 'run-start', meeting: meetingPath, engine, maxSteps: 0 });
  const why = opts.engine
    ? 'The extractive engine was requested (engine: extractive).'
    : 'No model is configured (no `model` section in meeting-assistant.json and no --base-url/--model).';
  return runExtractiveEngine(ctx, why);
}
