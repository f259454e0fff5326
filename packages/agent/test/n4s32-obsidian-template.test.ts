/**
 * Newcomer session 32 N4. Obsidian users keep their meeting template next to their meetings
 * (`Meetings/_templates/Meeting.md`, core Templates' `date: {{date:YYYY-MM-DD}}`, `title:
 * "{{title}}"`; Templater's `<% tp.date.now() %>`). `ma summarize` of it (offline engine) wrote a
 * summary of placeholders ("- [ ] {{title}} notes here") and rewrote the TEMPLATE's frontmatter
 * (`status: summarized`, `summary:`, `context:`), which every meeting made from it afterwards
 * inherited: born `summarized` (the daemon never summarizes it) and linking another note's summary.
 * Now a note in a template folder the vault's Obsidian settings name, or whose frontmatter still
 * holds placeholders, is refused before anything is written, naming why; a meeting whose BODY
 * quotes `{{title}}` is summarized as before. Real files: a temp copy of the sample vault.
 * Spec: newcomer session 32 N4; docs/vault-format.md (Meeting note).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { type Harness, snapshot, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const TRANSCRIPT = '[[Transcripts/Template talk]]';

async function put(rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(h!.root, rel)), { recursive: true });
  await writeFile(path.join(h!.root, rel), text);
}

/** A transcript that belongs to no other meeting (no `meeting:` link). */
async function putTranscript(): Promise<void> {
  await put(
    'Transcripts/Template talk.md',
    '[00:00:03] **Anna:** We decided to keep the template short.\n[00:00:09] **Ben:** I will send the new template by Friday.\n',
  );
}

const forms: Array<[string, string, Record<string, string>, RegExp]> = [
  [
    'core Templates placeholders',
    `---\ntitle: "{{title}}"\ndate: {{date:YYYY-MM-DD}}\nstatus: ended\ntags: [meeting]\n---\n## Notes\n- {{title}} notes here\n- agenda: budget and casing\n`,
    {},
    /its frontmatter holds the template placeholders \{\{title\}\}, \{\{date:YYYY-MM-DD\}\}, not filled in/,
  ],
  [
    'Templater placeholders',
    `---\ndate: <% tp.date.now("YYYY-MM-DD") %>\nstatus: ended\ntranscript: "${TRANSCRIPT}"\n---\nnotes\n`,
    {},
    /placeholder <% tp\.date\.now\("YYYY-MM-DD"\) %>/,
  ],
  [
    'a folder .obsidian/templates.json names (no placeholder left)',
    `---\ndate: 2026-03-09\nstatus: ended\ntranscript: "${TRANSCRIPT}"\n---\n## Notes\n- agenda\n`,
    { '.obsidian/templates.json': '{"folder":"Meetings/_templates/","dateFormat":"YYYY-MM-DD"}' },
    /it is in the templates folder "Meetings\/_templates" that Obsidian's settings name/,
  ],
  [
    "Templater's templates_folder",
    `---\ndate: 2026-03-09\nstatus: ended\ntranscript: "${TRANSCRIPT}"\n---\n## Notes\n- agenda\n`,
    { '.obsidian/plugins/templater-obsidian/data.json': '{"templates_folder":"Meetings/_templates"}' },
    /it is in the templates folder "Meetings\/_templates"/,
  ],
];

describe('N4 (session 32): an Obsidian template among the meetings', () => {
  it.each(forms)('%s: refused before anything is written, both engines', async (_form, text, extra, why) => {
    h = await startHarness([{ text: 'never asked' }]);
    await putTranscript();
    await put('Meetings/_templates/Meeting.md', text);
    for (const [rel, content] of Object.entries(extra)) await put(rel, content);
    const before = await snapshot(h.root);
    for (const engine of ['extractive', 'agent'] as const) {
      const error = await summaryRunFailure(
        summarizeMeeting({ vault: h.vault, meeting: 'Meetings/_templates/Meeting.md', env: {}, engine }),
      );
      expect(error.reason).toBe('empty-note');
      expect(error.message).toMatch(
        /^meeting note Meetings\/_templates\/Meeting\.md is an Obsidian template, not a meeting \(/,
      );
      expect(error.message).toMatch(why);
      expect(error.message).toContain('nothing was written');
    }
    expect(await snapshot(h.root)).toEqual(before);
    expect(h.server.requests).toHaveLength(0);
  });

  it('a meeting whose body quotes {{title}}, or whose Templates folder is elsewhere, is summarized', async () => {
    h = await startHarness([{ text: 'never asked' }]);
    await putTranscript();
    await put('.obsidian/templates.json', '{"folder":"Templates"}');
    await put(
      'Meetings/2026-03-09 Template talk.md',
      `---\ndate: 2026-03-09\nstatus: ended\ntranscript: "${TRANSCRIPT}"\n---\n- we agreed the template keeps {{title}} in its heading\n`,
    );
    const run = await summarizeMeeting({
      vault: h.vault,
      meeting: 'Meetings/2026-03-09 Template talk.md',
      env: {},
      engine: 'extractive',
    });
    expect(await h.read(run.summaryPath)).toContain('## Summary');
  });
});
