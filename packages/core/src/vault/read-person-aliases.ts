import type { Dirent } from 'node:fs';
import { MaError } from '../errors/index.js';
import { readdir } from '../fs/blocking-fs.js';
import { readTextOrNull } from '../fs/read-text-or-null.js';
import { type PersonAliases, parseLink } from '../names/index.js';
import { parseNote } from '../notes/index.js';
import { personNoteProperties } from './person-property-shapes.js';
import { resolveWikilink } from './resolve-wikilink.js';
import type { Vault, VaultPath } from './vault.js';

/** At most this many identity notes are read per call (a folder of voice profiles, not an archive). */
const MAX_IDENTITIES = 2000;

/**
 * The names a person note declares: its file name, frontmatter `name`, `aliases` (and Obsidian's
 * older `alias`), and why some of its properties were not read (core `personNoteProperties`).
 */
function namesIn(rel: string, text: string): { names: string[]; problems: string[] } {
  const stem = (rel.split('/').pop() ?? rel).replace(/\.md$/i, '');
  let data: Record<string, unknown> = {};
  try {
    data = parseNote(text).frontmatter?.data ?? {};
  } catch (error) {
    // A note whose frontmatter cannot be read declares no other names; its file name still counts.
    if (!MaError.isMaError(error)) throw error;
  }
  const read = personNoteProperties(data);
  const names = [...new Set([stem, ...read.names].map((n) => n.trim()).filter((n) => n !== ''))];
  return { names, problems: read.problems };
}

/** The names of the note at vault path `rel` (checked by `vault.resolve`), or null when it cannot be read. */
async function readNames(vault: Vault, rel: string): Promise<PersonAliases | null> {
  try {
    const safe = await vault.resolve(rel, { argument: 'identity', mustExist: true, kind: 'file' });
    const text = await readTextOrNull(safe.abs);
    if (text === null) return null;
    const { names, problems } = namesIn(safe.rel, text);
    return { note: safe.rel, names, ...(problems.length > 0 ? { problems } : {}) };
  } catch (error) {
    if (MaError.isMaError(error)) return null;
    throw error;
  }
}

/**
 * The people the vault declares, for the attendee tools' matching (core `samePerson`,
 * `addPerson`, `removePerson` with `aliases`): every identity note directly in the identities
 * folder (`Identities/<person>.md`: file name, frontmatter `name`, `aliases`; regular files only,
 * hidden names and symlinks skipped, at most 2000), then the note each link of `items` leads to
 * (`[[People/Alice Moreau]]` → `People/Alice Moreau.md`: file name, `name`, Obsidian's `aliases`),
 * resolved as Obsidian resolves links (core `resolveWikilink`; links that lead nowhere, are
 * ambiguous or leave the vault are skipped). A note whose frontmatter cannot be read declares only
 * its file name; a property in a shape core does not take (`aliases: {Ana: host}`, a `name:` list) is
 * named in the entry's `problems`, the note's other names still read. Reads only.
 * @param items list items as written (the meeting's `attendees`, the name given), plain names and
 *   links alike; only links (wikilinks, Markdown links) are followed.
 * @param opts.follow asked with the vault path a link resolved to; a note it answers false for is not
 *   read (the caller's scope: a meeting reads no note of a project it is not bound to; review6 S11).
 * @param opts.from the vault path of the note holding `items` (the meeting note): a relative link
 *   (`[[../People/Marie|Marie]]`, Obsidian's "Relative path to file" format) is read from its folder (R111).
 * @returns one entry per note read, in that order, each note once.
 * @throws I/O errors other than a missing folder or file (EACCES, EIO …); never a `MaError`.
 * Spec: docs/vault-format.md (Identities: `name`, `aliases`); docs/tools.md (`add_attendee`,
 *   `remove_attendee`); review 3 M18; review6 S11.
 */
export async function readPersonAliases(
  vault: Vault,
  items: readonly string[] = [],
  opts: { follow?: (rel: VaultPath) => Promise<boolean>; from?: VaultPath } = {},
): Promise<PersonAliases[]> {
  const out: PersonAliases[] = [];
  const folder = vault.config.folders.identities;
  let entries: Dirent[] = [];
  try {
    const dir = await vault.resolve(folder, { argument: 'identities', kind: 'folder' });
    // A symlinked identities folder is not the vault's own (as delete_identity refuses it).
    if (dir.rel === folder) entries = await readdir(dir.abs, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!MaError.isMaError(error) && code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
  }
  const notes = entries
    .filter((e) => e.isFile() && /\.md$/i.test(e.name) && !e.name.startsWith('.'))
    .map((e) => `${folder}/${e.name}`)
    .sort()
    .slice(0, MAX_IDENTITIES);
  for (const rel of notes) {
    const found = await readNames(vault, rel);
    if (found) out.push(found);
  }
  for (const item of items) {
    if (parseLink(item).form === 'plain') continue;
    let rel: string | null;
    try {
      rel = await resolveWikilink(vault, item, opts.from);
    } catch (error) {
      if (MaError.isMaError(error)) continue;
      throw error;
    }
    if (rel === null || out.some((a) => a.note === rel)) continue;
    // Only notes the caller's scope may read are opened (S11: never an unbound project's file).
    if (opts.follow && !(await opts.follow(rel))) continue;
    const found = await readNames(vault, rel);
    if (found) out.push(found);
  }
  return out;
}
