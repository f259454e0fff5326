/**
 * L307: adding or removing one list item rewrote an untouched item that carries a YAML tag or anchor:
 * `add_attendee` on `- !!str 12` wrote `- !!str "12"` (the whole list re-rendered, since the item's
 * range starts after its tag), and a flow list `[!!str 12, Bob]` lost the tag (`[12, Bob, …]`: the
 * string "12" turned into the number 12). Untouched items now keep their bytes, tag and anchor
 * included, in block and flow lists, for every list edit (attendees, projects: the one renderer).
 * Spec: docs/frontmatter.md; docs/contracts.md (@ma/core, `editFrontmatter`: bytes kept).
 */
import { describe, expect, it } from 'vitest';
import { addPerson, removePerson } from '../names/people-list.js';
import { editFrontmatter } from './edit-frontmatter.js';
import { parseNote } from './parse-note.js';

const note = (attendees: string) => `---\ntitle: x\nattendees:${attendees}\nprojects: [a]\n---\nbody\n`;
const add = (text: string, name: string) => editFrontmatter(text, (doc) => addPerson(doc, 'attendees', name));
const remove = (text: string, name: string) =>
  editFrontmatter(text, (doc) => void removePerson(doc, 'attendees', name));

describe('L307: untouched tagged or anchored list items keep their bytes', () => {
  it('L307: block list: add and remove leave `- !!str 12` and `- &a Ann` as written', () => {
    const text = note('\n  - !!str 12\n  - &a Ann\n  - Bob');
    expect(add(text, 'Zed')).toBe(note('\n  - !!str 12\n  - &a Ann\n  - Bob\n  - Zed'));
    expect(remove(text, 'Bob')).toBe(note('\n  - !!str 12\n  - &a Ann'));
  });

  it('L307: flow list: the tag stays, so "12" stays a string', () => {
    const text = note(' [!!str 12, Bob]');
    const added = add(text, 'Zed');
    expect(added).toBe(note(' [!!str 12, Bob, Zed]'));
    expect(parseNote(added).frontmatter?.data.attendees).toEqual(['12', 'Bob', 'Zed']);
    const removed = remove(note(' [Bob, !!str 12, Ann]'), 'Bob');
    expect(removed).toBe(note(' [!!str 12, Ann]'));
    expect(parseNote(removed).frontmatter?.data.attendees).toEqual(['12', 'Ann']);
  });
});
