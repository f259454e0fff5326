import { isDeepStrictEqual } from 'node:util';
import { EditedSummaryError, ForeignNoteError, withNotePath } from '../errors/index.js';
import { editFileAtomic } from '../fs/edit-file-atomic.js';
import { ensureParentFolder } from '../fs/ensure-parent-folder.js';
import { moveToTrash, writeFileAtomic } from '../fs/index.js';
import { readTextOrNull } from '../fs/read-text-or-null.js';
import { frontmatterProperty } from '../notes/frontmatter-property.js';
import {
  type DefusedItem,
  defuseRemoteContent,
  editFrontmatter,
  parseNote,
  replaceBody,
} from '../notes/index.js';
import { belongsToOtherMeeting, type Meeting, type Vault } from '../vault/index.js';
import { isOrphanedProductNote } from '../vault/note-owner.js';
import { refuseTemplateNote } from '../vault/template-note.js';
import { artifactPaths } from './artifact-paths.js';
import {
  bodyLinksLine,
  CONTEXT_LINK_KEYS,
  noteWithBodyLinks,
  SUMMARY_LINK_KEYS,
  withBodyLinks,
} from './body-links.js';
import { carryUserSummaryKeys } from './carry-user-summary-keys.js';
import { dedupeSummaryItems } from './dedupe-summary-items.js';
import { editMeetingNote } from './edit-meeting-note.js';
import { type RunNoteWrite, reapplyRunProperties } from './keep-run-properties.js';
import { isUserStatus } from './meeting-status.js';
import { noteExists } from './note-exists.js';
import { relinkGoneProductLinks } from './relink-gone-links.js';
import { restoreTrashed, sayNotRestored } from './restore-trashed.js';
import { setLinkIfBlank } from './set-link-if-blank.js';
import {
  inSummariesFolder,
  isOwnedSummaryKey,
  SUMMARY_HASH_KEY,
  summaryContentHash,
  summaryTextState,
} from './summary-edit-state.js';
import { linkedSince, missingFolderOf, takeBackNote } from './take-back.js';
import { carryTaskStates } from './task-states.js';
import { toWikilink } from './to-wikilink.js';

/**
 * Input of {@link commitSummary}.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/vault-format.md, Summary note and Assistant context note.
 */
export interface SummaryInput {
  /** Markdown body of the summary note (sections from `summary.template`). */
  body: string;
  /**
   * Frontmatter keys in the order they should appear (`meeting`, `transcript`, `context`, `date`, …);
   * each one of core's `SUMMARY_OWNED_KEYS` (another is a bug: an `Error` before anything is written).
   */
  frontmatter: Record<string, unknown>;
  /** Replace the existing summary even when it was edited by hand (`--force`; H14). */
  force?: boolean;
  /**
   * The summary is a renamed note found by its `meeting:` link (`locateSummary` kind `renamed`,
   * X18) set as `meeting.links.summary`: the meeting note's `summary:` value, which names a note
   * that is gone, is replaced with the link to it.
   */
  relink?: boolean;
  /**
   * The run's own writes to the meeting note through its tools (an approved `projects:` entry, an
   * attendee added or removed), oldest first: a property one of them set that a save from an editor
   * buffer older than it took back is set again (core `keepRunProperties`, leftovers L466).
   */
  runWrites?: readonly RunNoteWrite[];
}

/**
 * Result of {@link commitSummary}: vault-relative paths, `/` separators.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/vault-format.md, Summary note and Assistant context note.
 */
export interface CommittedSummary {
  /** Where the new summary note was written. */
  path: string;
  /** Where the previous summary note went inside the trash folder, or `null` when there was none or it was byte-identical. */
  trashed: string | null;
  /**
   * True when the note already held exactly the bytes this commit would write (a re-run over the
   * same transcript and notes): nothing was trashed or rewritten (newcomer review F17); absent otherwise.
   */
  unchanged?: true;
  /**
   * The meeting's `status` when someone changed it during the run (it differed at commit from
   * `meeting.status`, what the run started from, and was not `summarized`): it was left as it is,
   * not set to `summarized` (`to` null: the key was removed); also `recording` at commit whatever
   * the run started from (`from` may then be `recording` too: the meeting is still being recorded).
   * `userValue`: the status is a word of the user's own (not `recording | ended | summarized | failed`,
   * e.g. `reviewed`), kept as it is whether or not it changed during the run (newcomer s35 F9).
   * `null` when the status was set.
   * Spec: review4 P19; review5 Q7.
   */
  statusKept: { from: string | null; to: string | null; userValue?: true } | null;
  /**
   * What {@link defuseRemoteContent} made inert in `input.body` (remote images, loading HTML, Dataview
   * blocks: review6 S17); empty when nothing. A caller says it in its run record.
   */
  defused: DefusedItem[];
}

