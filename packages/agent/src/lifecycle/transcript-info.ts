import { type Meeting, parseNote, type Vault, withNotePath } from '@ma/core';
import { readVaultLines } from '../vault-text.js';

/**
 * The meeting's transcript as the lifecycle needs it.
 *
 * Spec: docs/vault-format.md, Transcript note; issue "honest summaries" (coverage span).
 */
export interface TranscriptInfo {
  /** Vault-relative path. */
  path: string;
  /** Line count of the file. */
  lines: number;
  /** 1-based file line where the body (the spoken text) starts. */
  bodyStartLine: number;
  /** The body text (frontmatter removed), lines joined with `\n`. */
  body: string;
  /** Frontmatter `language`, when it is a non-empty string. */
  language: string | null;
}

/**
 * Reads the meeting's transcript note through core, or returns `null` when the meeting links no
 * transcript. Used for coverage (counted span = body lines), the prompt (line count) and the
 * extractive engine (body + line offset so citations match file lines).
 * @throws PathSafetyError / NotFoundError('file') when the linked transcript is unsafe or missing.
 * Spec: docs/vault-format.md, Transcript note; seed 003, Requirement: Meeting Assistant generates
 * meeting outputs (reads the transcript).
 */
export async function readTranscriptInfo(vault: Vault, meeting: Meeting): Promise<TranscriptInfo | null> {
  const path = meeting.links.transcript;
  if (!path) return null;
  const { lines, total } = await readVaultLines(vault, path, 'transcript');
  // review4 P14: a YAML error names the transcript note.
  const note = withNotePath(path, () => parseNote(lines.join('\n')));
  const language = note.frontmatter?.data.language;
  return {
    path,
    lines: total,
    bodyStartLine: note.bodyStartLine,
    body: note.body,
    language: typeof language === 'string' && language.trim() !== '' ? language.trim() : null,
  };
}
