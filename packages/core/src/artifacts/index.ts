export { appendToContext } from './append-to-context.js';
export { artifactPaths } from './artifact-paths.js';
export { carryUserSummaryKeys } from './carry-user-summary-keys.js';
export { type CommittedSummary, commitSummary, type SummaryInput } from './commit-summary.js';
export {
  CONTEXT_RECORD_HEADING,
  type ContextBodyParts,
  joinContextBody,
  recordHeadingLike,
  splitContextBody,
} from './context-records.js';
export { dedupeSummaryItems } from './dedupe-summary-items.js';
export { ensureContextNote } from './ensure-context-note.js';
export { keepRunProperties, type RunNoteWrite } from './keep-run-properties.js';
export { isUserStatus, MEETING_STATUSES, ownStatusWithoutSummary } from './meeting-status.js';
export { noteExists } from './note-exists.js';
export { locateSummary, otherSummariesOf } from './other-summaries.js';
export { pruneContextLinks } from './prune-context-links.js';
export { setMeetingStatus } from './set-meeting-status.js';
export {
  assertSummaryReplaceable,
  inSummariesFolder,
  isOwnedSummaryKey,
  isReplaceableState,
  SUMMARY_HASH_KEY,
  SUMMARY_OWNED_KEYS,
  type SummaryEditState,
  summaryContentHash,
  summaryEditState,
  summaryTextState,
} from './summary-edit-state.js';
export { carryTaskStates, withTasksOpen } from './task-states.js';
export { toWikilink } from './to-wikilink.js';
export {
  fileContentHash,
  recordedTranscriptHash,
  TRANSCRIPT_HASH_KEY,
  transcriptContentHash,
} from './transcript-hash.js';
