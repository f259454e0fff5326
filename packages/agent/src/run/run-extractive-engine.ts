import { meetingDay } from '@ma/core';
import { baseLanguage, summarizeExtractiveLines } from '@ma/extractive';
import { EMPTY_TRANSCRIPT_NOTICE, NOTES_ONLY_NOTICE } from '../lifecycle/meeting-links.js';
import { extractiveRecord } from '../lifecycle/run-records.js';
import { openTranscriptStream } from '../lifecycle/transcript-stream.js';
import { readUserNotes } from '../lifecycle/user-notes.js';
import { SessionRun } from '../session/session-run.js';
import type { SummaryRun } from '../summary-run.js';
import type { RunContext } from './run-context.js';

/**
 * The offline engine: `summarizeExtractiveLines` over the transcript body streamed line by line
 * (core's `streamLines`, so memory stays bounded at any length; with its line offset, so
 * `(Lnn)` citations are file lines), the user notes, the transcript's language (its `language:` frontmatter, else
 * detected; never `summary.language`: the engine quotes and cannot translate, and says so, review5 Q15), the
 * meeting date, the meeting's attendees and `summary.template`; then the same artifacts as the agent
 * through the same session commit ({@link SessionRun}, without tools: context note, summary with
 * `engine: extractive`, `status: summarized`) plus a context record
 * saying why no model was used, what the engine could not find and why (empty transcript, no cue
 * words for the language: `result.notices`) and how to configure one. An empty transcript gets no
 * coverage figure and a notice at the top of the summary (N8). Failures are recorded like agent failures.
 *
 * @param why the reason shown in the context note (engine requested / no model configured).
 * @throws SummaryRunError for any failure after the meeting was resolved (`aborted` when
 *   `ctx.signal` aborted, while the engine works (it yields to the host's event loop and stops at its next turn)
 *   or after it and before the summary is written: N13; `broken-link` when the `transcript:`/`usernotes:` link names no file;
 *   else `error`: an I/O failure), after `## Run failed` and, unless aborted or already summarized,
 *   `status: failed` were recorded (a failure while recording is swallowed by `recordFailure`).
 * Spec: issue "engine choice" (never silently offline); docs/vault-format.md, Configuration.
 */
export async function runExtractiveEngine(ctx: RunContext, why: string): Promise<SummaryRun> {
  const { vault, config, meeting } = ctx;
  const run = new SessionRun(ctx.acquired, null);
  try {
    await run.start();
    // User notes first: once the transcript stream is open, nothing but the engine runs until it is drained.
    const userNotes = await readUserNotes(vault, meeting);
    const transcript = await openTranscriptStream(vault, meeting);
    const result = await summarizeExtractiveLines(
      transcript?.lines ?? [],
      {
        userNotes,
        // The engine quotes the transcript and cannot translate: cue words are the transcript's language's, whatever
        // summary.language asks the summary to be written in (review5 Q15).
        language: transcript?.language ?? null,
        // Relative due dates ("by Friday") count from the meeting's day as every reader takes it (L3).
        meetingDate: meetingDay(meeting),
        // The meeting note's people: a task said of one who never speaks ("Carol will draft …") still names its owner.
        attendees: meeting.attendees,
        template: config.summary.template,
        lineOffset: transcript ? transcript.bodyStartLine - 1 : 0,
      },
      // N13: the engine gives the host's event loop turns while it works and stops at the first one after a stop.
      { signal: ctx.signal },
    );
    // N13: a stop that came while the engine read is honoured before anything is written.
    ctx.signal?.throwIfAborted();
    await run.claim();
    // Coverage is a share of the transcript's lines: an empty transcript has none (no figure, like notes only).
    const coverage = transcript && result.segments > 0 ? 100 : null;
    const notice = !transcript ? NOTES_ONLY_NOTICE : coverage === null ? EMPTY_TRANSCRIPT_NOTICE : null;
    const { summaryPath, contextPath, trashedPath, summaryUnchanged, warnings } = await run.commit({
      body: notice ? `${notice}\n\n${result.body}` : result.body,
      signal: ctx.signal,
      engine: 'extractive',
      model: null,
      coverage,
      // W8: a transcript with no spoken line (a recorder that failed, a sync not done yet) is no plain success.
      warnings: !transcript
        ? []
        : result.segments === 0
          ? [emptyTranscriptWarning(meeting.links.transcript ?? '')]
          : result.namedSegments === 0
            ? [noTurnsWarning(meeting.links.transcript ?? '', result.segments)]
            : [],
      record: (summaryPath) =>
        extractiveRecord(new Date(), why, summaryPath, [
          ...result.notices,
          ...summaryLanguageNotice(config.summary.language, result.language),
        ]),
    });
    const usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
    ctx.emit({ type: 'usage', usage });
    ctx.emit({ type: 'run-end', summaryPath });
    return {
      summaryPath,
      contextPath,
      trashedPath,
      ...(summaryUnchanged ? { summaryUnchanged } : {}),
      engine: 'extractive',
      steps: 0,
      toolCalls: 0,
      toolOutcomes: { refused: 0, notRun: 0, failed: 0 },
      usage,
      durationMs: Date.now() - ctx.startedAt,
      warnings,
      coverage,
    };
  } catch (error) {
    // A failure after the summary was written (the context record) is not a failed run.
    if (run.committed) throw error;
    const failure = await run.fail(error, '(offline engine)', ctx.signal);
    ctx.emit({ type: 'run-error', message: failure.message });
    throw failure;
  }
}

/**
 * The warning for a transcript note that holds no spoken line (empty, only frontmatter, only times or furniture):
 * said on the console, in the run record and the daemon log, so a failed recording does not pass for a finished
 * meeting (review10 W8).
 *
 * Spec: review10 W8; newcomer report N8 (a success that did nothing says so).
 */
function emptyTranscriptWarning(transcriptPath: string): string {
  return `the transcript ${transcriptPath} has no spoken lines: the summary holds only your notes; if the recording failed or its text has not synced yet, summarize the meeting again once the transcript has text`;
}

/**
 * The warning for a transcript none of whose lines was read as a speaker's turn (a shape the reader does not know:
 * every line is text without a speaker, so next steps have no owners): on the console, in the run record and the
 * daemon log, never blamed on the language alone.
 *
 * Spec: newcomer session 32 N6 (a transcript in an unknown shape was summarized as raw text, rc 0, silently).
 */
function noTurnsWarning(transcriptPath: string, lines: number): string {
  return `no line of the transcript ${transcriptPath} was read as a speaker's turn (${lines} line${lines === 1 ? '' : 's'} of text without a speaker): next steps have no owners; if it names its speakers, write them as \`Name: text\` or \`[00:00:03] **Name:** text\` lines, or as \`## Name (00:03)\` headings above the text (docs/vault-format.md, Transcript note)`;
}

/**
 * The notice for a `summary.language` the offline engine cannot honour: it quotes the transcript in the transcript's
 * language. Empty when none is set or it is the transcript's (`en-GB` and `en` are one).
 *
 * Spec: review5 Q15; docs/vault-format.md, Configuration (`summary.language`).
 */
function summaryLanguageNotice(wanted: string | null, used: string): string[] {
  if (wanted === null || baseLanguage(wanted) === used) return [];
  return [
    `\`summary.language\` is \`${wanted}\`, but the offline engine cannot translate: the summary quotes the transcript in its own language (\`${used}\`), and decisions and next steps were looked for in that language. A model writes the summary in \`${wanted}\`.`,
  ];
}
