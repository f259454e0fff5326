import { describe, expect, it } from 'vitest';
import { buildRgArgs } from './build-rg-args.js';
import { eitherUnicodeForm } from './either-unicode-form.js';
import { trimLine } from './trim-line.js';

describe('trimLine', () => {
  it('keeps short lines whole', () => {
    expect(trimLine('short Falcon', 6, 12, 240)).toEqual({ text: 'short Falcon', trimmed: false });
  });

  it('B22: centres the window on a match deep inside a long line', () => {
    const line = `${'a'.repeat(5000)}Falcon${'b'.repeat(5000)}`;
    const { text, trimmed } = trimLine(line, 5000, 5006, 40);
    expect(trimmed).toBe(true);
    expect(text).toHaveLength(40);
    expect(text).toBe(`…${'a'.repeat(16)}Falcon${'b'.repeat(16)}…`);
  });

  it('has no leading ellipsis at the start and no trailing one at the end', () => {
    const line = `Falcon${'b'.repeat(100)}`;
    expect(trimLine(line, 0, 6, 20).text).toBe(`Falcon${'b'.repeat(12)}…`);
    const tail = `${'a'.repeat(100)}Falcon`;
    expect(trimLine(tail, 100, 106, 20).text).toBe(`…${'a'.repeat(12)}Falcon`);
  });

  it('never splits a surrogate pair', () => {
    const line = '😀'.repeat(100);
    const { text } = trimLine(line, 100, 102, 21);
    expect(text.replace(/…/g, '')).toMatch(/^(😀)+$/u);
  });
});

describe('buildRgArgs', () => {
  it('B20: puts the pattern after -e and the paths after --, never --follow or -P', () => {
    const args = buildRgArgs('--pre=x', ['-e.md'], 5);
    // L350: its letters widened to their accented forms, still after -e.
    expect(args.slice(-4)).toEqual(['-e', eitherUnicodeForm('--pre=x'), '--', '-e.md']);
    expect(args).toContain('--no-config');
    expect(args.some((a) => /^(-L|--follow|-P|--pcre2)$/.test(a))).toBe(false);
  });
});