/**
 * Commits a finished summary at the end of a successful run, in this order:
 * 1. builds the note text (frontmatter from `input.frontmatter` plus `content_hash`, the
 *    body with repeated list items written once ({@link dedupeSummaryItems}, H12) and nothing in it
 *    that Obsidian would load from the web when showing it ({@link defuseRemoteContent}, S17), and
 *    {@link summaryContentHash} of what is written; then `input.body`) — pure, so a bad value
 *    throws before anything on disk changes;
 *    The frontmatter keys the user added to the existing summary (not `SUMMARY_OWNED_KEYS`: `tags`,
 *    `reviewed`, …) are carried over byte for byte after the product's ({@link carryUserSummaryKeys},
 *    review7 T11) when that note is the product's (unchanged, legacy, or edited and `input.force`),
 *    and so are its ticks: an open task item of the new body with the words of a ticked one of that
 *    note gets its state ({@link carryTaskStates}, leftovers L110);
 * 2. when the existing summary note has exactly the new note's bytes, writes and trashes nothing
 *    (`trashed: null`) and goes on with step 4; refuses (H14) an existing note changed since the
 *    product wrote it, or not written by it, or written without a hash to check (`summaryTextState`:
 *    `edited`, `not-generated`, `unreadable`, `legacy` — leftovers F12) unless `input.force`; a blank note (`blank`: empty, or only the product's own keys,
 *    review11 X10) is no one's edit and is replaced; otherwise moves the existing note to the trash
 *    folder (`moveToTrash`, never overwriting there);
 * 3. writes the new note atomically (temp file + rename); if that fails the previous summary is
 *    moved back and the error rethrown;
 * 4. re-reads the meeting note and sets `summary: "[[…]]"` and, when the context note exists,
 *    `context: "[[…]]"` (each only when the key is missing or blank: a value the user wrote is never
 *    replaced, N21; the context link again because a save from an editor buffer older than the run's
 *    start-of-run write drops it, leftovers L449), sets again each property the run's own tool writes
 *    (`input.runWrites`) set that such a save took back, while a value the user wrote since wins
 *    (core `keepRunProperties`, L466), and
 *    `status: summarized` — only when the status is still `meeting.status` (what the run started
 *    from) or has become `ended`; one changed meanwhile to anything else (`recording`: the meeting
 *    resumed) is left as it is and returned
 *    as `statusKept` (review4 P19), and so is `recording` itself, even when the run started from it
 *    (a summary forced while the meeting is still recorded covers the transcript so far, review5 Q7),
 *    and so is a status word of the user's own (`reviewed`: {@link isUserStatus}, F9) —
 *    touching no other byte; adds `summary: "[[…]]"` to the assistant context
 *    note when it exists and has none (it links the summary only once it exists, H15).
 *
 * @param meeting the meeting as returned by `readMeeting`; its `links.summary` (default
 *   `<summaries folder>/<meeting name>.md`) is where the note goes.
 * A summary note that belongs to another meeting (its `meeting:` link names another note) is
 * never trashed or replaced: {@link ForeignNoteError} before anything changes.
 * @throws EditedSummaryError (nothing written) when the existing summary was edited by hand and
 *   `input.force` is not set, or (force or not) when it is a note the product never wrote outside the
 *   summaries folder (review6 S2); PathSafetyError when the summary path is unsafe; LockedError when the file stays locked;
 *   ForeignNoteError when the summary path holds another meeting's summary; ProtectedFileError
 *   (nothing written or trashed) when the existing summary is read-only or hard-linked (review7 T6);
 *   FrontmatterError when the meeting note's frontmatter cannot be edited; TemplateNoteError (nothing
 *   written) when the meeting note is an Obsidian template (newcomer session 32 N4: `ma mcp`'s
 *   `finish_summary` wrote a summary of placeholders and rewrote the template).
 * Spec: seed 003, "write the summary note as a markdown artifact linked to the meeting note,
 * transcript, and assistant context"; docs/contracts.md, Artifacts; docs/architecture.md invariant 4.
 */
