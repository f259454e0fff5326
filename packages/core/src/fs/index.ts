export { isAtomicTempName } from './atomic-temp-name.js';
export { ensureParentFolder } from './ensure-parent-folder.js';
export { moveToTrash, type TrashVault } from './move-to-trash.js';
export { readTextOrNull } from './read-text-or-null.js';
export { type WriteFileAtomicOptions, writeFileAtomic } from './write-file-atomic.js';
