export {
  type BoundProjectFolder,
  boundList,
  type ProjectFile,
  requireBoundProject,
  resolveProjectFile,
} from './project-scope.js';
export { createMemoryDraft, type SummaryDraft } from './summary-draft.js';
export {
  createToolSession,
  type LineShiftEvent,
  type ReadEvent,
  type ToolSession,
  type ToolSessionOptions,
} from './tool-session.js';
