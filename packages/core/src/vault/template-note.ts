import type { BigIntStats } from 'node:fs';
import path from 'node:path';
import { DRAWING_REASONS, type NotMeetingReason, TemplateNoteError } from '../errors/index.js';
import { readFile, stat } from '../fs/blocking-fs.js';
import { changedRecently } from '../fs/changed-recently.js';
import { readChunks } from '../fs/read-chunks.js';
import { type FileVersion, sameFileVersion } from '../fs/read-text-settled.js';
import { splitFrontmatter } from '../notes/split-frontmatter.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * Obsidian meeting templates (newcomer session 32 N4). Obsidian users keep a meeting template —
 * core Templates' `{{title}}`, `{{date}}`, `{{date:YYYY-MM-DD}}`, `{{time}}`, or Templater's
 * `<% tp.… %>` — often next to their meetings (`Meetings/_templates/Meeting.md`). Such a note is no
 * meeting: summarizing it writes a summary of placeholders and rewrites the TEMPLATE's frontmatter
 * (`status: summarized`, `summary:`, `context:`), which every meeting made from it afterwards
 * inherits (born `summarized`, so never summarized, and linking another note's summary).
 *
 * Spec: docs/vault-format.md (Meeting note: templates); newcomer session 32 N4.
 */

/** Where Obsidian's template plugins keep their folder: the file under `.obsidian/` and its key. */
const TEMPLATE_SETTINGS: ReadonlyArray<{ file: string; key: string }> = [
  { file: 'templates.json', key: 'folder' },
  { file: 'plugins/templater-obsidian/data.json', key: 'templates_folder' },
];

/**
 * The template folders the vault's Obsidian settings name (core Templates `.obsidian/templates.json`
 * `folder`, Templater `.obsidian/plugins/templater-obsidian/data.json` `templates_folder`), as
 * vault-relative paths with `/` separators and no leading or trailing `/`. A setting that is
 * missing, unreadable, not JSON, empty, or `/` (the whole vault) names none; never throws.
 *
 * @param root the vault's root folder (absolute).
 * @returns the folders, each once, in the order above.
 * Spec: newcomer session 32 N4.
 */
export async function obsidianTemplateFolders(root: string): Promise<string[]> {
  const folders: string[] = [];
  for (const { file, key } of TEMPLATE_SETTINGS) {
    try {
      const parsed = JSON.parse(await readFile(path.join(root, '.obsidian', file), 'utf8')) as unknown;
      const value = (parsed as Record<string, unknown> | null)?.[key];
      if (typeof value !== 'string') continue;
      const folder = value
        .normalize('NFC')
        .replace(/\\/g, '/')
        .replace(/^\/+|\/+$/g, '');
      if (folder !== '' && !folders.includes(folder)) folders.push(folder);
    } catch {
      // No such plugin, or its settings cannot be read: it names no folder.
    }
  }
  return folders;
}

/**
 * Unfilled placeholders: core Templates `{{title}}`, `{{date}}`, `{{time}}` (with a format); QuickAdd's
 * format syntax (`{{VALUE}}`, `{{VALUE:name}}`, `{{NAME}}`, `{{VDATE:name, YYYY-MM-DD}}`, `{{DATE:…}}`,
 * `{{LINKCURRENT}}`, `{{MACRO:…}}`, `{{FIELD:…}}` …: leftovers L376); Templater `<% … %>`, also a command
 * spread over several lines (`<%*` … `%>`), and one whose `%>` never comes (the rest of the block is
 * the command).
 */
const PLACEHOLDER =
  /\{\{\s*(?:title|date|time|value|mvalue|name|vdate|linkcurrent|selected|clipboard|macro|template|field|random|global_var)(?::[^{}\n]*)?\s*\}\}|<%[*_-]?[\s\S]*?(?:%>|$)/gi;

/**
 * The template placeholders left unfilled in a note's frontmatter (`{{date:YYYY-MM-DD}}`, `{{title}}`,
 * `{{VALUE:client}}`, `<% tp.date.now() %>`), each once, in order, as one line each (a command over
 * several lines shown with its line breaks as spaces); empty when there is no frontmatter or none is left.
 * The body is not looked at: a meeting's notes may quote such text.
 *
 * @param text the note's whole text.
 * Spec: newcomer session 32 N4; leftovers L376.
 */
export function frontmatterPlaceholders(text: string): string[] {
  const yaml = frontmatterBlock(text);
  if (yaml === null) return [];
  return shownPlaceholders(yaml.match(PLACEHOLDER) ?? []);
}

/** Placeholders as a message names them: one line each, at most 60 characters, each once. */
function shownPlaceholders(found: readonly string[]): string[] {
  return [...new Set(found.map((p) => p.replace(/\s+/g, ' ').trim()))].map((p) =>
    p.length > 60 ? `${p.slice(0, 57)}…` : p,
  );
}

/**
 * The placeholders that make a note's frontmatter a template's ({@link frontmatterPlaceholders}), or
 * none when its `date:` is filled in ({@link hasFilledDate}): the one rule of L361 for the checks that
 * read a whole note and for the listings that read its head. Spec: leftovers L361, L376.
 */
function unfilledTemplatePlaceholders(text: string): string[] {
  const placeholders = frontmatterPlaceholders(text);
  return placeholders.length > 0 && hasFilledDate(frontmatterBlock(text) ?? '') ? [] : placeholders;
}

/** The frontmatter block's raw text (between the fences), or null without one. */
function frontmatterBlock(text: string): string | null {
  const split = splitFrontmatter(text);
  return split.block ? split.content.slice(split.block.rawStart, split.block.rawEnd) : null;
}

/**
 * True when the frontmatter `yaml` has a `date:` filled in: a value that is not empty and holds no
 * placeholder (`date: 2026-12-01`; also as a YAML list under the key). A template's date is what its
 * plugin fills when a note is made from it, so a note with its date filled is a meeting, whatever
 * leftover another property keeps (a Templater command that failed, `created: <% tp.file.creation_date()
 * %>`; leftovers L361). L376: the value is read with the lines that continue it (indented, or a list's
 * items), and a placeholder anywhere in it — a Templater command opened on the date's line and closed
 * lines below (`date: <%*` … `%>`), QuickAdd's `{{VALUE}}` — leaves it unfilled; a `date:` line inside a
 * command spread over lines is the command's text, not the key.
 */
function hasFilledDate(yaml: string): boolean {
  const spans = [...yaml.matchAll(PLACEHOLDER)].map((m) => [m.index, m.index + m[0].length] as const);
  const inside = (at: number) => spans.some(([from, to]) => at > from && at < to);
  for (const line of yaml.matchAll(/^date[ \t]*:[^\n]*(?:\n(?:[ \t]+\S|-[ \t])[^\n]*)*/gim)) {
    if (inside(line.index)) continue;
    const end = line.index + line[0].length;
    if (spans.some(([from, to]) => from < end && to > line.index)) return false;
    const value = line[0]
      .replace(/^date[ \t]*:/i, '')
      .replace(/[ \t]+#.*$/gm, '')
      .replace(/^[ \t]*-[ \t]*/gm, '')
      .trim();
    return value !== '' && !/^["']?["']?$/.test(value) && !/^\[\s*\]$/.test(value);
  }
  return false;
}

/**
 * Why a note is a drawing of Obsidian's Excalidraw plugin rather than a meeting, or null: its name
 * ends in `.excalidraw.md` (the plugin's file names), or its frontmatter has the plugin's
 * `excalidraw-plugin:` key (a drawing saved under a plain `.md` name). Obsidian opens such a note as
 * the drawing: a summary run of it rewrote its frontmatter (`status: summarized`, `summary:`,
 * `context:`) and wrote `Summaries/<name>.excalidraw.md`, which the plugin then opened as a broken
 * drawing (V261, session 50: drawings kept beside the meetings were listed and summarized as meetings).
 *
 * @param notePath the note's vault path (`/` separators); @param text its text (its frontmatter is enough).
 * Spec: docs/vault-format.md (Meeting note: templates and drawings); V261.
 */
export function excalidrawDrawingReason(notePath: string, text: string): string | null {
  if (/\.excalidraw\.md$/i.test(notePath)) return DRAWING_REASONS.name;
  const yaml = frontmatterBlock(text);
  if (yaml !== null && /^excalidraw-plugin[ \t]*:/im.test(yaml)) return DRAWING_REASONS.key;
  return null;
}

/**
 * Why a note is an Obsidian template or an Excalidraw drawing rather than a meeting, or `null` when it
 * is neither: `kind: 'template'` when it lies in a template folder the vault's Obsidian settings name
 * (`it is in the templates folder "Templates" that Obsidian's settings name`), or its frontmatter still
 * holds template placeholders (`its frontmatter holds the template placeholder {{date:YYYY-MM-DD}}, not
 * filled in`) and its `date:` is not filled in (missing, empty or a placeholder itself): a filled note
 * with a leftover placeholder in another property is a meeting (leftovers L361), its leftover left as it
 * is; `kind: 'drawing'` for a drawing of the Excalidraw plugin ({@link excalidrawDrawingReason}).
 *
 * @param notePath the note's vault path (`/` separators).
 * @param text the note's whole text.
 * @param templateFolders from {@link obsidianTemplateFolders}.
 * @returns `{ kind, why }` (`why`: the rule that matched, in words), or null for a meeting.
 * Spec: newcomer session 32 N4; V261; L553 (the kind returned, not told from the words).
 */
export function templateNoteReason(
  notePath: string,
  text: string,
  templateFolders: readonly string[],
): NotMeetingReason | null {
  const folder = templateFolderOf(notePath, templateFolders);
  if (folder !== null)
    return {
      kind: 'template',
      why: `it is in the templates folder "${folder}" that Obsidian's settings name`,
    };
  // V261: a drawing of the Excalidraw plugin is no meeting either (never rewritten by a run).
  // L361: only a note still all template is one; a filled note (its date filled in) with a leftover
  // placeholder is a meeting (the leftover is left as it is).
  return headNotMeetingReason(notePath, text);
}

/**
 * Why a note is no meeting by its path and head alone (a drawing by name or frontmatter key, else unfilled
 * template placeholders), or null; what {@link templateNoteReason} adds to the template folders.
 */
function headNotMeetingReason(notePath: string, text: string): NotMeetingReason | null {
  const drawing = excalidrawDrawingReason(notePath, text);
  if (drawing !== null) return { kind: 'drawing', why: drawing };
  const placeholders = unfilledTemplatePlaceholders(text);
  if (placeholders.length === 0) return null;
  return {
    kind: 'template',
    why: `its frontmatter holds the template placeholder${placeholders.length > 1 ? 's' : ''} ${placeholders.join(', ')}, not filled in`,
  };
}

/**
 * Whether a vault path lies in one of `templateFolders` (names compared as the vault compares them:
 * NFC, any case). The cheap half of {@link templateNoteReason}: no note is read.
 *
 * @param notePath the note's vault path (`/` separators).
 * @param templateFolders from {@link obsidianTemplateFolders}.
 * @returns the folder as the settings spell it, or null.
 * Spec: newcomer session 32 N4.
 */
export function templateFolderOf(notePath: string, templateFolders: readonly string[]): string | null {
  const nfc = notePath.normalize('NFC').toLowerCase();
  return templateFolders.find((f) => nfc.startsWith(`${f.toLowerCase()}/`)) ?? null;
}

/**
 * Refuses a write meant for a meeting when the note is an Obsidian template ({@link templateNoteReason}
 * with the vault's {@link obsidianTemplateFolders}): the one check every writer of a meeting's summary,
 * context note or frontmatter makes before it writes (core `commitSummary`, `ensureContextNote`,
 * `editMeetingNote`, `setMeetingStatus`; the tools' sessions; `ma import --meeting`).
 *
 * @param vault the vault; @param notePath the note's vault path; @param text its whole text as read.
 * @throws TemplateNoteError naming the note and why (nothing was written).
 * Spec: newcomer session 32 N4 (a template's bytes are never changed by a run or a tool).
 */
export async function refuseTemplateNote(vault: Vault, notePath: string, text: string): Promise<void> {
  const reason = templateNoteReason(notePath, text, await obsidianTemplateFolders(vault.root));
  if (reason !== null) throw new TemplateNoteError(notePath, reason);
}

/** Notes checked at once by {@link splitMeetingTemplates} (a stat each, a 64 KiB read for a note not kept). */
const TEMPLATE_CHECK_BATCH = 32;

/** How much of a meeting note is read for its frontmatter's placeholders (bytes). */
const HEAD_BYTES = 64 * 1024;

/** An Obsidian template (or Excalidraw drawing) found among the meeting notes ({@link splitMeetingTemplates}). */
export interface MeetingTemplate extends NotMeetingReason {
  /** The note's vault path. */
  path: VaultPath;
}

/**
 * Splits meeting notes (core `listMeetings`' paths, or `listMeetings`' walk with the template folders
 * kept) into meetings and Obsidian templates: a note in a template folder the vault's settings name,
 * or one whose frontmatter (its first 64 KiB) still holds template placeholders. For listings a
 * person or model reads (`ma doctor`, `ma mcp`'s `list_meetings`): a template is never offered or
 * counted as a meeting. A note that cannot be read is kept as a meeting (its reader reports it).
 *
 * @param vault the vault; @param paths meeting note paths.
 * @returns `meetings` in the order given, and `templates` with what each is (`kind`: `template` or
 *   `drawing`) and why (`why`, {@link templateNoteReason}'s words).
 * Spec: newcomer session 32 N4.
 */
export async function splitMeetingTemplates(
  vault: Vault,
  paths: readonly VaultPath[],
): Promise<{ meetings: VaultPath[]; templates: MeetingTemplate[] }> {
  const folders = await obsidianTemplateFolders(vault.root);
  const meetings: VaultPath[] = [];
  const templates: MeetingTemplate[] = [];
  const reasonOf = async (rel: VaultPath) =>
    templateFolderOf(rel, folders) !== null || excalidrawDrawingReason(rel, '') !== null
      ? templateNoteReason(rel, '', folders)
      : headReason(path.join(vault.root, ...rel.split('/')), rel);
  // Issue #13: the notes' stats (and reads) a batch at a time, not one round trip to libuv's pool after another.
  for (let at = 0; at < paths.length; at += TEMPLATE_CHECK_BATCH) {
    const batch = paths.slice(at, at + TEMPLATE_CHECK_BATCH);
    const reasons = await Promise.all(batch.map(reasonOf));
    for (const [k, rel] of batch.entries()) {
      const reason = reasons[k] as NotMeetingReason | null;
      if (reason === null) meetings.push(rel);
      else templates.push({ path: rel, ...reason });
    }
  }
  return { meetings, templates };
}

/** Why a note's head makes it no meeting (or null), with the stat (`{ bigint: true }`) it was found under. */
interface KeptPlaceholders extends FileVersion {
  reason: NotMeetingReason | null;
}

/** At most this many notes' placeholders are kept (least recently used go first). */
const MAX_KEPT_PLACEHOLDERS = 20_000;
const keptPlaceholders = new Map<string, KeptPlaceholders>();

/**
 * Why the note at `abs` (vault path `rel`) is no meeting by its head (its first 64 KiB): unfilled
 * template placeholders in its frontmatter, or the Excalidraw plugin's `excalidraw-plugin:` key (V261);
 * null when neither, or when it cannot be read here (the note's own reader says why). Kept in this process while the note's
 * device, inode, size, modification and change times (ns) are those of the stat taken before it
 * was read, and only when it had settled then (read-text-settled's rule: an edit in another
 * program moves its change time): `list_meetings` of `ma mcp` (and every listing that leaves the
 * templates out) read the head of every meeting note on every call (issue 13, session 35). Never
 * needed for a correct answer; in memory only.
 */
async function headReason(abs: string, rel: string): Promise<NotMeetingReason | null> {
  const askedAt = Date.now();
  let stats: BigIntStats | null = null;
  try {
    stats = await stat(abs, { bigint: true });
  } catch {
    // Not there (any more): read below, which says nothing.
  }
  const kept = keptPlaceholders.get(abs);
  if (kept !== undefined && stats !== null && sameFileVersion(kept, stats)) {
    keptPlaceholders.delete(abs);
    keptPlaceholders.set(abs, kept);
    return kept.reason;
  }
  keptPlaceholders.delete(abs);
  let head = '';
  try {
    for await (const chunk of readChunks(abs, { chunkBytes: HEAD_BYTES })) {
      head = chunk.toString('utf8');
      break;
    }
  } catch {
    // Unreadable here: the note's own reader says why.
  }
  // L376: the listings judge by L361's rule too (a filled note with a leftover was listed as a template).
  const reason = headNotMeetingReason(rel, head);
  if (stats?.isFile() && !changedRecently(stats, askedAt)) {
    const { dev, ino, size, mtimeNs, ctimeNs } = stats;
    keptPlaceholders.set(abs, { dev, ino, size, mtimeNs, ctimeNs, reason });
    for (const key of keptPlaceholders.keys()) {
      if (keptPlaceholders.size <= MAX_KEPT_PLACEHOLDERS) break;
      keptPlaceholders.delete(key);
    }
  }
  return reason;
}

/**
 * The first `max` of `paths` (in the order given) that are meetings, not Obsidian templates
 * ({@link splitMeetingTemplates}), reading only the notes it must: a note in a template folder is
 * left out unread, and the others are read (first 64 KiB) a few at a time until `max` meetings are
 * found. For the places that name a few meetings to a person or the model — the CLI's "known: …"
 * line and example name, an ambiguous name's candidates — without reading every note of a big vault.
 *
 * @param vault the vault; @param paths meeting note paths (core `listMeetings`' order, or any);
 * @param max how many meetings at most (≥ 0).
 * @returns `meetings`: at most `max` paths; `templates`: the templates met on the way (with why).
 * Spec: newcomer session 32 N4; leftovers session 33 (no template named as a meeting).
 */
export async function firstMeetings(
  vault: Vault,
  paths: readonly VaultPath[],
  max: number,
): Promise<{ meetings: VaultPath[]; templates: MeetingTemplate[] }> {
  const meetings: VaultPath[] = [];
  const templates: MeetingTemplate[] = [];
  let at = 0;
  while (meetings.length < max && at < paths.length) {
    // A batch of as many notes as meetings are still wanted: a note in a template folder is not read.
    const batch = paths.slice(at, at + (max - meetings.length));
    at += batch.length;
    const split = await splitMeetingTemplates(vault, batch);
    meetings.push(...split.meetings);
    templates.push(...split.templates);
  }
  return { meetings, templates };
}
