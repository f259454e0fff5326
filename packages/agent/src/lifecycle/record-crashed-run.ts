import { ensureContextNote, pruneContextLinks, readMeeting, type Vault } from '@ma/core';
import { recordFailure, shouldMarkFailed } from './record-failure.js';
import { recordInterruptedRunsOf } from './record-interrupted-runs.js';

/**
 * Records a run that died of an error nothing caught (the host's crash handler calls it, H13):
 * `## Run failed <time>` with `message` in the meeting's context note (created when missing),
 * `status: failed` unless the meeting already has a summary, and links to notes that do not
 * exist removed, then the external writes of the run (its journal, review9 V5) as a
 * `## Run interrupted` record. Never throws: a failure while recording is swallowed (the host is exiting).
 *
 * @param meetingPath the vault-relative meeting note of the run.
 * @param message one line saying what happened (e.g. `internal error (uncaught exception): …`).
 * Spec: issue 9, H13 (a run that dies: every failure the process can observe is recorded).
 */
export async function recordCrashedRun(vault: Vault, meetingPath: string, message: string): Promise<void> {
  try {
    const meeting = await readMeeting(vault, meetingPath);
    const contextPath = await ensureContextNote(vault, meeting).catch(() => null);
    await recordFailure(
      vault,
      meetingPath,
      contextPath,
      message,
      null,
      shouldMarkFailed('error', meeting.status),
    );
    // V5: the run's external writes, from its journal (its in-memory audit dies with the process).
    if (contextPath !== null)
      await recordInterruptedRunsOf(vault, meetingPath, contextPath, 'the crash handler of its process', {
        includeOpen: true,
      });
    await pruneContextLinks(vault, meeting).catch(() => {});
  } catch {
    // Nothing more can be done from a dying process.
  }
}
