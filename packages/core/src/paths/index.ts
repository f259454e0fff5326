export { checkNameBytes, fitName, MAX_NAME_BYTES } from './check-name-bytes.js';
export { checkRelativePath } from './check-relative-path.js';
export { uncreatableNameProblem } from './creatable-name.js';
export { expandHome, startsWithTilde } from './expand-home.js';
export { type ICloudPlaceholder, iCloudPlaceholder, iCloudPlaceholderAdvice } from './icloud-placeholder.js';
export { isInside } from './is-inside.js';
export { resolveSafePath, type SafePath, type SafePathOptions } from './resolve-safe-path.js';
