import type { Meeting } from '@ma/core';
import { meetingDay, meetingUserNotes, TRANSCRIPT_HASH_KEY, toWikilink } from '@ma/core';
import type { SummaryEngine } from '../agent-event.js';

/**
 * Inputs of {@link buildSummaryFrontmatter}.
 *
 * Spec: docs/vault-format.md, Summary note (written by the agent, links added by the product).
 */
export interface SummaryFrontmatterInput {
  meeting: Meeting;
  contextPath: string;
  /** Bound project IDs at the end of the run. */
  projects: readonly string[];
  engine: SummaryEngine;
  /** Model id (`model.model`); null for the extractive engine. */
  model: string | null;
  /** Transcript coverage, whole percent; null without a transcript (no `coverage` key then). */
  coverage: number | null;
  /**
   * `sha256:<hex>` of the transcript bytes the summary was written from (core's
   * `transcriptContentHash`); null or absent: no `transcript_hash` key.
   */
  transcriptHash?: string | null;
}

/**
 * The summary note's frontmatter, in this key order: `meeting`, `transcript` (when the meeting
 * has one), `usernotes` (the user-notes note read, a list when several: review6 S8; none when the
 * notes are the meeting note's body), `context` (wikilinks), `date` (the meeting's date as core's one reader reads it: the
 * text as written, a one-element list or daily-note link unwrapped; without `date:` the day of
 * `start:`, else the `YYYY-MM-DD` in the note's name, core `meetingDay`, as past meetings are ordered (T59);
 * none when `date:` cannot be read or nothing gives a day), `projects`,
 * `generated_by: meeting-assistant`, `engine`, `model` (agent engine only), `coverage` (only
 * when the meeting has a transcript), `transcript_hash` (the transcript bytes summarized: a
 * watcher re-summarizes when they change, whatever the modification times say; R14).
 *
 * Spec: docs/vault-format.md, Summary note; seed 003 ("linked to the meeting note, transcript,
 * and assistant context").
 */
export function buildSummaryFrontmatter(input: SummaryFrontmatterInput): Record<string, unknown> {
  const { meeting } = input;
  const fm: Record<string, unknown> = { meeting: toWikilink(meeting.path) };
  if (meeting.links.transcript) fm.transcript = toWikilink(meeting.links.transcript);
  // S8: the user-notes note(s) read, linked like the transcript (a list when there are several).
  const notes = meetingUserNotes(meeting);
  if (notes.length === 1) fm.usernotes = toWikilink(notes[0]!);
  else if (notes.length > 1) fm.usernotes = notes.map((rel) => toWikilink(rel));
  fm.context = toWikilink(input.contextPath);
  // T59: without `date:` the meeting's day is its `start:`'s, else the `YYYY-MM-DD` its name starts with
  // (core `meetingDay`, as past meetings order it); a `date:` that cannot be read gives none (V7).
  const date = meetingDay(meeting);
  if (date) fm.date = date;
  fm.projects = [...input.projects];
  fm.generated_by = 'meeting-assistant';
  fm.engine = input.engine;
  if (input.model) fm.model = input.model;
  if (input.coverage !== null) fm.coverage = input.coverage;
  if (input.transcriptHash) fm[TRANSCRIPT_HASH_KEY] = input.transcriptHash;
  return fm;
}
