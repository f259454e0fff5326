export {
  dropHiddenCharacters,
  firstHiddenCharacter,
  type HiddenCharacter,
  showHiddenCharacters,
} from './hidden-characters.js';
