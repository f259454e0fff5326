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
  APPROVAL_DIFF_LINES,
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

/** The compact tools of `t` with an approval port that records each request and denies it. */
function compactDenying() {
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
  return { asked, apply: defs.find((d) => d.name === 'apply_changes')! };
}

describe('M12: approval consequence of a whole-file rewrite', () => {
  it('counts removed and added lines, pairs them, and names what is not shown', async () => {
    t = await sampleSession(MEETINGS.functional);
    const items = Array.from({ length: 60 }, (_, i) => `- R${i + 1}: keep item ${i + 1}`);
    const old = ['# Requirements', ...items, '- R61: SAFETY: battery must not overheat (legal requirement)'];
    await writeFile(path.join(t.root, 'Projects/remote-control/requirements.md'), `${old.join('\n')}\n`);
    const rewrite = ['# Requirements', ...items.map((l) => `${l}.`)].join('\n');
    const { asked, apply } = compactDenying();
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
    }
    // The model's consequence is capped and says what it left out.
    const reason = unapproved.rejected[0]!.reason;
    expect(reason).toMatch(
      /… not shown: \d+ removed lines and \d+ added lines; they are part of this change too/,
    );
    expect(reason.split('\n').filter((l) => /^[-+]/.test(l)).length).toBeLessThanOrEqual(
      CONSEQUENCE_DIFF_LINES,
    );
    // The user who approves sees the whole diff (M12 rest): all 121 lines, the dropped SAFETY line
    // last, alone, with no line in its place; nothing "not shown".
    const body = asked[0]!.body;
    const diff = body.split('\n').filter((l) => /^[-+]/.test(l));
    expect(diff).toHaveLength(121);
    expect(body).not.toContain('not shown');
    expect(diff.at(-1)).toBe('-- R61: SAFETY: battery must not overheat (legal requirement)');
    expect(diff.at(-2)).toBe('+- R60: keep item 60.');
    expect(body).toMatch(/\nApproving applies this change\.$/);
  });

  it('the approval shows at most APPROVAL_DIFF_LINES lines of a huge rewrite, the rest counted', async () => {
    t = await sampleSession(MEETINGS.functional);
    const n = APPROVAL_DIFF_LINES;
    // 0.8 n lines, each changed: 1.6 n diff lines, within the audit's budget of 2,000.
    const old = Array.from({ length: (n * 4) / 5 }, (_, i) => `old ${i + 1}`);
    await writeFile(path.join(t.root, 'Projects/remote-control/requirements.md'), `${old.join('\n')}\n`);
    const { asked, apply } = compactDenying();
    const content = `${old.map((l) => `${l}!`).join('\n')}\n`;
    await apply.execute({
      ops: [{ op: 'write_projectfile', project: P, path: 'requirements.md', content, replace_file: true }],
      approved: true,
    });
    const body = asked[0]!.body;
    expect(body.split('\n').filter((l) => /^[-+]/.test(l))).toHaveLength(n);
    expect(body).toContain(`… not shown: ${(n * 3) / 10} removed lines and ${(n * 3) / 10} added lines`);
  });
});
