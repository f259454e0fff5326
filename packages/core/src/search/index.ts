export { buildRgArgs, MAX_SEARCH_FILE_BYTES } from './build-rg-args.js';
export {
  DEPENDENCY_FOLDERS,
  type DependencyFolder,
  findDependencyFolders,
  inDependencyFolder,
  isDependencyFolder,
} from './dependency-folders.js';
export { blockingRipgrep, useBlockingRipgrep } from './run-ripgrep.js';
export {
  MAX_PATTERN_CHARS,
  type SearchMatch,
  type SearchOptions,
  type SearchResult,
  searchVault,
} from './search-vault.js';
