import { describe, expect, it } from 'vitest';
import { FrontmatterError } from '../errors/frontmatter-error.js';
import { editFrontmatter } from './edit-frontmatter.js';
import { parseNote } from './parse-note.js';

const BOM = '\uFEFF';
const addBob = (text: string) => editFrontmatter(text, (doc) => doc.addToList('attendees', '[[Bob Sample]]'));

function reasonOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (FrontmatterError.isInstance(error)) return error.reason;
    throw error;
  }
  return 'no error';
}

describe('editFrontmatter', () => {
  for (const tz of ['America/Los_Angeles', 'Asia/Tokyo']) {
    it(`B01: editing attendees leaves the date line byte-identical (TZ=${tz})`, () => {
      const previous = process.env.TZ;
      process.env.TZ = tz;
      try {
        const text =
          '---\ndate: 2024-05-02\nprojects:\n  - "[[Project Falcon]]"\nattendees:\n  - "[[Alice Example]]"\n---\n# Falcon sync\n';
        const out = editFrontmatter(text, (doc) =>
          doc.set('attendees', ['[[Alice Example]]', '[[Bob Sample]]']),
        );
        expect(out).toBe(
          '---\ndate: 2024-05-02\nprojects:\n  - "[[Project Falcon]]"\nattendees:\n  - "[[Alice Example]]"\n  - "[[Bob Sample]]"\n---\n# Falcon sync\n',
        );
        expect(parseNote(out).frontmatter?.data.date).toBe('2024-05-02');
      } finally {
        process.env.TZ = previous;
      }
    });
  }

  it('B04: a broken block is never rewritten, on every retry', () => {
    const text = '---\nattendees:\n  - "[[Alice Example]]\nprojects: Falcon\n---\nBody text.\n';
    expect(reasonOf(() => addBob(text))).toBe('invalid-yaml');
    expect(reasonOf(() => addBob(text))).toBe('invalid-yaml');
  });

  it('B06: a body that opens with --- rules (even ---js) survives byte for byte and nothing runs', () => {
    const g = globalThis as { __maBody?: unknown };
    const body =
      '---js\n{ x: (globalThis.__maBody = "ran") }\n---\nAgenda moved to the end of the note.\n---\n## Notes\n- Falcon budget approved\n';
    const text = `---\nattendees:\n  - "[[Alice Example]]"\n---\n${body}`;
    const out = addBob(text);
    expect(out).toBe(`---\nattendees:\n  - "[[Alice Example]]"\n  - "[[Bob Sample]]"\n---\n${body}`);
    expect(parseNote(out).body).toBe(body);
    expect(g.__maBody).toBeUndefined();
  });

  it('B07: a note opening with a lone --- rule gets a new block above its unchanged lines', () => {
    const text = '---\nHallway chat with Alice Example about Falcon.\n- follow up on the budget by Friday\n';
    const out = editFrontmatter(text, (doc) => doc.set('projects', ['[[Project Falcon]]']));
    expect(out).toBe(`---\nprojects:\n  - "[[Project Falcon]]"\n---\n${text}`);
    expect(parseNote(out).body).toBe(text);
  });

  it('B08a: an empty block gets exactly one block with only attendees; no {} line', () => {
    const out = editFrontmatter('---\n---\n# Falcon sync\n', (doc) =>
      doc.set('attendees', ['[[Alice Example]]']),
    );
    expect(out).toBe('---\nattendees:\n  - "[[Alice Example]]"\n---\n# Falcon sync\n');
  });

  it('B08b: a whitespace-only block is filled in place', () => {
    const out = editFrontmatter('---\n\n---\n# Falcon sync\n', (doc) =>
      doc.set('attendees', ['[[Alice Example]]']),
    );
    expect(out).toBe('---\nattendees:\n  - "[[Alice Example]]"\n---\n# Falcon sync\n');
  });

  it('B08c: a scalar block is refused and an edit that changes nothing returns the same text', () => {
    expect(
      reasonOf(() => editFrontmatter('---\nhello\n---\n# Falcon sync\n', (doc) => doc.set('a', 1))),
    ).toBe('not-a-mapping');
    const empty = '---\n---\n# Falcon sync\n';
    expect(editFrontmatter(empty, () => undefined)).toBe(empty);
    expect(editFrontmatter(empty, (doc) => doc.delete('attendees'))).toBe(empty);
  });

  it('B09: a BOM-prefixed note keeps its BOM and gets one block listing Alice and Bob', () => {
    const out = addBob(`${BOM}---\nattendees:\n  - "[[Alice Example]]"\n---\nNotes\n`);
    expect(out).toBe(`${BOM}---\nattendees:\n  - "[[Alice Example]]"\n  - "[[Bob Sample]]"\n---\nNotes\n`);
    expect(out.slice(1).match(/^---$/gm)).toHaveLength(2);
  });

  it('B10: CRLF notes keep CRLF everywhere after edits (no bare LF)', () => {
    const text = '---\r\nattendees:\r\n  - "[[Alice Example]]"\r\n---\r\nline A\r\nline B\r\n';
    const out = editFrontmatter(text, (doc) => {
      doc.addToList('attendees', '[[Bob Sample]]');
      doc.set('status', 'ended');
      doc.set('tags', ['meeting', 'falcon']);
    });
    expect(out).toBe(
      '---\r\nattendees:\r\n  - "[[Alice Example]]"\r\n  - "[[Bob Sample]]"\r\nstatus: ended\r\ntags:\r\n  - meeting\r\n  - falcon\r\n---\r\nline A\r\nline B\r\n',
    );
    expect(out.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('B11: a long summary line nobody edited stays one unquoted line', () => {
    const summary =
      'summary: Falcon steering group agreed to move the pilot to the Heron region and revisit vendor scoring next quarter.';
    const text = `---\n${summary}\nattendees:\n  - "[[Alice Example]]"\n---\n`;
    const out = addBob(text);
    expect(out.split('\n')[1]).toBe(summary);
    const longValue = 'x'.repeat(200);
    expect(editFrontmatter(text, (doc) => doc.set('note', `${longValue} ${longValue}`))).toContain(
      `note: ${longValue} ${longValue}\n`,
    );
  });

  it('issue 13: adding an attendee (the unparsed, proven path) keeps BOM, CRLF, comments, order and quoting at once', () => {
    const text =
      '\uFEFF---\r\n# hand-edited\r\ntitle: "Supplier review: casing"\r\ndate: 2026-11-20\r\nattendees:\r\n  - Anna Berg\r\n  - \'Ben Okafor\'   # joined late\r\ntags: [a, b]   # two\r\n---\r\nBody\r\n';
    const out = editFrontmatter(text, (doc) => doc.addToList('attendees', 'Dev Patel'));
    // A list of mixed quoting gets a plain name when YAML needs no quotes (M4).
    expect(out).toBe(text.replace('# joined late\r\n', '# joined late\r\n  - Dev Patel\r\n'));
  });

  it('keeps comments, quoting, order and inline comments when a scalar changes', () => {
    const text =
      "---\ntitle: 'Remote control kickoff'\nstatus: ended                       # recording | ended | summarized | failed\n# a comment line\ntags: [meeting]\n---\nBody\n";
    const out = editFrontmatter(text, (doc) => doc.set('status', 'summarized'));
    expect(out).toBe(
      "---\ntitle: 'Remote control kickoff'\nstatus: summarized                       # recording | ended | summarized | failed\n# a comment line\ntags: [meeting]\n---\nBody\n",
    );
  });

  it('adds to flow lists in their own style and skips duplicates case-insensitively', () => {
    const text = '---\nprojects: [remote-control]\nattendees:\n  - Alice Moreau\n---\n';
    const out = editFrontmatter(text, (doc) => {
      doc.addToList('projects', 'website-redesign');
      doc.addToList('attendees', '  alice moreau ');
    });
    expect(out).toBe(
      '---\nprojects: [remote-control, website-redesign]\nattendees:\n  - Alice Moreau\n---\n',
    );
  });

  it('removes list items by trimmed, case-insensitive text, dropping only their lines', () => {
    const text = '---\nattendees:\n  - Alice Moreau # host\n  - Ben Okafor\n  - Cara\nnext: 1\n---\n';
    const out = editFrontmatter(text, (doc) => doc.removeFromList('attendees', ' BEN okafor'));
    expect(out).toBe('---\nattendees:\n  - Alice Moreau # host\n  - Cara\nnext: 1\n---\n');
    const emptied = editFrontmatter('---\nattendees:\n  - Ben\n---\n', (doc) =>
      doc.removeFromList('attendees', 'ben'),
    );
    expect(parseNote(emptied).frontmatter?.data).toEqual({ attendees: [] });
  });

  it('follows unindented list style (- item at column 0) when the file uses it', () => {
    const text = '---\ntags:\n- a\n---\n';
    expect(editFrontmatter(text, (doc) => doc.addToList('tags', 'b'))).toBe('---\ntags:\n- a\n- b\n---\n');
    expect(editFrontmatter(text, (doc) => doc.set('other', ['x']))).toBe(
      '---\ntags:\n- a\nother:\n- x\n---\n',
    );
  });

  it('turns a scalar or empty value into a list when adding', () => {
    expect(editFrontmatter('---\nattendees: Alice\n---\n', (doc) => doc.addToList('attendees', 'Bob'))).toBe(
      '---\nattendees:\n  - Alice\n  - Bob\n---\n',
    );
    expect(editFrontmatter('---\nattendees:\nx: 1\n---\n', (doc) => doc.addToList('attendees', 'Bob'))).toBe(
      '---\nattendees:\n  - Bob\nx: 1\n---\n',
    );
  });

  it('issue 13: deleting a key below a kept (|+) block scalar leaves that scalar as it was', () => {
    const text = '---\nnote: |+\n  hello\n\nx: 1\n\ny: 2\n---\nbody\n';
    const out = editFrontmatter(text, (doc) => doc.delete('x'));
    expect(parseNote(out).frontmatter?.data).toEqual({ note: 'hello\n\n', y: 2 });
    expect(out).toBe('---\nnote: |+\n  hello\n\ny: 2\n---\nbody\n');
    const set = editFrontmatter(text, (doc) => doc.set('y', 3));
    expect(parseNote(set).frontmatter?.data).toEqual({ note: 'hello\n\n', x: 1, y: 3 });
  });

  it('delete removes only that key; get/has/keys see earlier edits', () => {
    const text = '---\na: 1\nb:\n  - x\n  - y\nc: 3\n---\nbody\n';
    const seen: unknown[] = [];
    const out = editFrontmatter(text, (doc) => {
      doc.delete('b');
      doc.set('d', { nested: true });
      seen.push(doc.has('b'), doc.get('d'), doc.keys());
    });
    expect(out).toBe('---\na: 1\nc: 3\nd:\n  nested: true\n---\nbody\n');
    expect(seen).toEqual([false, { nested: true }, ['a', 'c', 'd']]);
  });

  it('strings that look like other types are quoted so they stay strings', () => {
    const out = editFrontmatter('---\na: x\n---\n', (doc) => {
      doc.set('a', 'true');
      doc.set('b', '2026-11-20');
      doc.set('c', '[[Summaries/2026-11-20 Kickoff]]');
    });
    expect(parseNote(out).frontmatter?.data).toEqual({
      a: 'true',
      b: '2026-11-20',
      c: '[[Summaries/2026-11-20 Kickoff]]',
    });
    expect(out).toContain('b: 2026-11-20\n');
  });

  it('hostile values set by a model cannot inject keys or close the block', () => {
    const out = editFrontmatter('---\na: 1\n---\nbody\n', (doc) =>
      doc.set('status', 'ok\n---\ninjected: true'),
    );
    const note = parseNote(out);
    expect(note.frontmatter?.data).toEqual({ a: 1, status: 'ok\n---\ninjected: true' });
    expect(note.body).toBe('body\n');
  });

  it('overwriting an anchored value that an alias still uses is refused', () => {
    const text = '---\nbase: &a { x: 1 }\ncopy: *a\n---\n';
    expect(reasonOf(() => editFrontmatter(text, (doc) => doc.set('base', 'changed')))).toBe('invalid-yaml');
    expect(parseNote(editFrontmatter(text, (doc) => doc.set('copy', 2))).frontmatter?.data).toEqual({
      base: { x: 1 },
      copy: 2,
    });
  });

  it('creates a block in an empty file and before a BOM-less body', () => {
    expect(editFrontmatter('', (doc) => doc.set('a', 1))).toBe('---\na: 1\n---\n');
  });
});

describe('FrontmatterDoc.set with { flow: true }', () => {
  const overrides = (...pairs: [string, string][]) => pairs.map(([speaker, name]) => ({ speaker, name }));
  const setFlow = (text: string, value: unknown) =>
    editFrontmatter(text, (doc) => doc.set('speaker_overrides', value, { flow: true }));
  const dataOf = (text: string) => parseNote(text).frontmatter?.data;

  it('appends a new key as one flow line, quoting nothing YAML does not need', () => {
    const text = '---\ntitle: Weekly # kept\ndate: 2026-03-05\n---\nSpeaker 2: hello\n';
    const out = setFlow(text, overrides(['Speaker 2', 'Marketing']));
    expect(out).toBe(
      '---\ntitle: Weekly # kept\ndate: 2026-03-05\nspeaker_overrides: [{speaker: Speaker 2, name: Marketing}]\n---\nSpeaker 2: hello\n',
    );
  });

  it('creates a block with the one line when the note has none', () => {
    const out = setFlow('Speaker 1: hi\n', overrides(['Speaker 1', 'Ana']));
    expect(out).toBe('---\nspeaker_overrides: [{speaker: Speaker 1, name: Ana}]\n---\nSpeaker 1: hi\n');
  });

  it('updates an existing one-line flow value in place; every other byte stays, a trailing comment too', () => {
    const text =
      '\uFEFF---\r\ntitle: "Weekly"\r\nspeaker_overrides: [{speaker: Speaker 2, name: Marketing}] # by the tool\r\nstatus: ended\r\n---\r\nbody\r\n';
    const value = overrides(['Speaker 2', 'Marketing'], ['Speaker 3', 'Ops']);
    const out = setFlow(text, value);
    expect(out).toBe(
      '\uFEFF---\r\ntitle: "Weekly"\r\nspeaker_overrides: [{speaker: Speaker 2, name: Marketing}, {speaker: Speaker 3, name: Ops}] # by the tool\r\nstatus: ended\r\n---\r\nbody\r\n',
    );
    expect(dataOf(out)?.speaker_overrides).toEqual(value);
  });

  it('turns a block-style value into one line (the block gets shorter), keeping the keys around it', () => {
    const text =
      '---\ntitle: x\nspeaker_overrides:\n  - speaker: Speaker 2\n    name: Marketing\n# note\nstatus: ended\n---\nbody\n';
    const value = overrides(['Speaker 2', 'Sales']);
    const out = setFlow(text, value);
    expect(out).toBe(
      '---\ntitle: x\nspeaker_overrides: [{speaker: Speaker 2, name: Sales}]\n# note\nstatus: ended\n---\nbody\n',
    );
    // An equal value already on one flow line is a no-op; an equal block value is converted.
    expect(setFlow(out, value)).toBe(out);
    expect(setFlow('---\nspeaker_overrides:\n  - speaker: Speaker 2\n    name: Sales\n---\n', value)).toBe(
      '---\nspeaker_overrides: [{speaker: Speaker 2, name: Sales}]\n---\n',
    );
  });

  it('replaces a scalar on the key line, and a mapping value works too', () => {
    const out = editFrontmatter('---\na: 1\nmeta: none\nb: 2\n---\n', (doc) =>
      doc.set('meta', { owner: 'Ana', tags: ['x', 'y'] }, { flow: true }),
    );
    expect(out).toBe('---\na: 1\nmeta: {owner: Ana, tags: [x, y]}\nb: 2\n---\n');
  });

  it('hostile names (":", "#", quotes, commas, brackets, non-ASCII, line breaks, YAML words) round-trip on one line', () => {
    const names = [
      'Marketing: EMEA',
      'Ops #2',
      'R&D #',
      'a#b',
      "O'Brien",
      'Say "hi"',
      'Smith, Jane',
      '[lead]',
      '{x}',
      'Zoë Ødegård',
      '山田 太郎',
      'two\nlines',
      'yes',
      'null',
      '123',
      ' padded ',
      '- dash',
      '---',
      '',
      'x'.repeat(300),
    ];
    const value = names.map((name, i) => ({ speaker: `Speaker ${i + 1}`, name }));
    const text = '---\ntitle: t\nspeaker_overrides: []\nz: 1\n---\nbody\n';
    const out = setFlow(text, value);
    const lines = out.split('\n');
    expect(lines).toHaveLength(text.split('\n').length);
    expect(lines[0]).toBe('---');
    expect(lines[1]).toBe('title: t');
    expect(lines[3]).toBe('z: 1');
    expect(lines.slice(4).join('\n')).toBe('---\nbody\n');
    expect(dataOf(out)?.speaker_overrides).toEqual(value);
    // Only what needs quoting is quoted.
    expect(lines[2]).toContain('name: Zoë Ødegård}');
    expect(lines[2]).toContain('name: 山田 太郎}');
    expect(lines[2]).toContain('name: a#b}');
    expect(lines[2]).toContain("name: O'Brien}");
    expect(lines[2]).toContain('name: "Smith, Jane"}');
    expect(lines[2]).toContain('name: "null"}');
    expect(lines[2]).toContain('name: "123"}');
    expect(lines[2]).toContain('name: "two\\nlines"}');
  });
});
