export { isBlankText } from './blank-text.js';
export {
  codePointLength,
  codePointOffset,
  cutText,
  pairSafeIndex,
  textLength,
  wellFormedText,
} from './code-points.js';
export { caselessSkeleton, confusableSkeleton } from './confusable-skeleton.js';
export { CONFUSABLES_VERSION } from './confusables-table.js';
export {
  dropControlCharacters,
  hasControlCharacters,
  showControlCharacters,
  shownControl,
} from './control-characters.js';
export { countNoun } from './count-noun.js';
export {
  dropHiddenCharacters,
  firstControlCharacter,
  firstHiddenCharacter,
  type HiddenCharacter,
  showHiddenCharacters,
} from './hidden-characters.js';
export { lookalikeInvisible } from './invisible-characters.js';
export { isJsSpace } from './js-space.js';
export { type DuplicateJsonKey, duplicateJsonKey } from './json-duplicate-key.js';
export { JsonNestingError, jsonNestingDepth, jsonNestingProblem, MAX_JSON_NESTING } from './json-nesting.js';
export { type JsonNumberProblem, jsonNumberProblem } from './json-number-problem.js';
export { mapLinesOutsideFences } from './map-lines-outside-fences.js';
export { compareNames } from './name-order.js';
export { noteStamp } from './note-stamp.js';
export { oneLine } from './one-line.js';
export { type PasteCommand, pasteCommand, pasteCommandText } from './paste-command.js';
export { matchesEveryWord } from './query-words.js';
export { redactSecrets } from './redact-secrets.js';
export {
  keepWrittenNumbers,
  parseJsonKeepingNumbers,
  plainNumber,
  shownNumber,
  WRITTEN_NUMBERS,
  withWrittenNumbers,
  writtenNumbersOf,
} from './shown-number.js';
