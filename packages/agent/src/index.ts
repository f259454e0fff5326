// L461: first, so that the peers' versions are checked before any module that builds with them runs
// (an export, not a bare import: `sideEffects: false` lets the build drop a module nothing uses).

export {
  type AgentEvent,
  type SummaryEngine,
  type TokenUsage,
  type ToolOutcomes,
  tokensText,
  toolCallsText,
} from './agent-event.js';
export {
  type ContextWindow,
  type ContextWindowSource,
  DEFAULT_CONTEXT_WINDOW,
  OLLAMA_DEFAULT_CONTEXT,
  OLLAMA_DEFAULT_SOURCE_TEXT,
  type ResolveContextWindowOptions,
  resolveContextWindow,
} from './budget/context-window.js';
export { estimateTokens, leastTokens, type TokenCounter, tokenCounterFor } from './budget/token-counter.js';
export { type CheckEndpointOptions, checkEndpoint, type EndpointReport } from './check-endpoint.js';
export type { ModelSettingsInput } from './check-options.js';
export { recordCrashedRun } from './lifecycle/record-crashed-run.js';
export { type InterruptedRuns, recordInterruptedRuns } from './lifecycle/record-interrupted-runs.js';
export { describeModelMatch, type ModelMatch, type ModelMatchKind, matchModelId } from './match-model-id.js';
export { type CreateChatModelOptions, createChatModel } from './model/create-chat-model.js';
export { refuseInvalidToolCall, withRefusalTexts } from './model/invalid-tool-call.js';
export { MAX_REPLY_BYTES } from './model/model-reply-error.js';
export { isNoToolsModel, NO_TOOLS_FORMS, type NoToolsForm, noToolsForm } from './model/no-tools.js';
export { ReplyReadError, ReplyTooLargeError, readCappedBody } from './model/read-capped-body.js';
export { REDIRECTED_STATUS } from './model/redirect-fetch.js';
export { type RetryEvent, readRetryAfter } from './model/retrying-fetch.js';
export { PEER_RANGES } from './peers.js';
export { loadBasePrompt } from './prompt/load-base-prompt.js';
export { summaryTemplateProblem } from './run/final-text-summary.js';
export { repeatsCutReply } from './run/run-agent-loop.js';
export type {
  FinishedSummary,
  FinishSessionOptions,
  MeetingSession,
  MeetingWhereabouts,
  OpenMeetingSessionOptions,
} from './session/meeting-session.js';
export { hasSpokenLine, nothingToSummarize } from './session/nothing-to-summarize.js';
export { openMeetingSession } from './session/open-meeting-session.js';
export { summarizeMeeting } from './summarize-meeting.js';
export type { SummarizeMeetingOptions, SummaryRun } from './summary-run.js';
export { SummaryRunError, type SummaryRunFailure } from './summary-run-error.js';
