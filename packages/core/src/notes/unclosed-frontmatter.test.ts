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

/** parseNote, editFrontmatter and replaceBody each throw FrontmatterError displaced at `line`:`column` with `detail`. */
function expectDisplaced(text: string, line: number, column: number, detail: string): void {
  for (const fn of [
    () => parseNote(text),
    () => editFrontmatter(text, (doc) => doc.set('status', 'summarized')),
    () => replaceBody(text, 'body\n'),
  ]) {
    let caught: unknown;
    try {
      fn();
    } catch (error) {
      caught = error;
    }
    expect(FrontmatterError.isInstance(caught), JSON.stringify(text)).toBe(true);
    expect(caught).toMatchObject({ reason: 'displaced', line, column, detail });
  }
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

describe('V280: a block that does not start the note is refused by every parse and edit', () => {
  const DISPLACED: [string, number, number, string][] = [
    ['\n---\ntitle: x\n---\nbody\n', 2, 1, 'before it: 1 blank line'],
    ['\uFEFF\uFEFF---\ntitle: x\n---\n', 1, 2, 'before it: U+FEFF (a second byte-order mark)'],
    ['\u200B---\r\ntitle: x\r\n---\r\n', 1, 2, 'before it: U+200B (a zero-width space)'],
    ['  \t---js\n{ a: 1 }\n---\n', 1, 4, 'before it: a space, a tab'],
  ];

  it('V280: parseNote, editFrontmatter and replaceBody throw displaced, naming the --- line and the lead', () => {
    for (const [text, line, column, detail] of DISPLACED) expectDisplaced(text, line, column, detail);
  });

  it('V280: a lead before a --- rule and prose, or before nothing like a block, stays body', () => {
    for (const text of [
      '\n---\nHallway chat about the budget.\n---\n',
      '\n---\nHallway chat about the budget.\n',
      ' text\n---\n',
    ]) {
      expect(parseNote(text).frontmatter, JSON.stringify(text)).toBeNull();
      expect(parseNote(text).body).toBe(text);
    }
  });
});

describe('L620: a displaced block that no --- line closes is refused as displaced, not read as body', () => {
  it('L620: parseNote, editFrontmatter and replaceBody throw displaced, saying the block is not closed either', () => {
    const OPEN: [string, number, number, string][] = [
      ['\n---\ntitle: x\n', 2, 1, 'before it: 1 blank line; no "---" line closes the block either'],
      [
        ' ---\r\nattendees:\r\n  - Ann\r\n\r\n# Notes\r\n',
        1,
        2,
        'before it: a space; no "---" line closes the block either',
      ],
      [
        '\u200B---\n\n"quoted key": 1',
        1,
        2,
        'before it: U+200B (a zero-width space); no "---" line closes the block either',
      ],
      ['\n---js\n{ a: 1 }\n', 2, 1, 'before it: 1 blank line; no "---" line closes the block either'],
    ];
    for (const [text, line, column, detail] of OPEN) expectDisplaced(text, line, column, detail);
  });
});

describe('L613: every character Obsidian shows nothing for counts as a lead, not only spaces, BOMs and zero-widths', () => {
  it('L613: a no-break space, an ideographic space, a right-to-left or left-to-right mark, a soft hyphen before --- is refused', () => {
    const LEADS: [string, string][] = [
      ['\u00A0', 'U+00A0 (a no-break space)'],
      ['\u3000', 'U+3000 (an ideographic space)'],
      ['\u200F', 'U+200F (a right-to-left mark)'],
      ['\u200E', 'U+200E (a left-to-right mark)'],
      ['\u00AD', 'U+00AD (a soft hyphen)'],
      ['\n\u2002', '1 blank line, U+2002'],
    ];
    for (const [lead, words] of LEADS) {
      const text = `${lead}---\nattendees: [Ann]\n---\nbody\n`;
      for (const fn of [() => parseNote(text), () => editFrontmatter(text, (doc) => doc.set('x', 1))]) {
        let caught: unknown;
        try {
          fn();
        } catch (error) {
          caught = error;
        }
        expect(caught, JSON.stringify(lead)).toMatchObject({
          reason: 'displaced',
          detail: `before it: ${words}`,
        });
      }
    }
  });
});
