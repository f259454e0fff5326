/**
 * T58: `add_dictation_word "---"` wrote the list item `- ---`, which Markdown and Obsidian read as a horizontal
 * rule, not a word; the same kind: a word that makes its list item a tag (`#tag`), a link or embed (`[[x]]`),
 * a code block (```), an HTML comment or tag, emphasis, an entity, a highlight, math. Each is refused naming what
 * it would become (as the tool already refuses `- `, `> `, `# `, `1. `, `[ ]` and `*`), and nothing changes: the
 * list keeps its bytes, a missing list is not created. Plain words that only hold such characters (`C#`, `#1`,
 * `snake_case`, `R&D`, `a | b`) are added. Granular tool and compact `apply_changes`, on a temp sample vault.
 * Spec: docs/vault-format.md (Dictation.md: a list of `- word` items); docs/tools.md (add_dictation_word); T58.
 */
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { markdownListItems } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const REFUSED: ReadonlyArray<readonly [string, RegExp]> = [
  ['---', /horizontal rule/],
  ['___', /horizontal rule/],
  ['- - -', /list|horizontal rule/],
  ['#tag', /Obsidian tag/],
  ['Kinetic #remote', /Obsidian tag/],
  ['[[Kinetic]]', /Obsidian link/],
  ['![[Kinetic]]', /Obsidian embed/],
  ['%%', /Obsidian comment/],
  ['==Kinetic==', /highlighted/],
  ['$x^2$', /math/],
  ['```', /code block/],
  ['~~~', /code block/],
  ['<!--', /HTML comment/],
  ['<b>Kinetic</b>', /HTML tag/],
  ['_Kinetic_', /Markdown markup, read as "Kinetic"/],
  ['`Kinetic`', /Markdown markup, read as "Kinetic"/],
  ['[Kinetic](https://x.test)', /Markdown markup, read as "Kinetic"/],
  ['&amp;', /Markdown markup, read as "&"/],
  ['\\#hash', /Markdown markup, read as "#hash"/],
  ['> Kinetic', /quote/],
  ['1.', /list/],
  ['- [ ] Kinetic', /list|checkbox/],
];

describe('T58: a dictation word that Markdown or Obsidian would read as something else is refused', () => {
  it('T58: each is refused naming what it would become; Dictation.md keeps its bytes', async () => {
    t = await sampleSession(MEETINGS.functional);
    const file = path.join(t.root, 'Dictation.md');
    const before = await readFile(file);
    for (const [word, kind] of REFUSED) {
      const out = await runTool(t.session, 'add_dictation_word', { word });
      expect(out, word).toMatch(/^refused: /);
      expect(out, word).toMatch(kind);
      expect(await readFile(file), word).toEqual(before);
    }
    const compact = toolDefinitions(t.session, { profile: 'compact' }).find(
      (d) => d.name === 'apply_changes',
    )!;
    const batch = await compact.execute({ ops: [{ op: 'add_dictation_word', word: '---' }] });
    expect(batch).toMatch(/horizontal rule/);
    expect(await readFile(file)).toEqual(before);
  });

  it('T58: a refused word does not create a missing list', async () => {
    t = await sampleSession(MEETINGS.functional);
    const file = path.join(t.root, 'Dictation.md');
    await rm(file);
    expect(await runTool(t.session, 'add_dictation_word', { word: '---' })).toMatch(
      /^refused: .*horizontal rule/,
    );
    await expect(stat(file)).rejects.toThrow();
  });

  it('T58: plain words holding #, _, &, | are added and read back as themselves', async () => {
    t = await sampleSession(MEETINGS.functional);
    const file = path.join(t.root, 'Dictation.md');
    const words = ['C#', '#1', 'snake_case', 'R&D', 'a | b', 'x--y', 'US$ 5'];
    for (const word of words) {
      expect(await runTool(t.session, 'add_dictation_word', { word }), word).toMatch(/^added /);
    }
    const items = await markdownListItems(await readFile(file, 'utf8'));
    expect(items.slice(-words.length)).toEqual(words);
  });
});
