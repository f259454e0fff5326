export { asMeetingNote } from './as-meeting-note.js';
export {
  type BoundProjectsReport,
  boundProjects,
  boundProjectsOf,
  readBoundProjects,
  refusedProjectFolderText,
  unboundProjectHint,
  unboundProjectLine,
} from './bound-projects.js';
export {
  assertConfiguredPathKinds,
  type ConfiguredPath,
  configuredPaths,
  realFolderOverlaps,
  type WrongKindPath,
  wrongKindPaths,
  wrongKindProblem,
} from './configured-paths.js';
export { findMovedMeeting, type MeetingBeforeMove } from './find-moved-meeting.js';
export { linkPlaceRefusal } from './link-place.js';
export { type FileEntry, type FileListing, fileListing, listFiles } from './list-files.js';
export { listMeetings } from './list-meetings.js';
export {
  listRefusedProjectFolders,
  listSymlinkedProjects,
  type RefusedProjectFolder,
} from './list-symlinked-projects.js';
export { type MediaBytes, type MediaFile, mediaFile, mediaOfBytes } from './media-kind.js';
export type { Meeting, MeetingLinks, UnresolvedLink } from './meeting.js';
export { MEETING_DATE_FORMS, type MeetingDate, meetingDateText, readMeetingDate } from './meeting-date.js';
export {
  isStrictlyBefore,
  type MeetingMoment,
  type MeetingWhen,
  meetingDay,
  meetingDayOf,
  meetingMoment,
  meetingWhen,
} from './meeting-moment.js';
export {
  MEETING_PROPERTIES,
  type MeetingProperty,
  meetingPropertyNearMisses,
  type PropertyNearMiss,
  propertyNearMissClause,
} from './meeting-property-near-misses.js';
export { meetingAttendees, meetingPropertyShapeProblems } from './meeting-property-shapes.js';
export {
  defaultArtifactPath,
  isUnderMeetingsFolder,
  mayBeDefaultArtifact,
  meetingStem,
} from './meeting-stem.js';
export { isMeetingUri, meetingRefOfUri } from './meeting-uri.js';
export { meetingUserNotes } from './meeting-user-notes.js';
export { belongsToOtherMeeting } from './note-owner.js';
export { numberedCopyAdvice, numberedMeetingCopyOf } from './numbered-meeting-copy.js';
export { meetingOutsideFolder } from './outside-meetings-folder.js';
export { type PastSummary, pastSummaries } from './past-summaries.js';
export { personNoteProperties } from './person-property-shapes.js';
export { projectCatalog } from './project-catalog.js';
export { existingProjectId, projectIdFromEntry } from './project-id.js';
export { type ProjectMeta, readProjectMeta } from './project-meta.js';
export { projectsFolderProblem } from './projects-folder-problem.js';
export { readMeeting } from './read-meeting.js';
export { type MeetingNote, readMeetingNote } from './read-meeting-note.js';
export { type MeetingText, readMeetingText } from './read-meeting-text.js';
export { readPersonAliases } from './read-person-aliases.js';
export {
  closestMeetingNames,
  MEETING_SYMLINK_HINT,
  meetingSymlinkRefusal,
  meetingsFolderLinkedInside,
  meetingsFolderMissing,
  resolveMeeting,
} from './resolve-meeting.js';
export { resolveWikilink } from './resolve-wikilink.js';
export { type Respelled, respelledProblem, spellConfiguredPaths } from './spell-configured-paths.js';
export { SummaryWatch, summariesMemoCounts, useSummariesMemo } from './summaries-memo.js';
export { type SummariesNamingNoProject, summariesNamingNoProject } from './summaries-naming-no-project.js';
export {
  isSymlinkOutMessage,
  type SymlinkOut,
  symlinkEscapeMessage,
  symlinkOutMessage,
  symlinkOutOfVault,
  symlinkOutProblem,
} from './symlink-out-of-vault.js';
export {
  conflictCopyOriginal,
  findSyncConflictCopies,
  isSyncLockName,
  type SyncConflictCopy,
  syncConflictAdvice,
  syncConflictCopyOf,
  syncConflictOriginal,
} from './sync-conflict-copies.js';
export {
  excalidrawDrawingReason,
  firstMeetings,
  frontmatterPlaceholders,
  type MeetingTemplate,
  obsidianTemplateFolders,
  refuseTemplateNote,
  splitMeetingTemplates,
  templateFolderOf,
  templateNoteReason,
} from './template-note.js';
export { unresolvedLinkMessage, unusedProductLinks } from './unresolved-link-message.js';
export {
  inspectProjectMd,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_MD_RULE,
  PROJECT_NAME_MAX,
  type ProjectMdRead,
  type ProjectMdValidation,
  readProjectMd,
  validateProjectMd,
} from './validate-project-md.js';
export { openVault, type Vault, type VaultPath, type VaultResolveOptions } from './vault.js';
export { vaultRootProblem } from './vault-root-problem.js';
