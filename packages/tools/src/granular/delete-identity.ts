/**
 * `delete_identity`: moves `<identities folder>/<name>.md` to the trash folder
 * (core `moveToTrash`, never unlinks, never overwrites) and says where it went.
 * `name` must be a plain file name (no folders) of an existing identity; unknown
 * names are refused with the known ones. Audited (before text → deleted).
 *
 * Only a regular file directly inside the identities folder is an identity: the path is
 * never resolved through symlinks (a link `Identities/Alias.md -> ../Meetings/x.md` would
 * otherwise trash the meeting note). A symlinked identity, or an identities folder that is
 * itself reached through a symlink, is refused and nothing moves.
 * Spec: docs/tools.md, Granular profile; docs/vault-format.md (Identities, `.trash/`).
 */
import type { Dirent } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { moveToTrash, nameKey, nameReadings, parseLink, readTextOrNull, sameName } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { refuse } from '../output/refusal.js';
import { withCallFileLock } from '../session/call-file-lock.js';
import type { ToolSession } from '../session/tool-session.js';
import { plainTextArg } from './plain-text-arg.js';

/** Arguments of `delete_identity`. */
export const DeleteIdentityInputSchema = lazySchema(() =>
  z.object({
    name: z.string().describe('Identity file name without .md, e.g. "Project Manager".'),
  }),
);

/** `.md` compared case-insensitively, as the identities listing does. */
const MD = /\.md$/i;

/**
 * The identity name an argument gives: the name itself, or a link to the identity note as
 * attendees and transcripts write people (`[[Zed]]`, `[[Identities/Zed|Z]]`, `[Zed](Identities/Zed.md)`;
 * core `parseLink`), or its vault path (`Identities/Zed`): the identities-folder prefix is dropped,
 * any other folder is kept, so the plain-name check still refuses it (review13 Z5; review V2).
 */
function identityName(rawName: string, folder: string): string {
  const link = parseLink(rawName);
  const target = link.form === 'plain' ? rawName : link.target;
  const prefix = `${folder.replace(/[\\/]+$/, '')}/`;
  const slash = target.replace(/\\/g, '/');
  return nameKey(slash.slice(0, prefix.length)) === nameKey(prefix) ? slash.slice(prefix.length) : target;
}

/**
 * The identity note `rawName` names (a name, a link to the note or its vault path: `identityName`):
 * a regular file directly in the identities folder (exact name, else the one with the same name in
 * another normalization or case). Reads only.
 * @throws ToolRefusal for a name that is not a plain file name, a symlinked identities folder or
 *   identity, or an unknown identity (names the known ones).
 */
export async function findIdentity(
  session: ToolSession,
  rawName: string,
): Promise<{ rel: string; abs: string }> {
  const folder = session.vault.config.folders.identities;
  // L54: each reading of the name (core `nameReadings`): `Zed#Roles` or `Zed|Z` is `Zed` too.
  const readings = nameReadings(plainTextArg('name', rawName)).map((r) =>
    identityName(r, folder).replace(MD, ''),
  );
  const name = readings[0] ?? '';
  if (name === '' || /[\\/]/.test(name) || name === '.' || name === '..') {
    refuse(
      `identity name ${JSON.stringify(rawName)} is not a plain file name`,
      'give the identity name alone, e.g. "Project Manager"',
    );
  }
  // The folder may be resolved (checks it stays in the vault), but must BE the configured
  // folder: a symlinked identities folder would point the delete at other notes.
  const dir = await session.vault.resolve(folder, { argument: 'identities', kind: 'folder' });
  if (dir.rel !== folder) {
    refuse(
      `the identities folder ${folder}/ is a symlink (to ${dir.rel}/)`,
      'identities must be regular files in a real folder; nothing was moved',
    );
  }
  const entries = await readdir(dir.abs, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [] as Dirent[];
    throw error;
  });
  // Exact name first, else the one identity with the same name in another normalization/case.
  const named = entries.filter((e) => MD.test(e.name));
  const lookUp = (wanted: string) => {
    const same = named.filter((e) => sameName(e.name.slice(0, -3), wanted));
    return named.find((e) => e.name.slice(0, -3) === wanted) ?? (same.length === 1 ? same[0] : undefined);
  };
  const entry = readings
    .filter((r) => r !== '' && !/[\\/]/.test(r))
    .map(lookUp)
    .find((e) => e !== undefined);
  if (entry?.isSymbolicLink()) {
    refuse(
      `${folder}/${entry.name} is a symlink, not an identity note`,
      `only regular files directly in ${folder}/ can be deleted; nothing was moved`,
    );
  }
  if (!entry?.isFile()) {
    const known = entries.filter((e) => e.isFile() && MD.test(e.name)).map((e) => e.name.slice(0, -3));
    refuse(`unknown identity "${name}"`, `identities: ${known.sort().join(', ') || '(none)'}`);
  }
  const rel = `${folder}/${entry.name}`;
  const abs = path.join(dir.abs, entry.name);
  return { rel, abs };
}

/** Creates `delete_identity` for one session. */
export function createDeleteIdentityTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof DeleteIdentityInputSchema>> {
  return defineTool({
    description:
      'Move a wrong speaker identity (voice profile) to the trash. Only when clearly wrong; recoverable.',
    inputSchema: DeleteIdentityInputSchema(),
    run: async (args, call) => {
      const { rel, abs } = await findIdentity(session, args.name);
      return withCallFileLock(session.vault, abs, call.signal, async () => {
        const before = await readTextOrNull(abs);
        // Re-check right before the move: the entry must still be a regular file, not a link.
        const now = await lstat(abs).catch(() => null);
        if (!now?.isFile()) refuse(`${rel} is no longer a regular file`, 'nothing was moved');
        const trashed = await moveToTrash(session.vault, rel);
        session.audit.record(rel, before, null);
        session.audit.kept(rel, trashed);
        return `moved ${rel} to ${trashed}`;
      });
    },
  });
}
