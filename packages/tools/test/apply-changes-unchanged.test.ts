/**
 * review13-a (P3): `apply_changes` does not count an op that changed nothing (`"Marketing" is
 * already an attendee; nothing changed`) in `applied`; such ops are listed under `unchanged` with
 * their line, and the batch's outcome (`toolResultOutcome`, shown by hosts instead of "ok") says
 * `unchanged` / `partly applied`. Real files in a temp copy of the sample vault.
 * Spec: seed 002 (`apply_changes` → `{ applied, consequence, rejected }`); docs/tools.md (Compact profile).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { toolResultOutcome } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runApplyChanges } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

const sessions: TestSession[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.cleanup();
});

describe('apply_changes: ops that changed nothing', () => {
  it('a batch of ops that changed nothing: applied 0, each listed under unchanged, no file touched; outcome "unchanged"', async () => {
    const t = await sampleSession(MEETINGS.functional);
    sessions.push(t);
    await runApplyChanges(t.session, [{ op: 'add_dictation_word', word: 'Zigbee' }]);
    const before = await hashTree(t.root);
    const { text, result } = await runApplyChanges(t.session, [
      { op: 'add_attendee', name: 'Marketing' },
      { op: 'add_dictation_word', word: 'Zigbee' },
    ]);
    expect(result.applied).toBe(0);
    expect(result.consequence).toBe('nothing changed');
    expect(result.rejected).toEqual([]);
    expect(result.unchanged?.map((u) => [u.index, u.op])).toEqual([
      [0, 'add_attendee'],
      [1, 'add_dictation_word'],
    ]);
    expect(result.unchanged?.[0]?.reason).toMatch(/^"Marketing" is already an attendee.*; nothing changed$/);
    expect(await hashTree(t.root)).toEqual(before);
    expect(toolResultOutcome(text)).toBe('unchanged');
  });

  it('a batch where some ops changed something: only those count; outcome "partly applied"', async () => {
    const t = await sampleSession(MEETINGS.functional);
    sessions.push(t);
    const { text, result } = await runApplyChanges(t.session, [
      { op: 'add_attendee', name: 'Marketing' },
      { op: 'add_attendee', name: 'Zed Example' },
    ]);
    expect(result.applied).toBe(1);
    expect(result.consequence).toMatch(/^added attendee "Zed Example"/);
    expect(result.unchanged?.map((u) => u.index)).toEqual([0]);
    expect(toolResultOutcome(text)).toBe('partly applied');
  });

  it('a batch that changed everything it was asked: no unchanged key, a plain success', async () => {
    const t = await sampleSession(MEETINGS.functional);
    sessions.push(t);
    const { text, result } = await runApplyChanges(t.session, [{ op: 'add_attendee', name: 'Zed Example' }]);
    expect(result).toMatchObject({ applied: 1, rejected: [] });
    expect('unchanged' in result).toBe(false);
    expect(toolResultOutcome(text)).toBeNull();
  });
});
