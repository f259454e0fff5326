/**
 * V224 (session 45's closing note): `replaceBody` gave a new body the FIRST line break's ending, so
 * a mostly-LF note whose frontmatter opened with CRLF got a CRLF body (and the reverse). Now the new
 * body takes the note's dominant ending (core `dominantEol`), V221's rule for lines a frontmatter edit
 * adds; the frontmatter block keeps its bytes.
 * Spec: docs/hostile-cases.md B10; docs/frontmatter.md (V221, V224).
 */
import { describe, expect, it } from 'vitest';
import { replaceBody } from './replace-body.js';

describe('V224: replaceBody takes the dominant line ending', () => {
  it('LF majority with a CRLF first line: the new body ends its lines with LF', () => {
    const text = '---\r\ntitle: x\nstatus: ended\n---\nold one\nold two\n';
    expect(replaceBody(text, 'new one\r\nnew two\r\n')).toBe(
      '---\r\ntitle: x\nstatus: ended\n---\nnew one\nnew two\n',
    );
  });

  it('CRLF majority with an LF first line: the new body ends its lines with CRLF', () => {
    const text = '---\ntitle: x\r\n---\r\nold one\r\nold two\r\n';
    expect(replaceBody(text, 'a\nb\n')).toBe('---\ntitle: x\r\n---\r\na\r\nb\r\n');
  });

  it('a tie keeps the first break’s ending; a BOM stays', () => {
    const text = '\uFEFF---\r\ntitle: x\n---\r\nold\n';
    expect(replaceBody(text, 'a\nb\n')).toBe('\uFEFF---\r\ntitle: x\n---\r\na\r\nb\r\n');
  });
});
