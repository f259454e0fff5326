/**
 * review9 V7: a summary's sections are found by one heading scanner (core `markdownHeadings`) that sees
 * ATX and setext headings alike, as CommonMark (and Obsidian) do; fenced code never counts. The
 * CommonMark reference implementation (`commonmark`) is the witness for the top-level headings.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { dedupeSummaryItems } from '../artifacts/dedupe-summary-items.js';
import { markdownHeadings } from './markdown-headings.js';

const require = createRequire(import.meta.url);
interface CmNode {
  type: string;
  level: number;
  literal: string | null;
  firstChild: CmNode | null;
  next: CmNode | null;
}
const commonmark = require('commonmark') as { Parser: new () => { parse(text: string): CmNode } };

/** The top-level headings the CommonMark reference parser finds: `[depth, text]`. */
function witness(text: string): [number, string][] {
  const out: [number, string][] = [];
  for (let n = new commonmark.Parser().parse(text).firstChild; n; n = n.next) {
    if (n.type !== 'heading') continue;
    const words: string[] = [];
    for (let c = n.firstChild; c; c = c.next) words.push(c.type === 'softbreak' ? ' ' : (c.literal ?? ''));
    out.push([n.level, words.join('').trim()]);
  }
  return out;
}

const CASES = [
  'Summary\n=======\n\nThe team met (L10).\n\nDecisions\n---------\n\n- Drop teletext (L120)\n\nNext steps\n----------\n\n- [ ] PM: minutes (L30)\n',
  '## Summary\n\nText\n\nDecisions\n-\n\n- a\n',
  'Two line\nheading\n===\n\nbody\n',
  'para\n\n---\n\nafter a rule\n',
  '- item\n---\n\n> quote\n===\n\ntext\n- - -\n',
  '```md\nSummary\n=======\n## Decisions\n```\n\nReal\n---\n',
  '~~~\n## no\n~~~~\n# Yes #\n    indented\n    ---\n\n    code\n---\n',
  '<div>\nhtml\n---\n</div>\n\n## After html\n',
  'Foo\n    ---\n\nBar\n   ===   \n\n###### six\n####### seven\n',
  '#\n\n# \n\n#hash\n\n***\nx\n___\n',
  '1. one\n2. two\n\nSummary\r\n-------\r\n\r\ntext\r\n',
];

describe('review9 V7: markdownHeadings sees ATX and setext headings as CommonMark does', () => {
  it.each(CASES)('review9 V7: the same top-level headings as the CommonMark reference: %j', (text) => {
    expect(markdownHeadings(text).map((h) => [h.depth, h.text])).toEqual(witness(text));
  });

  it('review9 V7: a setext heading spans its paragraph and its underline', () => {
    expect(markdownHeadings('intro\n\nNext\nsteps\n---\n- a\n')).toEqual([
      { line: 2, end: 4, depth: 2, text: 'Next steps' },
    ]);
  });

  it('review9 V7: repeated items are written once per section, setext sections included', () => {
    const body =
      'Decisions\n---------\n\n- Drop teletext (L120)\n\nNext steps\n----------\n\n- Drop teletext (L121)\n- Drop teletext (L122)\n';
    expect(dedupeSummaryItems(body)).toBe(
      'Decisions\n---------\n\n- Drop teletext (L120)\n\nNext steps\n----------\n\n- Drop teletext (L121)\n',
    );
  });

  it('review9 V7: an ordered list is renumbered within its setext section only', () => {
    const body = 'A\n=\n\n1. x (L1)\n2. x (L2)\n3. y (L3)\n\nB\n=\n\n4. z (L4)\n';
    expect(dedupeSummaryItems(body)).toBe('A\n=\n\n1. x (L1)\n2. y (L3)\n\nB\n=\n\n4. z (L4)\n');
  });
});
