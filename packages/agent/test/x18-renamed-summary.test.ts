/**
 * Review 11 X18: a summary renamed outside Obsidian (the meeting note's summary: link now dangles) is
 * not silently doubled: the next run writes the summary at the linked path and its run record warns,
 * naming the other product summary of this meeting. Both engines share the commit (extractive here).
 * Real vault copy.
 * Spec: docs/vault-format.md, Summary note; review11 X18.
 */
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('X18: a renamed summary is named by the next run', () => {
  it('X18: the second run warns that another summary of this meeting exists; a run without one does not', async () => {
    h = await startHarness([], { model: null });
    const first = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      engine: 'extractive',
      env: {},
    });
    expect(first.warnings.some((w) => w.includes('another summary'))).toBe(false);
    await rename(path.join(h.root, first.summaryPath), path.join(h.root, 'Summaries/FD old.md'));
    const second = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      engine: 'extractive',
      env: {},
    });
    expect(second.summaryPath).toBe(`Summaries/${functionalName}.md`);
    const warning = second.warnings.find((w) => w.startsWith('another summary of this meeting exists'));
    expect(warning).toContain('Summaries/FD old.md');
    expect(await h.read(`Assistant/${functionalName}.md`)).toContain(
      'another summary of this meeting exists: Summaries/FD old.md',
    );
  });
});
