import { appendToContext, isUserStatus, readMeeting, setMeetingStatus, type Vault } from '@ma/core';
import { isRecording } from './recording-status.js';
import { runCancelledRecord, runFailedRecord } from './run-records.js';

/**
 * Records a failed run without leaving anything half-written: appends `## Run failed <time>` with
 * the message (and the audit block, when given) to the context note, then sets the meeting's
 * `status: failed` (that field only) when `setFailed` is true and the note does not say
 * `status: recording` by then (the recorder resumed during the run: its status is kept, review5 Q7). Callers pass `false` for a run the
 * user cancelled and for a meeting that already has a summary (`status: summarized`): its previous
 * summary is still valid and untouched, so its status stays as it was. A cancelled run
 * (`cancelled`: reason `aborted`) is recorded as `## Run cancelled <time>` instead (H15). Errors
 * while recording are swallowed so the caller can rethrow the original failure.
 * @returns `appended`: the record (with the audit block) was appended to the context note;
 *   `markedFailed`: the meeting note was set to `status: failed` (L280: the caller's message says
 *   what was written).
 *
 * Spec: issue "run lifecycle"; docs/tools.md, Audit ("appended … even when the run fails");
 * docs/architecture.md invariant 4.
 */
export async function recordFailure(
  vault: Vault,
  meetingPath: string,
  contextPath: string | null,
  message: string,
  auditBlock: string | null,
  setFailed: boolean,
  cancelled = false,
): Promise<{ appended: boolean; markedFailed: boolean }> {
  let appended = false;
  if (contextPath !== null) {
    const record = cancelled ? runCancelledRecord(new Date(), message) : runFailedRecord(new Date(), message);
    const blocks = [record, auditBlock].filter((b): b is string => !!b);
    appended = await appendToContext(vault, contextPath, blocks.join('\n\n')).then(
      () => true,
      () => false,
    );
  }
  // Q7: a status the recorder set to `recording` during the run is the recorder's, not replaced;
  // F9: nor is a word of the user's own (`reviewed`) set meanwhile.
  let markedFailed = false;
  if (setFailed && !(await statusKeptNow(vault, meetingPath)))
    markedFailed = await setMeetingStatus(vault, meetingPath, 'failed').then(
      () => true,
      () => false,
    );
  return { appended, markedFailed };
}

/** Whether the meeting note's status now is `recording` or the user's own word (false when it cannot be read). */
async function statusKeptNow(vault: Vault, meetingPath: string): Promise<boolean> {
  return readMeeting(vault, meetingPath).then(
    (m) => isRecording(m.status) || isUserStatus(m.status),
    () => false,
  );
}

/**
 * Whether a failed run marks the meeting `status: failed`: not when the user cancelled it
 * (`aborted`), not when a hand-edited summary was kept (`edited`), and not when the meeting already
 * had a summary (its status stays `summarized`), and not when it is still being recorded (`recording`
 * stays: the recorder owns it, review5 Q7), and not when it is a word of the user's own (`reviewed`: F9).
 * Spec: docs/vault-format.md, Meeting note (`status`); issue "run lifecycle".
 */
export function shouldMarkFailed(reason: string, statusBefore: string | null): boolean {
  return (
    reason !== 'aborted' &&
    reason !== 'edited' &&
    reason !== 'recording' &&
    statusBefore !== 'summarized' &&
    !isRecording(statusBefore) &&
    !isUserStatus(statusBefore)
  );
}
