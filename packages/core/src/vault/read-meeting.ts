import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MaError, withNotePath } from '../errors/index.js';
import { parseNote } from '../notes/index.js';
import { asString, asStringList, linkTarget } from './frontmatter-values.js';
import type { Meeting } from './meeting.js';
import { defaultArtifactPath } from './meeting-stem.js';
import { existingFile, resolveWikilink } from './resolve-wikilink.js';
import type { Vault, VaultPath } from './vault.js';

/** Resolves a link value; a path-form link to a missing file still gives its (checked) `.md` path when `allowMissing`. */
async function linkPath(vault: Vault, value: unknown, allowMissing: boolean): Promise<VaultPath | null> {
  const raw = asString(value);
  if (raw === null) return null;
  try {
    const found = await resolveWikilink(vault, raw);
    if (found !== null || !allowMissing) return found;
    const target = linkTarget(raw);
    if (!/[\\/]/.test(target)) return null;
    const withMd = target.toLowerCase().endsWith('.md') ? target : `${target}.md`;
    return (await vault.resolve(withMd, { argument: 'link' })).rel;
  } catch (error) {
    if (MaError.isMaError(error)) return null;
    throw error;
  }
}

/**
 * Reads a meeting note (again on every call: the user may edit it mid-run).
 * Links come from frontmatter `transcript`, `usernotes`, `summary`, `context`
 * (wikilinks or paths). Fallbacks mirror the meeting's place inside the
 * meetings folder (`meetingStem`: `Meetings/2025/Standup.md` → `2025/Standup`),
 * so same-name meetings in different subfolders never share a file:
 * `summary` and `context` default to `<folder>/<stem>.md` (whether or not it
 * exists yet), `transcript` to `<transcripts>/<stem>.md` and `usernotes` to
 * `<notes>/<stem>.md` when that file exists (without one the meeting body is
 * the user notes). Hostile or ambiguous links count as missing.
 * @throws NotFoundError('file') when the note does not exist; PathSafetyError when the path is refused;
 *   FrontmatterError from `parseNote` (e.g. `---js`), naming the note's path.
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md, Vault model.
 */
export async function readMeeting(vault: Vault, meetingPath: VaultPath): Promise<Meeting> {
  const { abs, rel } = await vault.resolve(meetingPath, {
    argument: 'meeting',
    mustExist: true,
    kind: 'file',
  });
  const text = await readFile(abs, 'utf8');
  const note = withNotePath(rel, () => parseNote(text));
  const data = note.frontmatter?.data ?? {};
  const name = path.posix.basename(rel).replace(/\.md$/i, '');
  const { folders } = vault.config;
  const defaultPath = (folder: string) => defaultArtifactPath(vault.config, folder, rel);
  const transcript =
    (await linkPath(vault, data.transcript, false)) ??
    (await existingFile(vault, defaultPath(folders.transcripts)));
  const usernotes =
    (await linkPath(vault, data.usernotes, false)) ?? (await existingFile(vault, defaultPath(folders.notes)));
  return {
    path: rel,
    name,
    text,
    note,
    date: asString(data.date),
    status: asString(data.status),
    attendees: asStringList(data.attendees),
    projects: asStringList(data.projects),
    links: {
      transcript,
      usernotes,
      summary: (await linkPath(vault, data.summary, true)) ?? defaultPath(folders.summaries),
      context: (await linkPath(vault, data.context, true)) ?? defaultPath(folders.context),
    },
  };
}
