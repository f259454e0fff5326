import { describe, expect, it } from 'vitest';
import { FrontmatterError } from '../errors/frontmatter-error.js';
import { editFrontmatter } from './edit-frontmatter.js';
import { parseNote } from './parse-note.js';

const BOM = '\uFEFF';

function frontmatterError(fn: () => unknown): FrontmatterError {
  try {
    fn();
  } catch (error) {
    if (FrontmatterError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a FrontmatterError');
}

describe('parseNote', () => {
  it('splits a meeting note into frontmatter data and body', () => {
    const text = '---\ntitle: Kickoff\nattendees:\n  - Alice Moreau\n---\n# Kickoff\nNotes\n';
    const note = parseNote(text);
    expect(note.frontmatter?.data).toEqual({ title: 'Kickoff', attendees: ['Alice Moreau'] });
    expect(note.frontmatter?.raw).toBe('title: Kickoff\nattendees:\n  - Alice Moreau\n');
    expect(note.body).toBe('# Kickoff\nNotes\n');
    expect(note.bodyStartLine).toBe(6);
    expect(note).toMatchObject({ bom: false, eol: '\n' });
  });

  it('a note without frontmatter is all body, starting at line 1', () => {
    expect(parseNote('# Title\ntext\n')).toEqual({
      bom: false,
      eol: '\n',
      frontmatter: null,
      body: '# Title\ntext\n',
      bodyStartLine: 1,
    });
  });

  for (const tz of ['America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
    it(`B01: date-only values stay the original text under TZ=${tz}`, () => {
      const previous = process.env.TZ;
      process.env.TZ = tz;
      try {
        const note = parseNote(
          '---\ndate: 2024-05-02\nstart: 2026-11-20T10:00:00+01:00\n---\n# Falcon sync\n',
        );
        expect(note.frontmatter?.data.date).toBe('2024-05-02');
        expect(note.frontmatter?.data.start).toBe('2026-11-20T10:00:00+01:00');
      } finally {
        process.env.TZ = previous;
      }
    });
  }

  it('B03: two parses of identical text never share objects', () => {
    const text = '---\nattendees:\n  - "[[Alice Example]]"\n---\n';
    const a = parseNote(text);
    (a.frontmatter!.data.attendees as string[]).push('[[Bob Sample]]');
    const b = parseNote(text);
    expect(b.frontmatter?.data.attendees).toEqual(['[[Alice Example]]']);
    expect(b.frontmatter?.data).not.toBe(a.frontmatter?.data);
  });

  it('B04: broken YAML fails the same way on every attempt, with line and column', () => {
    const text = '---\nattendees:\n  - "[[Alice Example]]\nprojects: Falcon\n---\nBody text.\n';
    const first = frontmatterError(() => parseNote(text));
    const second = frontmatterError(() => parseNote(text));
    expect(first.reason).toBe('invalid-yaml');
    expect(second.reason).toBe('invalid-yaml');
    expect(second.message).toBe(first.message);
    expect(first.line).toBeGreaterThanOrEqual(3);
    expect(first.column).toBeGreaterThanOrEqual(1);
    expect(first.withPath('Meetings/x.md').message).toContain('Meetings/x.md');
  });

  for (const language of ['js', 'javascript', 'JavaScript', 'coffee', 'toml']) {
    it(`B05: ---${language} frontmatter is never evaluated and is refused`, () => {
      const g = globalThis as { __maTest?: unknown };
      delete g.__maTest;
      const text = `---${language}\n{ attendees: (globalThis.__maTest = "ran", ["[[Alice Example]]"]) }\n---\nShared agenda.\n`;
      expect(frontmatterError(() => parseNote(text)).reason).toBe('unsupported-language');
      expect(frontmatterError(() => editFrontmatter(text, (doc) => doc.set('x', 1))).reason).toBe(
        'unsupported-language',
      );
      expect(g.__maTest).toBeUndefined();
    });
  }

  it('B05: ---yaml is accepted like a bare ---', () => {
    expect(parseNote('---yaml\na: 1\n---\n').frontmatter?.data).toEqual({ a: 1 });
  });

  it('B07: a lone --- rule without a closing line is body, not frontmatter', () => {
    const text = '---\nHallway chat with Alice Example about Falcon.\n- follow up on the budget by Friday\n';
    const note = parseNote(text);
    expect(note.frontmatter).toBeNull();
    expect(note.body).toBe(text);
  });

  it('B08a/b: empty and whitespace-only blocks are present but empty', () => {
    for (const text of [
      '---\n---\n# Falcon sync\n',
      '---\n\n---\n# Falcon sync\n',
      '---\n  \n\n---\n# Falcon sync\n',
    ]) {
      const note = parseNote(text);
      expect(note.frontmatter?.data).toEqual({});
      expect(note.body).toBe('# Falcon sync\n');
    }
  });

  it('B08c: a scalar block is refused as not a mapping', () => {
    expect(frontmatterError(() => parseNote('---\nhello\n---\n# Falcon sync\n')).reason).toBe(
      'not-a-mapping',
    );
    expect(frontmatterError(() => parseNote('---\n- a\n- b\n---\n')).reason).toBe('not-a-mapping');
  });

  it('B09: a BOM before --- is understood and reported', () => {
    const note = parseNote(`${BOM}---\nattendees:\n  - "[[Alice Example]]"\n---\nNotes\n`);
    expect(note.bom).toBe(true);
    expect(note.frontmatter?.data.attendees).toEqual(['[[Alice Example]]']);
    expect(note.body).toBe('Notes\n');
  });

  it('B10: CRLF frontmatter is recognised and keys carry no \\r', () => {
    const note = parseNote('---\r\nattendees:\r\n  - "[[Alice Example]]"\r\n---\r\nline A\r\nline B\r\n');
    expect(note.eol).toBe('\r\n');
    expect(note.frontmatter?.data).toEqual({ attendees: ['[[Alice Example]]'] });
    expect(note.body).toBe('line A\r\nline B\r\n');
    expect(note.bodyStartLine).toBe(5);
  });

  it('B13: an alias bomb is rejected quickly without expanding it', () => {
    const keys = ['k0: &k0 ["z","z","z","z","z","z","z","z"]'];
    for (let i = 1; i < 8; i++)
      keys.push(
        `k${i}: &k${i} [${Array(8)
          .fill(`*k${i - 1}`)
          .join(',')}]`,
      );
    const text = `---\n${keys.join('\n')}\nattendees: *k7\n---\n`;
    expect(frontmatterError(() => parseNote(text)).reason).toBe('too-many-aliases');
    expect(frontmatterError(() => editFrontmatter(text, (doc) => doc.set('x', 1))).reason).toBe(
      'too-many-aliases',
    );
  });

  it('B13: 5000 and 30000 nested brackets are rejected as too deep (no stack overflow, no OOM)', () => {
    const text = `---\nx: ${'['.repeat(5000)}${']'.repeat(5000)}\n---\n`;
    expect(frontmatterError(() => parseNote(text)).reason).toBe('too-deep');
    const huge = `---\nx: ${'['.repeat(30000)}${']'.repeat(30000)}\n---\n`;
    expect(frontmatterError(() => parseNote(huge)).reason).toBe('too-deep');
  });

  it('B13: frontmatter over 64 KB is rejected', () => {
    const text = `---\nsummary: ${'a'.repeat(70_000)}\n---\nbody\n`;
    expect(frontmatterError(() => parseNote(text)).reason).toBe('too-large');
  });

  it('a __proto__ key does not pollute prototypes', () => {
    const note = parseNote('---\n__proto__:\n  polluted: yes\n---\n');
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.keys(note.frontmatter?.data ?? {})).toEqual(['__proto__']);
  });

  it('a body that opens with its own --- block stays body (B06)', () => {
    const text = '---\na: 1\n---\n---\nAgenda moved to the end of the note.\n---\n## Notes\n';
    expect(parseNote(text).body).toBe('---\nAgenda moved to the end of the note.\n---\n## Notes\n');
  });
});
