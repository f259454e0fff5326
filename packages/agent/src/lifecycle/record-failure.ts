import { appendToContext, setMeetingStatus, type Vault } from '@ma/core';
import { runFailedRecord } from './run-records.js';

/**
 * Records a failed run without leaving anything half-written: appends `## Run failed <time>` with
 * the message (and the audit block, when given) to the context note, then sets the meeting's
 * `status: failed` (that field only). The previous summary is never touched. Errors while
 * recording are swallowed so the caller can rethrow the original failure.
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
): Promise<void> {
  if (contextPath !== null) {
    const blocks = [runFailedRecord(new Date(), message), auditBlock].filter((b): b is string => !!b);
    await appendToContext(vault, contextPath, blocks.join('\n\n')).catch(() => {});
  }
  await setMeetingStatus(vault, meetingPath, 'failed').catch(() => {});
}
