/**
 * The one tokenizer of search patterns that `eitherUnicodeForm` (review12 Y2) and `lineEndAnchors`
 * (review11 X2) share (session 17: the two had a copy each). Security-relevant: a class or an
 * escape read as plain text would be rewritten (a `\z` inside a class made an anchor, a letter in
 * `[é]` widened into a two-character group the class cannot hold). Hostile patterns: escapes at
 * the end, inside classes and braced; nested and unclosed classes; `\Q…\E` (Rust's `regex` has no
 * quoting: read as escapes); surrogate pairs and lone surrogates; combining marks.
 * Spec: review12 Y2; review11 X2; docs/tools.md (search patterns are ripgrep's Rust regex).
 */
import { describe, expect, it } from 'vitest';
import { eitherUnicodeForm } from './either-unicode-form.js';
import { lineEndAnchors } from './line-end-anchors.js';
import { type PatternToken, patternTokens } from './pattern-tokens.js';

/** The tokens as `kind:text` strings, in order. */
const shown = (pattern: string) => patternTokens(pattern).map((t) => `${t.kind}:${t.text}`);

describe('patternTokens', () => {
  it('escapes: two characters, a braced Unicode or code point escape whole, a trailing backslash alone', () => {
    expect(shown('a\\.b')).toEqual(['char:a', 'escape:\\.', 'char:b']);
    expect(shown('\\p{Greek}\\P{L}x')).toEqual(['escape:\\p{Greek}', 'escape:\\P{L}', 'char:x']);
    expect(shown('\\x{e9}\\u{00E9}\\x41')).toEqual([
      'escape:\\x{e9}',
      'escape:\\u{00E9}',
      'escape:\\x',
      'char:4',
      'char:1',
    ]);
    expect(shown('\\p{unclosed')).toEqual(['escape:\\p{unclosed']);
    expect(shown('ab\\')).toEqual(['char:a', 'char:b', 'escape:\\']);
    expect(shown('\\\\z')).toEqual(['escape:\\\\', 'char:z']);
    expect(shown('\\😀!')).toEqual(['escape:\\😀', 'char:!']);
  });

  it('classes: whole, nested, with escapes and a leading ] or ^]; an unclosed one runs to the end', () => {
    expect(shown('[a-z]+')).toEqual(['class:[a-z]', 'char:+']);
    expect(shown('[a[b]c]d')).toEqual(['class:[a[b]c]', 'char:d']);
    expect(shown('[[:alpha:]]x')).toEqual(['class:[[:alpha:]]', 'char:x']);
    expect(shown('[]a]b')).toEqual(['class:[]a]', 'char:b']);
    expect(shown('[^]a]b')).toEqual(['class:[^]a]', 'char:b']);
    expect(shown('[\\]\\z]$')).toEqual(['class:[\\]\\z]', 'char:$']);
    expect(shown('[a\\')).toEqual(['class:[a\\']);
    expect(shown('[[a]')).toEqual(['class:[[a]']);
    expect(shown('a]')).toEqual(['char:a', 'char:]']);
  });

  it('\\Q…\\E is no quoting in Rust regex: its letters are escapes and what is between is pattern', () => {
    expect(shown('\\Q[é]\\E')).toEqual(['escape:\\Q', 'class:[é]', 'escape:\\E']);
  });

  it('code points: a surrogate pair is one char, a lone surrogate and a combining mark their own', () => {
    expect(shown('😀e\u0301\ud800')).toEqual(['char:😀', 'char:e', 'char:\u0301', 'char:\ud800']);
  });

  it('the texts joined give every pattern back, with offsets where each token starts', () => {
    const pieces = [
      '\\',
      '[',
      ']',
      '^',
      'z',
      'é',
      '\u0301',
      '(',
      '?',
      '-',
      'm',
      ')',
      '😀',
      '\ud800',
      '{',
      '}',
      'p',
      'Q',
    ];
    for (let n = 0; n < 5000; n++) {
      const pattern = Array.from({ length: n % 9 }, (_, k) => pieces[(n * 7 + k * 13) % pieces.length]).join(
        '',
      );
      const tokens = patternTokens(pattern);
      expect(tokens.map((t) => t.text).join('')).toBe(pattern);
      for (const t of tokens as PatternToken[]) expect(pattern.startsWith(t.text, t.start)).toBe(true);
    }
  });

  it('the rewrites that share it leave classes and escapes as written', () => {
    // An anchor inside a class or after an escaped backslash is no anchor; a letter in a class or a braced escape is not widened.
    expect(lineEndAnchors('[\\z]\\\\z a\\z')).toBe('[\\z]\\\\z a(?m:$)');
    expect(lineEndAnchors('\\p{z}(?i-m:x)\\')).toBe('\\p{z}(?im:x)\\');
    expect(eitherUnicodeForm('[é]\\é\\p{é}é')).toBe('[é]\\é\\p{é}(?:é|e\u0301)');
    expect(eitherUnicodeForm('\\Qé\\E')).toBe('\\Q(?:é|e\u0301)\\E');
    expect(eitherUnicodeForm('[é')).toBe('[é');
  });
});
