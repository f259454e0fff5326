/**
 * Review3 M12: the consequence of a destructive `apply_changes` op (shown to the model and in the
 * approval request) always gives the removed/added line counts and the file's length before and
 * after, pairs each removed line with the line that replaced it, and says what was not shown: a
 * whole-file rewrite that drops its last line cannot look like 30 harmless lines. Real files.
 * Spec: docs/tools.md (`apply_changes`, destructive ops); docs/approvals.md.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApplyChangesResult,
  type ApprovalPortRequest,
  CONSEQUENCE_DIFF_LINES,
  createApprovalGatedTools,
  toolDefinitions,
} from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';

describe('M12: approval consequence of a whole-file rewrite', () => {
  it('counts removed and added lines, pairs them, and names what is not shown', async () => {
    t = await sampleSession(MEETINGS.functional);
    const items = Array.from({ length: 60 }, (_, i) => `- R${i + 1}: keep item ${i + 1}`);
    const old = ['# Requirements', ...items, '- R61: SAFETY: battery must not overheat (legal requirement)'];
    await writeFile(path.join(t.root, 'Projects/remote-control/requirements.md'), `${old.join('\n')}\n`);
    const rewrite = ['# Requirements', ...items.map((l) => `${l}.`)].join('\n');
    const asked: ApprovalPortRequest[] = [];
    const defs = toolDefinitions(t.session, {
      profile: 'compact',
      approvalGated: createApprovalGatedTools(t.session, {
        prompt: {
          request: async (req) => {
            asked.push(req);
            return 'denied';
          },
        },
      }),
    });
    const apply = defs.find((d) => d.name === 'apply_changes')!;
    const op = {
      op: 'write_projectfile',
      project: P,
      path: 'requirements.md',
      content: `${rewrite}\n`,
      replace_file: true,
    };
    const unapproved = JSON.parse(await apply.execute({ ops: [op] })) as ApplyChangesResult;
    await apply.execute({ ops: [op], approved: true });
    for (const text of [unapproved.rejected[0]!.reason, asked[0]!.body]) {
      expect(text).toContain('removes 61 lines, adds 60 lines (62 → 61 lines)');
      // Pairs: the removed line, then the line that took its place.
      expect(text).toContain('-- R1: keep item 1\n+- R1: keep item 1.\n-- R2: keep item 2\n');
      expect(text).toMatch(
        /… not shown: \d+ removed lines and \d+ added lines; they are part of this change too/,
      );
      const diffLines = text.split('\n').filter((l) => /^[-+]/.test(l));
      expect(diffLines.length).toBeLessThanOrEqual(CONSEQUENCE_DIFF_LINES);
    }
  });
});
