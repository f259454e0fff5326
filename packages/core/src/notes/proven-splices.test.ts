import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editFrontmatter } from './edit-frontmatter.js';
import { parseNote } from './parse-note.js';
import { scalarTextReadsAs } from './scalar-text-reads-as.js';

// Issue 13 (c): the common edits (a string value replaced on its line, strings appended to a
// plain block list) are written without parsing the result again, on a proof. These tests hold
// that proof to the real parser on hostile shapes: the written note must parse to the edited data,
// and every line the edit did not change must stay byte for byte.

/** Values that are easy to get wrong in YAML: words, numbers, indicators, quotes, comments, breaks. */
const HOSTILE = [
  'Dev Patel',
  'Zoë Ødegård',
  '山田 太郎',
  "O'Brien",
  'Say "hi"',
  'Smith, Jane',
  'R&D',
  'a #b',
  'a#b',
  'Marketing: EMEA',
  'ends with:',
  '- dash',
  '? what',
  '[lead]',
  '{x}',
  '*star',
  '&amp',
  '!tag',
  '%percent',
  '@at',
  '`tick',
  '|pipe',
  '>fold',
  'yes',
  'null',
  'Null',
  'TRUE',
  '~',
  '123',
  '1e3',
  '.inf',
  '0x1F',
  '2026-11-20',
  ' padded ',
  'trailing ',
  '',
  'two\nlines',
  'tab\there',
  'back\\slash',
  '---',
  '...',
  '😀 emoji',
  '\u2028sep',
];

const lineItem = fc.constantFrom('Anna Berg', '"Ben Okafor"', "'Chloé'", 'Dev   # joined late', 'x');

describe('issue 13: proven frontmatter splices agree with the parser', () => {
  it('appending any string to a block list (indented or not, quoted items, comments after) reads back exactly', () => {
    fc.assert(
      fc.property(
        fc.array(lineItem, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('', '  ', '    '),
        fc.constantFrom('', '# a comment\n', '  # indented comment\n', '\n', '\n\n# after a blank\n'),
        fc.constantFrom('next: 1\n', '"quoted key": [a, b]\n', ''),
        fc.constantFrom(...HOSTILE),
        fc.constantFrom('\n', '\r\n'),
        (items, indent, after, tail, item, eol) => {
          const yaml = `title: t\nattendees:\n${items.map((i) => `${indent}- ${i}\n`).join('')}${after}${tail}`;
          const text = `---\n${yaml}---\nBody\n`.replace(/\n/g, eol);
          const before = parseNote(text).frontmatter!.data as Record<string, unknown>;
          const out = editFrontmatter(text, (doc) => doc.addToList('attendees', item));
          const data = parseNote(out).frontmatter!.data as Record<string, unknown>;
          const had = (before.attendees as string[]).some(
            (a) => a.trim().toLowerCase() === item.trim().toLowerCase(),
          );
          expect(data).toEqual({
            ...before,
            attendees: had ? before.attendees : [...(before.attendees as string[]), item],
          });
          // Only lines were added: every original line is still there, in order.
          const lines = out.split(eol);
          let at = 0;
          for (const line of text.split(eol)) {
            while (at < lines.length && lines[at] !== line) at++;
            expect(at).toBeLessThan(lines.length);
            at++;
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('replacing a one-line scalar with any string keeps the rest of its line and reads back exactly', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('recorded', '"recorded"', "'recorded'", '12', 'true', 'x  # note', '"a: b"   #c'),
        fc.constantFrom('', '# comment\n', '  # indented\n', '\n'),
        fc.constantFrom(...HOSTILE),
        fc.boolean(),
        (old, after, value, ownLine) => {
          const line = ownLine ? `status:\n  ${old}\n` : `status: ${old}\n`;
          const text = `---\na: 1\n${line}${after}z: [q]\n---\n`;
          const before = parseNote(text).frontmatter!.data as Record<string, unknown>;
          const out = editFrontmatter(text, (doc) => doc.set('status', value));
          expect(parseNote(out).frontmatter!.data).toEqual({ ...before, status: value });
          expect(out.startsWith('---\na: 1\n')).toBe(true);
          expect(out.endsWith(`${after}z: [q]\n---\n`)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps every other byte next to a comment, a flow list and a quoted key', () => {
    const text =
      '\uFEFF---\r\n# top comment\r\n"quoted: key": [a, "b"]   # flow\r\nattendees:\r\n  - Anna Berg\r\n  - \'Ben\'   # joined late\r\n  # trailing comment\r\nstatus: recorded # was ended\r\n---\r\nBody\r\n';
    const out = editFrontmatter(text, (doc) => {
      doc.addToList('attendees', 'Dev Patel');
      doc.set('status', 'summarized');
    });
    expect(out).toBe(
      '\uFEFF---\r\n# top comment\r\n"quoted: key": [a, "b"]   # flow\r\nattendees:\r\n  - Anna Berg\r\n  - \'Ben\'   # joined late\r\n  - Dev Patel\r\n  # trailing comment\r\nstatus: summarized # was ended\r\n---\r\nBody\r\n',
    );
  });

  it('the text check accepts only texts that mean the string, and says so for the plain names it was made for', () => {
    expect(scalarTextReadsAs('Dev Patel', 'Dev Patel')).toBe(true);
    expect(scalarTextReadsAs('"Ops #2"', 'Ops #2')).toBe(true);
    for (const word of ['null', 'True', 'FALSE', 'a: b', 'a #b', ' x', 'x ', '-x', '1x', 'two\nlines'])
      expect(scalarTextReadsAs(word, word)).toBe(false);
    expect(scalarTextReadsAs('"a\\"b"', 'a"b')).toBe(false);
    expect(scalarTextReadsAs('12', 12)).toBe(false);
    for (const value of HOSTILE) {
      for (const text of [value, `"${value}"`, `'${value}'`]) {
        if (!scalarTextReadsAs(text, value)) continue;
        const parsed = parseNote(`---\nk: ${text}\nl:\n  - ${text}\n---\n`).frontmatter!.data;
        expect(parsed).toEqual({ k: value, l: [value] });
      }
    }
  });
});
