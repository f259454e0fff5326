export { type ApprovalGatedToolsOptions, createApprovalGatedTools } from './approval/approval-gated-tools.js';
export type {
  ApprovalPort,
  ApprovalPortOutcome,
  ApprovalPortRequest,
  WorkflowRequest,
  WorkflowRequestSink,
} from './approval/approval-port.js';
export { MAX_INTENTION_CHARS } from './approval/request-workflow-change.js';
export {
  createMeetingTools,
  type MeetingToolName,
  type MeetingToolSet,
  type MeetingToolSetOptions,
} from './create-meeting-tools.js';
export {
  type ApprovalGatedToolName,
  type ApprovalGatedTools,
  approvalGatedToolNames,
  type GranularToolName,
} from './granular/index.js';
export type { SpeakerOverride } from './granular/override-speaker.js';
export {
  type NeutralTool,
  type ToolDefinition,
  type ToolInputSchema,
  type ToolJsonSchemaOptions,
  toolJsonSchema,
} from './neutral/neutral-tool.js';
export { strictJsonSchema } from './neutral/strict-json-schema.js';
export type { AiSdkToolOptions, MeetingTool } from './neutral/to-ai-sdk-tool.js';
export { isRefusal } from './output/refusal.js';
export { createMemoryDraft, type SummaryDraft } from './session/summary-draft.js';
export {
  createToolSession,
  type LineShiftEvent,
  type ReadEvent,
  type ToolSession,
  type ToolSessionOptions,
} from './session/tool-session.js';
export { annotationsOf, type ToolAnnotations, toolAnnotations } from './tool-annotations.js';
export { type ToolSetOptions, toolDefinitions, toolNames } from './tool-definitions.js';
