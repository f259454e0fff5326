/**
 * Newcomer R87: `write_context` and `write_summary` answered `appended 0 lines …` / `created the
 * summary draft (0 lines)` for blank content — a success that wrote nothing (and, for
 * write_context, created an empty context note). They now refuse appending or inserting blank
 * content exactly as `write_projectfile` does (review3 M17), in both profiles; replacing with ""
 * (an explicit emptying) still works. Real files in a temp sample vault copy.
 * Spec: docs/tools.md, Write modes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type ApplyChangesResult, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const BLANK_ADDITIONS = [
  { content: '' },
  { content: '  \n ' },
  { content: '', insert: 1 },
  { content: '\n', insert: 1 },
];

describe('R87: blank appends and inserts to the context note and the summary draft', () => {
  for (const tool of ['write_context', 'write_summary'] as const)
    it(`${tool}: refused, nothing written, no note created`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const before = await hashTree(t.root);
      for (const args of BLANK_ADDITIONS) {
        const out = await runTool(t.session, tool, args);
        expect(out, JSON.stringify(args)).toMatch(
          /^refused: content is empty; nothing was written \((appending|inserting) no text/,
        );
      }
      expect(await hashTree(t.root)).toBe(before);
      expect(t.session.summaryDraft.read()).toBeNull();
    });

  it('after real text, a blank append still changes nothing; replace_file with "" is refused too (review2 V72)', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(await runTool(t.session, 'write_context', { content: 'finding' })).toMatch(/^appended 1 line/);
    const before = await hashTree(t.root);
    expect(await runTool(t.session, 'write_context', { content: '' })).toMatch(/^refused: content is empty/);
    expect(await hashTree(t.root)).toBe(before);
    expect(await runTool(t.session, 'write_context', { content: '', replace_file: true })).toMatch(
      /^refused: content is empty; nothing was written \(replacing your notes with no text/,
    );
    expect(await hashTree(t.root)).toBe(before);
    expect(await runTool(t.session, 'write_summary', { content: '## Summary' })).toMatch(
      /^created the summary draft/,
    );
    expect(await runTool(t.session, 'write_summary', { content: ' ' })).toMatch(/^refused: content is empty/);
    expect(t.session.summaryDraft.read()).toBe('## Summary\n');
  });

  it('compact apply_changes rejects the blank op instead of counting it applied', async () => {
    t = await sampleSession(MEETINGS.functional);
    const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
    const out = JSON.parse(
      await (apply as NonNullable<typeof apply>).execute({
        ops: [
          { op: 'write_context', content: '' },
          { op: 'write_summary', content: '' },
        ],
      }),
    ) as ApplyChangesResult;
    expect(out.applied).toBe(0);
    expect(out.rejected.map((r) => r.op)).toEqual(['write_context', 'write_summary']);
  });
});
