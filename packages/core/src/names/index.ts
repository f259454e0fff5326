export { closestNames } from './closest-names.js';
export { findExistingPath, spellExistingPrefix } from './find-existing-path.js';
export { formatLink, isWikilinkSafe } from './format-link.js';
export { frontmatterLink, frontmatterList, personName, splitListString } from './frontmatter-list.js';
export { nameKey, sameName } from './name-key.js';
export { linkTarget, type ParsedLink, parseLink } from './parse-link.js';
export { addPerson, removePerson, samePerson } from './people-list.js';
export { isSafeNoteName, safeNoteName, safeNotePath } from './safe-note-name.js';
