/**
 * Review session 36: `withBodyLinks` split the body on CRLF or LF and joined it again with one ending (CRLF
 * when the body held any), so updating or removing the `Links:` line of a note edited on two systems (its
 * lines ending CRLF and LF) rewrote every LF line as CRLF: bytes of the user's body changed that the
 * update never meant to touch. Now each line keeps its own ending. Spec: docs/contracts.md, Links written;
 * the brief (line endings survive our edits).
 */
import { describe, expect, it } from 'vitest';
import { withBodyLinks } from './body-links.js';

const OLD = 'Links: Meeting note: [old](o.md)';
const NEW = 'Links: Meeting note: [new](n.md)';

describe('the Links: line of a body with mixed line endings', () => {
  it('is replaced and removed with every other line ending kept', () => {
    const mixed = `${OLD}\r\n\r\n## Run 1\n- a\r\n- b\n`;
    expect(withBodyLinks(mixed, NEW, 'start')).toBe(`${NEW}\r\n\r\n## Run 1\n- a\r\n- b\n`);
    expect(withBodyLinks(mixed, null, 'start')).toBe('## Run 1\n- a\r\n- b\n');
    const atEnd = `## Summary\nx\r\ny\n\n${OLD}\r\n`;
    expect(withBodyLinks(atEnd, NEW, 'end')).toBe(`## Summary\nx\r\ny\n\n${NEW}\r\n`);
    expect(withBodyLinks(atEnd, null, 'end')).toBe('## Summary\nx\r\ny\n');
  });

  it('bodies with one line ending read as before', () => {
    expect(withBodyLinks(`a\n${OLD}`, null, 'end')).toBe('a');
    expect(withBodyLinks(`a\n${OLD}\n`, null, 'end')).toBe('a');
    expect(withBodyLinks(`a\n${OLD}\n\n`, null, 'end')).toBe('a\n');
    expect(withBodyLinks(`${OLD}\n\nbody`, null, 'start')).toBe('body');
    expect(withBodyLinks(`a\r\n${OLD}\r\nb`, null, 'end')).toBe('a\r\nb');
    expect(withBodyLinks(`a\r\n${OLD}\r\nb`, NEW, 'end')).toBe(`a\r\n${NEW}\r\nb`);
  });
});
