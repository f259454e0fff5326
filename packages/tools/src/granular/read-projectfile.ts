/**
 * `read_projectfile`: read one file of a project bound to the current meeting.
 * In: project ID, project-relative path, optional `from`/`to` (1-based, inclusive, clamped).
 * Out: `<vault path> · lines A–B of N`, then `<n>│<text>`, cut at `limits.readChars` characters.
 * Refusals (unbound project, unsafe path, missing file) come back as `refused: …` text.
 * A big file (1 MiB or more) whose version the vault's line index does not know yet is read only up
 * to `to`: the header says `of at least N (not counted: …)` instead of the line count (issue #13); a
 * read that reaches the end of the file counts and indexes it, and later reads take the count from the index.
 * Spec: seed 000, Requirement: Agents can use project context tools (scenario
 * "Agent reads a clamped project file range"); docs/tools.md (line ranges; paths).
 */
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { resolveProjectFile } from '../session/project-scope.js';
import type { ToolSession } from '../session/tool-session.js';
import { continueHint, readNumberedAbs } from './read-numbered.js';
import { readRangeShape } from './shared-schemas.js';

/** Arguments of `read_projectfile`. */
export const ReadProjectfileInputSchema = lazySchema(() =>
  z.object({
    project: z.string().describe('Bound project ID.'),
    path: z.string().describe('File path relative to the project folder.'),
    ...readRangeShape(),
  }),
);

/** Creates `read_projectfile` for one session; bound projects are re-read on every call. */
export function createReadProjectfileTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ReadProjectfileInputSchema>> {
  return defineTool({
    readOnly: true,
    description: 'Read a file of a bound project. Numbered lines, for later edits with write_projectfile.',
    inputSchema: ReadProjectfileInputSchema,
    run: async ({ project, path, from, to, from_char }) => {
      const file = await resolveProjectFile(session, project, path, { mustExist: true, kind: 'file' });
      const hint = continueHint('read_projectfile', `project=${project}, path=${file.inProject}, `);
      return (await readNumberedAbs(session, file, { from, to, from_char }, hint, { countAll: false })).text;
    },
  });
}
