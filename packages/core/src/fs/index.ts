export {
  type AppendedFile,
  type AppendFileAtomicOptions,
  type AppendTarget,
  appendFileAtomic,
} from './append-file-atomic.js';
export { atomicTempTarget, isAtomicTempName } from './atomic-temp-name.js';
export { blockingFs, fsOps, useBlockingFs } from './blocking-fs.js';
export { settled } from './changed-recently.js';
export { checkTextChunk, decodeText, decodeTextLine } from './decode-text.js';
export { type EditFileAtomicOptions, editFileAtomic, type FileEdit } from './edit-file-atomic.js';
export { ensureParentFolder } from './ensure-parent-folder.js';
export {
  FS_CODE_MEANINGS,
  failWritesPastFileSizeLimit,
  fileSystemErrorOf,
  fileSystemFailureText,
  withFilePath,
} from './file-system-failure.js';
export { folderWriteProblem } from './folder-write-problem.js';
export { findLoneCr, LoneCrCheck, loneCrError, loneCrIn } from './lone-cr.js';
export { copyToTrash, fileToTrash, moveToTrash, type TrashVault } from './move-to-trash.js';
export { findNotTextInFile } from './not-text-in-file.js';
export { READ_CHUNK_BYTES, readChunks } from './read-chunks.js';
export { type ReadTextOptions, readText, readTextOrNull } from './read-text-or-null.js';
export { unchangedSince } from './read-text-settled.js';
export {
  type LineWriteMode,
  type RangeRewrite,
  type RangeRewritePlan,
  type RangeRewriteTarget,
  type RewriteRangeAtomicOptions,
  readRangeTarget,
  rewriteRangeAtomic,
} from './rewrite-range-atomic.js';
export {
  emptiedJustNow,
  readAgainAfterEmptyRead,
  type SaveWait,
  waitWhileSaving,
} from './save-in-progress.js';
export {
  type AtomicTempFile,
  findAtomicTempFiles,
  removeStaleTempFiles,
  STALE_TEMP_AGE_MS,
} from './stale-temp-files.js';
export { type WriteFileAtomicOptions, writeFileAtomic } from './write-file-atomic.js';
