/**
 * Issue #13 (session 38, P162): a compact `apply_changes` `override_speaker` onto a new name (no
 * merge, so no approval) read the transcript whole twice: the preview, to learn that it is no
 * merge, then the tool's atomic edit. The preview now hands its text and the `stat` taken before
 * its read to the tool (core `editFileAtomic`'s `known`), which starts from it when the transcript
 * is still that version; the bytes are compared before the rename as always. Real files in a temp
 * copy of the sample vault.
 * Spec: issue #13; docs/tools.md (`apply_changes`, `override_speaker`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@ma/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApplyChangesResult, toolDefinitions } from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

// The preview's whole read and the edit's options: recorded, then run.
vi.mock('@ma/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@ma/core')>();
  return {
    ...actual,
    readTextOrNull: vi.fn(actual.readTextOrNull),
    editFileAtomic: vi.fn(actual.editFileAtomic),
  };
});
const wholeReads = vi.mocked(core.readTextOrNull);
const edits = vi.mocked(core.editFileAtomic);

let t: TestSession;
afterEach(async () => {
  wholeReads.mockClear();
  edits.mockClear();
  await t?.cleanup();
});

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';
const spoken = (text: string, label: string) =>
  text.split('\n').filter((l) => l.includes(`**${label}:**`)).length;

/** The compact `apply_changes` of `t`. */
function applyChanges() {
  const def = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes')!;
  return async (ops: unknown[]) => JSON.parse(await def.execute({ ops })) as ApplyChangesResult;
}

describe('P162: a merge-free override_speaker through apply_changes reads the transcript once', () => {
  it('the tool starts from the preview\u2019s read; the labels are renamed as before', async () => {
    t = await sampleSession(MEETINGS.functional);
    // Settled: changed more than core's margin (100 ms) before the preview's stat.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const abs = path.join(t.root, TRANSCRIPT);
    const before = await readFile(abs, 'utf8');
    wholeReads.mockClear();
    edits.mockClear();
    const result = await applyChanges()([{ op: 'override_speaker', speaker: 'Marketing', name: 'Ana Ruiz' }]);
    expect(result.applied).toBe(1);
    expect(wholeReads.mock.calls.filter(([p]) => p === abs)).toHaveLength(1);
    const onTranscript = edits.mock.calls.filter(([p]) => p === abs);
    expect(onTranscript).toHaveLength(1);
    // The edit was handed the preview's text (was: none, so it read the transcript again).
    expect(onTranscript[0]![2]?.known?.text).toBe(before);
    const after = await readFile(abs, 'utf8');
    expect(spoken(after, 'Marketing')).toBe(0);
    expect(spoken(after, 'Ana Ruiz')).toBe(spoken(before, 'Marketing'));
  });

  it('a text the tool did not take is dropped when its op ends', async () => {
    t = await sampleSession(MEETINGS.functional);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const abs = path.join(t.root, TRANSCRIPT);
    // The preview finds no merge and offers its text; the tool refuses the name before it takes it.
    const result = await applyChanges()([
      { op: 'override_speaker', speaker: 'Marketing', name: '[00:00:09] Rob' },
    ]);
    expect(result.rejected[0]!.reason).toMatch(/starts with a time/);
    const known = await import('../src/session/known-text.js');
    expect(known.takeKnownText(t.session, abs)).toBeUndefined();
  });
});
