export { closestNames } from './closest-names.js';
export { findExistingPath, spellExistingPrefix } from './find-existing-path.js';
export { formatLink, isWikilinkSafe } from './format-link.js';
export {
  frontmatterLink,
  frontmatterList,
  personName,
  splitListString,
  unreadableListItems,
} from './frontmatter-list.js';
export { isEmptyLinkValue, type LinkValue, readLinkValue } from './link-value.js';
export { lookalikeOf } from './lookalike-name.js';
export { markdownName } from './markdown-name.js';
export { nameKey, sameName } from './name-key.js';
export {
  fromNoteFolder,
  type LinkAt,
  linkTarget,
  nameReadings,
  type ParsedLink,
  parseLink,
  readLinkAt,
  unquote,
} from './parse-link.js';
export {
  addListItem,
  addPerson,
  listItemShown,
  matchPeople,
  type PersonAliases,
  personKey,
  removePerson,
  samePerson,
  sharedIdentity,
  tidyPersonName,
} from './people-list.js';
export { replaceLinks } from './replace-links.js';
export { isSafeNoteName, safeNoteName, safeNotePath, withoutMdExtension } from './safe-note-name.js';
