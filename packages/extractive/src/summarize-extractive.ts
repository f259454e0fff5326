import { eventLoopTurn } from './event-loop-turn.js';
import { ExtractiveStream } from './extractive-stream.js';
import type { ExtractiveInput, ExtractiveSummary } from './extractive-summary.js';

/**
 * The offline summary engine, used when no model is configured: deterministic, no LLM, no network,
 * no file access. It returns the summary BODY and its structured parts; the caller writes the note.
 *
 * 1. Parses transcript segments (`[HH:MM:SS] **Speaker:** text`, 1-based lines + `lineOffset`).
 * 2. Splits sentences (`sbd`, spoken restarts), removes disfluencies, marks fragments.
 * 3. Key points: the transcript is segmented into topics by lexical cohesion (TextTiling manner); each
 *    substantial topic gives its most central whole sentence (TextRank within the topic), shown under a
 *    short lead; every quarter of the meeting contributes; no boost for the opening.
 * 4. Decisions and next steps: cue patterns (English; a few German/French cues) with precision rules
 *    (no logistics, jokes, hedges, questions, recaps of the last meeting; "that/it" resolved or dropped;
 *    reversals reported as reversed; near-duplicates once), owners, due dates only when stated.
 * 5. User notes: decision/action bullets added to Decisions / Next steps, labelled "(from user notes)";
 *    the other substantive lines shown in the Summary under "From your notes:".
 *
 * The same engine as {@link ExtractiveStream} fed line by line (use that, or
 * {@link summarizeExtractiveLines}, for transcripts too large to hold as one string).
 * Every item cites its transcript line; nothing is invented. An empty transcript yields
 * `- No transcript content.`; other languages degrade to key points only, and a meeting too short to rank shows its leading turns; `notices` says why (N8). Never throws on any string input.
 *
 * Spec: issue #5 "Offline summarizer"; issue 15 (whole meeting, precision, readable units); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs; docs/contracts.md, @ma/extractive.
 *
 * @param input - transcript body, optional user notes, language, caps, line offset, meeting date, template
 * @returns body and structured parts; same input → same output, byte for byte
 */
export function summarizeExtractive(input: ExtractiveInput): ExtractiveSummary {
  const transcript = typeof input.transcript === 'string' ? input.transcript.replace(/^\uFEFF/, '') : '';
  const { transcript: _omit, ...options } = input;
  const stream = new ExtractiveStream(options);
  try {
    let start = 0;
    while (start <= transcript.length) {
      const end = transcript.indexOf('\n', start);
      const stop = end < 0 ? transcript.length : end;
      if (stop > start || end >= 0) stream.push(transcript.slice(start, stop));
      if (end < 0) break;
      start = end + 1;
    }
    return stream.finish();
  } finally {
    // F90: a throw mid-run (a host's input whose accessors throw, a worker that died) must not leave the long
    // transcript's worker threads running in a long-lived host, as summarizeExtractiveLines already ensures.
    stream.close();
  }
}

/** Lines pushed between two turns of the host's event loop (a batch is about 4,000: a turn at least once a batch). */
const LINES_PER_TURN = 1000;

/**
 * How a host runs {@link summarizeExtractiveLines}: the signal that stops it.
 *
 * Spec: review2 N13 (a stop honoured before the commit); issue 13 (the host kept responsive).
 */
export interface ExtractiveRunControl {
  /** Aborted: the engine stops at its next turn (see {@link summarizeExtractiveLines}) and rejects with the reason. */
  signal?: AbortSignal;
}

/**
 * {@link summarizeExtractive} over a transcript body given as lines (an iterable or async iterable of
 * strings without line breaks, e.g. a streaming file reader), so the transcript is never held whole:
 * time is linear in its length and memory bounded.
 *
 * The engine shares the host's thread, so it gives the host's event loop a turn (I/O included) every
 * 1,000 lines, between the parts of a line over 80,000 characters (each about 40,000, cut at a sentence end, L546),
 * before its last batch and once it is done: a host's timers, sockets, Ctrl-C and MCP
 * messages are served while it works (at most one batch, about 4,000 lines or one such part, waits), and `control.signal`
 * is checked at each turn, so a stop that comes while it works (also during its last batch) ends it with
 * a rejection before it resolves, its worker threads stopped: a caller that writes only after it resolves
 * writes nothing for a stopped run.
 *
 * Spec: issue 13 (offline engine linear in time, ≤ 500 MB peak RSS at 3M lines); review2 N13 (a stop
 * honoured before the commit); docs/contracts.md, @ma/extractive.
 *
 * @param lines - the transcript body's lines in order (line 1 = the body's first line)
 * @param options - as {@link summarizeExtractive} without `transcript`
 * @param control - the signal that stops the run (optional)
 * @returns the summary
 * @throws whatever the line source throws (e.g. an fs error of the reader); `control.signal.reason`
 *   (as `signal.throwIfAborted()` does) once the signal is aborted
 */
export async function summarizeExtractiveLines(
  lines: Iterable<string> | AsyncIterable<string>,
  options: Omit<ExtractiveInput, 'transcript'> = {},
  control: ExtractiveRunControl = {},
): Promise<ExtractiveSummary> {
  const { signal } = control;
  signal?.throwIfAborted();
  const stream = new ExtractiveStream(options);
  try {
    let pushed = 0;
    for await (const line of lines) {
      // L546: a long line (a monologue export of tens of thousands of sentences) is worked through a part at a time,
      // a turn before each: a stop during it is honoured within a part, not after the whole line.
      // Only then an await: an async call for every line cost about 5 % more CPU at 200k lines (paired runs).
      if (stream.pushStepwise(line)) await stepThrough(stream, signal);
      if (++pushed % LINES_PER_TURN === 0) {
        await eventLoopTurn();
        signal?.throwIfAborted();
      }
    }
    await eventLoopTurn();
    signal?.throwIfAborted();
    // The reader holds the first 400 lines back (are turns written as headings?): a long one among them is done here.
    if (stream.endStepwise()) await stepThrough(stream, signal);
    const summary = stream.finish();
    // The last batch held the thread: a stop that came meanwhile is seen before the summary is given back.
    await eventLoopTurn();
    signal?.throwIfAborted();
    return summary;
  } finally {
    stream.close();
  }
}

/**
 * Does the work `stream` holds ({@link ExtractiveStream.step}: a long line's parts), a turn of the host's event loop and
 * a look at `signal` before each part (L546).
 */
async function stepThrough(stream: ExtractiveStream, signal: AbortSignal | undefined): Promise<void> {
  do {
    await eventLoopTurn();
    signal?.throwIfAborted();
  } while (stream.step());
}
