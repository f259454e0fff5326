/**
 * Leftovers L361 (session 44): a filled meeting note with one template leftover in its frontmatter
 * counted as a template (never summarized). Only a note whose `date:` is not filled in (missing,
 * empty, a placeholder) and that holds placeholders is one now.
 * Spec: newcomer session 32 N4; docs/vault-format.md (Meeting note).
 */
import { describe, expect, it } from 'vitest';
import { templateNoteReason } from './template-note.js';

const note = (...lines: string[]) => `---\n${lines.join('\n')}\n---\n## Notes\n- casing\n`;

describe('L361: only a note still all template is a template', () => {
  it.each([
    ['Templater leftover', note('date: 2026-11-20', 'created: <% tp.file.creation_date() %>')],
    ['core Templates leftover', note('title: Casing', 'date: "2026-11-20"', 'updated: {{date}}')],
    ['date with a time', note('date: 2026-11-20 10:00  # started late', 'tags: "{{title}}"')],
  ])('L361: a filled note with a %s is a meeting', (_what, text) => {
    expect(templateNoteReason('Meetings/Casing.md', text, [])).toBeNull();
  });
  it.each([
    ['date placeholder', note('date: {{date:YYYY-MM-DD}}', 'status: ended'), '{{date:YYYY-MM-DD}}'],
    ['Templater date', note('date: <% tp.date.now() %>'), '<% tp.date.now() %>'],
    ['no date', note('title: "{{title}}"', 'status: ended'), '{{title}}'],
    [
      'empty date',
      note('date: ""', 'created: <% tp.file.creation_date() %>'),
      '<% tp.file.creation_date() %>',
    ],
    ['date partly filled', note('date: 2026-11-20 <% tp.date.now("HH:mm") %>'), 'tp.date.now'],
  ])('L361: a note with a %s is still a template', (_what, text, named) => {
    expect(templateNoteReason('Meetings/Casing.md', text, [])?.why).toContain(named);
  });
});
