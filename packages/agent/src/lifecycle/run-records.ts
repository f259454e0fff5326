import { noteStamp } from '@ma/core';
import { type TokenUsage, type ToolOutcomes, tokensText, toolCallsText } from '../agent-event.js';

/**
 * The stamp of a context-note heading: core's `noteStamp`, local time with its UTC offset
 * (`2026-11-20 10:52 +01:00`), the one form of every time the product writes into a note (L37).
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (assistant context note as
 * the run's notebook); docs/vault-format.md (Assistant context note); L37.
 */
export const stamp: (date: Date) => string = noteStamp;

/**
 * Facts about a finished agent run for {@link runSucceededRecord}.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (assistant context note as
 * the run's notebook).
 */
export interface RunFacts {
  at: Date;
  /** Model id; null when a host session did not name its model. */
  model: string | null;
  /** Model steps; omitted from the record when unknown (a host session that did not say). */
  steps?: number | undefined;
  /** Tool calls; omitted from the record when unknown. */
  toolCalls?: number | undefined;
  /** Of `toolCalls`: refused, not run, failed (said after the count when any is not 0). */
  toolOutcomes?: ToolOutcomes | undefined;
  /** Tokens over all steps; omitted from the record when unknown. */
  usage?: TokenUsage | undefined;
  /** Whole percent; null when the meeting has no transcript (notes only). */
  coverage: number | null;
  summaryPath: string;
  /** True when the model never called write_summary and its final reply became the summary. */
  usedFinalText: boolean;
  /**
   * Set when the loop ended at `model.maxSteps` with the model still calling tools; `windDown`:
   * the last step was forced to write_summary (no draft existed before it).
   */
  stepCap?: { maxSteps: number; windDown: boolean } | null;
  /** Finish reasons of model replies that were cut off (the AI SDK ran none of their tool calls; H7). */
  cutReplies?: string[];
  /** True when another agent ran the loop and committed through `openMeetingSession`'s `finish()`. */
  host?: boolean;
  /** Lines about the context budget, long-meeting reading and the model per step (issue 14). */
  context?: string[];
}

/**
 * The `## Run <time>` record appended to the context note after a successful agent run.
 * Spec: seed 003 (context note as the run's notebook); issue "small models" (fallback noted).
 */
export function runSucceededRecord(f: RunFacts): string {
  const counts = [
    f.steps === undefined ? null : `${f.steps} steps`,
    f.toolCalls === undefined ? null : toolCallsText(f.toolCalls, f.toolOutcomes),
    f.usage === undefined ? null : tokensText(f.usage.totalTokens, f.steps),
  ].filter((c): c is string => c !== null);
  const engine = f.model === null ? 'agent' : `agent (model ${f.model})`;
  const lines = [
    `## Run ${stamp(f.at)}: summary written`,
    `- engine: ${engine}${counts.length > 0 ? `; ${counts.join(', ')}` : ''}`,
    f.coverage === null
      ? '- no transcript: summarized from the notes only'
      : `- transcript coverage: ${f.coverage}%`,
    `- summary: ${f.summaryPath}`,
    ...(f.context ?? []),
  ];
  if (f.host) {
    lines.push('- The tool loop was run by another agent through the session API (`openMeetingSession`).');
  }
  if (f.stepCap) {
    lines.push(
      f.stepCap.windDown
        ? `- The step cap was reached (model.maxSteps ${f.stepCap.maxSteps}): the last step was restricted to write_summary, so the summary was written from what had been read by then (see the coverage above).`
        : `- The step cap was reached (model.maxSteps ${f.stepCap.maxSteps}) while the model was still calling tools; on its last step it replaced the whole summary (write_summary with replace_file).`,
    );
  }
  if (f.cutReplies && f.cutReplies.length > 0) {
    const n = f.cutReplies.length;
    lines.push(
      `- ${n} model ${n === 1 ? 'reply was' : 'replies were'} cut off before ${n === 1 ? 'it was' : 'they were'} complete (finish reason ${[...new Set(f.cutReplies)].map((r) => `"${r}"`).join(', ')}); none of their tool calls ran, so nothing of them is in the summary.`,
    );
  }
  if (f.usedFinalText) {
    lines.push(
      '- The model did not call write_summary; its final reply (reasoning removed) was used as the summary.',
    );
  }
  return lines.join('\n');
}

/**
 * The `## Run failed <time>` record appended to the context note when a run fails; the previous
 * summary and the meeting note (except `status: failed`) are left as they were.
 * Spec: issue "run lifecycle" (failures recorded in the context note).
 */
