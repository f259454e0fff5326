import {
  artifactPaths,
  assertSummaryReplaceable,
  BusyError,
  EditedSummaryError,
  locateSummary,
  lockMeeting,
  type MaConfig,
  type Meeting,
  type MeetingLock,
  numberedCopyAdvice,
  numberedMeetingCopyOf,
  readMeeting,
  resolveMeeting,
  symlinkOutMessage,
  symlinkOutOfVault,
  syncConflictAdvice,
  syncConflictOriginal,
  unresolvedLinkMessage,
  type Vault,
  type VaultPath,
} from '@ma/core';
import { isRecording, recordingRefusal } from '../lifecycle/recording-status.js';
import { checkArtifactNames } from '../run/check-artifact-names.js';
import { SummaryRunError } from '../summary-run-error.js';

/**
 * A meeting read and checked for a summary session.
 *
 * Spec: docs/session.md.
 */
export interface SessionMeeting {
  vault: Vault;
  config: MaConfig;
  /** The meeting note as read (right after the lock was taken, when there is one). */
  meeting: Meeting;
  /** Replace a hand-edited summary (`--force`; H14). */
  force: boolean;
  /**
   * The meeting's summary renamed or moved without its `summary:` link following, found by its
   * `meeting:` link (core `locateSummary`, X18): `meeting.links.summary` is it, the commit replaces
   * it and relinks the meeting note. `was`: the path the link (or the default) named.
   */
  adoptedSummary?: { path: VaultPath; was: VaultPath };
  /**
   * The host's `retryLater` (`summarizeMeeting`, L31): a failure it will run again keeps the
   * meeting's status and says so in the `## Run failed` record.
   */
  retryLater?: (failure: SummaryRunError) => string | null;
}

/**
 * A meeting whose run lock is held, read and checked: what a summary session starts from.
 *
 * Spec: docs/contracts.md, @ma/agent (run lock, H14); docs/session.md.
 */
export interface AcquiredMeeting extends SessionMeeting {
  /** The run lock shared with `ma summarize`, the daemon and every other session. */
  lock: MeetingLock;
}

/**
 * Reads the meeting note and refuses, before anything is written, a sync tool's conflict copy of a
 * meeting note (`X (conflicted copy 2026-12-01).md`, `X.sync-conflict-….md`: core
 * `syncConflictOriginal`; newcomer review F3: "… is a sync-conflict copy of Meetings/X.md …; open
 * both, keep what you want in Meetings/X.md, then delete the copy; nothing was written", `force` or
 * not), a numbered copy (`X 2.md`, `X (1).md` beside `X.md`) linking its original's transcript (core
 * `numberedMeetingCopyOf`, R201/L359: `broken-link`, asked whether it is a copy; the daemon leaves it
 * alone), an empty meeting note (0 bytes,
 * or only whitespace / a byte order mark: no frontmatter, transcript link nor notes; reviewA S17;
 * docs/vault-format.md, Meeting note), a summary/context name the
 * file system cannot take, a transcript or user-notes note that is another meeting's (M6: core's
 * `UnresolvedLink.foreign` — its `meeting:` link names another meeting note, or the linked
 * transcript's date contradicts the meeting's; a meeting note copied from last week's keeps last
 * week's links), (without `force`) a hand-edited summary (H14) and (without `force`) a meeting
 * still being recorded (`status: recording`, review5 Q7: its transcript may still grow).
 *
 * @throws SummaryRunError `broken-link` (another meeting's transcript or notes: the link, whose
 *   note it is and the fix; nothing written), `edited` (H14), `recording` (Q7: "Meetings/x.md is
 *   still being recorded (status: recording) …; nothing was written …"), `empty-note` (an empty
 *   meeting note — 0 bytes, or only whitespace / BOM: "meeting note Meetings/x.md is empty
 *   (0 bytes): nothing to summarize; nothing was written: …", reviewA S17, L30), `error` (unusable
 *   artifact names);
 *   core's errors for an unreadable meeting note.
 * Spec: issue 9 H14; review3 M6; docs/session.md.
 */
