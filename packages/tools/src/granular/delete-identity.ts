/**
 * `delete_identity`: moves `<identities folder>/<name>.md` to the trash folder
 * (core `moveToTrash`, never unlinks, never overwrites) and says where it went.
 * `name` must be a plain file name (no folders) of an existing identity; unknown
 * names are refused with the known ones. Audited (before text → deleted).
 * Spec: docs/tools.md, Granular profile; docs/vault-format.md (Identities, `.trash/`).
 */
import { listFiles, moveToTrash, readTextOrNull } from '@ma/core';
import { z } from 'zod';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from '../session/tool-session.js';

/** Arguments of `delete_identity`. */
export const DeleteIdentityInputSchema = z.object({
  name: z.string().describe('Identity file name without .md, e.g. "Project Manager".'),
});

/** Creates `delete_identity` for one session. */
export function createDeleteIdentityTool(
  session: ToolSession,
): ToolDefinition<typeof DeleteIdentityInputSchema> {
  return defineTool({
    description:
      'Move a wrong speaker identity (voice profile) to the trash. Only when clearly wrong; recoverable.',
    inputSchema: DeleteIdentityInputSchema,
    run: async (args) => {
      const folder = session.vault.config.folders.identities;
      const name = args.name.trim().replace(/\.md$/i, '');
      if (name === '' || /[\\/]/.test(name) || name === '.' || name === '..') {
        refuse(
          `identity name ${JSON.stringify(args.name)} is not a plain file name`,
          'give the identity name alone, e.g. "Project Manager"',
        );
      }
      const known = (await listFiles(session.vault, folder))
        .filter((f) => f.path.toLowerCase().endsWith('.md') && !f.path.slice(folder.length + 1).includes('/'))
        .map((f) => f.path.slice(folder.length + 1, -3));
      if (!known.includes(name))
        refuse(`unknown identity "${name}"`, `identities: ${known.join(', ') || '(none)'}`);
      const { abs, rel } = await session.vault.resolve(`${folder}/${name}.md`, {
        argument: 'name',
        mustExist: true,
        kind: 'file',
      });
      const before = await readTextOrNull(abs);
      const trashed = await moveToTrash(session.vault, rel);
      session.audit.record(rel, before, null);
      return `moved ${rel} to ${trashed}`;
    },
  });
}
