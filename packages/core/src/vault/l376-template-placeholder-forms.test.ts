/**
 * Leftovers L376 (L361's rest): a filled meeting note is told from a template by its `date:`, but that
 * date was read on its line alone, and only core Templates' and single-line Templater placeholders were
 * placeholders. A Templater command spread over lines (`date: <%*` … `%>`) counted as a filled date, and
 * QuickAdd's `{{VALUE}}`, `{{VALUE:name}}`, `{{VDATE:…}}` were no placeholders at all: such a template
 * was summarized as a meeting (its `status:`/`summary:` rewritten, inherited by every note made from it).
 * And the listings (`list_meetings`, `ma doctor`, name resolution) judged by the placeholders alone, so a
 * filled note with one leftover was left out of them while `ma summarize` ran it. One rule now for both.
 * Real notes in a temp copy of the sample vault. Spec: docs/vault-format.md (Meeting note: templates).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { splitMeetingTemplates, templateNoteReason, type Vault } from './index.js';

let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => {
  await dir.cleanup();
});

const note = (...lines: string[]) => `---\n${lines.join('\n')}\n---\n## Notes\n- casing\n`;

/** Templates as the plugins ship them: each must stay a template (never summarized, never listed). */
const TEMPLATES: [string, string, string][] = [
  [
    'Templater command over several lines for the date',
    note(
      'title: Sync',
      'date: <%*',
      'const d = await tp.system.prompt("Day?")',
      'tR += d',
      '%>',
      'status: ended',
    ),
    '<%* const d = await tp.system.prompt("Day?") tR += d %>',
  ],
  [
    'Templater command over lines before the date key',
    note('<%*', 'const when = tp.date.now("YYYY-MM-DD")', '%>', 'date: <% when %>'),
    '<% when %>',
  ],
  ['QuickAdd {{VALUE}} as the date', note('date: {{VALUE}}', 'status: ended'), '{{VALUE}}'],
  ['QuickAdd {{VALUE:name}} as the date', note('date: "{{VALUE:meeting day}}"'), '{{VALUE:meeting day}}'],
  ['QuickAdd {{VDATE:…}} as the date', note('date: {{VDATE:day,YYYY-MM-DD}}'), '{{VDATE:day,YYYY-MM-DD}}'],
  [
    'QuickAdd {{VALUE:name}} and no date',
    note('client: "{{VALUE:client}}"', 'status: ended'),
    '{{VALUE:client}}',
  ],
  ['core Templates {{date}}', note('title: "{{title}}"', 'date: {{date}}', 'time: "{{time}}"'), '{{date}}'],
  ['core Templates {{date}} in a list', note('date:', '  - "{{date}}"', 'title: "{{title}}"'), '{{title}}'],
];

/** Meetings made from templates, one leftover each: their date is filled, so they are meetings. */
const MEETINGS: [string, string][] = [
  ['a QuickAdd leftover', note('date: 2026-11-20', 'client: "{{VALUE:client}}"')],
  [
    'a Templater leftover over several lines',
    note('date: 2026-11-20', 'created: <%*', 'tR += tp.file.creation_date()', '%>'),
  ],
  ['a date as a list and a core Templates leftover', note('date:', '  - 2026-11-20', 'updated: "{{time}}"')],
];

describe('L376: every template plugin placeholder counts, in every place a note is judged', () => {
  it.each(TEMPLATES)('L376: %s is a template (run checks and listings)', async (_what, text, named) => {
    expect(templateNoteReason('Meetings/T.md', text, [])?.why).toContain(named);
    await writeFile(path.join(dir.root, 'Meetings', 'T.md'), text);
    const split = await splitMeetingTemplates(vault, ['Meetings/T.md']);
    expect(split.meetings).toEqual([]);
    expect(split.templates[0]?.why).toContain(named);
  });

  it.each(MEETINGS)(
    'L376: a filled note with %s is a meeting (run checks and listings)',
    async (_what, text) => {
      expect(templateNoteReason('Meetings/M.md', text, [])).toBeNull();
      await writeFile(path.join(dir.root, 'Meetings', 'M.md'), text);
      const split = await splitMeetingTemplates(vault, ['Meetings/M.md']);
      expect(split).toEqual({ meetings: ['Meetings/M.md'], templates: [] });
    },
  );
});
