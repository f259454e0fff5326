/**
 * Newcomer report defect 7: `write_context` dropped a leading `---…---` block from `content` in
 * silence and reported success ("appended 0 lines" for content that was only a block). The block
 * is still dropped (seed 003: the note keeps its own frontmatter), but the result says so, and
 * content that is nothing but a block is refused with every file unchanged. Same in write_summary.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
});
afterEach(async () => t?.cleanup());

describe('N7: frontmatter in write content is never dropped in silence', () => {
  it('N7: write_context with only a frontmatter block is refused; nothing is created or changed', async () => {
    const before = await hashTree(t.root);
    for (const content of ['---\nsummary: "[[Glossary]]"\n---', '---\nfoo: bar\n---\n\n', '---\n---\n']) {
      const out = await runTool(t.session, 'write_context', { content });
      expect(isRefusal(out), out).toBe(true);
      expect(out).toMatch(/content is only a frontmatter block/);
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('N7: write_context keeps the text after a leading block and says the block was dropped', async () => {
    const out = await runTool(t.session, 'write_context', { content: '---\nfoo: bar\n---\nreal text after' });
    expect(isRefusal(out), out).toBe(false);
    expect(out).toMatch(/^created .* body|^appended 1 line/);
    expect(out).toContain('dropped the 3-line frontmatter block at the top of content');
    const rel = (await t.session.meeting()).links.context as string;
    const text = await readFile(path.join(t.root, rel), 'utf8');
    expect(text).toContain('real text after');
    expect(text).not.toContain('foo: bar');
    // Content without a block says nothing extra.
    expect(await runTool(t.session, 'write_context', { content: 'plain' })).not.toContain('dropped');
  });

  it('N7: write_summary follows the same rule', async () => {
    const only = await runTool(t.session, 'write_summary', { content: '---\ntitle: x\n---\n' });
    expect(only).toMatch(/^refused: content is only a frontmatter block/);
    expect(t.session.summaryDraft.read()).toBeNull();
    const out = await runTool(t.session, 'write_summary', {
      content: '---\ntitle: x\n---\n## Summary\n\nDone.',
    });
    expect(out).toContain('dropped the 3-line frontmatter block');
    expect(t.session.summaryDraft.read()).toBe('## Summary\n\nDone.\n');
  });

  it('N7: write_projectfile keeps a leading block as written', async () => {
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'fm.md',
      content: '---\nfoo: bar\n---\ntext',
    });
    expect(out).not.toContain('dropped');
    expect(await readFile(path.join(t.root, 'Projects/remote-control/fm.md'), 'utf8')).toBe(
      '---\nfoo: bar\n---\ntext\n',
    );
  });
});
