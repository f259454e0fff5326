import path from 'node:path';
import { CONFIG_FILE_NAME } from '../config/index.js';
import { MaError } from '../errors/index.js';
import { stat } from '../fs/blocking-fs.js';
import { nameKey } from '../names/index.js';
import { findByBasename } from './find-by-basename.js';
import { isUnderMeetingsFolder } from './meeting-stem.js';
import { existingFile } from './resolve-wikilink.js';
import type { Vault, VaultPath } from './vault.js';

/** True when `rel` lies in `folder` (segment-wise, any case and normalization). */
function inFolder(rel: string, folder: string): boolean {
  const f = folder.split('/').filter(Boolean).map(nameKey);
  const segs = rel.split('/').map(nameKey);
  return f.length > 0 && segs.length > f.length && f.every((s, i) => segs[i] === s);
}

/**
 * When `target` (a meeting reference as typed: a vault-relative path with or without `.md`, in any
 * case or Unicode normalization, or a note name) names an existing `.md` note of the vault that is
 * not inside the configured meetings folder — a vault whose meeting notes live in `Meeting Notes/`
 * while `folders.meetings` is `Meetings` — the clause that says so and how to point the meetings
 * folder at it, e.g. `Meeting Notes/2026-12-01 Standup.md is outside the meetings folder (Meetings/,
 * which does not exist in this vault): to summarize the notes of Meeting Notes/, set "folders":
 * {"meetings": "Meeting Notes"} in meeting-assistant.json, or move the note into Meetings/`. Null when
 * there is no such note, or it lies in another folder the product reads or writes (transcripts,
 * notes, summaries, context, projects, identities, trash: a transcript is not a meeting, and the
 * existing refusals say so), is the glossary or dictation list, or is a top-level note named by name
 * alone (`README`). Names only vault-relative paths (fit for a model's eyes).
 * Never throws for a missing or refused path.
 * Spec: docs/vault-format.md, Configuration (`folders.meetings`); newcomer review F7.
 */
export async function meetingOutsideFolder(vault: Vault, target: string): Promise<string | null> {
  const ref = target.replace(/\\/g, '/').trim();
  if (ref === '' || ref.includes('\0')) return null;
  const { folders } = vault.config;
  let found: VaultPath[] = [];
  try {
    if (ref.includes('/')) {
      const one = await existingFile(vault, ref, 'meeting');
      found = one === null ? [] : [one];
    } else found = await findByBasename(vault, '.', ref);
  } catch (error) {
    if (!MaError.isMaError(error)) throw error;
    return null;
  }
  const others = [
    folders.transcripts,
    folders.notes,
    folders.summaries,
    folders.context,
    folders.projects,
    folders.identities,
    folders.trash,
  ];
  const { files } = vault.config;
  const own = [files.glossary, files.dictation].map((f) => nameKey(f));
  const notes = found.filter(
    (p) =>
      p.toLowerCase().endsWith('.md') &&
      !isUnderMeetingsFolder(vault.config, p) &&
      !others.some((f) => inFolder(p, f)) &&
      !own.includes(nameKey(p)) &&
      // A top-level note found by name alone (README, a home note) is no sign of a meetings folder.
      (ref.includes('/') || p.includes('/')),
  );
  const [note] = notes;
  if (note === undefined) return null;
  const meetings = folders.meetings.replace(/[\\/]+$/, '');
  const exists = (await stat(path.join(vault.root, ...meetings.split('/'))).catch(() => null))?.isDirectory();
  const where = `the meetings folder (${meetings}/${exists ? '' : ', which does not exist in this vault'})`;
  if (notes.length > 1) {
    const named = notes.slice(0, 3).join(', ') + (notes.length > 3 ? `, … (${notes.length} in all)` : '');
    return `notes of that name lie outside ${where}: ${named}; if one is the meeting, set "folders": {"meetings": "<its folder>"} in ${CONFIG_FILE_NAME} (e.g. ${JSON.stringify(path.posix.dirname(note))}), or move it into ${meetings}/`;
  }
  const dir = path.posix.dirname(note);
  if (dir === '.')
    return `${note} is at the vault's top level, outside ${where}: move the note into ${meetings}/`;
  return `${note} is outside ${where}: to summarize the notes of ${dir}/, set "folders": {"meetings": ${JSON.stringify(dir)}} in ${CONFIG_FILE_NAME}, or move the note into ${meetings}/`;
}
