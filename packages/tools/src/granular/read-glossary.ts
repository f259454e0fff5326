import { readTextOrNull } from '@ma/core';
/**
 * `read_glossary`: the vault's glossary (`- **Term**: definition` items), numbered.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/vault-format.md.
 */
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { resolveOwnFile } from './own-file.js';
import { continueHint, readNumberedText } from './read-numbered.js';
import { readRangeShape } from './shared-schemas.js';

/** Arguments of `read_glossary`. */
export const ReadGlossaryInputSchema = lazySchema(() => z.object({ ...readRangeShape() }));

/** Creates `read_glossary` for one session. */
export function createReadGlossaryTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ReadGlossaryInputSchema>> {
  return defineTool({
    readOnly: true,
    description: 'Read the glossary: terms, names and spellings to use in the summary.',
    inputSchema: ReadGlossaryInputSchema,
    acceptsNoArguments: true,
    run: async (range) => {
      const { abs, rel } = await resolveOwnFile(session, 'files.glossary');
      const text = await readTextOrNull(abs);
      if (text === null) return `${rel} · does not exist`;
      return readNumberedText(session, rel, text, range, continueHint('read_glossary'));
    },
  });
}
