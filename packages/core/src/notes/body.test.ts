import { describe, expect, it } from 'vitest';
import { parseNote } from './parse-note.js';
import { replaceBody } from './replace-body.js';
import { stripLeadingFrontmatter } from './strip-leading-frontmatter.js';

const context =
  '---\nmeeting: "[[Meetings/Kickoff]]"\ntranscript: "[[Transcripts/Kickoff]]"\n---\n# Notebook\nold line\n';

describe('replaceBody', () => {
  it('Assistant context body can be explicitly replaced: frontmatter bytes preserved', () => {
    const out = replaceBody(context, '# Notebook\nnew line\n');
    expect(out).toBe(
      '---\nmeeting: "[[Meetings/Kickoff]]"\ntranscript: "[[Transcripts/Kickoff]]"\n---\n# Notebook\nnew line\n',
    );
  });

  it('keeps BOM and CRLF, converting the new body to CRLF', () => {
    const out = replaceBody('\uFEFF---\r\na: 1\r\n---\r\nold\r\n', 'one\ntwo\n');
    expect(out).toBe('\uFEFF---\r\na: 1\r\n---\r\none\r\ntwo\r\n');
  });

  it('adds a line break after a closing delimiter at the end of the file', () => {
    expect(replaceBody('---\na: 1\n---', 'body')).toBe('---\na: 1\n---\nbody');
  });

  it('a note without frontmatter gets just the new body', () => {
    expect(replaceBody('old\n', 'new\n')).toBe('new\n');
  });
});

describe('stripLeadingFrontmatter', () => {
  it('Assistant context body writes do not duplicate frontmatter', () => {
    const content = '---\nmeeting: "[[Meetings/Kickoff]]"\n---\n\n# Notebook\n- fact\n';
    const body = stripLeadingFrontmatter(content);
    expect(body).toBe('# Notebook\n- fact\n');
    const out = replaceBody(context, body);
    expect(out.match(/^---$/gm)).toHaveLength(2);
    expect(parseNote(out).frontmatter?.raw).toBe(parseNote(context).frontmatter?.raw);
    expect(parseNote(out).body).toBe('# Notebook\n- fact\n');
  });

  it('drops empty blocks, CRLF blocks, blocks after blank lines and ---js blocks (never evaluated)', () => {
    expect(stripLeadingFrontmatter('---\n---\ntext')).toBe('text');
    expect(stripLeadingFrontmatter('\n\n---\r\na: 1\r\n---\r\ntext\r\n')).toBe('text\r\n');
    const g = globalThis as { __maStrip?: unknown };
    expect(stripLeadingFrontmatter('---js\n{ a: (globalThis.__maStrip = 1) }\n---\ntext')).toBe('text');
    expect(g.__maStrip).toBeUndefined();
  });

  it('keeps prose between horizontal rules, lone rules, and content without a block', () => {
    for (const content of [
      '---\nAgenda moved to the end of the note.\n---\n## Notes\n',
      '---\nHallway chat\n',
      '# Heading\n---\na: 1\n---\n',
      '',
    ]) {
      expect(stripLeadingFrontmatter(content)).toBe(content);
    }
  });
});
