/**
 * Issue 13, P121: `mayRestart` (the scan in front of the spoken-restart step, P112) built a lower-cased string for every
 * word of up to eight characters to look it up among the openers and wh-words, though those all open on one of six
 * letters (h, i, s, t, w, y). A word opening on any other character is now passed over without a string; the answer is
 * the same (P112's test checks it never says "no" where a restart is found, on 60,000 random texts).
 * Spec: issue 13 (offline engine 1M lines ≤ 10 s).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayRestart } from '../src/transcript/without-restarts.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mayRestart passes over words that cannot be openers (P121)', () => {
  it('builds no string for a word opening on a letter no opener or wh-word opens on', () => {
    const slice = vi.spyOn(String.prototype, 'slice');
    expect(mayRestart('Bob ran far, and Ann paid Carl 42 euros - or maybe not; Dan made cakes.')).toBe(false);
    expect(slice).not.toHaveBeenCalled();
  });

  it('still reads every opener and wh-word, in either case, with or without a contraction', () => {
    const slice = vi.spyOn(String.prototype, 'slice');
    for (const [text, restart] of [
      ['we will go and we go', true],
      ['WE will go and We’ll go', true],
      ["They're late so they'll wait", true],
      ['Hello, how how are you', true],
      ['What which one', true],
      ['Then then it is', true],
      ['Sam saw Tom at home', false],
      ['yes you can', false],
    ] as const)
      expect(mayRestart(text), text).toBe(restart);
    expect(slice).toHaveBeenCalled();
  });

  it('answers the same whatever the first character of a word (every code unit before U+0080 and the curly apostrophe)', () => {
    for (let c = 0; c < 128; c++) {
      const ch = String.fromCharCode(c);
      for (const opener of ['we', 'we', 'it', 'what']) {
        const text = `${ch}${opener} ${opener} x`;
        // A character of a word joins the opener into another word ("xwe", "9it", "-what"): said once, no restart.
        const joined = /[A-Za-z0-9'-]/.test(ch);
        expect(mayRestart(text), JSON.stringify(text)).toBe(!joined);
      }
    }
    // The curly apostrophe joins a word too: "’we" is not an opener.
    expect(mayRestart('’we we')).toBe(false);
  });
});
