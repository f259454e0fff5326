import { createHash } from 'node:crypto';
import { EditedSummaryError, FrontmatterError } from '../errors/index.js';
import { readTextOrNull } from '../fs/read-text-or-null.js';
import { frontmatterProperties } from '../notes/frontmatter-property.js';
import { parseNote } from '../notes/index.js';
import { isBlankText } from '../text/index.js';
import type { Meeting, Vault } from '../vault/index.js';
import { under } from '../vault/link-place.js';
import { artifactPaths } from './artifact-paths.js';
import { withTasksOpen } from './task-states.js';

/**
 * The summary frontmatter key holding the hash of what the product wrote (H14).
 * Spec: issue 9, H14; docs/vault-format.md, Summary note.
 */
export const SUMMARY_HASH_KEY = 'content_hash';

/**
 * The summary frontmatter keys Meeting Assistant owns: the ones it writes (`meeting`, `transcript`,
 * `usernotes`, `context`, `date`, `projects`, `generated_by`, `engine`, `model`, `coverage`,
 * `transcript_hash`) and `content_hash` itself. `content_hash` covers these and the body only: any
 * other key is the user's (Obsidian `tags`, `aliases`, `reviewed`, …), changing it is not a hand
 * edit, and a rewrite carries it over ({@link summaryContentHash}; review7 T11). Every key a host
 * hands `commitSummary` must be one of these.
 * Spec: docs/vault-format.md, Summary note; review7 T11.
 */
export const SUMMARY_OWNED_KEYS: readonly string[] = Object.freeze([
  'meeting',
  'transcript',
  'usernotes',
  'context',
  'date',
  'projects',
  'generated_by',
  'engine',
  'model',
  'coverage',
  'transcript_hash',
  SUMMARY_HASH_KEY,
]);

/**
 * True when `key` is a summary frontmatter key Meeting Assistant owns ({@link SUMMARY_OWNED_KEYS}),
 * in any case, as Obsidian reads property names (V237: `Generated_By:` is `generated_by`, so a
 * rewrite does not carry it over as a user key beside the product's own).
 * Spec: docs/vault-format.md, Summary note; review7 T11; docs/frontmatter.md (V223).
 */
export function isOwnedSummaryKey(key: string): boolean {
  return SUMMARY_OWNED_KEYS.includes(key.toLowerCase());
}

/** JSON with object keys sorted at every depth, so equal data gives equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 over the given frontmatter data (minus `content_hash`) and the note's body, as `sha256:<hex>`. */
function hashOf(data: Record<string, unknown>, body: string): string {
  const frontmatter = { ...data };
  delete frontmatter[SUMMARY_HASH_KEY];
  const text = body.replace(/\r\n?/g, '\n').trimEnd();
  return `sha256:${createHash('sha256')
    .update(canonicalJson({ frontmatter, body: text }))
    .digest('hex')}`;
}

/** A link destination that names a place outside the vault (`https:`, `mailto:`, `obsidian:`): no rename rewrites it. */
const EXTERNAL_DESTINATION = /^<?[a-z][a-z0-9+.-]*:/i;

/**
 * `text` with the target of every internal link left out, so a rename that rewrote it reads as the
 * same text (review A28 R35): a wikilink or embed keeps its `|` display text (`[[Meetings/Old|the
 * kickoff]]` → `[[|the kickoff]]`, `![[Old.png]]` → `![[]]`), a Markdown link its label and title
 * (`[notes](Notes/Old%20name.md)` → `[notes]()`); a link to an address outside the vault
 * (`https://…`, `mailto:`, `obsidian://`) stays whole.
 */
function withoutLinkTargets(text: string): string {
  return text
    .replace(/(!?)\[\[([^\]\n]*)\]\]/g, (_whole, bang: string, inner: string) => {
      const bar = inner.indexOf('|');
      return `${bang}[[${bar >= 0 ? inner.slice(bar) : ''}]]`;
    })
    .replace(
      /(!?\[[^\]\n]*\])\((<[^>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(\s+"[^"\n]*")?\)/g,
      (whole, label: string, destination: string, title: string | undefined) =>
        EXTERNAL_DESTINATION.test(destination) ? whole : `${label}(${title ?? ''})`,
    );
}

/** `value` with {@link withoutLinkTargets} applied to every string in it (lists and maps at any depth). */
function linkBlind(value: unknown): unknown {
  if (typeof value === 'string') return withoutLinkTargets(value);
  if (Array.isArray(value)) return value.map(linkBlind);
  if (value !== null && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, linkBlind(v)]),
    );
  return value;
}

