/**
 * L73: a list written as one text property (Obsidian's text property, `attendees: Ann Lee, "Bob"`)
 * may quote an item, to keep a comma in it or out of habit. The quotes are the writer's, not the
 * name's: `Bob` is an attendee, `"Doe, Jane"` one person, and an edit that turns the property into a
 * YAML list writes the names without the quote marks.
 * Spec: issue 9 H5 (`attendees: Alice Example, Bob Sample`); docs/contracts.md, Names and links.
 */
import { describe, expect, it } from 'vitest';
import { editFrontmatter } from '../notes/edit-frontmatter.js';
import { parseNote } from '../notes/parse-note.js';
import { frontmatterList, splitListString } from './frontmatter-list.js';
import { addPerson } from './people-list.js';

describe('L73 quoted items in a comma-separated text property', () => {
  it('L73 a quoted item is one item without its quote marks; a quote inside a name is text', () => {
    expect(splitListString('Ann Lee, "Bob"')).toEqual(['Ann Lee', 'Bob']);
    expect(splitListString('"Doe, Jane", Bob Stone')).toEqual(['Doe, Jane', 'Bob Stone']);
    expect(splitListString('Dwayne "The Rock" Johnson, Ann')).toEqual(['Dwayne "The Rock" Johnson', 'Ann']);
    expect(splitListString('[[People/Bob, Jr.|Bob]], "Ann"')).toEqual(['[[People/Bob, Jr.|Bob]]', 'Ann']);
    expect(frontmatterList('"remote-control", website')).toEqual(['remote-control', 'website']);
  });

  it('L73 add_attendee turning `Ann Lee, "Bob"` into a list writes Bob, not "Bob" with its quotes', () => {
    const text = '---\nattendees: Ann Lee, "Bob"\ntitle: Sync\n---\nbody\n';
    const out = editFrontmatter(text, (doc) => addPerson(doc, 'attendees', 'Carol, Inc'));
    expect(parseNote(out).frontmatter?.data?.attendees).toEqual(['Ann Lee', 'Bob', 'Carol, Inc']);
    expect(out.endsWith('title: Sync\n---\nbody\n')).toBe(true);
  });

  it('L73 a person already listed in quotes is not added twice', () => {
    const text = '---\nattendees: Ann Lee, "Bob Stone"\n---\n';
    expect(editFrontmatter(text, (doc) => addPerson(doc, 'attendees', 'Bob Stone'))).toBe(text);
  });
});
