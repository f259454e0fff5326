/**
 * Review4 P16: line edits (insert, from/to replace) on a file with MIXED line endings keep every
 * untouched line's bytes (its own `\n` or `\r\n`); new lines take the file's dominant ending; a
 * CR-only (classic Mac) file keeps its final `\r`. Append and replace_file are unchanged.
 * Spec: docs/tools.md (Write modes: every untouched line byte-identical); hostile case B10; review4 P16.
 */
import { describe, expect, it } from 'vitest';
import { applyWrite } from './apply-write.js';

describe('P16: mixed line endings', () => {
  it('P16: insert keeps the endings of the lines it does not touch', () => {
    // The reviewer's file: as many CRLF as LF, so the first line's ending is the file's.
    expect(applyWrite('alpha\nbeta\r\ngamma\r\ndelta\n', { kind: 'insert', at: 1 }, 'ins').text).toBe(
      'ins\nalpha\nbeta\r\ngamma\r\ndelta\n',
    );
    // Mostly CRLF: inserted lines take CRLF, the LF line stays LF.
    expect(applyWrite('alpha\nbeta\r\ngamma\r\ndelta\r\n', { kind: 'insert', at: 3 }, 'x\ny').text).toBe(
      'alpha\nbeta\r\nx\r\ny\r\ngamma\r\ndelta\r\n',
    );
  });

  it("P16: a range replace keeps the endings around it; new lines take the replaced lines' ending", () => {
    expect(applyWrite('a\nb\r\nc\r\nd\n', { kind: 'range', from: 2, to: 2 }, 'B').text).toBe(
      'a\nB\r\nc\r\nd\n',
    );
    expect(applyWrite('a\r\nb\nc\nd\r\ne\n', { kind: 'range', from: 1, to: 1 }, 'A\nA2').text).toBe(
      'A\r\nA2\r\nb\nc\nd\r\ne\n',
    );
    // Deleting lines keeps the rest as it was.
    expect(applyWrite('a\nb\r\nc\r\nd\n', { kind: 'range', from: 3, to: 3 }, '').text).toBe('a\nb\r\nd\n');
  });

  it('P16: the file keeps its final-line-break state', () => {
    expect(applyWrite('a\r\nb\nc', { kind: 'range', from: 3, to: 3 }, 'C').text).toBe('a\r\nb\nC');
    expect(applyWrite('a\r\nb\nc', { kind: 'insert', at: 4 }, 'd').text).toBe('a\r\nb\nc\r\nd');
    expect(applyWrite('a\r\nb\nc', { kind: 'range', from: 2, to: 3 }, '').text).toBe('a');
    expect(applyWrite('a\nb\r\n', { kind: 'range', from: 2, to: 2 }, 'B').text).toBe('a\nB\r\n');
  });

  it('P16: a CR-only file keeps its final \\r on insert', () => {
    expect(applyWrite('a\rb\rc\r', { kind: 'insert', at: 1 }, 'ins').text).toBe('ins\na\rb\rc\r');
  });
});
