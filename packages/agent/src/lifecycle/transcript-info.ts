import path from 'node:path';
import {
  frontmatterProperty,
  LINE_INDEX_MIN_BYTES,
  type Meeting,
  NotTextError,
  parseNote,
  readLines,
  readTextDigest,
  STATE_FOLDER,
  type Vault,
  withNotePath,
} from '@ma/core';
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
  /**
   * The body text (frontmatter removed), lines joined with `\n`: read when first asked for (and then
   * kept), so that a session that never needs it (an MCP server's, which reads ranges) never holds a
   * 2M-line transcript in memory (issue #13, Q1).
   */
  body(): Promise<string>;
  /** Frontmatter `language`, when it is a non-empty string. */
  language: string | null;
}

/**
 * Lines read from the top of a big transcript for its frontmatter; a frontmatter longer than this
 * (it does not close within them) is read from the whole file, as before.
 */
const HEAD_LINES = 512;

/**
 * Reads the meeting's transcript note through core, or returns `null` when the meeting links no
 * transcript. Used for coverage (counted span = body lines), the prompt (line count) and the
 * extractive engine (body + line offset so citations match file lines).
 *
 * A transcript of {@link LINE_INDEX_MIN_BYTES} or more is not read whole (Q1, issue #13): its line
 * count and its check as text (NUL bytes, invalid UTF-8, a lone CR) come from its text digest, kept
 * in the vault's index database per file version (core `readTextDigest`: one streamed pass the first
 * time, nothing while the file is unchanged), and its frontmatter from its first lines; the body is
 * read when {@link TranscriptInfo.body} is first called. The answer is the same as a whole read's:
 * a file that is not text, or whose frontmatter does not close in its first lines, is read whole.
 * @throws PathSafetyError / NotFoundError('file') when the linked transcript is unsafe or missing;
 *   NotTextError when it is not text; FrontmatterError (naming the note) when its frontmatter is broken.
 * Spec: docs/vault-format.md, Transcript note; seed 003, Requirement: Meeting Assistant generates
 * meeting outputs (reads the transcript); issue #13 (Q1: an MCP server's first call on a meeting).
 */
export async function readTranscriptInfo(vault: Vault, meeting: Meeting): Promise<TranscriptInfo | null> {
  const path = meeting.links.transcript;
  if (!path) return null;
  return (await headInfo(vault, path)) ?? (await wholeInfo(vault, path));
}

/** The info from a whole read of the transcript (the body kept). */
async function wholeInfo(vault: Vault, rel: string): Promise<TranscriptInfo> {
  const { lines, total } = await readVaultLines(vault, rel, 'transcript');
  // review4 P14: a YAML error names the transcript note.
  const note = withNotePath(rel, () => parseNote(lines.join('\n')));
  const body = note.body;
  return {
    path: rel,
    lines: total,
    bodyStartLine: note.bodyStartLine,
    body: async () => body,
    language: languageOf(frontmatterProperty(note.frontmatter?.data ?? {}, 'language')),
  };
}

/**
 * The info of a big transcript from its digest and first lines, or null when it must be read whole
 * (small, not text, a frontmatter that does not close in {@link HEAD_LINES} lines).
 */
async function headInfo(vault: Vault, rel: string): Promise<TranscriptInfo | null> {
  const { abs } = await vault.resolve(rel, { argument: 'transcript', mustExist: true, kind: 'file' });
  const indexFolder = path.join(vault.root, STATE_FOLDER);
  let digest: Awaited<ReturnType<typeof readTextDigest>>;
  try {
    // A small transcript (the usual one) is read once, whole, by the caller: not digested first.
    digest = await readTextDigest(abs, { indexFolder, largeOnly: true });
  } catch (error) {
    if (NotTextError.isInstance(error)) return null; // the whole read refuses it, in its words
    throw error;
  }
  if (digest === null || digest.bytes < LINE_INDEX_MIN_BYTES) return null;
  const head = await readLines(abs, { from: 1, to: HEAD_LINES }, { indexFolder });
  // The digest and the head are of one version of the file: else read it whole.
  if (head.total !== digest.lines) return null;
  let note: ReturnType<typeof parseNote>;
  try {
    note = parseNote(head.lines.join('\n'));
  } catch {
    return null; // an unclosed (longer) frontmatter, or a broken one: the whole read says which
  }
  if (note.bodyStartLine > HEAD_LINES) return null;
  let body: Promise<string> | null = null;
  return {
    path: rel,
    lines: digest.lines,
    bodyStartLine: note.bodyStartLine,
    body: () => {
      body ??= wholeInfo(vault, rel).then((whole) => whole.body());
      return body;
    },
    language: languageOf(frontmatterProperty(note.frontmatter?.data ?? {}, 'language')),
  };
}

function languageOf(language: unknown): string | null {
  return typeof language === 'string' && language.trim() !== '' ? language.trim() : null;
}
