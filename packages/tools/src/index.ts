// L461/L465: `export { PEER_RANGES } from './peers.js'` below (an export, not a bare import: with `sideEffects:
// false` the build drops a module nothing uses) checks the peers' versions as its module runs. It is NOT
// first: the packages this one imports are evaluated before it (@ma/core checks zod itself, so for zod
// @ma/core is named), this package's modules sorted before it run first (none may build with a peer at
// load), and from ES modules a peer that lacks a name imported here fails as Node links, before any check.

export { type ApprovalGatedToolsOptions, createApprovalGatedTools } from './approval/approval-gated-tools.js';
export type {
  ApprovalPort,
  ApprovalPortOutcome,
  ApprovalPortRequest,
  ChangeApproval,
  WorkflowRequest,
  WorkflowRequestRecord,
  WorkflowRequestSink,
  WorkflowRequestState,
} from './approval/approval-port.js';
export { MAX_INTENTION_CHARS, validityText } from './approval/request-workflow-change.js';
export {
  createWorkflowRequestTracker,
  recordWorkflowOutcome,
  type WorkflowRequestTracker,
  workflowRequestLines,
} from './approval/workflow-request-records.js';
export {
  type ApplyChangesResult,
  MAX_OPS as MAX_APPLY_CHANGES_OPS,
  type RejectedOp,
} from './compact/apply-changes.js';
export { APPROVAL_DIFF_LINES, CONSEQUENCE_DIFF_LINES } from './compact/change-preview.js';
export {
  type CompactWriteOp,
  compactWording,
  compactWriteOps,
  type QueryView,
} from './compact/compact-wording.js';
export { type CompactToolName, compactToolNames } from './compact/index.js';
export { queryViews } from './compact/query-meeting.js';
export {
  type CompactMeetingToolName,
  type CompactMeetingToolSet,
  createCompactMeetingTools,
  createMeetingTools,
  type MeetingToolInputs,
  type MeetingToolName,
  type MeetingToolSet,
  type MeetingToolSetOptions,
  type TypedMeetingTool,
} from './create-meeting-tools.js';
export { type HiddenSections, hiddenSections } from './granular/hidden-sections.js';
export {
  type ApprovalGatedToolName,
  type ApprovalGatedTools,
  approvalGatedToolNames,
  type GranularToolName,
} from './granular/index.js';
export type { SpeakerOverride } from './granular/override-speaker.js';
export { lineIndexOf } from './granular/read-numbered.js';
export { granularReadToolDefinition } from './granular/read-tools.js';
export { searchToolDefinition } from './granular/search.js';
export { MAX_CONTENT_BYTES, overContentLimitText } from './granular/shared-schemas.js';
export {
  type GranularReadToolName,
  granularReadToolNames,
  isGranularReadToolName,
} from './granular/tool-names.js';
export {
  type ArgumentIssue,
  argumentPath,
  describeArgumentIssues,
  describeGiven,
  invalidArgumentsRefusal,
  jsonArgumentsRefusal,
  jsonNumbersRefusal,
  tooDeepArgumentsRefusal,
} from './neutral/describe-arguments.js';
export {
  type NeutralTool,
  type ToolDefinition,
  type ToolInputSchema,
  type ToolJsonSchemaOptions,
  toolJsonSchema,
} from './neutral/neutral-tool.js';
export { strictJsonSchema } from './neutral/strict-json-schema.js';
export type { AiSdkToolOptions, MeetingTool } from './neutral/to-ai-sdk-tool.js';
export {
  anySignal,
  cancelledCallError,
  isCancelledCall,
  stoppedCallError,
  type ToolCallOptions,
} from './neutral/tool-call.js';
export {
  type CompactError,
  type CompactErrorKind,
  compactError,
  toCompactResult,
} from './output/compact-json.js';
export { isRefusal, refusalMessage } from './output/refusal.js';
export { isUnchangedResult, type ToolResultOutcome, toolResultOutcome } from './output/result-outcome.js';
export { vaultRelativeText } from './output/vault-relative-refusal.js';
export { PEER_RANGES } from './peers.js';
export {
  type CitedLine,
  citedNumbers,
  LineNumbering,
  type RenumberedCitations,
  shiftCitations,
} from './session/line-numbering.js';
export { closeMutations, reopenMutations } from './session/mutation-queue.js';
export {
  createReadVersions,
  type ReadVersions,
  recordRead,
  type StaleCheck,
} from './session/read-versions.js';
export { RepeatReads } from './session/repeat-reads.js';
export { createMemoryDraft, type SummaryDraft } from './session/summary-draft.js';
export {
  createToolSession,
  type LineShiftEvent,
  type MeetingReaders,
  meetingReaders,
  type ReadEvent,
  type RewriteEvent,
  type ToolSession,
  type ToolSessionOptions,
} from './session/tool-session.js';
export {
  type CitationCheck,
  checkCitations,
  unreadCitationsWarning,
} from './session/transcript-citations.js';
export { annotationsOf, type ToolAnnotations, toolAnnotations } from './tool-annotations.js';
export {
  BRIEF_GRANULAR_TOOLS,
  type ToolProfile,
  type ToolSetOptions,
  toolDefinitions,
  toolNames,
  toolNamesOf,
  toolProfiles,
} from './tool-definitions.js';
