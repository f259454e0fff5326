export { AmbiguousError } from './ambiguous-error.js';
export { BusyError, type LockOwner } from './busy-error.js';
export { CAUSE_DEPTH, causes } from './causes.js';
export { ConcurrentEditError } from './concurrent-edit-error.js';
export { ConfigError } from './config-error.js';
export { EditedSummaryError, type EditedSummaryReason, editedSummaryWhy } from './edited-summary-error.js';
export { ForeignNoteError } from './foreign-note-error.js';
export {
  FrontmatterError,
  type FrontmatterReason,
  frontmatterFix,
  type ListProblem,
  withNotePath,
} from './frontmatter-error.js';
export { ImportError, type ImportErrorReason } from './import-error.js';
export { LockedError } from './locked-error.js';
export { MaError } from './ma-error.js';
export { NotFoundError, type NotFoundReason } from './not-found-error.js';
export {
  describeNotText,
  mediaBytesWords,
  NOT_TEXT_KIND,
  NotTextError,
  type NotTextReason,
} from './not-text-error.js';
export { NOTHING_WRITTEN, type NothingWritten, nothingWrittenOf, sayWritten } from './nothing-written.js';
export { PathSafetyError, type PathSafetyReason } from './path-safety-error.js';
export { ProtectedFileError, type ProtectedFileReason } from './protected-file-error.js';
export { SearchError, type SearchErrorReason } from './search-error.js';
export {
  DRAWING_REASON,
  DRAWING_REASONS,
  type NotMeetingKind,
  type NotMeetingReason,
  notMeetingKind,
  TemplateNoteError,
} from './template-note-error.js';
export { VaultLayoutError } from './vault-layout-error.js';
export { WriteModeError, type WriteModeReason } from './write-mode-error.js';
