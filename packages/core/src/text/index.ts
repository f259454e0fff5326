export {
  dropHiddenCharacters,
  firstControlCharacter,
  firstHiddenCharacter,
  type HiddenCharacter,
  showHiddenCharacters,
} from './hidden-characters.js';