export async function commitSummary(
  vault: Vault,
  meeting: Meeting,
  input: SummaryInput,
): Promise<CommittedSummary> {
  await refuseTemplateNote(vault, meeting.path, meeting.text);
  const { summary } = artifactPaths(vault, meeting);
  const { abs, rel } = await vault.resolve(summary, { argument: 'summary', kind: 'file' });
  const foreign = Object.keys(input.frontmatter).filter((key) => !isOwnedSummaryKey(key));
  // T11: a key the product does not own would be neither hashed nor kept apart from the user's.
  if (foreign.length > 0)
    throw new Error(`commitSummary: ${foreign.join(', ')} is not a summary key Meeting Assistant owns (bug)`);
  const withFrontmatter = withNotePath(rel, () =>
    editFrontmatter('', (doc) => {
      for (const [key, value] of Object.entries(input.frontmatter))
        if (value !== undefined) doc.set(key, value);
    }),
  );
  // H12: repeated decisions / next steps (both engines' output) are written once.
  // S17: nothing in the committed body may load from the web (every engine, every host's body).
  const { text: inert, defused } = await defuseRemoteContent(input.body);
  const body = dedupeSummaryItems(inert);

  const previous = await readTextOrNull(abs);
  // V52: a product summary whose meeting note is gone (renamed by `mv`) is not another meeting's.
  if (
    previous !== null &&
    (await belongsToOtherMeeting(vault, rel, meeting.path)) &&
    !(await isOrphanedProductNote(vault, rel))
  ) {
    throw new ForeignNoteError(rel, meeting.path);
  }
  const state = summaryTextState(previous);
  const products = previous !== null && (state === 'unchanged' || state === 'legacy' || state === 'edited');
  // T11: the keys the user added to the product's note (tags, reviewed, …) go over to the new one.
  const carried = products
    ? withNotePath(rel, () => carryUserSummaryKeys(withFrontmatter, previous))
    : withFrontmatter;
  // L110: a next step the user ticked stays ticked when the new summary states it again.
  const ticked = products ? carryTaskStates(body, parseNote(previous).body) : body;
  // N4: links Obsidian cannot follow in properties (Markdown links: names with # ^ | [ ]) also in the body.
  const linked = withBodyLinks(ticked, bodyLinksLine(input.frontmatter, SUMMARY_LINK_KEYS), 'end');
  const unhashed = replaceBody(carried, linked.endsWith('\n') ? linked : `${linked}\n`);
  // H14: remember what the product wrote, to notice hand edits before a later run replaces it.
  const hash = withNotePath(rel, () => summaryContentHash(unhashed));
  const text = withNotePath(rel, () => editFrontmatter(unhashed, (doc) => doc.set(SUMMARY_HASH_KEY, hash)));

  if (previous === text) {
    // A re-run that produced the same bytes: nothing to trash, nothing to write.
    const statusKept = await linkSummary(vault, meeting, rel, input);
    return { path: rel, trashed: null, unchanged: true, statusKept, defused };
  }
  // S2: a user's note outside the summaries folder is never replaced, force or not.
  if (state === 'not-generated' && !inSummariesFolder(vault, rel))
    throw new EditedSummaryError(rel, state, false);
  if (
    !input.force &&
    (state === 'edited' || state === 'legacy' || state === 'not-generated' || state === 'unreadable')
  ) {
    throw new EditedSummaryError(rel, state);
  }
  const trashed = previous === null ? null : await moveToTrash(vault, rel, { replacing: true });
  const madeFrom = await missingFolderOf(vault.root, abs);
  try {
    await ensureParentFolder(abs);
    await writeFileAtomic(abs, text);
  } catch (error) {
    await restoreTrashed(vault, trashed, rel, abs).catch((failure: unknown) =>
      sayNotRestored(error, failure),
    );
    throw error;
  }

  // A meeting note that refuses the link (read-only) takes the summary back: previous restored, new removed.
  const statusKept = await linkSummary(vault, meeting, rel, input, () =>
    takeBackNote(abs, text, madeFrom, {
      restore: trashed === null ? undefined : () => restoreTrashed(vault, trashed, rel, abs),
      linked: () => linkedSince(vault, meeting, 'summary', rel),
    }),
  );
  return { path: rel, trashed, statusKept, defused };
}

/** The meeting note's frontmatter value of `key` as the run read it (`undefined`: none). */
function meetingValue(meeting: Meeting, key: string): unknown {
  return frontmatterProperty(meeting.note.frontmatter?.data ?? {}, key);
}

