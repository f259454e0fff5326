/**
 * Review11 X18, leftover of session 17: a summary note the user renamed or moved without the
 * meeting note's `summary:` link following (a file manager, a sync, Obsidian without link updates)
 * was not adopted: the next run wrote a second summary at the old name and only warned, and later
 * meetings listed both. A run now finds it by its `meeting:` link (core `locateSummary`), replaces
 * it where it is, and relinks the meeting note; two notes claiming the meeting are refused, naming
 * both, and nothing is written. Real files on a sample-vault copy, the offline engine.
 * Spec: docs/vault-format.md, Summary note (one summary per meeting); review11 X18.
 */
import { readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNote } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const summaries = async (root: string) => (await readdir(path.join(root, 'Summaries'))).sort();

describe('X18: a renamed summary is adopted, not doubled', () => {
  it('X18: renamed twice without its link following, the summary is replaced where it is and the meeting note relinked', async () => {
    h = await startHarness([], { model: null });
    const harness = h;
    const first = await summarizeMeeting({ vault: harness.vault, meeting: functionalName, env: {} });
    expect(first.summaryPath).toBe(`Summaries/${functionalName}.md`);
    for (const name of ['Design review', 'design review (old)']) {
      const before = (await harness.read(FUNCTIONAL)).match(/^summary: .*$/m)?.[0];
      const was = parseNote(await harness.read(FUNCTIONAL)).frontmatter?.data.summary;
      const current = (await summaries(harness.root)).find(
        (n) => n !== '2026-03-09 Remote control kickoff.md',
      );
      await rename(
        path.join(harness.root, 'Summaries', current ?? ''),
        path.join(harness.root, 'Summaries', `${name}.md`),
      );
      const run = await summarizeMeeting({ vault: harness.vault, meeting: functionalName, env: {} });
      expect(run.summaryPath, String(was)).toBe(`Summaries/${name}.md`);
      expect(await summaries(harness.root)).toEqual(['2026-03-09 Remote control kickoff.md', `${name}.md`]);
      const note = await harness.read(FUNCTIONAL);
      expect(note).toContain(`summary: "[[Summaries/${name}]]"`);
      expect(note).not.toContain(before);
      expect(run.warnings.join('\n')).toContain(
        `the summary note Summaries/${name}.md was found by its meeting: link`,
      );
      expect(run.warnings.join('\n')).not.toContain('another summary of this meeting exists');
    }
  });

  it('X18: two summaries claiming the meeting, its link naming neither: refused naming both, nothing written', async () => {
    h = await startHarness([], { model: null });
    const harness = h;
    await summarizeMeeting({ vault: harness.vault, meeting: functionalName, env: {} });
    const kept = await harness.read(`Summaries/${functionalName}.md`);
    await rename(
      path.join(harness.root, 'Summaries', `${functionalName}.md`),
      path.join(harness.root, 'Summaries', 'A.md'),
    );
    await writeFile(path.join(harness.root, 'Summaries', 'B.md'), kept);
    const note = await harness.read(FUNCTIONAL);
    const error = await summarizeMeeting({ vault: harness.vault, meeting: functionalName, env: {} }).catch(
      (e: unknown) => e,
    );
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ reason: 'broken-link' });
    expect((error as Error).message).toContain(
      `2 summary notes claim ${FUNCTIONAL} (their meeting: link names it) and its summary: link names none of them: Summaries/A.md, Summaries/B.md; nothing was written`,
    );
    expect(await summaries(harness.root)).toEqual(['2026-03-09 Remote control kickoff.md', 'A.md', 'B.md']);
    expect(await harness.read(FUNCTIONAL)).toBe(note);
  });
});
