// L461/L465: `export { PEER_RANGES } from './peers.js'` below (an export, not a bare import: with `sideEffects:
// false` the build drops a module nothing uses) checks the peers' versions as its module runs. It is NOT
// first: the packages this one imports are evaluated before it (@ma/core checks zod itself, so for zod
// @ma/core is named), this package's modules sorted before it run first (none may build with a peer at
// load), and from ES modules a peer that lacks a name imported here fails as Node links, before any check.

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
