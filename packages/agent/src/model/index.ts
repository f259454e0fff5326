export { CompletionNormalizer } from './completion-normalizer.js';
export {
  type ChatModelConfig,
  type CreateChatModelOptions,
  createChatModel,
  resolveModelApiKey,
} from './create-chat-model.js';
export {
  normalizingFetch,
  offeredToolNames,
  sanitizeRequestBody,
  sseNormalizingStream,
} from './normalizing-fetch.js';
export { looksTruncated, repairJsonArguments, repairToolCall } from './repair-tool-call.js';
export {
  DEFAULT_MAX_RETRY_AFTER_MS,
  isTransientNetworkError,
  isTransientStatus,
  MODEL_CALL_SETTINGS,
  parseRetryAfter,
  type RetryEvent,
  type RetryingFetchOptions,
  retryingFetch,
} from './retrying-fetch.js';
export { REASONING_TAGS, ReasoningSplitter, splitReasoning, stripReasoning } from './strip-reasoning.js';
export { mayBecomeTextToolCall, parseTextToolCall, type TextToolCall } from './text-tool-call.js';
