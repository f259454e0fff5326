export { buildRgArgs } from './build-rg-args.js';
export { type SearchMatch, type SearchOptions, type SearchResult, searchVault } from './search-vault.js';