export function runFailedRecord(at: Date, message: string): string {
  return [
    `## Run failed ${stamp(at)}`,
    '',
    message,
    '',
    'No summary was written; the previous summary (if any) is unchanged.',
  ].join('\n');
}

/**
 * The record appended after an extractive (offline) run: why no model was used, what the engine
 * could not find and why (`notices`: empty transcript, no cue words for the language, …), and how to
 * configure a model.
 * Spec: issue "engine choice" (never silently offline); newcomer report N8 (a summary that found
 * nothing says why).
 */
export function extractiveRecord(
  at: Date,
  why: string,
  summaryPath: string,
  notices: readonly string[] = [],
): string {
  return [
    `## Run ${stamp(at)}: offline summary (extractive engine)`,
    `- ${why}`,
    '- The summary was assembled from transcript sentences by the offline extractive engine: no model was called, nothing left this machine.',
    ...notices.map((n) => `- ${n}`),
    '- To use a model, add a `model` section to `meeting-assistant.json`, e.g. `"model": { "baseURL": "http://127.0.0.1:11434/v1", "model": "qwen3:8b" }`, or pass `--base-url <url> --model <id>` to `ma summarize`.',
    `- summary: ${summaryPath}`,
  ].join('\n');
}

/** The line a run record has when the summary note already held the run's summary (F17). */
export const SUMMARY_UNCHANGED_LINE =
  '- summary unchanged: the note already held this summary, nothing rewritten';

// A successful run's heading (`## Run 2026-11-20 10:52 +01:00: summary written`, `…: offline summary (…)`);
// `## Run failed …` / `## Run cancelled …` have no colon after the stamp.
const RUN_HEADING = /^## Run \d{4}-\d\d-\d\d \d\d:\d\d [+-]\d\d:\d\d: /;

/** A record's lines without what differs between two identical runs: the heading's time and F17's line. */
function recordShape(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .filter((line) => line !== SUMMARY_UNCHANGED_LINE)
    .map((line, i) => (i === 0 ? line.replace(RUN_HEADING, '## Run: ') : line))
    .join('\n')
    .trim();
}

/**
 * True when the context note's body ends with a successful run's record that says what `block` (the
 * record a run that left the summary unchanged would append) says — the same lines, its audit
 * included, the heading's time and the `summary unchanged` line aside: an identical re-run, whose
 * record would only repeat the last one (leftovers F17). Anything the user wrote below that record,
 * another warning, a workflow request or an external write makes it false (the record is appended).
 *
 * @param body the note's body, LF line breaks (as core's `appendToContext` gives `unlessRepeats`).
 * @param block the record to append (its first line a `## Run <time>: …` heading).
 * Spec: docs/vault-format.md, Assistant context note (an identical re-run adds no record); newcomer
 * review F17.
 */
export function repeatsLastRunRecord(body: string, block: string): boolean {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  let start = -1;
  for (let i = lines.length - 1; i >= 0 && start < 0; i--) if (RUN_HEADING.test(lines[i] ?? '')) start = i;
  if (start < 0 || !RUN_HEADING.test(block)) return false;
  return recordShape(lines.slice(start).join('\n')) === recordShape(block.replace(/\r\n/g, '\n'));
}

/**
 * `## External writes` with a "none" line when the audit recorded nothing; when the host already
 * recorded earlier writes as they were made (`recordedEarlier` > 0: `ma mcp`, R7), the "none" line
 * says so instead of claiming no file changed.
 *
 * Spec: docs/vault-format.md, External writes; seed 003, Requirement: Meeting Assistant generates
 * meeting outputs (external write diffs appended); docs/mcp.md (Audit).
 */
export function auditRecord(markdown: string, entries: number, recordedEarlier = 0): string {
  if (entries > 0 && markdown.trim() !== '') return markdown;
  if (recordedEarlier > 0) {
    return `## External writes\n\nNone since the last recorded writes: the session's ${recordedEarlier} earlier external write${recordedEarlier === 1 ? ' was' : 's were'} recorded above as ${recordedEarlier === 1 ? 'it was' : 'they were'} made.`;
  }
  return '## External writes\n\nNone: the agent changed no file outside the summary and context notes.';
}

/**
 * The `## Run cancelled <time>` record appended when the user cancelled a run (Ctrl-C, SIGTERM,
 * the caller's AbortSignal): a cancel is not a failure (H15).
 * Spec: issue 9, H15 (a cancel is recorded as cancelled).
 */
export function runCancelledRecord(at: Date, message: string): string {
  return [
    `## Run cancelled ${stamp(at)}`,
    '',
    message,
    '',
    'The run was stopped before it finished: no summary was written; the previous summary (if any) is unchanged.',
  ].join('\n');
}
