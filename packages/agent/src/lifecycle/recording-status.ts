import type { Meeting } from '@ma/core';

/**
 * Whether a meeting note's `status` says the meeting is still being recorded (`recording`, any
 * case, surrounding spaces ignored; core's reader already reads a one-item list as its item): its
 * transcript may still grow, so a summary of it covers the transcript so far only.
 * Spec: docs/vault-format.md, Meeting note (`status`); review5 Q7.
 */
export function isRecording(status: string | null): boolean {
  return status?.trim().toLowerCase() === 'recording';
}

/**
 * The refusal of a run on a meeting still being recorded, without `force` (review5 Q7), e.g.
 * `Meetings/x.md is still being recorded (status: recording): its transcript may still grow;
 * nothing was written. Summarize it once the recording has ended (status: ended; the daemon does
 * so by itself), or run again with --force to summarize the transcript so far (the status stays
 * recording)`.
 * Spec: review5 Q7.
 */
export function recordingRefusal(meeting: Meeting): string {
  return (
    `${meeting.path} is still being recorded (status: ${meeting.status?.trim()}): its transcript may still grow; nothing was written. ` +
    'Summarize it once the recording has ended (status: ended; the daemon does so by itself), or run again with --force ' +
    '(`force: true`) to summarize the transcript so far (the status stays recording)'
  );
}

/**
 * The notice put at the top of a summary written, with `force`, while the meeting was still being
 * recorded: the summary covers the transcript as far as it went.
 * Spec: review5 Q7 (the partial state is said in the summary itself).
 */
export const RECORDING_NOTICE =
  '> Note: this meeting was still being recorded (status: recording) when this summary was written: it covers the transcript so far, ' +
  'not what was said after. Summarize it again once the meeting has ended.';

/**
 * The warning (stderr, run record) of a forced run on a meeting still being recorded.
 * Spec: review5 Q7.
 */
export const RECORDING_WARNING =
  'the meeting is still being recorded (status: recording): summarized anyway (--force); the summary covers the transcript so far, the status stays recording (not set to summarized); summarize it again once the meeting has ended';