/** A `status` value as core's meeting reader reads it (a one-item list is its item), else null. */
function statusText(value: unknown): string | null {
  const one = Array.isArray(value) && value.length === 1 ? value[0] : value;
  return typeof one === 'string' ? one : null;
}

async function linkSummary(
  vault: Vault,
  meeting: Meeting,
  rel: string,
  { relink = false, runWrites = [] }: Pick<SummaryInput, 'relink' | 'runWrites'>,
  takeBack?: () => Promise<void>,
): Promise<CommittedSummary['statusKept']> {
  let kept: CommittedSummary['statusKept'] = null;
  // L449: the run's start linked the context note (ensureContextNote); a save from an editor buffer older
  // than that write dropped the link: it is put back as the summary link is (only when blank, N21).
  const context = await existingContextNote(vault, meeting);
  // `takeBack` runs when the meeting note refuses the link (nothing of it written): no unlinked summary stays.
  await editMeetingNote(vault, meeting.path, (doc) => {
    kept = null;
    // L466: the properties the run's tools set (approved projects, attendees) that the same stale save took back.
    reapplyRunProperties(doc, runWrites);
    const respelledKey = (key: string) => meeting.unresolved.some((u) => u.key === key && u.respelled);
    // A respelled link (H2) is rewritten again only while it is still the value the run read (not a new one of the user's).
    const respelledContext =
      respelledKey('context') && isDeepStrictEqual(doc.get('context'), meetingValue(meeting, 'context'));
    if (context !== null) setLinkIfBlank(doc, 'context', toWikilink(context), respelledContext);
    setLinkIfBlank(doc, 'summary', toWikilink(rel), respelledKey('summary') || relink);
    const old = doc.get('status');
    const now = statusText(old);
    if (now === 'summarized') return;
    // Q7: a meeting still being recorded stays `recording` (only linked): its transcript may still grow.
    if (now?.trim().toLowerCase() === 'recording') {
      kept = { from: meeting.status, to: now };
      return;
    }
    // P19: a status changed during the run (the recorder resumed: `recording`) is not ours to overwrite;
    // one changed to `ended` (the meeting ended while a run the user started summarized it) is.
    if (now !== meeting.status && now !== 'ended') {
      kept = { from: meeting.status, to: now };
      return;
    }
    // F9: a word of the user's own (`reviewed`, set by hand after the last summary) is not ours to replace.
    if (isUserStatus(now)) {
      kept = { from: meeting.status, to: now, userValue: true };
      return;
    }
    // A one-item list (`status: [ended]`, an Obsidian list-typed property) stays a one-item list.
    if (Array.isArray(old) && old.length === 1) doc.set('status', ['summarized'], { flow: true });
    else doc.set('status', 'summarized');
  }).catch(async (error: unknown) => {
    // L366: a previous summary that could not be put back is named in the refusal.
    await takeBack?.().catch((failure: unknown) => sayNotRestored(error, failure));
    throw error;
  });
  await linkFromContext(vault, meeting, rel);
  return kept;
}

/**
 * The vault-relative path of the meeting's assistant context note (`artifactPaths`) when that note
 * exists, else null (a path that is unsafe counts as none: nothing is linked to it).
 */
async function existingContextNote(vault: Vault, meeting: Meeting): Promise<string | null> {
  const { context } = artifactPaths(vault, meeting);
  if (!(await noteExists(vault, context))) return null;
  return (await vault.resolve(context, { argument: 'context', kind: 'file' })).rel;
}

/**
 * Adds `summary: "[[…]]"` to an existing context note that has no summary link yet (H15), and
 * points its product-written `meeting:` / `summary:` links that name notes no longer there at the
 * meeting and summary as they are now (review14 V52: the meeting note renamed by `mv`).
 */
async function linkFromContext(vault: Vault, meeting: Meeting, rel: string): Promise<void> {
  const { context } = artifactPaths(vault, meeting);
  const target = await vault.resolve(context, { argument: 'context', kind: 'file' });
  await relinkGoneProductLinks(vault, target.rel, { meeting: meeting.path, summary: rel });
  // Redone on the newer text when the user saves the note meanwhile (editFileAtomic).
  await editFileAtomic(target.abs, (text) =>
    text === null
      ? null
      : withNotePath(target.rel, () =>
          noteWithBodyLinks(
            editFrontmatter(text, (doc) => setLinkIfBlank(doc, 'summary', toWikilink(rel))),
            CONTEXT_LINK_KEYS,
            'start',
          ),
        ),
  );
}
