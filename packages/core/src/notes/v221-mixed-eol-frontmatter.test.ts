/**
 * V221 (session 45, hostile): a note whose frontmatter mixes line endings
 * (`---\r\nattendees:\n  - A\r\n---\n…`, LF the majority) had the lines `add_attendee` adds written
 * with CRLF: the ending was taken from the file's FIRST line break. Now every frontmatter edit's new
 * lines take the file's dominant ending (core `dominantEol`: the more frequent, the first line's on a
 * tie), as line writes do (docs/tools.md "line endings"); untouched lines keep their own bytes.
 * Spec: docs/hostile-cases.md B10; docs/frontmatter.md (V221).
 */
import { describe, expect, it } from 'vitest';
import { editFrontmatter } from './edit-frontmatter.js';

describe('V221: frontmatter edits take the dominant line ending', () => {
  it('LF majority with a CRLF first line: the added item and a new key end with LF', () => {
    const text = '---\r\nattendees:\n  - A\r\n---\nBody one.\nBody two.\n';
    const out = editFrontmatter(text, (doc) => {
      doc.addToList('attendees', 'B');
      doc.set('status', 'ended');
    });
    expect(out).toBe('---\r\nattendees:\n  - A\r\n  - B\nstatus: ended\n---\nBody one.\nBody two.\n');
  });

  it('CRLF majority with an LF first line: the added lines end with CRLF', () => {
    const text = '---\nattendees:\r\n  - A\r\n---\r\nBody.\r\n';
    const out = editFrontmatter(text, (doc) => doc.addToList('attendees', 'B'));
    expect(out).toBe('---\nattendees:\r\n  - A\r\n  - B\r\n---\r\nBody.\r\n');
  });

  it('a new block above a mixed body takes the body’s dominant ending', () => {
    const text = 'one\r\ntwo\nthree\nfour\n';
    const out = editFrontmatter(text, (doc) => doc.set('status', 'ended'));
    expect(out).toBe(`---\nstatus: ended\n---\n${text}`);
  });

  it('a tie keeps the first line break’s ending', () => {
    const text = '---\r\nattendees: [A]\n---\r\nx\n';
    const out = editFrontmatter(text, (doc) => doc.set('status', 'ended'));
    expect(out).toBe('---\r\nattendees: [A]\nstatus: ended\r\n---\r\nx\n');
  });
});
