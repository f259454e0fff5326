/**
 * Reads the sample vault's meetings for the ROUGE evaluation (`./evaluate.ts`) and its tests.
 * Internal: not re-exported from `src/index.ts`, not part of the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { meetingDayOf, parseLink, parseNote } from '@ma/core';

/**
 * Absolute path of the repository's sample vault (examples/sample-vault), found relative to this package.
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure, on the sample vault; README, "ROUGE on the
 * sample vault").
 */
export const SAMPLE_VAULT = fileURLToPath(new URL('../../../../examples/sample-vault/', import.meta.url));

/**
 * One sample-vault meeting, read the way the agent would hand it to the engine.
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure, on the sample vault; README, "ROUGE on the
 * sample vault").
 */
export interface SampleMeeting {
  /** Meeting name (file basename without `.md`). */
  name: string;
  /**
   * The meeting's day as the product reads it (core `meetingDayOf`, the rule of `meetingDay`: its
   * `date:`, else the day of `start:`, else the name's `YYYY-MM-DD`; L34), or null.
   */
  date: string | null;
  /** Transcript note body (frontmatter removed). */
  transcript: string;
  /** 1-based file line where the transcript body starts. */
  transcriptBodyStartLine: number;
  /** The full transcript file text, for checking citations against file lines. */
  transcriptFile: string;
  /** User notes: the linked `Notes/` note body, else the meeting note body. */
  userNotes: string;
  /** QMSum reference summary (References/<name>.md body). */
  reference: string;
}

/**
 * Splits a note into frontmatter text and body, and reports the body's 1-based start line.
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure, on the sample vault; README, "ROUGE on the
 * sample vault").
 */
export function splitFrontmatter(text: string): { frontmatter: string; body: string; bodyStartLine: number } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return { frontmatter: '', body: text, bodyStartLine: 1 };
  const frontmatter = match[1] ?? '';
  return {
    frontmatter,
    body: text.slice(match[0].length),
    bodyStartLine: match[0].split('\n').length,
  };
}

function field(frontmatter: string, key: string): string | null {
  const match = new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(frontmatter);
  return match?.[1]?.trim().replace(/^["']|["']$/g, '') ?? null;
}

/** The file part of a link value without `.md` (core's one link reader, `parseLink`); null when none. */
function wikilinkTarget(value: string | null): string | null {
  const target = value ? parseLink(value).target.replace(/\.md$/i, '') : '';
  return target === '' ? null : target;
}

/**
 * Loads every meeting of the sample vault that has a transcript and a reference, sorted by name.
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure, on the sample vault; README, "ROUGE on the
 * sample vault").
 *
 * @param root - vault root, default {@link SAMPLE_VAULT}
 */
export function loadSampleMeetings(root = SAMPLE_VAULT): SampleMeeting[] {
  const meetings: SampleMeeting[] = [];
  for (const file of readdirSync(`${root}Meetings`)
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const name = file.slice(0, -3);
    const text = readFileSync(`${root}Meetings/${file}`, 'utf8');
    const meeting = splitFrontmatter(text);
    const transcriptRel = wikilinkTarget(field(meeting.frontmatter, 'transcript')) ?? `Transcripts/${name}`;
    const notesRel = wikilinkTarget(field(meeting.frontmatter, 'usernotes'));
    const transcriptPath = `${root}${transcriptRel}.md`;
    const referencePath = `${root}References/${name}.md`;
    if (!existsSync(transcriptPath) || !existsSync(referencePath)) continue;
    const transcriptFile = readFileSync(transcriptPath, 'utf8');
    const transcript = splitFrontmatter(transcriptFile);
    const userNotes = notesRel
      ? splitFrontmatter(readFileSync(`${root}${notesRel}.md`, 'utf8')).body
      : meeting.body;
    meetings.push({
      name,
      date: meetingDayOf(parseNote(text).frontmatter?.data ?? {}, name),
      transcript: transcript.body,
      transcriptBodyStartLine: transcript.bodyStartLine,
      transcriptFile,
      userNotes,
      reference: splitFrontmatter(readFileSync(referencePath, 'utf8')).body.trim(),
    });
  }
  return meetings;
}
