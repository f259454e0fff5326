/**
 * Review3 M4: control characters and bidi overrides pasted or typed into a transcript note (not through `ma import`)
 * are not in the text or speaker names the transcript reader gives (so not in the offline summary, the attendees,
 * `override_speaker`'s speaker list); the label's span still points at the name as written in the file.
 * Spec: review3 M4; docs/vault-format.md, Transcript note.
 */
import { describe, expect, it } from 'vitest';
import { dropControlCharacters, showControlCharacters } from '../text/control-characters.js';
import { readTranscriptText } from './read-transcript-text.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters under test
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('M4: the transcript reader gives no control characters', () => {
  it('M4: every line shape: ESC/OSC/BEL, C1, bidi overrides dropped from text and speaker; VT/NEL are spaces', () => {
    const text = [
      '[00:00:01] **Bo\u001b[31mb:** hi \u001b]0;pwned\u0007 there \u001b[2K now',
      'Ann Lee: we \u202eesrever\u202c ship\u000bit\u0085today\u009b',
    ].join('\n');
    const vtt = 'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\n<v Carol\u0007 Ng>fine \u001b[1mbold</v>\n';
    const lines = [...readTranscriptText(text), ...readTranscriptText(vtt)];
    expect(lines.map((l) => [l.speaker, l.text])).toEqual([
      ['Bo[31mb', 'hi ]0;pwned there [2K now'],
      ['Ann Lee', 'we esrever ship it today'],
      ['Carol Ng', 'fine [1mbold'],
    ]);
    for (const l of lines) expect(`${l.speaker} ${l.text}`).not.toMatch(RAW);
    // The label still spans the name as written (override_speaker rewrites those characters).
    const first = lines[0]!;
    expect(text.split('\n')[0]!.slice(first.label!.start, first.label!.end)).toBe('Bo\u001b[31mb');
  });

  it('M4: tabs, RTL text and bidi marks stay', () => {
    const [line] = readTranscriptText('**Ahmad:** \u200fشكرا\u200f a\u200db');
    expect(line?.text).toBe('\u200fشكرا\u200f a\u200db');
  });

  it('M4: dropControlCharacters / showControlCharacters keep CRLF, tabs and line feeds; one escape per character', () => {
    expect(dropControlCharacters('a\r\nb\tc\rd\u001be')).toBe('a\r\nb\tc de');
    expect(showControlCharacters('a\r\nb\tc\rd\u001be\u202e\u0085')).toBe('a\r\nb\tc\\rd\\x1be\\u202e\\x85');
    expect(showControlCharacters('plain')).toBe('plain');
  });
});
