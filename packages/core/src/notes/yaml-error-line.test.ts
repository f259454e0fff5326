import { describe, expect, it } from 'vitest';
import { FrontmatterError } from '../errors/frontmatter-error.js';
import { parseNote } from './parse-note.js';

/** The error parseNote throws for `text`. */
function failure(text: string): FrontmatterError {
  try {
    parseNote(text);
  } catch (error) {
    if (FrontmatterError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('parseNote accepted the note');
}

describe('I10.3: YAML errors give the line in the file, not inside the frontmatter', () => {
  it("the parser's frontmatter-relative position is not repeated in the message", () => {
    // yaml says "at line 1, column 8" (line 1 of the YAML); the file line is 2.
    const error = failure('---\ntitle: x\n  bad: indent\n---\nbody\n');
    expect(error.line).toBe(2);
    expect(error.message).toContain('(line 2, column 8)');
    expect(error.message).not.toMatch(/line 1\b/);
  });

  it('an unclosed list further down: the file line, with a BOM and CRLF too', () => {
    const error = failure(
      '\uFEFF---\r\ntitle: x\r\ndate: 2026-05-04\r\nattendees: [Mira, Tove\r\nstatus: ended\r\n---\r\n',
    );
    expect(error.line).toBeGreaterThanOrEqual(5);
    expect(error.message).toContain(`line ${error.line}`);
    expect(error.message).not.toMatch(/at line \d+, column \d+/);
  });
});
