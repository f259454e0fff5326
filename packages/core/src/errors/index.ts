export { AmbiguousError } from './ambiguous-error.js';
export { ConfigError } from './config-error.js';
export { FrontmatterError, type FrontmatterReason, withNotePath } from './frontmatter-error.js';
export { LockedError } from './locked-error.js';
export { MaError } from './ma-error.js';
export { NotFoundError, type NotFoundReason } from './not-found-error.js';
export { PathSafetyError, type PathSafetyReason } from './path-safety-error.js';
export { SearchError, type SearchErrorReason } from './search-error.js';
export { WriteModeError, type WriteModeReason } from './write-mode-error.js';
