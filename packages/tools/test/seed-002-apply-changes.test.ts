/**
 * Seed 002 (design "few, fat tools", mapped to the compact profile by docs/mission.md), the
 * `apply_changes` clauses checked to the letter on a temp copy of the sample vault:
 * - "Additive ops apply directly; destructive ops require `approved: true`" and
 *   "approved?: boolean // required iff any op is destructive": a batch of additive ops applies
 *   with or without `approved: true`, and nobody is asked;
 * - "Batched so one call = one coherent change with one consequence": ops apply in the order
 *   given (a later op sees an earlier op's result), and the result has one consequence text.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApplyChangesResult,
  type ApprovalPort,
  type ApprovalPortRequest,
  createApprovalGatedTools,
  toolDefinitions,
} from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

function recordingPort(): ApprovalPort & { asked: ApprovalPortRequest[] } {
  const asked: ApprovalPortRequest[] = [];
  return {
    asked,
    request: async (req) => {
      asked.push(req);
      return 'approved';
    },
  };
}

async function apply(
  port: ApprovalPort | null,
  ops: unknown[],
  approved?: boolean,
): Promise<ApplyChangesResult> {
  const defs = toolDefinitions(t.session, {
    profile: 'compact',
    ...(port ? { approvalGated: createApprovalGatedTools(t.session, { prompt: port }) } : {}),
  });
  const def = defs.find((d) => d.name === 'apply_changes');
  if (!def) throw new Error('no apply_changes');
  return JSON.parse(await def.execute({ ops, ...(approved === undefined ? {} : { approved }) }));
}

const additive = [
  { op: 'write_projectfile', project: 'remote-control', path: 'risks.md', content: '# Risks' },
  {
    op: 'write_projectfile',
    project: 'remote-control',
    path: 'risks.md',
    content: '- casing cost',
    insert: 2,
  },
  { op: 'write_projectfile', project: 'remote-control', path: 'risks.md', content: '- battery life' },
  { op: 'add_attendee', name: 'Finance' },
  { op: 'add_dictation_word', word: 'teletext' },
];

describe('seed 002: apply_changes', () => {
  for (const approved of [undefined, false, true]) {
    it(`seed 002: additive ops apply directly, in the order given, without asking anyone (approved: ${approved})`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const port = recordingPort();
      const result = await apply(port, additive, approved);
      expect(result).toMatchObject({ applied: 5, rejected: [] });
      expect(port.asked).toEqual([]);
      // The insert at line 2 saw the file the first op created; the append came after it.
      expect(await readFile(path.join(t.root, 'Projects/remote-control/risks.md'), 'utf8')).toBe(
        '# Risks\n- casing cost\n- battery life\n',
      );
      expect(await readFile(path.join(t.root, MEETINGS.functional), 'utf8')).toContain('  - Finance\n');
      // One call, one consequence: a single text naming each change, in order.
      expect(typeof result.consequence).toBe('string');
      const lines = result.consequence.split('\n');
      expect(lines).toHaveLength(5);
      expect(lines[0]).toMatch(/Projects\/remote-control\/risks\.md/);
      expect(lines[3]).toMatch(/Finance/);
      expect(lines[4]).toMatch(/teletext/);
    });
  }

  it('seed 002: with approved: true and no way to ask anyone, additive ops still apply', async () => {
    t = await sampleSession(MEETINGS.functional);
    const result = await apply(null, additive, true);
    expect(result).toMatchObject({ applied: 5, rejected: [] });
    expect(await readFile(path.join(t.root, 'Projects/remote-control/risks.md'), 'utf8')).toBe(
      '# Risks\n- casing cost\n- battery life\n',
    );
  });
});
