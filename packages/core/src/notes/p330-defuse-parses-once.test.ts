/**
 * P330 (issue #13): a write of 1 MiB of Markdown spent 4-10 s of CPU in `defuseRemoteContent`, parsing
 * the new text and the old one (`keep`) at about 3 µs a character, and a write checked the same text twice
 * (its plan, then the atomic edit). Counted in parsed characters (core `markdownParsedUnits`), not timed:
 * the old text is parsed only when the new text holds an item, once for the same `keep`, and a repeated
 * call is answered without a parse; the answers stay those of a full parse.
 */
import { describe, expect, it } from 'vitest';
import { defuseRemoteContent } from './defuse-remote-content.js';
import { markdownParsedUnits } from './parse-markdown.js';

/** A note of `blocks` sections with HTML, links, a local image, a table, comparisons. */
function note(blocks: number, remote: boolean): string {
  return Array.from({ length: blocks }, (_, i) =>
    [
      `## Topic ${i}`,
      '',
      `See the [doc](https://docs.example.com/${i}), [[Note ${i}]], <span>Ana</span> and a < b.<br>`,
      `- ![diagram](attachments/d${i}.png) and <https://example.org/${i}>`,
      '',
      '| a | b |\n| --- | --- |\n| 1 | <b>2</b> |',
      '',
      remote && i % 5 === 0 ? `![chart](https://cdn.example.com/c${i}.png)\n` : '',
    ].join('\n'),
  ).join('\n');
}

/** How many characters `run` made the parser read, and what it returned. */
async function parsed<T>(run: () => Promise<T>): Promise<{ units: number; value: T }> {
  const from = markdownParsedUnits();
  const value = await run();
  return { units: markdownParsedUnits() - from, value };
}

describe('P330: defuseRemoteContent parses each text once, the old one only when needed', () => {
  it('P330: a text holding no item never parses keep; a repeated call parses nothing', async () => {
    const before = note(60, false);
    const after = before.replace('Topic 30', 'Topic one hundred');
    const first = await parsed(() => defuseRemoteContent(after, { keep: before }));
    expect(first.value).toEqual({ text: after, defused: [] });
    expect(first.units).toBe(after.length);
    const again = await parsed(() => defuseRemoteContent(after, { keep: before }));
    expect(again).toEqual({ units: 0, value: first.value });
  });

  it('P330: keep is parsed once for two texts; what it held stays, what is new is defused', async () => {
    const before = note(60, true);
    const edited = before.replace('Topic 30', 'Topic one hundred');
    const a = await parsed(() => defuseRemoteContent(edited, { keep: before }));
    expect(a.value).toEqual({ text: edited, defused: [] });
    expect(a.units).toBe(edited.length + before.length);
    const added = `${edited}\nnew ![x](https://attacker.example/p.png?q=1)\n`;
    const b = await parsed(() => defuseRemoteContent(added, { keep: before }));
    expect(b.value.text).toBe(`${edited}\nnew [x](https://attacker.example/p.png?q=1)\n`);
    expect(b.value.defused).toEqual([{ kind: 'image', written: '![x](https://attacker.example/p.png?q=1)' }]);
    // The text, then the defused text once more to see nothing is left; keep not again.
    expect(b.units).toBe(added.length + b.value.text.length);
    // A repeated answer is a copy: changing it does not change the next one.
    b.value.defused.length = 0;
    expect((await defuseRemoteContent(added, { keep: before })).defused).toHaveLength(1);
  });
});
