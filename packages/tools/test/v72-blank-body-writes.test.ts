/**
 * Review2 V72: `write_summary {content:"", replace_file:true}` answered "created the summary draft
 * (0 lines)", a success that wrote no summary; `write_context` took a blank whole write or a blank
 * append the same way. Every blank body write that would write nothing a reader sees (append,
 * insert, replace_file; blank = white space and invisible characters) is refused and changes
 * nothing; deleting lines (from+to with "") still works. Real files in a temp sample vault copy.
 * Spec: docs/tools.md (Write modes); the brief: a success that did nothing is worse than a failure.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const BLANK_WRITES = [
  { content: '', replace_file: true },
  { content: ' \n\u200b\n', replace_file: true },
  { content: '' },
  { content: '\n\n' },
  { content: '', insert: 1 },
];

describe('V72: a blank body write is refused, never a success that wrote nothing', () => {
  it('write_summary: blank replace_file, append and insert are refused; the draft stays as it was', async () => {
    t = await sampleSession(MEETINGS.functional);
    for (const args of BLANK_WRITES) {
      const out = await runTool(t.session, 'write_summary', args);
      expect(out, JSON.stringify(args)).toMatch(/^refused: content is empty; nothing was written/);
      expect(t.session.summaryDraft.read()).toBeNull();
    }
    const summary = '## Summary\n\nThe team chose a curved case.\n';
    expect(await runTool(t.session, 'write_summary', { content: summary, replace_file: true })).toMatch(
      /^created the summary draft/,
    );
    for (const args of BLANK_WRITES) {
      const out = await runTool(t.session, 'write_summary', args);
      expect(out, JSON.stringify(args)).toMatch(/^refused: content is empty/);
      expect(t.session.summaryDraft.read()).toBe(summary);
    }
    // Deleting lines is no blank write.
    expect(await runTool(t.session, 'write_summary', { content: '', from: 2, to: 2 })).toMatch(
      /^replaced line 2 with 0 lines/,
    );
  });

  it('write_context: blank replace_file, append and insert are refused; the vault stays as it was', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await hashTree(t.root);
    for (const args of BLANK_WRITES) {
      const out = await runTool(t.session, 'write_context', args);
      expect(out, JSON.stringify(args)).toMatch(/^refused: content is empty; nothing was written/);
    }
    expect(await hashTree(t.root)).toBe(before);
  });
});
