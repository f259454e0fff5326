import { describe, expect, it } from 'vitest';
import { formatLines } from './format-lines.js';

const hint = (n: number) => `call read_transcript with from=${n}`;

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
    ).toBe('a.md · no lines in range (4 lines)');
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

  it('shows the head of a single line longer than the budget (B22)', () => {
    const out = formatLines(
      'a.md',
      { from: 1, to: 2, total: 2, lines: ['x'.repeat(100), 'y'] },
      { maxChars: 20, continueWith: hint },
    );
    const [header, first, last] = out.text.split('\n');
    expect(header).toBe('a.md · lines 1–1 of 2');
    expect(first).toBe(`1│${'x'.repeat(17)}…`);
    expect(last).toBe('… cut at 20 characters; call read_transcript with from=2 to read on');
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
