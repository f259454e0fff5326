import { afterEach, describe, expect, it } from 'vitest';
import { isBlankText } from './blank-text.js';

describe('isBlankText (review4 P23)', () => {
  it('P23: white space and invisible format characters are blank', () => {
    for (const text of [
      '',
      ' ',
      '\n\r\n\t',
      '\u00a0',
      '\u200b',
      '\ufeff',
      '\u2060',
      '\u200c\u200d',
      '\u00ad',
      '\u202e \u2066',
      '\u3164',
      ' \u200b\n\ufeff\n',
    ])
      expect(isBlankText(text), JSON.stringify(text)).toBe(true);
  });
  it('P23: any visible character is not blank', () => {
    for (const text of ['a', ' x ', '\u200bx', '-', '😀', '\u0627', '\u200d😀'])
      expect(isBlankText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('isBlankText: a visible ASCII first character answers without the pattern (issue 13, P275)', () => {
  const pattern = /^(?:[\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800]|\u034f)*$/u;
  const exec = RegExp.prototype.exec;
  afterEach(() => {
    RegExp.prototype.exec = exec;
  });
  it("gives the pattern's answer for every UTF-16 unit first, with blank and visible text after it", () => {
    const wrong: string[] = [];
    for (let c = 0; c <= 0xffff; c++)
      for (const rest of ['', ' ', '\u200b\r\n', 'x', '\u00a0😀']) {
        const text = String.fromCharCode(c) + rest;
        if (isBlankText(text) !== pattern.test(text)) wrong.push(JSON.stringify(text));
      }
    expect(wrong).toEqual([]);
  });
  it('runs no pattern on a line that opens on a visible ASCII character', () => {
    let runs = 0;
    RegExp.prototype.exec = function (this: RegExp, s: string) {
      runs++;
      return exec.call(this, s);
    };
    const answers = ['Okay.', '[00:00:03] **Ann:** Hi', '"quoted"', '~'].map(isBlankText);
    RegExp.prototype.exec = exec;
    expect(answers).toEqual([false, false, false, false]);
    expect(runs).toBe(0);
  });
});
