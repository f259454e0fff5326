/**
 * Review 11 X18: a summary renamed outside Obsidian (the meeting note's summary: link now dangles) is
 * not doubled: the next run replaces it where it is (session 17); a product summary that claims the
 * meeting beside the linked one is named in the run record's warning. Both engines share the commit (extractive here).
 * Real vault copy.
 * Spec: docs/vault-format.md, Summary note; review11 X18.
 */
import { copyFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('X18: a renamed summary is adopted by the next run, another copy named', () => {
  it('X18: the second run replaces the renamed summary; a copy beside the linked one is warned about; a run without one is not', async () => {
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
    // Adopted since session 17: the renamed note is the summary, replaced where it is, not doubled.
    expect(second.summaryPath).toBe('Summaries/FD old.md');
    expect(second.warnings.some((w) => w.startsWith('another summary of this meeting exists'))).toBe(false);
    // A copy that claims the meeting while the linked note exists: the linked one is written, the copy named.
    await copyFile(path.join(h.root, 'Summaries/FD old.md'), path.join(h.root, 'Summaries/FD copy.md'));
    const third = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      engine: 'extractive',
      env: {},
    });
    expect(third.summaryPath).toBe('Summaries/FD old.md');
    const warning = third.warnings.find((w) => w.startsWith('another summary of this meeting exists'));
    expect(warning).toContain('Summaries/FD copy.md');
    expect(await h.read(`Assistant/${functionalName}.md`)).toContain(
      'another summary of this meeting exists: Summaries/FD copy.md',
    );
  });
});
