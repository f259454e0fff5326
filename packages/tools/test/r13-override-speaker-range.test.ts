/**
 * R13: `override_speaker` rewrites the transcript, so its range follows the write range rule of
 * docs/tools.md ("Writes, which need exact lines, refuse what reads clamp: a negative or 0 line,
 * from > to, a range outside the file"), in `write_projectfile`'s words, in the granular tool and
 * the compact `apply_changes` op alike: nothing changes (the vault is byte-identical) and
 * `speaker_overrides` never records a clamped or impossible range. A range inside the file is
 * applied and recorded exactly as given. Real files in temp copies of the sample vault.
 * Spec: docs/tools.md, Rules shared by all tools (Line ranges, Numeric arguments); review R13.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** The functional-design transcript: 603 lines, body from line 7. */
const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';

async function applyOp(
  op: Record<string, unknown>,
): Promise<{ applied: number; rejected: { reason: string }[] }> {
  const def = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
  if (!def) throw new Error('no apply_changes');
  return JSON.parse(await def.execute({ ops: [{ op: 'override_speaker', ...op }] }));
}

describe('R13: override_speaker refuses what reads clamp', () => {
  const cases: Array<[Record<string, number>, string]> = [
    [{ from: 0, to: 20 }, 'refused: from must be a whole number >= 1, got 0; nothing was changed; '],
    [{ from: -3, to: 20 }, 'refused: from must be a whole number >= 1, got -3; nothing was changed; '],
    [{ from: 8, to: 0 }, 'refused: to must be a whole number >= 1, got 0; nothing was changed; '],
    [{ to: 0 }, 'refused: to must be a whole number >= 1, got 0; nothing was changed; '],
    [{ from: 5, to: 3 }, 'refused: from (5) is after to (3); nothing was changed; '],
    [
      { from: 600, to: 99999 },
      'refused: line range outside the file (it has 603 lines); nothing was changed; ',
    ],
    [{ from: 5000 }, 'refused: line range outside the file (it has 603 lines); nothing was changed; '],
    [{ to: 604 }, 'refused: line range outside the file (it has 603 lines); nothing was changed; '],
    [
      { from: 1e300, to: 1e300 },
      'refused: line range outside the file (it has 603 lines); nothing was changed; ',
    ],
  ];

  for (const [range, refusal] of cases) {
    it(`${JSON.stringify(range)}: refused in the granular tool and the compact op, nothing changed`, async () => {
      t = await sampleSession();
      const before = await hashTree(t.root);
      const out = await runTool(t.session, 'override_speaker', {
        speaker: 'Marketing',
        name: 'Bob',
        ...range,
      });
      expect(out.startsWith(refusal), out).toBe(true);
      const compact = await applyOp({ speaker: 'Marketing', name: 'Bob', ...range });
      expect(compact.applied).toBe(0);
      expect(compact.rejected[0]?.reason).toContain(out.replace(/^refused: /, ''));
      expect(await hashTree(t.root)).toEqual(before);
      expect(t.session.audit.entries).toEqual([]);
    });
  }

  it('a range inside the frontmatter only is refused naming the spoken lines', async () => {
    t = await sampleSession();
    const before = await hashTree(t.root);
    const out = await runTool(t.session, 'override_speaker', {
      speaker: 'Marketing',
      name: 'Bob',
      from: 1,
      to: 6,
    });
    expect(out).toMatch(
      /^refused: lines 1–6 are the frontmatter of .*; nothing was changed; spoken lines are 7–603/,
    );
    expect(await hashTree(t.root)).toEqual(before);
  });

  it('a range inside the file is applied and recorded as given (never clamped), one bound stays open', async () => {
    t = await sampleSession();
    const out = await runTool(t.session, 'override_speaker', {
      speaker: 'Marketing',
      name: 'Bob',
      from: 8,
      to: 603,
    });
    expect(out).toMatch(/^relabelled \d+ lines "Marketing" → "Bob" in .* \(lines 9–10, 12, 14, .*\); /);
    const open = await runTool(t.session, 'override_speaker', {
      speaker: 'Project Manager',
      name: 'Ann',
      to: 30,
    });
    expect(open).toMatch(
      /^relabelled \d+ lines "Project Manager" → "Ann" in .* \(lines 8, 11, 13, .*\); recorded/,
    );
    const text = await readFile(path.join(t.root, TRANSCRIPT), 'utf8');
    // The first override added the speaker_overrides line: the recorded range is in the new numbering.
    expect(text.split('\n').filter((l) => l.startsWith('speaker_overrides:'))).toEqual([
      'speaker_overrides: [{speaker: Marketing, name: Bob, from: 9, to: 604}, {speaker: Project Manager, name: Ann, to: 30}]',
    ]);
  });
});
