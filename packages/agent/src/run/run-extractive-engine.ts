import {
  appendToContext,
  boundProjects,
  commitSummary,
  ensureContextNote,
  pruneContextLinks,
} from '@ma/core';
import { summarizeExtractiveLines } from '@ma/extractive';
import { assertLinksResolve, NOTES_ONLY_NOTICE } from '../lifecycle/meeting-links.js';
import { recordFailure, shouldMarkFailed } from '../lifecycle/record-failure.js';
import { extractiveRecord } from '../lifecycle/run-records.js';
import { buildSummaryFrontmatter } from '../lifecycle/summary-frontmatter.js';
import { openTranscriptStream } from '../lifecycle/transcript-stream.js';
import { readUserNotes } from '../lifecycle/user-notes.js';
import type { SummaryRun } from '../summary-run.js';
import { describeFailure } from './describe-failure.js';
import type { RunContext } from './run-context.js';

/**
 * The offline engine: `summarizeExtractiveLines` over the transcript body streamed line by line
 * (core's `streamLines`, so memory stays bounded at any length; with its line offset, so
 * `(Lnn)` citations are file lines), the user notes, the language (`summary.language`, else the
 * transcript's), the meeting date and `summary.template`; then the same artifacts as the agent
 * (context note, summary with `engine: extractive`, `status: summarized`) plus a context record
 * saying why no model was used and how to configure one. Failures are recorded like agent failures.
 *
 * @param why the reason shown in the context note (engine requested / no model configured).
 * @throws SummaryRunError for any failure after the meeting was resolved (`aborted` when
 *   `ctx.signal` aborted; `broken-link` when the `transcript:`/`usernotes:` link names no file;
 *   else `error`: an I/O failure), after `## Run failed` and, unless aborted or already summarized,
 *   `status: failed` were recorded (a failure while recording is swallowed by `recordFailure`).
 * Spec: issue "engine choice" (never silently offline); docs/vault-format.md, Configuration.
 */
export async function runExtractiveEngine(ctx: RunContext, why: string): Promise<SummaryRun> {
  const { vault, config, meeting } = ctx;
  let contextPath: string | null = null;
  try {
    contextPath = await ensureContextNote(vault, meeting);
    assertLinksResolve(meeting);
    // User notes first: once the transcript stream is open, nothing but the engine runs until it is drained.
    const userNotes = await readUserNotes(vault, meeting);
    const transcript = await openTranscriptStream(vault, meeting);
    const result = await summarizeExtractiveLines(transcript?.lines ?? [], {
      userNotes,
      language: config.summary.language ?? transcript?.language ?? null,
      meetingDate: meeting.date,
      template: config.summary.template,
      lineOffset: transcript ? transcript.bodyStartLine - 1 : 0,
    });
    const frontmatter = buildSummaryFrontmatter({
      meeting,
      contextPath,
      projects: await boundProjects(vault, meeting.path),
      engine: 'extractive',
      model: null,
      coverage: transcript ? 100 : null,
    });
    const body = transcript ? result.body : `${NOTES_ONLY_NOTICE}\n\n${result.body}`;
    const { path: summaryPath } = await commitSummary(vault, meeting, {
      body,
      frontmatter,
      force: ctx.force,
    });
    await appendToContext(vault, contextPath, extractiveRecord(new Date(), why, summaryPath));
    const usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
    ctx.emit({ type: 'usage', usage });
    ctx.emit({ type: 'run-end', summaryPath });
    return {
      summaryPath,
      contextPath,
      engine: 'extractive',
      steps: 0,
      toolCalls: 0,
      usage,
      durationMs: Date.now() - ctx.startedAt,
      coverage: transcript ? 100 : null,
    };
  } catch (error) {
    const failure = describeFailure(error, '(offline engine)', ctx.signal);
    await recordFailure(
      vault,
      meeting.path,
      contextPath,
      failure.message,
      null,
      shouldMarkFailed(failure.reason, meeting.status),
      failure.reason === 'aborted',
    );
    // H15: after a failed or cancelled run the context note links only notes that exist.
    await pruneContextLinks(vault, meeting).catch(() => {});
    ctx.emit({ type: 'run-error', message: failure.message });
    throw failure;
  }
}
