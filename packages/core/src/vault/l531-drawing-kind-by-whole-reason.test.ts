/**
 * L531: `notMeetingKind` told a drawing from a template by searching the reason for the words "the
 * Excalidraw plugin's", so a template in a templates folder whose name held them (`it is in the
 * templates folder "the Excalidraw plugin's templates" …`) was called an Excalidraw drawing (with a
 * drawing's advice, and `ma doctor` counted it among the drawings). It now matches the drawing reasons
 * whole. Real reasons from `templateNoteReason`.
 */
import { describe, expect, it } from 'vitest';
import { type NotMeetingReason, notMeetingKind, TemplateNoteError } from '../errors/index.js';
import { templateNoteReason } from './template-note.js';

describe('L531: a templates folder named after the Excalidraw plugin holds templates, not drawings', () => {
  const folder = "Meetings/the Excalidraw plugin's templates";

  it('its template is an Obsidian template, in the reason and the refusal', () => {
    const reason = templateNoteReason(`${folder}/Meeting.md`, '# {{title}}\n', [folder]);
    expect(reason?.why).toContain(folder);
    // L553: the kind comes with the reason; nothing tells it from the words.
    expect(reason?.kind).toBe('template');
    expect(notMeetingKind('template').what).toBe('an Obsidian template');
    expect(new TemplateNoteError(`${folder}/Meeting.md`, reason as NotMeetingReason).message).toContain(
      'is an Obsidian template',
    );
  });

  it('a drawing is still a drawing, by name or by its frontmatter key', () => {
    const byName = templateNoteReason('Meetings/Board.excalidraw.md', '', []);
    const byKey = templateNoteReason('Meetings/Board.md', '---\nexcalidraw-plugin: parsed\n---\n', []);
    expect(byName?.kind).toBe('drawing');
    expect(byKey?.kind).toBe('drawing');
    expect(new TemplateNoteError('Meetings/Board.md', byKey as NotMeetingReason).message).toContain(
      'is an Excalidraw drawing',
    );
  });
});
