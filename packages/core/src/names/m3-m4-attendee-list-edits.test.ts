/**
 * M3, M4: adding a person to a frontmatter list (add_attendee's core, `addPerson`) changes only
 * that key and follows the list's quoting. M3: a list carrying an anchor another key reuses
 * (`attendees: &x [Ann]`, `other: *x`) is refused, the note unchanged, since an edit would change
 * `other` too. M4: a new name in a list of unquoted names (`[Ann, "Zed"]`) is quoted only when YAML
 * needs it; a list whose every item is quoted gets a quoted one.
 * Spec: docs/tools.md ("edit the meeting note's attendees only"); docs/vault-format.md, Meeting note.
 */
import { describe, expect, it } from 'vitest';
import { FrontmatterError } from '../errors/frontmatter-error.js';
import { editFrontmatter } from '../notes/edit-frontmatter.js';
import { parseNote } from '../notes/parse-note.js';
import { addPerson, removePerson } from './people-list.js';

const add = (text: string, name: string) => editFrontmatter(text, (doc) => addPerson(doc, 'attendees', name));

/** The refusal's reason and detail, or 'no error' with the text the edit gave. */
function refusal(fn: () => string): string {
  try {
    return `no error: ${fn()}`;
  } catch (error) {
    if (FrontmatterError.isInstance(error)) return `${error.reason}: ${String(error.detail)}`;
    throw error;
  }
}

describe('M3: an anchored list that another key reuses', () => {
  it('M3: add and remove on attendees: &x [Ann] with other: *x are refused, naming the other key; nothing changes', () => {
    for (const text of [
      '---\nattendees: &x [Ann]\nother: *x\n---\nbody\n',
      '---\nattendees: &x\n  - Ann\nmeta:\n  copy: *x\n---\nbody\n',
    ]) {
      const users = text.includes('meta:') ? '"meta"' : '"other"';
      expect(
        refusal(() => add(text, 'Bob')),
        text,
      ).toMatch(
        new RegExp(`^not-a-list: "attendees" holds the YAML anchor &x that ${users} reuses \\(\\*x\\)`),
      );
      expect(
        refusal(() => editFrontmatter(text, (doc) => removePerson(doc, 'attendees', 'Ann'))),
        text,
      ).toMatch(/^not-a-list: "attendees" holds the YAML anchor &x/);
    }
  });

  it('M3: an anchor no alias uses is edited as before, and the other key keeps its value', () => {
    const out = add('---\nattendees: &x [Ann]\nother: [Ann]\n---\nbody\n', 'Bob');
    expect(out).toBe('---\nattendees: &x [Ann, Bob]\nother: [Ann]\n---\nbody\n');
    expect(parseNote(out).frontmatter?.data).toEqual({ attendees: ['Ann', 'Bob'], other: ['Ann'] });
  });
});

describe('M4: a new name follows the list quoting', () => {
  it('M4: unquoted or mixed lists get a plain name unless YAML needs quotes; all-quoted lists get quotes', () => {
    const note = (list: string) => `---\nattendees: ${list}\n---\nbody\n`;
    expect(add(note('[Ann, "Zed"]'), 'Bob')).toBe(note('[Ann, "Zed", Bob]'));
    expect(add(note('[Ann, Zed]'), 'Bob')).toBe(note('[Ann, Zed, Bob]'));
    expect(add(note('[Ann, "Zed"]'), 'Bob: PM')).toBe(note('[Ann, "Zed", "Bob: PM"]'));
    expect(add(note('["Ann", "Zed"]'), 'Bob')).toBe(note('["Ann", "Zed", "Bob"]'));
    expect(add(note("['Ann', 'Zed']"), 'Bob')).toBe(note("['Ann', 'Zed', 'Bob']"));
    const block = '---\nattendees:\n  - Ann\n  - "Zed"\n---\nbody\n';
    expect(add(block, 'Bob')).toBe('---\nattendees:\n  - Ann\n  - "Zed"\n  - Bob\n---\nbody\n');
  });
});
