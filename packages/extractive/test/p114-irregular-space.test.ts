/**
 * Issue 13, P114: cleaning a sentence and normalising it for the cue patterns each asked a pattern whether its white
 * space needs fixing (`/\s\s|[^\S ]/`, `/\s\s|[^\S ]|^ | $/`: about 2 % of the engine's CPU on a long transcript, run for
 * every sentence and nearly always false). `irregularSpace` now answers: two spaces by a native `includes`, any other
 * white space by the one-class pattern `[^\S ]`, the edges by two character codes; the same
 * answer for every UTF-16 code unit, for random texts of spaces, tabs, breaks and Unicode spaces, and for every line of
 * the sample vault; the alternations are no longer run (bench/golden.ts: every quality set, golden case and the sample
 * vault byte for byte).
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; work done for every sentence that only a few need).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeForCues } from '../src/cues/normalize-for-cues.js';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';
import { cleanDisfluencies } from '../src/transcript/clean-disfluencies.js';
import { irregularSpace } from '../src/transcript/irregular-space.js';

afterEach(() => vi.restoreAllMocks());

const INNER = /\s\s|[^\S ]/;
const EDGES = /\s\s|[^\S ]|^ | $/;
const same = (text: string) => {
  expect(irregularSpace(text, false), JSON.stringify(text)).toBe(INNER.test(text));
  expect(irregularSpace(text, true), JSON.stringify(text)).toBe(EDGES.test(text));
};

describe('P114: white space checked without the alternation, the answer of the patterns (issue 13)', () => {
  it('P114: every UTF-16 code unit, alone, between letters, doubled and next to a space', () => {
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      for (const text of [ch, `a${ch}b`, `${ch}${ch}`, ` ${ch}x`, `x${ch} `, `ab ${ch}`]) {
        if (
          irregularSpace(text, false) !== INNER.test(text) ||
          irregularSpace(text, true) !== EDGES.test(text)
        )
          same(text);
      }
    }
    same('');
    same(' ');
    same('a');
  });

  it('P114: 20,000 seeded random texts of spaces, tabs, breaks, Unicode spaces, letters and surrogates', () => {
    const pieces = [
      ' ',
      ' ',
      'a',
      'word',
      '\t',
      '\n',
      '\r\n',
      '\u00a0',
      '\u2009',
      '\u2028',
      '\u3000',
      '\ufeff',
      'é',
      '\ud83d',
      '\ude00',
      ',',
      '.',
    ];
    let seed = 113;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 8;
    };
    let irregular = 0;
    for (let k = 0; k < 20_000; k++) {
      let text = '';
      const n = next() % 12;
      for (let i = 0; i < n; i++) text += pieces[next() % pieces.length];
      same(text);
      if (irregularSpace(text, true)) irregular++;
    }
    // Both answers were seen many times.
    expect(irregular).toBeGreaterThan(1000);
    expect(irregular).toBeLessThan(19_000);
  });

  it('P114: every line of the sample vault, raw, cleaned and normalised', () => {
    const lines = loadSampleMeetings().flatMap((m) => `${m.transcript}\n${m.userNotes ?? ''}`.split('\n'));
    expect(lines.length).toBeGreaterThan(500);
    for (const line of lines) {
      same(line);
      same(line.toLowerCase());
      same(`${line}  `);
    }
  });

  it('P114: cleaning and normalising a sentence run neither alternation', () => {
    const test = vi.spyOn(RegExp.prototype, 'test');
    const cleaned = cleanDisfluencies('So  we\tdecided,   uh, to  ship it on\u00a0Friday. ');
    const normal = normalizeForCues(` ${cleaned}\u2009`);
    const sources = test.mock.contexts.map((re) => (re as RegExp).source);
    test.mockRestore();
    expect(cleaned).toBe('We decided to ship it on Friday.');
    expect(normal).toBe('we decided to ship it on friday.');
    expect(sources).not.toContain(INNER.source);
    expect(sources).not.toContain(EDGES.source);
  });
});
