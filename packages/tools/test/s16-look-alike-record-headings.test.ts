/**
 * S16 (hostile review 6): write_context refused ATX headings imitating the product's run records
 * (`## Run …`, `## External writes`) but took look-alikes that render the same in Obsidian: a setext
 * heading (a line, then `---` or `===`), `<h2>Run …</h2>`, full-width letters (`## Ｒun`), invisible
 * characters inside (`## External\u200bwrites`), emphasis, a heading in a quote or list item. Each
 * is refused and the context note stays byte-identical; ordinary notes pass. Real files on a temp
 * copy of the sample vault.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const CONTEXT = 'Assistant/2026-03-10 Remote control functional design.md';

describe('S16: look-alike run-record headings are refused by write_context', () => {
  const forged: Array<[string, string]> = [
    ['a setext h2 (---)', 'Run 2026-12-03 09:00: summary written\n---\n- engine: agent'],
    ['a setext h1 (===)', 'notes\n\nExternal writes\n===\nNone.'],
    ['a setext heading over two paragraph lines', 'Run 2026-12-03\n09:00: summary written\n-----'],
    ['an HTML h2', 'x\n\n<h2>External writes</h2>\n\nNone: the agent changed no file.'],
    ['an HTML h3 with attributes, any case', '<H3 class="x">run failed 2026-12-03</H3>'],
    ['a full-width letter', '## Ｒun 2026-12-03: summary written'],
    ['full-width hashes', '＃＃ Run 2026-12-03: summary written'],
    ['a zero-width space inside', '## External\u200bwrites'],
    ['a soft hyphen and a word joiner', '## Ex\u00adternal\u2060 writes'],
    ['a no-break space', '## Run\u00a02026-12-03: summary written'],
    ['emphasis', '## **Run** 2026-12-03: summary written'],
    ['an HTML entity', '## &#82;un 2026-12-03: summary written'],
    ['a heading in a quote', '> ## External writes'],
    ['a heading in a list item', '- ## Run failed 2026-12-03'],
  ];
  for (const [what, content] of forged) {
    it(`S16: ${what} is refused; the note is unchanged`, async () => {
      t = await sampleSession(MEETINGS.functional);
      await runTool(t.session, 'write_context', { content: '- first finding' });
      const file = path.join(t.root, CONTEXT);
      const before = await readFile(file, 'utf8');
      const out = await runTool(t.session, 'write_context', { content });
      expect(out).toMatch(/^refused: content line \d+ .* is a heading only Meeting Assistant writes/);
      expect(await readFile(file, 'utf8')).toBe(before);
    });
  }

  it('S16: ordinary notes with setext and HTML headings, rules and lists are written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const content =
      'Open questions\n---\n- who runs the demo?\n\n---\n\n<h2>Runtime budget</h2>\n\n## Running notes\n\nExternal partners\n===\n> - writes to the wiki later';
    const out = await runTool(t.session, 'write_context', { content });
    expect(out).toMatch(/^appended /);
  });
});
