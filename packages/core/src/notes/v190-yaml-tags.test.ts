/**
 * V190 (session 45, hostile): YAML tags in frontmatter. The `yaml` package resolves YAML 1.1's
 * "known tags" even under the core schema, so `date: !!timestamp 2026-03-10` became a `Date` (the day
 * shifts west of UTC, the B01 kind), `!!binary` a `Buffer` and `!!omap` a list of maps, and an
 * `add_attendee` on such a key crashed (`Tag not resolved for Buffer value`, "did not round-trip
 * (bug)"). A text or list carrying a tag outside the core schema (`!!js/function "f"`, `!foo Ann`,
 * `!!python/object …`) took a name into the tagged value (`!!js/function "f, Bob"`). Now those tags
 * stay unresolved (their text is read as text), and a list edit of a value tagged outside the core
 * schema is refused as `not-a-list`, the note unchanged.
 * Spec: docs/hostile-cases.md B01, B05, B13; docs/frontmatter.md (V190).
 */
import { describe, expect, it } from 'vitest';
import { FrontmatterError } from '../errors/frontmatter-error.js';
import { addListItem, removePerson } from '../names/people-list.js';
import { editFrontmatter } from './edit-frontmatter.js';
import { parseNote } from './parse-note.js';

const note = (value: string) => `---\ntitle: x\nattendees: ${value}\n---\nBody.\n`;

describe('V190: YAML tags in frontmatter', () => {
  it('known YAML 1.1 tags are read as their text, never a Date, Buffer or map', () => {
    const data = parseNote(
      '---\ndate: !!timestamp 2026-03-10\nbin: !!binary aGVsbG8=\nset: !!set {a, b}\nomap: !!omap [a: 1]\n---\nb\n',
    ).frontmatter?.data;
    expect(data?.date).toBe('2026-03-10');
    expect(data?.bin).toBe('aGVsbG8=');
    expect(data?.set).toEqual({ a: null, b: null });
    expect(data?.omap).toEqual([{ a: 1 }]);
  });

  it.each([
    ['!!js/function "function(){return 1}"', '!!js/function'],
    ['!!js/regexp /a/', '!!js/regexp'],
    ['!foo Ann', '!foo'],
    ['!<tag:x.org,2002:y> Ann', 'tag:x.org,2002:y'],
    ['!!python/object:os.system ["touch /tmp/x"]', '!!python/object:os.system'],
    ['!!timestamp 2024-01-01', '!!timestamp'],
    ['!!binary aGVsbG8=', '!!binary'],
    ['!!omap [a: 1]', '!!omap'],
  ])('a list edit of attendees: %s is refused, nothing changed', (value, shown) => {
    const text = note(value);
    let thrown: unknown;
    try {
      editFrontmatter(text, (doc) => addListItem(doc, 'attendees', 'Bob'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FrontmatterError);
    expect((thrown as FrontmatterError).reason).toBe('not-a-list');
    expect((thrown as Error).message).toContain(`tagged ${shown}`);
    expect(() => editFrontmatter(text, (doc) => void removePerson(doc, 'attendees', 'Ann'))).toThrow(
      FrontmatterError,
    );
  });

  it.each([
    ['!!str Ann', 'attendees: !!str Ann, Bob'],
    ['[!!js/function "f", Ann]', 'attendees: [!!js/function "f", Ann, Bob]'],
    ['!!int "5"', 'attendees:\n  - 5\n  - Bob'],
  ])('core tags and tagged items of a list still take a name: %s', (value, line) => {
    expect(editFrontmatter(note(value), (doc) => addListItem(doc, 'attendees', 'Bob'))).toBe(
      `---\ntitle: x\n${line}\n---\nBody.\n`,
    );
  });
});
