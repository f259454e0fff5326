import { describe, expect, it } from 'vitest';
import { FrontmatterError } from '../errors/index.js';
import { editFrontmatter } from './edit-frontmatter.js';
import { parseNote } from './parse-note.js';
import { replaceBody } from './replace-body.js';

function refusedUnclosed(fn: () => unknown): void {
  try {
    fn();
  } catch (error) {
    expect(FrontmatterError.isInstance(error)).toBe(true);
    expect((error as FrontmatterError).reason).toBe('unclosed');
    expect((error as Error).message).toMatch(/frontmatter is not closed/);
    return;
  }
  throw new Error('expected FrontmatterError(unclosed)');
}

const UNCLOSED = [
  '---\ntitle: x\n',
  '---\ntitle: x',
  '---\r\ntitle: x\r\nstatus: ended\r\n\r\nSome notes.\r\n',
  '\uFEFF---\ntitle: x\n',
  '---\n\nattendees:\n  - Alice\n# Notes\n',
  '---\n"quoted key": 1\n',
  '---js\n{ a: 1 }\n',
  '---yaml\nkey:\n',
];

describe('N6: frontmatter that opens but never closes is refused, never given a second block', () => {
  it('N6: parseNote, editFrontmatter and replaceBody refuse an unclosed block (FrontmatterError unclosed)', () => {
    for (const text of UNCLOSED) {
      refusedUnclosed(() => parseNote(text));
      refusedUnclosed(() => editFrontmatter(text, (doc) => doc.set('status', 'summarized')));
      refusedUnclosed(() => replaceBody(text, 'body\n'));
    }
  });

  it('N6: a lone --- rule followed by prose is still body (B07), and closed blocks are unaffected', () => {
    for (const text of ['---\nHallway chat with Alice.\n- follow up\n', '---\n# Heading\n', '---\n', '---']) {
      expect(parseNote(text).frontmatter).toBeNull();
      expect(parseNote(text).body).toBe(text);
    }
    expect(parseNote('---\ntitle: x\n---\nbody\n').frontmatter?.data).toEqual({ title: 'x' });
  });
});
