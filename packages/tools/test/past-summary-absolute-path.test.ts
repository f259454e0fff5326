/**
 * review13-a (P3): `read_past_project_meeting_summary` with an absolute path (to an allowed
 * summary, even) is refused saying what is wrong — an absolute path — instead of
 * `"Summaries/past1.md" is not a past summary …; allowed: Summaries/past1.md` (the refusal's
 * vault-relative rewrite turned the path into the allowed one it names). Every absolute form.
 * Real files in a temp copy of the sample vault.
 * Spec: docs/tools.md ("refuse others"; a refused call returns a short message the model can act on).
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const PAST = 'Summaries/2026-03-09 Remote control kickoff.md';

describe('read_past_project_meeting_summary with an absolute path', () => {
  it('every absolute form is refused as an absolute path, never as "not a past summary" of the path it allows', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(isRefusal(await runTool(t.session, 'read_past_project_meeting_summary', { summary: PAST }))).toBe(
      false,
    );
    const before = await hashTree(t.root);
    const forms = [
      path.join(t.root, PAST),
      `file://${path.join(t.root, PAST)}`,
      'C:\\vault\\Summaries\\2026-03-09 Remote control kickoff.md',
      'C:/vault/Summaries/2026-03-09 Remote control kickoff.md',
      '\\\\server\\share\\Summaries\\2026-03-09 Remote control kickoff.md',
      `[[${path.join(t.root, PAST)}]]`,
    ];
    for (const summary of forms) {
      const out = await runTool(t.session, 'read_past_project_meeting_summary', { summary });
      expect(isRefusal(out), summary).toBe(true);
      expect(out, summary).toMatch(/^refused: summary is an absolute path \(/);
      expect(out, summary).not.toContain('is not a past summary');
      expect(out, summary).toContain(`allowed: ${PAST}`);
    }
    expect(await hashTree(t.root)).toBe(before);
  });
});
