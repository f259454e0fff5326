import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../src/transcript/parse-transcript.js';

describe('parseTranscript', () => {
  it('reads speaker, timestamp, text and 1-based line of each vault-format segment', () => {
    const text =
      "[00:00:03] **Alice Moreau:** Okay, let's start.\n\n[00:00:09] **Speaker 2:** The casing is twelve euros.\n";
    expect(parseTranscript(text)).toEqual([
      { speaker: 'Alice Moreau', timestamp: '00:00:03', text: "Okay, let's start.", line: 1 },
      { speaker: 'Speaker 2', timestamp: '00:00:09', text: 'The casing is twelve euros.', line: 3 },
    ]);
  });

  it('adds lineOffset so lines match the file, and accepts CRLF', () => {
    const [segment] = parseTranscript('\r\n[00:00:01] **Ben:** Hello there.\r\n', 6);
    expect(segment).toMatchObject({ speaker: 'Ben', line: 8 });
  });

  it('keeps plain lines as speakerless segments and skips headings, rules and empty turns', () => {
    const text =
      '# Transcript\n---\nJust some words.\n**Ben:** Without a timestamp.\n[00:00:05] **Ann:**   \n';
    expect(parseTranscript(text)).toEqual([
      { speaker: null, timestamp: null, text: 'Just some words.', line: 3 },
      { speaker: 'Ben', timestamp: null, text: 'Without a timestamp.', line: 4 },
    ]);
  });
});
