export { countNoun } from './count-noun.js';
export {
  dropHiddenCharacters,
  firstControlCharacter,
  firstHiddenCharacter,
  type HiddenCharacter,
  showHiddenCharacters,
} from './hidden-characters.js';
