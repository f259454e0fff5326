import { describe, expect, it } from 'vitest';
import { formatLines, type ReadOn } from './format-lines.js';

const hint = ({ line, char }: ReadOn) =>
  `call read_transcript with from=${line}${char ? `, from_char=${char}` : ''}`;

describe('formatLines', () => {
  it('numbers lines under a header with the vault path and range', () => {
    const out = formatLines(
      'T/a.md',
      { from: 2, to: 3, total: 9, lines: ['b', 'c'] },
      { maxChars: 100, continueWith: hint },
    );
    expect(out).toEqual({ text: 'T/a.md · lines 2–3 of 9\n2│b\n3│c', shownFrom: 2, shownTo: 3 });
  });

  it('says so for an empty file and for an empty range', () => {
    expect(
      formatLines('a.md', { from: 1, to: 0, total: 0, lines: [] }, { maxChars: 9, continueWith: hint }).text,
    ).toBe('a.md · empty (0 lines)');
    expect(
      formatLines('a.md', { from: 5, to: 4, total: 4, lines: [] }, { maxChars: 9, continueWith: hint }).text,
    ).toBe('a.md · no lines in range: from 5 is past the end (4 lines)');
  });

  it('cuts at the character budget on a whole line and says how to read on', () => {
    const lines = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`);
    const out = formatLines(
      'a.md',
      { from: 1, to: 10, total: 10, lines },
      { maxChars: 30, continueWith: hint },
    );
    expect(out.text).toBe(
      'a.md · lines 1–3 of 10\n1│line 1\n2│line 2\n3│line 3\n… cut at 30 characters; call read_transcript with from=4 to read on',
    );
    expect(out.shownTo).toBe(3);
  });

  it('H11: shows a line longer than the budget in parts, saying where it goes on; only whole lines count as shown', () => {
    const out = formatLines(
      'a.md',
      { from: 1, to: 2, total: 2, lines: ['x'.repeat(100), 'y'] },
      { maxChars: 20, continueWith: hint },
    );
    const [header, first, last] = out.text.split('\n');
    expect(header).toBe('a.md · lines 1–1 of 2 (line 1: characters 1–17 of 100)');
    expect(first).toBe(`1│${'x'.repeat(17)}…`);
    expect(last).toBe('… line 1 continues; call read_transcript with from=1, from_char=18 to read on');
    expect(out).toMatchObject({
      shownFrom: 2,
      shownTo: 0,
      partial: { line: 1, from: 1, to: 17, length: 100 },
    });
  });

  it('H11: from_char reads on inside the line; following lines come whole when they fit', () => {
    const line = `${'a'.repeat(30)}${'b'.repeat(30)}`;
    const middle = formatLines(
      'a.md',
      { from: 1, to: 2, total: 2, lines: [line, 'next'] },
      { maxChars: 20, continueWith: hint, fromChar: 18 },
    );
    expect(middle.text).toBe(
      `a.md · lines 1–1 of 2 (line 1: characters 18–33 of 60)\n1│…${'a'.repeat(13)}bbb…\n… line 1 continues; call read_transcript with from=1, from_char=34 to read on`,
    );
    const end = formatLines(
      'a.md',
      { from: 1, to: 2, total: 2, lines: [line, 'next'] },
      { maxChars: 40, continueWith: hint, fromChar: 34 },
    );
    expect(end.text).toBe(
      `a.md · lines 1–2 of 2 (line 1: characters 34–60 of 60)\n1│…${'b'.repeat(27)}\n2│next`,
    );
    expect(end).toMatchObject({
      shownFrom: 2,
      shownTo: 2,
      partial: { line: 1, from: 34, to: 60, length: 60 },
    });
  });

  it('H11, R22: characters are code points; a part never splits a character made of two UTF-16 units', () => {
    const out = formatLines(
      'a.md',
      { from: 1, to: 1, total: 1, lines: ['😀'.repeat(50)] },
      { maxChars: 8, continueWith: hint },
    );
    expect(out.text.split('\n')[1]).toBe(`1│${'😀'.repeat(5)}…`);
    expect(out.partial).toEqual({ line: 1, from: 1, to: 5, length: 50 });
    const on = formatLines(
      'a.md',
      { from: 1, to: 1, total: 1, lines: ['😀'.repeat(50)] },
      { maxChars: 8, continueWith: hint, fromChar: 6 },
    );
    expect(on.text.split('\n')[1]).toBe(`1│…${'😀'.repeat(4)}…`);
    expect(on.partial).toEqual({ line: 1, from: 6, to: 9, length: 50 });
  });

  it('labels body lines', () => {
    const out = formatLines(
      'A/c.md',
      { from: 1, to: 1, total: 1, lines: ['n'] },
      { maxChars: 50, continueWith: hint, label: 'body' },
    );
    expect(out.text).toBe('A/c.md (body) · lines 1–1 of 1\n1│n');
  });
});
