/**
 * R25: compact `apply_changes` refuses an op that carries a key its granular tool does not take
 * (`replace_fle`, `form`, `nmae`, `__proto__`), naming the key and the op's arguments, and applies
 * nothing of that op (the other ops still run). Every op type, in the full and the small-window set,
 * with and without `approved: true` (a destructive op with an unknown key is never proposed to the
 * user). Real files in temp copies of the sample vault; the vault is byte-identical after a refusal.
 * Spec: docs/tools.md, Rules shared by all tools (Unknown argument keys are refused); Compact profile
 * (`apply_changes`: same operations and the same rules); review R25.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApplyChangesResult,
  type ApprovalPortRequest,
  createApprovalGatedTools,
  toolDefinitions,
} from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

const sessions: TestSession[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.cleanup();
});

const asked: ApprovalPortRequest[] = [];

async function applyRaw(t: TestSession, json: string, brief = false): Promise<ApplyChangesResult> {
  const defs = toolDefinitions(t.session, {
    profile: 'compact',
    ...(brief ? { brief: true } : {}),
    approvalGated: createApprovalGatedTools(t.session, {
      prompt: {
        request: async (req) => {
          asked.push(req);
          return 'approved';
        },
      },
    }),
  });
  const def = defs.find((d) => d.name === 'apply_changes');
  if (!def) throw new Error('no apply_changes');
  // JSON.parse, as every host gets the arguments: `__proto__` is then an own key.
  return JSON.parse(await def.execute(JSON.parse(json))) as ApplyChangesResult;
}

const P = 'remote-control';
/** One op of each type, each with one unknown key, and the arguments its granular tool takes. */
const CASES: Array<{ op: Record<string, unknown>; key: string; takes: string }> = [
  {
    op: { op: 'write_projectfile', replace_fle: true, project: P, path: 'decisions.md', content: 'Y' },
    key: 'replace_fle',
    takes: 'project, path, content, replace_file, from, to, insert',
  },
  {
    op: { op: 'write_summary', content: '## Summary\n- x', replce_file: true },
    key: 'replce_file',
    takes: 'content, replace_file, from, to, insert',
  },
  {
    op: { op: 'write_context', content: 'note', form: 1, to: 1 },
    key: 'form',
    takes: 'content, replace_file, from, to, insert',
  },
  { op: { op: 'add_attendee', name: 'Q', nmae: 'R' }, key: 'nmae', takes: 'name' },
  { op: { op: 'remove_attendee', name: 'Marketing', approve: true }, key: 'approve', takes: 'name' },
  { op: { op: 'add_dictation_word', word: 'Zyx', words: ['Q'] }, key: 'words', takes: 'word' },
  {
    op: { op: 'override_speaker', speaker: 'Speaker 1', name: 'Ann', form: 5, to: 5 },
    key: 'form',
    takes: 'speaker, name, from, to',
  },
  { op: { op: 'delete_identity', name: 'Nobody', really: true }, key: 'really', takes: 'name' },
];

describe('R25: apply_changes refuses unknown keys inside an op', () => {
  for (const { op, key, takes } of CASES) {
    for (const approved of [false, true]) {
      it(`${String(op.op)} with "${key}"${approved ? ', approved: true' : ''}: rejected by name, nothing changed, user not asked`, async () => {
        const t = await sampleSession();
        sessions.push(t);
        const before = await hashTree(t.root);
        asked.length = 0;
        const out = await applyRaw(t, JSON.stringify({ ops: [op], ...(approved ? { approved } : {}) }));
        expect(out.applied).toBe(0);
        expect(out.rejected).toHaveLength(1);
        const reason = out.rejected[0]?.reason ?? '';
        expect(reason).toContain(`"${key}"`);
        expect(reason).toContain(takes);
        expect(asked).toHaveLength(0);
        expect(await hashTree(t.root)).toBe(before);
      });
    }
  }

  it('"__proto__" inside an op is an unknown key, not silently dropped', async () => {
    const t = await sampleSession();
    sessions.push(t);
    const before = await hashTree(t.root);
    const out = await applyRaw(
      t,
      `{"ops":[{"op":"write_projectfile","project":"${P}","path":"decisions.md","content":"Y","__proto__":{"replace_file":true}}]}`,
    );
    expect(out.applied).toBe(0);
    expect(out.rejected[0]?.reason).toContain('"__proto__"');
    expect(await hashTree(t.root)).toBe(before);
  });

  it('the other ops of the batch still run; only the op with the unknown key is rejected', async () => {
    const t = await sampleSession();
    sessions.push(t);
    const out = await applyRaw(
      t,
      JSON.stringify({
        ops: [
          { op: 'add_dictation_word', word: 'Zyxwv' },
          { op: 'write_projectfile', replace_fle: true, project: P, path: 'decisions.md', content: 'Y' },
        ],
      }),
    );
    expect(out.applied).toBe(1);
    expect(out.rejected.map((r) => r.index)).toEqual([1]);
  });

  it('the small-window set refuses them too', async () => {
    const t = await sampleSession();
    sessions.push(t);
    const before = await hashTree(t.root);
    const out = await applyRaw(
      t,
      '{"ops":[{"op":"write_summary","content":"## Summary\\n- x","replace_fle":true}]}',
      true,
    );
    expect(out.applied).toBe(0);
    expect(out.rejected[0]?.reason).toContain('"replace_fle"');
    expect(await hashTree(t.root)).toBe(before);
  });
});
