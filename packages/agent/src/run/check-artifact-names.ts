import { checkRelativePath, type Meeting, PathSafetyError } from '@ma/core';
import { SummaryRunError } from '../summary-run-error.js';

/**
 * Refuses a run up front, before anything is written, when the summary or context note the run
 * would write has a name the file system cannot take (longer than 255 bytes of UTF-8; core's
 * `checkNameBytes` through `checkRelativePath`). Not even a failure record can be written then
 * (the context note is one of those names), so the run leaves every file as it was and says
 * what to rename.
 * @throws SummaryRunError('error') naming the note, its size in bytes and the fix; other path
 *   problems are left to the run's own checks.
 * Spec: docs/contracts.md (Rules: names and truncation); issue 9 H4.
 */
export function checkArtifactNames(meeting: Meeting): void {
  const notes = [
    ['summary note', meeting.links.summary],
    ['context note', meeting.links.context],
  ] as const;
  for (const [what, rel] of notes) {
    if (rel === null) continue;
    try {
      checkRelativePath(rel, what);
    } catch (error) {
      if (!PathSafetyError.isInstance(error) || error.reason !== 'name-too-long') continue;
      throw new SummaryRunError(
        'error',
        `${error.message}; nothing was written: give ${meeting.path} a shorter name, or link a shorter ${what === 'summary note' ? 'summary' : 'context'}: path in its frontmatter`,
        { cause: error },
      );
    }
  }
}
