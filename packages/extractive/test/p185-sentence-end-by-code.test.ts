/**
 * Issue 13, P185: `isCompleteSentence` read a sentence's end one character at a time through two patterns (the marks
 * after the last word, then the last word's letters), a pattern run and a one-character string per character of every
 * sentence (bench:count: 4.8 runs a line). ASCII is now told by its code and only other characters go to the patterns,
 * so an ASCII sentence runs neither; and for every UTF-16 unit the answer is the pattern's.
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s); issue 15 (readable units: whole sentences).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  isCompleteSentence,
  isTrailingAt,
  isWordCharacterAt,
} from '../src/transcript/is-complete-sentence.js';

const exec = RegExp.prototype.exec;
afterEach(() => {
  RegExp.prototype.exec = exec;
});

describe('P185: the end of a sentence read by character code', () => {
  it('runs no end-of-sentence pattern on an ASCII sentence', () => {
    let runs = 0;
    RegExp.prototype.exec = function (this: RegExp, s: string) {
      if (this.source === "[\\p{L}']" || this.source.startsWith('[\\s.!?')) runs++;
      return exec.call(this, s);
    };
    const answers = [
      isCompleteSentence('We agreed to ship the new remote control in March.', 'en'),
      isCompleteSentence('So we had to s', 'en'),
      isCompleteSentence('I think that we should go with the "green" one!)', 'en'),
    ];
    RegExp.prototype.exec = exec;
    expect(answers).toEqual([true, false, true]);
    expect(runs).toBe(0);
  });

  it("gives each pattern's answer for every UTF-16 unit", () => {
    const trailing = /[\s.!?…"'”’)]/u;
    const word = /[\p{L}']/u;
    const wrong: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const text = `a${String.fromCharCode(c)}b`;
      if (
        isTrailingAt(text, 1) !== trailing.test(text[1]!) ||
        isWordCharacterAt(text, 1) !== word.test(text[1]!)
      )
        wrong.push(c);
    }
    expect(wrong).toEqual([]);
  });
});
