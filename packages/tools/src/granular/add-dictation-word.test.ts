import { describe, expect, it } from 'vitest';
import { dictationWords } from './add-dictation-word.js';

describe('dictationWords', () => {
  it('reads the trimmed text of every list item (BOM, CRLF), skipping other lines', async () => {
    const text =
      '\uFEFF- Estyn\r\n# Dictation\r\n\r\n* jog-dial \r\n  + nested phrase\r\nprose - not an item\r\n-nospace';
    expect(await dictationWords(text)).toEqual(['Estyn', 'jog-dial', 'nested phrase']);
    expect(await dictationWords('')).toEqual([]);
  });
});
