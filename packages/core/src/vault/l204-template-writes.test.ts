/**
 * L204 (newcomer session 32 N4, the rest). Since R49 a summary RUN refuses an Obsidian template kept
 * among the meetings, but core's writers did not: `ma mcp`'s `finish_summary` (core `commitSummary`),
 * a tool session's context note (`ensureContextNote`) and any frontmatter edit (`editMeetingNote`,
 * `setMeetingStatus`) wrote into the template, which every meeting made from it inherits. Now each
 * refuses (`TemplateNoteError`, naming the note and why) before any byte changes. Listings a person or
 * model reads leave templates out (`splitMeetingTemplates`; did-you-mean names). Real files: a temp
 * copy of the sample vault.
 * Spec: newcomer session 32 N4; docs/vault-format.md (Meeting note).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitSummary, ensureContextNote, setMeetingStatus } from '../artifacts/index.js';
import { TemplateNoteError } from '../errors/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { listMeetings } from './list-meetings.js';
import { readMeeting } from './read-meeting.js';
import { closestMeetingNames } from './resolve-meeting.js';
import { splitMeetingTemplates } from './template-note.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

async function put(rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(vault.root, rel)), { recursive: true });
  await writeFile(path.join(vault.root, rel), text);
}

/** Every file of the vault (but the product's own state folder) with its bytes. */
async function tree(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(vault.root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    const rel = path.relative(vault.root, abs).split(path.sep).join('/');
    if (rel.startsWith('.meeting-assistant/')) continue;
    out[rel] = await readFile(abs, 'utf8');
  }
  return out;
}

const TRANSCRIPT = 'transcript: "[[Transcripts/2026-03-11 Remote control conceptual design]]"';
const forms: Array<[string, string, string, Record<string, string>, RegExp]> = [
  [
    'core Templates placeholders',
    'Meetings/_templates/Meeting.md',
    `---\ntitle: "{{title}}"\ndate: {{date:YYYY-MM-DD}}\nstatus: ended\n${TRANSCRIPT}\n---\n## Notes\n- {{title}} notes here\n`,
    {},
    /Meetings\/_templates\/Meeting\.md is an Obsidian template, not a meeting \(its frontmatter holds the template placeholders \{\{title\}\}, \{\{date:YYYY-MM-DD\}\}, not filled in\); nothing was written/,
  ],
  [
    'Templater placeholders',
    'Meetings/Weekly template.md',
    `---\ndate: <% tp.date.now("YYYY-MM-DD") %>\nstatus: ended\n${TRANSCRIPT}\n---\nnotes\n`,
    {},
    /placeholder <% tp\.date\.now\("YYYY-MM-DD"\) %>/,
  ],
  [
    'a note in the folder .obsidian/templates.json names',
    'Meetings/Templates/Standup.md',
    `---\ndate: 2026-03-09\nstatus: ended\n${TRANSCRIPT}\n---\n## Notes\n- agenda\n`,
    { '.obsidian/templates.json': '{"folder":"Meetings/Templates"}' },
    /it is in the templates folder "Meetings\/Templates" that Obsidian's settings name/,
  ],
  [
    "a note in Templater's templates_folder",
    'Meetings/tpl/Standup.md',
    `---\ndate: 2026-03-09\nstatus: ended\n${TRANSCRIPT}\n---\n## Notes\n- agenda\n`,
    { '.obsidian/plugins/templater-obsidian/data.json': '{"templates_folder":"meetings/TPL"}' },
    /it is in the templates folder "meetings\/TPL"/,
  ],
];

describe('L204: core never writes a meeting artifact for an Obsidian template', () => {
  for (const [label, rel, text, settings, why] of forms) {
    it(`${label}: commitSummary, ensureContextNote, setMeetingStatus refuse; no byte changes`, async () => {
      for (const [file, json] of Object.entries(settings)) await put(file, json);
      await put(rel, text);
      const before = await tree();
      const meeting = await readMeeting(vault, rel);
      const writes: Array<[string, () => Promise<unknown>]> = [
        [
          'commitSummary',
          () =>
            commitSummary(vault, meeting, {
              frontmatter: { meeting: `[[${rel.replace(/\.md$/, '')}]]`, generated_by: 'meeting-assistant' },
              body: '## Summary\n- {{title}} notes here\n',
            }),
        ],
        ['ensureContextNote', () => ensureContextNote(vault, meeting)],
        [
          'ensureContextNote if-exists',
          () => ensureContextNote(vault, meeting, { summaryLink: 'if-exists' }),
        ],
        ['setMeetingStatus', () => setMeetingStatus(vault, rel, 'summarized')],
      ];
      for (const [name, write] of writes) {
        const error = await write().then(
          () => null,
          (e: unknown) => e,
        );
        expect(TemplateNoteError.isInstance(error), name).toBe(true);
        expect((error as Error).message, name).toMatch(why);
        expect((error as TemplateNoteError).path).toBe(rel);
      }
      expect(await tree()).toEqual(before);
    });
  }

  it('a meeting whose body quotes {{title}} is still written (only the frontmatter decides)', async () => {
    const rel = 'Meetings/2026-03-11 Remote control conceptual design.md';
    const text = await readFile(path.join(vault.root, rel), 'utf8');
    await writeFile(path.join(vault.root, rel), `${text}\n- we copied {{title}} from the template\n`);
    const context = await ensureContextNote(vault, await readMeeting(vault, rel));
    expect(await readFile(path.join(vault.root, context), 'utf8')).toContain(
      'generated_by: meeting-assistant',
    );
    await setMeetingStatus(vault, rel, 'summarized');
    expect(await readFile(path.join(vault.root, rel), 'utf8')).toContain('status: summarized');
  });
});

describe('L204: listings leave Obsidian templates out', () => {
  it('splitMeetingTemplates names each template and why; meetings keep their order', async () => {
    for (const [, rel, text, settings] of forms) {
      for (const [file, json] of Object.entries(settings)) await put(file, json);
      await put(rel, text);
    }
    const all = await listMeetings(vault);
    const { meetings, templates } = await splitMeetingTemplates(vault, all);
    expect(templates.map((t) => t.path).sort()).toEqual(forms.map(([, rel]) => rel).sort());
    expect(meetings).toEqual(all.filter((p) => !forms.some(([, rel]) => rel === p)));
    expect(meetings).toContain('Meetings/2026-03-11 Remote control conceptual design.md');
    for (const t of templates) expect(t.why).toMatch(/templates folder|template placeholder/);
  });

  it('did-you-mean names no template', async () => {
    await put('Meetings/_templates/Standup.md', `---\ndate: {{date}}\n---\n`);
    await put('Meetings/2026-03-20 Standup.md', `---\ndate: 2026-03-20\n---\nnotes\n`);
    const names = await closestMeetingNames(vault, 'Standupp');
    expect(names).toContain('2026-03-20 Standup');
    expect(names).not.toContain('Standup');
  });
});