/**
 * The hash a summary is written with (review A28 R35): {@link hashOf} over the owned keys and the body
 * with every internal link's target left out ({@link withoutLinkTargets}). Obsidian rewrites the links
 * to a note it renames or moves (its default, "Automatically update internal links") in every note,
 * the summary's `meeting:`, `transcript:`, `usernotes:` and `context:` and its body included: such a
 * rewrite is no hand edit, so the summary stays replaceable; its words, display texts and every other
 * value still count.
 */
function linkBlindHashOf(owned: Record<string, unknown>, body: string): string {
  return hashOf(linkBlind(owned) as Record<string, unknown>, withoutLinkTargets(body));
}

/**
 * The hash a summary is written with (leftovers L110): {@link linkBlindHashOf} over the body with every
 * task checkbox open ({@link withTasksOpen}): ticking a next step in Obsidian (`- [ ]` → `- [x]`) is no
 * hand edit.
 */
function currentHashOf(owned: Record<string, unknown>, body: string): string {
  return linkBlindHashOf(owned, withTasksOpen(body));
}

/**
 * Only the keys of `data` Meeting Assistant owns, under the product's spelling whatever their case
 * (V237: core `frontmatterProperties`).
 * @throws FrontmatterError `ambiguous-key` when an owned key is written twice in different cases.
 */
function ownedData(data: Record<string, unknown>): Record<string, unknown> {
  return frontmatterProperties(data, SUMMARY_OWNED_KEYS);
}

/**
 * The content hash of a summary note's text: `sha256:<64 hex>` over the values of the frontmatter
 * keys Meeting Assistant owns ({@link SUMMARY_OWNED_KEYS} but `content_hash`, as data: YAML quoting,
 * key order and comments do not count) and its body (BOM dropped, line endings as `\n`, trailing
 * white space ignored), with the target of every internal link left out ({@link withoutLinkTargets}):
 * any change to an owned value or to the body's text changes it; a key the user added (`tags`,
 * `reviewed`) does not (review7 T11), nor a link target that Obsidian rewrote when it renamed or moved
 * the note the link names (review A28 R35), nor a task's tick state (`- [ ]` / `- [x]`: every checkbox
 * is hashed open, leftovers L110). Hashes written before (the same over tick states, link targets too,
 * or over every key) are still accepted by {@link summaryTextState}, also after ticks.
 *
 * @throws FrontmatterError when the note's frontmatter does not parse.
 * Spec: issue 9, H14 (a content hash of what the product wrote); review7 T11; review A28 R35.
 */
export function summaryContentHash(text: string): string {
  const note = parseNote(text);
  return currentHashOf(ownedData(note.frontmatter?.data ?? {}), note.body);
}

/**
 * What a summary note is, for deciding whether a run may replace it (H14):
 * - `absent`: no note there yet;
 * - `blank`: a note with nothing in it — a body that is blank (`isBlankText`: 0 bytes, white space,
 *   invisible characters) and no frontmatter key but the ones the product owns (none at all, or
 *   only our own: what clicking an unresolved summary link in Obsidian creates, or a summary whose
 *   text the user cleared): no one's edits, so replaced like `absent` (the note goes to `.trash`;
 *   review11 X10);
 * - `unchanged`: its `content_hash` matches its content — what the product wrote, give or take
 *   frontmatter keys the user added or changed that the product does not own (T11), link targets
 *   Obsidian rewrote (R35) and tasks the user ticked or unticked (L110);
 * - `legacy`: `generated_by: meeting-assistant` but no `content_hash` (written before hashes were
 *   stored): whether someone edited it cannot be checked, so it is not replaced without `--force`
 *   (leftovers F12; with `--force` the old note goes to `.trash` and its user keys and ticks are carried);
 * - `edited`: its `content_hash` no longer matches (changed since the product wrote it);
 * - `not-generated`: neither `content_hash` nor `generated_by: meeting-assistant` (a note the
 *   product did not write);
 * - `unreadable`: its frontmatter does not parse.
 * Spec: issue 9, H14.
 */
export type SummaryEditState =
  | 'absent'
  | 'blank'
  | 'unchanged'
  | 'legacy'
  | 'edited'
  | 'not-generated'
  | 'unreadable';

/**
 * The edit state of a summary note's text (`null`: no note). See {@link SummaryEditState}.
 * Spec: issue 9, H14.
 */
