/**
 * V98: a WebVTT voice tag with no name (`<v> hi`, `<v >text</v>`) in a transcript threw
 * "Cannot read properties of undefined (reading 'trim')" out of the transcript reader (found by
 * P110's property test), so every reader of that transcript failed. The text is now read with the
 * speaker around it (none, or the cue's).
 */
import { describe, expect, it } from 'vitest';
import { readCueText } from './cue-text.js';
import { TranscriptReader } from './transcript-reader.js';

describe('V98: a voice tag with no name', () => {
  it('V98: readCueText and the reader (both paths) read the text, no speaker', () => {
    expect(readCueText('<v> hi')).toEqual([{ voice: null, text: ' hi' }]);
    expect(readCueText('<v Ann>a</v><v >b</v>')).toEqual([
      { voice: 'Ann', text: 'a' },
      { voice: null, text: 'b' },
    ]);
    for (const fastPaths of [true, false]) {
      const reader = new TranscriptReader(0, { fastPaths });
      const read = [...reader.push('<v> hi'), ...reader.push('Bob: ok'), ...reader.end()];
      expect(read.map((l) => [l.speaker, l.text])).toEqual([
        [null, 'hi'],
        ['Bob', 'ok'],
      ]);
    }
  });
});
