/**
 * L205 (newcomer session 32 N4, the rest). A tool session (`ma tool`, `ma search`, `ma mcp`'s tools)
 * opened on an Obsidian template kept among the meetings took it as a meeting: `add_attendee` wrote
 * `attendees:` into the template and `write_context` made a context note and linked it from the
 * template, which every meeting made from it then inherits. Now `createToolSession` refuses a template
 * (core `TemplateNoteError`, naming the note and why), every file as it was; a meeting note that only
 * quotes `{{title}}` in its body still opens. Real files in a temp copy of the sample vault.
 * Spec: newcomer session 32 N4; docs/vault-format.md (Meeting note).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TemplateNoteError } from '@ma/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createToolSession, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
});
afterEach(async () => t?.cleanup());

async function put(rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(t.root, rel)), { recursive: true });
  await writeFile(path.join(t.root, rel), text);
}

describe('L205: a tool session never opens on an Obsidian template', () => {
  it.each([
    [
      'placeholders',
      'Meetings/_templates/Meeting.md',
      '---\ntitle: "{{title}}"\ndate: {{date:YYYY-MM-DD}}\nstatus: ended\n---\n## Notes\n',
      {},
      'its frontmatter holds the template placeholders {{title}}, {{date:YYYY-MM-DD}}, not filled in',
    ],
    [
      'Templater',
      'Meetings/Weekly.md',
      '---\ndate: <% tp.file.creation_date() %>\n---\n',
      {},
      'its frontmatter holds the template placeholder <% tp.file.creation_date() %>, not filled in',
    ],
    [
      'the templates folder',
      'Meetings/Templates/Standup.md',
      '---\ndate: 2026-03-13\nstatus: ended\n---\nNotes.\n',
      { '.obsidian/templates.json': '{"folder":"Meetings/Templates"}' },
      'it is in the templates folder "Meetings/Templates" that Obsidian\'s settings name',
    ],
  ])('%s: refused naming why, nothing written', async (_label, rel, text, settings, why) => {
    for (const [file, json] of Object.entries(settings)) await put(file, json);
    await put(rel, text);
    const before = await hashTree(t.root);
    const error = await createToolSession({ vault: t.vault, meetingPath: rel, host: 'person' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(TemplateNoteError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain(
      `${rel} is an Obsidian template, not a meeting (${why}); nothing was written`,
    );
    expect(await hashTree(t.root)).toBe(before);
  });

  it('a meeting whose body quotes {{title}} opens, and its tools write to it', async () => {
    const rel = 'Meetings/2026/Standup.md';
    await put(
      rel,
      '---\ntitle: Standup\ndate: 2026-03-13\nstatus: ended\n---\nWe copied {{title}} from the template.\n',
    );
    const session = await createToolSession({ vault: t.vault, meetingPath: rel });
    const addAttendee = toolDefinitions(session).find((d) => d.name === 'add_attendee');
    expect(await addAttendee?.execute({ name: 'Zed' })).toContain('added attendee "Zed"');
    expect(await readFile(path.join(t.root, rel), 'utf8')).toContain('attendees:\n  - Zed\n');
  });
});
