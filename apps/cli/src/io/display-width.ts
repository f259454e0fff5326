import stringWidth from 'string-width';

/**
 * Terminal columns of text, for tables printed to a terminal (`ma projects`), as `string-width`
 * counts them (Unicode UAX #11 and the emoji list; ambiguous characters narrow, as terminals outside
 * East Asian locales show them): a combining mark (an accent a Mac stores as `e` + U+0301), a
 * zero-width or format character takes none, an East Asian wide or full-width character and an emoji
 * shown as a picture take two, everything else one. reviewA R8 (session 22): columns were padded by
 * UTF-16 length, so an NFD name stood one column short per accent and a CJK name half its width short.
 * Spec: reviewA R8 (session 22); apps/cli/README.md (`ma projects`).
 */
export function displayWidth(text: string): number {
  return stringWidth(text);
}

/** `text` followed by spaces up to `width` terminal columns ({@link displayWidth}); never cut. */
export function padToWidth(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}
