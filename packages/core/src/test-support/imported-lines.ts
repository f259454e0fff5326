/**
 * Test support for the import tests: a source file written from lines, imported into a vault, and
 * what a user then sees — the transcript note's body lines and the meeting note's frontmatter.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importTranscript } from '../import/import-transcript.js';
import { parseNote } from '../notes/index.js';
import type { Vault } from '../vault/vault.js';

/** What {@link importLines} gives: the import's result, the transcript body's lines, the meeting note's frontmatter. */
export interface ImportedLines {
  result: Awaited<ReturnType<typeof importTranscript>>;
  body: string[];
  meeting: Record<string, unknown>;
}

/**
 * Writes `lines` joined by `eol` as `<folder>/<name>`, imports it into `vault` with `opts` (`--title`,
 * `--date`) and reads back the two notes written.
 */
export async function importLines(
  vault: Vault,
  folder: string,
  name: string,
  lines: readonly string[],
  opts: { title?: string; date?: string } = {},
  eol = '\n',
): Promise<ImportedLines> {
  const file = path.join(folder, name);
  await writeFile(file, lines.join(eol));
  const result = await importTranscript(vault, { file, ...opts });
  const transcript = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
  const meeting = parseNote(await readFile(path.join(vault.root, result.meetingPath), 'utf8'));
  return {
    result,
    body: (transcript.split('---\n')[2] ?? '').trim().split('\n'),
    meeting: (meeting.frontmatter?.data ?? {}) as Record<string, unknown>,
  };
}
