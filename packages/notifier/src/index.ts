export { type ConsoleAdapterOptions, consoleAdapter } from './adapters/console-adapter.js';
export { type FakeAdapter, fakeAdapter } from './adapters/fake-adapter.js';
export {
  type NativeToastOptions,
  nativeToastBackend,
  SNORETOAST_EXIT,
  snoreToastOutcome,
  WITHDRAW_LIMIT_MS,
} from './adapters/native-toast-backend.js';
export { policyAdapter } from './adapters/policy-adapter.js';
export { readActivation, type ToastAdapterOptions, toastAdapter } from './adapters/toast-adapter.js';
export { DEFAULT_APP_ID, type ToastBackend, type ToastSpec } from './adapters/toast-backend.js';
export {
  type DetectOptions,
  detectToastCapability,
  type ExecText,
  type ToastCapability,
} from './adapters/toast-capability.js';
export { isToastFailure, type ToastFailure } from './adapters/toast-failure.js';
export { type VaultNoteAdapterOptions, vaultNoteAdapter } from './adapters/vault-note-adapter.js';
export type { ApprovalAdapter, AskContext } from './approval-adapter.js';
export {
  ADAPTER_STEP_LIMIT_MS,
  type ApprovalPrompt,
  type ApprovalPromptOptions,
  createApprovalPrompt,
  DEADLINE_CHECK_MS,
  LONGEST_DEADLINE_MS,
} from './approval-prompt.js';
export type {
  ApplyFailure,
  ApprovalAnswer,
  ApprovalOutcome,
  ApprovalRequest,
  Notification,
} from './approval-request.js';
export { type Clock, systemClock, type TimerHandle } from './clock.js';
export {
  type AdapterChoice,
  adapterChoices,
  type CreateAdapterOptions,
  createAdapter,
} from './create-adapter.js';
export { createFakeClock, type FakeClock } from './fake-clock.js';
export {
  createRequestQueue,
  type QueuedRequest,
  type QueuedRequestState,
  type RequestQueue,
  type RequestQueueOptions,
} from './request-queue.js';
export { safeNoteName } from './safe-note-name.js';
export { fenced, oneLineText, plainText, quotedText, visibleText } from './text/plain-text.js';
export {
  currentAsker,
  newAnswerKey,
  type RequestAsker,
  readTickedAnswer,
  recordOutcome,
  recordStatus,
  renderRequestNote,
} from './vault-note/request-note.js';
export {
  EXPIRED_GRACE_MS,
  type SweepOptions,
  type SweptRequest,
  sweepOrphanedRequests,
} from './vault-note/sweep-orphaned-requests.js';
