/**
 * H14: the product stores a content hash of what it wrote in the summary's frontmatter; a summary
 * changed since is not replaced without `force` (`SummaryRunError('edited')`, nothing written),
 * whether the change is found before the run or at commit. Both engines; real files, real
 * scripted server.
 * Spec: issue 9, H14 (hand-edited summaries).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting, SUMMARY_HASH_KEY, summaryEditState } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, minimalScript, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = `Summaries/${functionalName}.md`;
const CONTEXT = `Assistant/${functionalName}.md`;

async function trashed(root: string): Promise<string[]> {
  return (await readdir(path.join(root, '.trash'), { recursive: true }).catch(() => [] as string[])).filter(
    (f) => f.endsWith('.md'),
  );
}

describe('H14: hand-edited summaries', () => {
  it('H14: the summary carries a content hash; an unchanged summary is replaced by a new run', async () => {
    h = await startHarness([], { model: null });
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const first = await h.read(SUMMARY);
    expect(first).toMatch(new RegExp(`^${SUMMARY_HASH_KEY}: "?sha256:[0-9a-f]{64}"?$`, 'm'));
    const state = await summaryEditState(h.vault, await readMeeting(h.vault, FUNCTIONAL));
    expect(state).toEqual({ path: SUMMARY, state: 'unchanged', replaceable: true });
    // Line endings changed by a sync tool are not an edit.
    await writeFile(path.join(h.root, SUMMARY), first.replace(/\n/g, '\r\n'));
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await h.read(SUMMARY)).toBe(first);
  });

  for (const [what, change] of [
    [
      'a body edit',
      (t: string) => t.replace('## Decisions', '## Decisions\n- My own decision, typed by hand.'),
    ],
    // T11: a key the product owns; a key the user adds (`tags`) is not a hand edit.
    ['a frontmatter edit', (t: string) => t.replace(/^engine: .*$/m, 'engine: typed-by-hand')],
  ] as const) {
    it(`H14: after ${what}, a run refuses without force (nothing written), and --force replaces it (old one to .trash)`, async () => {
      h = await startHarness([], { model: null });
      await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
      const edited = change(await h.read(SUMMARY));
      await writeFile(path.join(h.root, SUMMARY), edited);
      const context = await h.read(CONTEXT);
      const meeting = await h.read(FUNCTIONAL);

      const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
        (e: unknown) => e,
      );
      expect(SummaryRunError.isInstance(error)).toBe(true);
      expect((error as SummaryRunError).reason).toBe('edited');
      expect((error as Error).message).toContain(`${SUMMARY} was edited since Meeting Assistant wrote it`);
      expect((error as Error).message).toContain('--force');
      expect(await h.read(SUMMARY)).toBe(edited);
      expect(await h.read(CONTEXT)).toBe(context);
      expect(await h.read(FUNCTIONAL)).toBe(meeting);
      expect(await trashed(h.root)).toEqual([]);

      await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, force: true });
      expect(await h.read(SUMMARY)).not.toBe(edited);
      expect(await trashed(h.root)).toEqual([path.join('Summaries', `${functionalName}.md`)]);
      expect(await readFile(path.join(h.root, '.trash', SUMMARY), 'utf8')).toBe(edited);
    });
  }

  it('H14: a note the product did not write at the summary path is not replaced', async () => {
    h = await startHarness([], { model: null });
    const mine = '# My own notes\n\nWritten by me.\n';
    await writeFile(path.join(h.root, SUMMARY), mine);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as SummaryRunError).reason).toBe('edited');
    expect((error as Error).message).toContain('was not written by Meeting Assistant');
    expect(await h.read(SUMMARY)).toBe(mine);
  });

  it('H14: an edit made while the agent runs is found at commit: not replaced, recorded in the context note', async () => {
    let edited = '';
    h = await startHarness(async (_req, index) => {
      if (index === 0) {
        const file = path.join(h!.root, SUMMARY);
        edited = (await readFile(file, 'utf8')).replace('## Summary', '## Summary\nEdited during the run.');
        await writeFile(file, edited);
      }
      return minimalScript()[Math.min(index, 1)] ?? { text: 'Done.' };
    });
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, engine: 'extractive' });
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as SummaryRunError).reason).toBe('edited');
    expect(await h.read(SUMMARY)).toBe(edited);
    expect(await h.read(CONTEXT)).toMatch(
      /## Run failed .*\n\n.*was edited since Meeting Assistant wrote it/,
    );
    expect(await h.read(FUNCTIONAL)).toMatch(/^status: summarized$/m);
  });
});
