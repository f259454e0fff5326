export { commonMarkLoads } from './common-mark-loads.js';
export {
  type CopySampleVaultOptions,
  copySampleVault,
  type SampleVaultCopy,
  sampleVaultPath,
} from './copy-sample-vault.js';
export { delayed } from './delayed.js';
export { type Gate, gate, never } from './gate.js';
export { promisesWhileReading } from './promises-while-reading.js';

export { NORMAL_FINISH_REASONS, readingFirst, startReadingServer } from './reading-first.js';
export { type ScriptedServer, type ScriptedServerOptions, startScriptedServer } from './scripted-server.js';
export type {
  ChatCompletionBody,
  ChatMessage,
  ChatRequest,
  OtherRequest,
  Script,
  ScriptedDelayTurn,
  ScriptedDestroyTurn,
  ScriptedErrorTurn,
  ScriptedRawTurn,
  ScriptedReplyTurn,
  ScriptedToolCall,
  ScriptedTrickleTurn,
  ScriptedTurn,
  ScriptedUsage,
} from './scripted-turn.js';
export {
  type CompletionChunkOptions,
  completionChunk,
  type SseOptions,
  sse,
  sseChunks,
  usageChunk,
} from './sse.js';