export function summaryTextState(text: string | null): SummaryEditState {
  if (text === null) return 'absent';
  let data: Record<string, unknown>;
  let body: string;
  let owned: Record<string, unknown>;
  try {
    const note = parseNote(text);
    data = note.frontmatter?.data ?? {};
    body = note.body;
    // V237: the product's own keys in any case (`Content_Hash:`); two spellings are unreadable.
    owned = ownedData(data);
  } catch (error) {
    if (FrontmatterError.isInstance(error)) return 'unreadable';
    throw error;
  }
  // X10: an empty note (or one holding only our own keys) holds no one's edits.
  if (isBlankText(body) && Object.keys(data).every(isOwnedSummaryKey)) return 'blank';
  const stored = owned[SUMMARY_HASH_KEY];
  if (typeof stored === 'string' && stored.trim() !== '') {
    // T11: the owned keys and the body; or, for a note an earlier version wrote with a key it no
    // longer owns, the old form over every key (unchanged since, user keys included).
    // R35: the hash written since review A28 leaves link targets out (a rename in Obsidian rewrote them).
    // L110: since leftovers L110 every checkbox is hashed open (a tick is no edit); an earlier hash
    // was taken over the body as written (boxes open, as the product writes next steps), so it is
    // tried over the body as it is and with its boxes opened.
    const hash = stored.trim();
    const open = withTasksOpen(body);
    const earlier = (b: string) =>
      hash === linkBlindHashOf(owned, b) || hash === hashOf(owned, b) || hash === hashOf(data, b);
    return hash === currentHashOf(owned, body) || earlier(body) || (open !== body && earlier(open))
      ? 'unchanged'
      : 'edited';
  }
  return owned.generated_by === 'meeting-assistant' ? 'legacy' : 'not-generated';
}

/**
 * True for the states a run replaces without `--force`: `absent`, `blank`, `unchanged`. A `legacy`
 * note (no hash to check) may hold a person's edits, so it needs `--force` like an edited one
 * (leftovers F12).
 * Spec: issue 9, H14; review11 X10; docs/summary-hash.md, "Notes without a hash".
 */
export function isReplaceableState(state: SummaryEditState): boolean {
  return state === 'absent' || state === 'blank' || state === 'unchanged';
}

/**
 * Whether the summary note of `meeting` (its `summary` link, else `<summaries>/<stem>.md`) was
 * changed since the product wrote it: reads the note (nothing is written) and gives its
 * vault-relative path, its {@link SummaryEditState} and whether a run may replace it without
 * `--force` (`replaceable`: `absent`, `blank` or `unchanged`).
 *
 * For every host that would replace a summary (`ma summarize`, the daemon, other tools): call it
 * (or {@link assertSummaryReplaceable}) before starting work, and again right before replacing —
 * `commitSummary` does the latter itself.
 *
 * @throws PathSafetyError when the summary path is unsafe; I/O errors other than a missing file.
 * Spec: issue 9, H14 (hand-edited summaries); docs/contracts.md, Artifacts.
 */
export async function summaryEditState(
  vault: Vault,
  meeting: Meeting,
): Promise<{ path: string; state: SummaryEditState; replaceable: boolean }> {
  const { summary } = artifactPaths(vault, meeting);
  const { abs, rel } = await vault.resolve(summary, { argument: 'summary', kind: 'file' });
  const state = summaryTextState(await readTextOrNull(abs));
  return { path: rel, state, replaceable: isReplaceableState(state) };
}

/**
 * Throws {@link EditedSummaryError} when the summary note of `meeting` may not be replaced
 * without `--force` ({@link summaryEditState}: `edited`, `legacy`, `not-generated`, `unreadable`); does
 * nothing with `opts.force`, except for a note the product never wrote outside the summaries folder,
 * refused with or without it (review6 S2). Writes nothing.
 *
 * @throws EditedSummaryError (reason = the state) when the note was changed by hand or not written
 *   by the product; PathSafetyError when the summary path is unsafe.
 * Spec: issue 9, H14 ("do not replace it without --force: say so and exit 1").
 */
export async function assertSummaryReplaceable(
  vault: Vault,
  meeting: Meeting,
  opts: { force?: boolean } = {},
): Promise<void> {
  const { path, state, replaceable } = await summaryEditState(vault, meeting);
  // S2: a note the product never wrote outside the summaries folder: not even --force replaces it.
  if (state === 'not-generated' && !inSummariesFolder(vault, path))
    throw new EditedSummaryError(path, state, false);
  if (opts.force) return;
  if (!replaceable)
    throw new EditedSummaryError(path, state as 'edited' | 'legacy' | 'not-generated' | 'unreadable');
}

/**
 * True when the vault path `rel` lies inside the configured summaries folder (names compared as the
 * vault compares them: NFC/NFD, case). Outside it, a note the product never wrote is a user's note that
 * `--force` never replaces (review6 S2).
 * Spec: docs/contracts.md, Artifacts; review6 S2.
 */
export function inSummariesFolder(vault: Vault, rel: string): boolean {
  return under(
    rel.split('/').filter((s) => s !== ''),
    vault.config.folders.summaries,
  );
}
