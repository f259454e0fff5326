import { MaError } from '../errors/index.js';
import { readText } from '../fs/read-text-or-null.js';
import { frontmatterLink } from '../names/index.js';
import { frontmatterProperty } from '../notes/frontmatter-property.js';
import { parseNote } from '../notes/index.js';
import { listMeetings } from './list-meetings.js';
import { resolveWikilink } from './resolve-wikilink.js';
import { splitMeetingTemplates } from './template-note.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * What a run knew of its meeting before the meeting note went missing: the note's old path and
 * the notes that belong to it (null: none).
 * Spec: review5 Q14.
 */
export interface MeetingBeforeMove {
  /** Where the meeting note was. */
  path: VaultPath;
  /** Its transcript note. */
  transcript: VaultPath | null;
  /** Its user-notes note. */
  usernotes: VaultPath | null;
  /** Its assistant context note (the run's own). */
  context: VaultPath | null;
}

/**
 * Where a meeting note that is gone from `was.path` went (renamed or moved by Obsidian, a sync, the
 * user), found only when the vault tells it unambiguously:
 * - the `meeting:` link of its transcript, user notes and context note (Obsidian rewrites them on a
 *   rename) names an existing note other than the old path;
 * - a meeting note (in the meetings folder) whose `transcript:` or `context:` link resolves to the
 *   meeting's transcript or context note (a move that rewrote no link: `mv`, a file manager).
 * Every note found must be one note: two different ones (a copy, a second meeting on the same
 * transcript) are `ambiguous`.
 * @returns `{ path, how }` (`how`: which link told it, for the message), or `{ path: null, why,
 *   candidates }` (`why`: `gone` when nothing names a new place, `ambiguous` with the candidates).
 * @throws only on I/O failures other than a missing or unreadable note.
 * Spec: review5 Q14 (a meeting note renamed during a run: the run follows it or says what happened);
 *   docs/vault-format.md, Transcript note (`meeting:` links the transcript to its meeting).
 */
export async function findMovedMeeting(
  vault: Vault,
  was: MeetingBeforeMove,
): Promise<
  { path: VaultPath; how: string } | { path: null; why: 'gone' | 'ambiguous'; candidates: VaultPath[] }
> {
  const found = new Map<VaultPath, string>();
  const add = (path: VaultPath | null, how: string) => {
    if (path !== null && path !== was.path && !found.has(path)) found.set(path, how);
  };
  // Notes that link back to their meeting (`meeting:`), rewritten by Obsidian on a rename.
  for (const [key, rel] of [
    ['transcript', was.transcript],
    ['user notes', was.usernotes],
    ['context note', was.context],
  ] as const) {
    if (rel === null) continue;
    const link = await frontmatterValue(vault, rel, 'meeting');
    if (link === null) continue;
    const target = await resolveWikilink(vault, link).catch(() => null);
    if (target !== null && target !== was.path) add(target, `the \`meeting:\` link of its ${key} ${rel}`);
  }
  // Meeting notes whose own links lead to this meeting's transcript or context note.
  const mine = new Set([was.transcript, was.context].filter((p): p is VaultPath => p !== null));
  if (mine.size > 0) {
    for (const meeting of await listMeetings(vault).catch(() => [] as VaultPath[])) {
      if (meeting === was.path) continue;
      for (const key of ['transcript', 'context'] as const) {
        const link = await frontmatterValue(vault, meeting, key);
        if (link === null) continue;
        const target = await resolveWikilink(vault, link).catch(() => null);
        if (target !== null && mine.has(target))
          add(meeting, `its \`${key}:\` link to ${target}, which this meeting's run was using`);
      }
    }
  }
  // Leftovers s33: an Obsidian template whose links lead here is no moved meeting (only these few are read).
  const paths = (await splitMeetingTemplates(vault, [...found.keys()])).meetings;
  if (paths.length === 1) {
    const path = paths[0] as VaultPath;
    return { path, how: found.get(path) as string };
  }
  return { path: null, why: paths.length === 0 ? 'gone' : 'ambiguous', candidates: paths.sort() };
}

/** The frontmatter value `key` of the note at `rel` read as one link; null when none or unreadable. */
async function frontmatterValue(vault: Vault, rel: VaultPath, key: string): Promise<string | null> {
  try {
    const { abs } = await vault.resolve(rel, { argument: 'note', mustExist: true, kind: 'file' });
    const link = frontmatterLink(
      frontmatterProperty(parseNote(await readText(abs)).frontmatter?.data ?? {}, key),
    );
    return link === null || link.trim() === '' ? null : link;
  } catch (error) {
    if (MaError.isMaError(error)) return null;
    throw error;
  }
}