export async function readSessionMeeting(
  vault: Vault,
  config: MaConfig,
  meetingPath: VaultPath,
  force: boolean,
): Promise<SessionMeeting> {
  // F3: a sync tool's conflict copy of a meeting note is no meeting (a run wrote a second summary
  // and context note for it): refused naming its original and what to do, whatever `force` says.
  const original = syncConflictOriginal(meetingPath);
  if (original !== null) {
    const there = await vault
      .resolve(original, { argument: 'meeting', mustExist: true, kind: 'file' })
      .then(() => true)
      .catch(() => false);
    throw new SummaryRunError(
      'empty-note',
      `${syncConflictAdvice(meetingPath, original, there)}; nothing was written`,
    );
  }
  const read = await readMeeting(vault, meetingPath);
  // S17: an empty note (0 bytes, or only whitespace / a byte order mark) holds no meeting: no
  // frontmatter, no transcript, no notes. Refused naming it, nothing written (no context note).
  if (read.text.trim() === '') {
    const what = read.text === '' ? 'is empty (0 bytes)' : 'holds only whitespace';
    throw new SummaryRunError(
      'empty-note',
      `meeting note ${read.path} ${what}: nothing to summarize; nothing was written: give it frontmatter with its transcript: link (and title, date, status; see the vault's meeting notes), or its notes as body text`,
    );
  }
  // Another meeting's transcript or notes (M6): refused before anything is written — a run would
  // summarize the other meeting under this one's name (and override_speaker rewrite its transcript).
  const foreign = read.unresolved.filter((u) => u.foreign);
  if (foreign.length > 0) {
    const why = foreign.map((u) => unresolvedLinkMessage(u, read.path)).join('; ');
    throw new SummaryRunError('broken-link', `${why}; nothing was written`);
  }
  // R201, L359: a numbered copy (`X 2.md` beside `X.md`) whose transcript is the original's is that
  // meeting again (a second summary of one transcript): asked about, as the daemon leaves it alone.
  const copyOf = await numberedMeetingCopyOf(vault, read);
  if (copyOf !== null)
    throw new SummaryRunError(
      'broken-link',
      `${numberedCopyAdvice(read.path, copyOf, read.links.transcript as VaultPath)}; nothing was written`,
    );
  // A summary/context name the file system cannot take: refused before anything is written.
  checkArtifactNames(read);
  // X18: a summary renamed or moved without its link following is found by its meeting: link and
  // replaced in place, never doubled; two that claim the meeting are said, nothing written.
  const located = await locateSummary(vault, read);
  if (located.kind === 'several') {
    throw new SummaryRunError(
      'broken-link',
      `${located.paths.length} summary notes claim ${read.path} (their meeting: link names it) and its summary: link names none of them: ${located.paths.join(', ')}; nothing was written: set the meeting note's summary: link to the one to keep (runs replace that one) and delete the others`,
    );
  }
  const adoptedSummary =
    located.kind === 'renamed'
      ? { path: located.path, was: artifactPaths(vault, read).summary as VaultPath }
      : null;
  const meeting: Meeting = adoptedSummary
    ? {
        ...read,
        links: { ...read.links, summary: adoptedSummary.path },
        // The value that named the gone note is relinked at the commit, not reported as unused.
        unresolved: read.unresolved.filter((u) => u.key !== 'summary'),
      }
    : read;
  // A summaries or context folder that is a symlink out of the vault is never written through:
  // said with the symlink, its target and the fix before anything is written (R19).
  const { summary, context } = artifactPaths(vault, meeting);
  for (const note of [summary, context]) {
    const found = await symlinkOutOfVault(vault, note.slice(0, Math.max(0, note.lastIndexOf('/'))));
    if (found)
      throw new SummaryRunError('config', `cannot write ${note}: ${symlinkOutMessage(vault, found)}`);
  }
  // H14: a summary edited by hand is not replaced without `force`; found before anything is written.
  // A meeting also still being recorded says so too: `--force` would summarize it as well (Q7).
  const recording = isRecording(meeting.status);
  await assertSummaryReplaceable(vault, meeting, { force }).catch((error: unknown) => {
    if (!EditedSummaryError.isInstance(error)) throw error;
    const also = recording
      ? `; the meeting is also still being recorded (status: ${meeting.status?.trim()}): --force would also summarize the transcript so far`
      : '';
    throw new SummaryRunError('edited', `${error.message}${also}`, { cause: error });
  });
  // Q7: a meeting still being recorded is not summarized without `force` (its transcript may still grow).
  if (recording && !force) throw new SummaryRunError('recording', recordingRefusal(meeting));
  return { vault, config, meeting, force, ...(adoptedSummary ? { adoptedSummary } : {}) };
}

/**
 * Resolves `opts.meeting`, takes its run lock (core's `lockMeeting`) before any file is read or
 * written, then {@link readSessionMeeting}. On a refusal the lock is released again.
 *
 * @throws NotFoundError('meeting') / AmbiguousError (core) when `opts.meeting` names no single
 *   meeting; SummaryRunError `busy` (another run or session holds the meeting: "another run is
 *   already summarizing Meetings/x.md (started <ISO time>, pid <pid>); wait …"), SummaryRunError
 *   `error` when the run lock's files cannot be written (a full disk: "a file the run read or wrote:
 *   no space left on the device (ENOSPC, write); …", R131), and the errors of
 *   {@link readSessionMeeting}.
 * Spec: docs/contracts.md, @ma/agent (one run per meeting); issue 9 H14; docs/session.md.
 */
export async function acquireMeeting(opts: {
  vault: Vault;
  meeting: string;
  config?: MaConfig | undefined;
  force?: boolean | undefined;
}): Promise<AcquiredMeeting> {
  const { vault } = opts;
  const meetingPath = await resolveMeeting(vault, opts.meeting);
  let lock: MeetingLock;
  try {
    lock = await lockMeeting(vault, meetingPath);
  } catch (error) {
    if (BusyError.isInstance(error)) {
      // Core's message already says what to do (wait; a crashed run's lock frees itself).
      throw new SummaryRunError('busy', error.message, { cause: error });
    }
    // R131: the lock's own files could not be written (a full disk): said as a run's file failure, not
    // node's raw words. Loaded on failure only, as a session's fail() does (startup stays small).
    const { fileSystemFailure } = await import('../run/describe-failure.js');
    throw fileSystemFailure(error, vault.root) ?? error;
  }
  try {
    const checked = await readSessionMeeting(
      vault,
      opts.config ?? vault.config,
      meetingPath,
      opts.force === true,
    );
    return { ...checked, lock };
  } catch (error) {
    await lock.release().catch(() => {});
    throw error;
  }
}
