/**
 * review9 V8: a model that "rewrites" its summary by calling write_summary again in append mode (the
 * default) used to leave every section of summary.template twice in the draft (two `## Summary`,
 * duplicate tasks), committed ok with no warning. A write that would give the draft a template
 * section it already has is refused, the draft untouched; headings are ATX or setext (review9 V7),
 * fenced code never counts. Real files in temp copies of the sample vault.
 * Spec: docs/tools.md (write_summary); docs/contracts.md, Run outcomes; review9 V8.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const S =
  '## Summary\nThe team met (L10).\n\n## Decisions\n- Drop teletext (L120)\n\n## Next steps\n- [ ] PM: minutes (L30)\n';
const S2 =
  '## Summary\nThe team met and chose a case (L10, L50).\n\n## Decisions\n- Drop teletext (L120)\n\n## Next steps\n- [ ] PM: minutes (L30)\n';

describe('review9 V8: write_summary never gives the draft a template section twice', () => {
  it('review9 V8: a second full summary appended (the default mode) is refused, the draft unchanged', async () => {
    t = await sampleSession();
    await runTool(t.session, 'write_summary', { content: S });
    const out = await runTool(t.session, 'write_summary', { content: S2 });
    expect(out).toBe(
      'refused: the draft already has a ## Summary section: this write would add a second one; nothing was written; pass replace_file: true to replace the summary, or edit a section with from/to or insert',
    );
    expect(t.session.summaryDraft.read()).toBe(S);
  });

  it('review9 V8: insert and from/to that would add a second section are refused too; setext headings count', async () => {
    t = await sampleSession();
    await runTool(t.session, 'write_summary', { content: S });
    expect(
      await runTool(t.session, 'write_summary', {
        content: 'Decisions\n---------\n- More (L9)\n',
        insert: 4,
      }),
    ).toMatch(/^refused: the draft already has a ## Decisions section/);
    expect(
      await runTool(t.session, 'write_summary', { content: 'Next steps\n===\n- x\n', from: 1, to: 2 }),
    ).toMatch(/^refused: the draft already has a ## Next steps section/);
    expect(t.session.summaryDraft.read()).toBe(S);
  });

  it('review9 V8: one content holding a template section twice is refused even on an empty draft', async () => {
    t = await sampleSession();
    const out = await runTool(t.session, 'write_summary', { content: `${S}\n${S2}`, replace_file: true });
    expect(out).toMatch(
      /^refused: the content has the ## Summary section 2 times; nothing was written; pass replace_file/,
    );
    expect(t.session.summaryDraft.read()).toBeNull();
  });

  it('review9 V8: replace_file, appending a missing section, sub-headings and fenced headings are fine', async () => {
    t = await sampleSession();
    await runTool(t.session, 'write_summary', { content: '## Summary\nThe team met (L10).\n' });
    expect(
      await runTool(t.session, 'write_summary', { content: '\n## Decisions\n### Marketing\n- a (L12)\n' }),
    ).toMatch(/^appended/);
    expect(
      await runTool(t.session, 'write_summary', {
        content: '\n## Next steps\n### Marketing\n- [ ] b (L20)\n\n```md\n## Summary\n```\n',
      }),
    ).toMatch(/^appended/);
    expect(await runTool(t.session, 'write_summary', { content: S2, replace_file: true })).toMatch(
      /^replaced/,
    );
    expect(t.session.summaryDraft.read()).toBe(S2);
  });
});
