export type { AgentEvent, SummaryEngine, TokenUsage } from './agent-event.js';
export { type CheckEndpointOptions, checkEndpoint, type EndpointReport } from './check-endpoint.js';
export {
  type Coverage,
  computeCoverage,
  coverageNotice,
  formatRanges,
  type LineRange,
  mergeRanges,
  shiftRanges,
} from './lifecycle/coverage.js';
export * from './model/index.js';
export {
  buildCapabilityGuidance,
  buildInstructions,
  buildProjectSection,
  buildUserPrompt,
  type CapabilityGuidanceInput,
  DEFAULT_BASE_PROMPT,
  type InstructionsInput,
  loadBasePrompt,
} from './prompt/index.js';
export { summarizeMeeting } from './summarize-meeting.js';
export type { SummarizeMeetingOptions, SummaryRun } from './summary-run.js';
export { SummaryRunError, type SummaryRunFailure } from './summary-run-error.js';
