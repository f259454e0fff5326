/**
 * V220 (session 45, hostile): Obsidian matches property names without regard to case, but
 * `editFrontmatter` matched them exactly: `add_attendee` on a note with `Attendees:` added a SECOND
 * `attendees:` key. Now every read and edit through `FrontmatterDoc` (get, has, set, delete,
 * addToList, removeFromList) finds the key case-insensitively and keeps the note's spelling; two keys
 * differing only by case are refused (`ambiguous-key`, naming both), nothing changed.
 * Spec: docs/frontmatter.md (V220); docs/vault-format.md (attendee edits touch one field only).
 */
import { describe, expect, it } from 'vitest';
import { FrontmatterError } from '../errors/frontmatter-error.js';
import { editFrontmatter } from './edit-frontmatter.js';

const note = '---\nTitle: Sync\nAttendees:\n  - Ann\nSTATUS: ended\nTags: [a]\n---\nBody.\n';

describe('V220: property names without regard to case', () => {
  it('list edits, sets, reads and deletes reach the key in its own spelling', () => {
    let seen: unknown;
    const out = editFrontmatter(note, (doc) => {
      seen = [doc.get('attendees'), doc.has('status'), doc.get('title')];
      doc.addToList('attendees', 'Bob');
      doc.removeFromList('attendees', 'ann');
      doc.set('status', 'summarized');
      doc.addToList('tags', 'b');
      doc.delete('title');
    });
    expect(seen).toEqual([['Ann'], true, 'Sync']);
    expect(out).toBe('---\nAttendees:\n  - Bob\nSTATUS: summarized\nTags: [a, b]\n---\nBody.\n');
  });

  it('two keys differing only by case: refused naming both, for every edit and read', () => {
    const text = '---\nStatus: ended\nstatus: failed\nattendees: [Ann]\n---\nBody.\n';
    const edits: ((doc: Parameters<Parameters<typeof editFrontmatter>[1]>[0]) => void)[] = [
      (doc) => doc.set('status', 'summarized'),
      (doc) => doc.delete('STATUS'),
      (doc) => doc.get('status'),
      (doc) => doc.addToList('status', 'x'),
    ];
    for (const edit of edits) {
      let error: unknown;
      try {
        editFrontmatter(text, edit);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(FrontmatterError);
      expect((error as FrontmatterError).reason).toBe('ambiguous-key');
      expect((error as Error).message).toContain('"Status" and "status"');
    }
    // Other keys stay editable.
    expect(editFrontmatter(text, (doc) => doc.addToList('attendees', 'Bob'))).toBe(
      '---\nStatus: ended\nstatus: failed\nattendees: [Ann, Bob]\n---\nBody.\n',
    );
  });
});
