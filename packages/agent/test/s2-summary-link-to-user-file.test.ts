/**
 * Review 6 S2: a meeting's `summary:` link to a file the product did not write and that is not in the summaries folder
 * (a project's decision log, a user's reference note) is never the summary's location: the run writes the default
 * summary and says the link was not used — with or without `force` — and never suggests `--force` for it. The product's
 * own summary note, moved elsewhere by the user (it carries `generated_by: meeting-assistant`), is still adopted.
 * Offline engine, real files on a temp copy of the sample vault.
 * Spec: docs/contracts.md, Names and links (One meeting, its own files); review6 S2; hostile review R10; issue 9 H14.
 */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { commitSummary, EditedSummaryError, readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = `Summaries/${functionalName}.md`;

async function linkSummary(root: string, target: string): Promise<void> {
  const file = path.join(root, FUNCTIONAL);
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace(/^tags: /m, `summary: "[[${target}]]"\ntags: `));
}

async function trashed(root: string): Promise<string[]> {
  return (await readdir(path.join(root, '.trash'), { recursive: true }).catch(() => [] as string[])).filter(
    (f) => f.endsWith('.md'),
  );
}

describe('S2: a summary: link to a file the product did not write', () => {
  for (const [what, target] of [
    ["a bound project's decision log", 'Projects/remote-control/decisions'],
    ["a bound project's other file", 'Projects/remote-control/requirements'],
    ["a user's reference note", 'References/functional design'],
  ] as const) {
    for (const force of [false, true]) {
      it(`${what}${force ? ' (with force)' : ''}: left as it is; the default summary is written`, async () => {
        h = await startHarness([], { model: null });
        const file = path.join(h.root, `${target}.md`);
        await mkdir(path.dirname(file), { recursive: true });
        const mine = '# Mine\n\n- 2026-03-01: a decision of the user\n';
        await writeFile(file, mine);
        await linkSummary(h.root, target);
        const meeting = await readMeeting(h.vault, FUNCTIONAL);
        expect(meeting.links.summary).toBe(SUMMARY);
        const refusal = meeting.unresolved.find((u) => u.key === 'summary')?.refusal ?? '';
        expect(refusal).toMatch(/not (?:this meeting's summary note|a summary note)/);
        expect(refusal).not.toContain('--force');
        const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, force });
        expect(run.summaryPath).toBe(SUMMARY);
        expect(run.warnings.join('\n')).not.toContain('--force');
        expect(await readFile(file, 'utf8')).toBe(mine);
        expect(await trashed(h.root)).toEqual([]);
        expect(await h.read(SUMMARY)).toMatch(/generated_by: meeting-assistant/);
      });
    }
  }

  it("the product's own summary, moved out of the summaries folder by the user, is still adopted", async () => {
    h = await startHarness([], { model: null });
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    await mkdir(path.join(h.root, 'Archive'));
    await rename(path.join(h.root, SUMMARY), path.join(h.root, `Archive/${functionalName}.md`));
    const text = await readFile(path.join(h.root, FUNCTIONAL), 'utf8');
    await writeFile(
      path.join(h.root, FUNCTIONAL),
      text.replace(/^summary: .*$/m, `summary: "[[Archive/${functionalName}]]"`),
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(run.summaryPath).toBe(`Archive/${functionalName}.md`);
  });

  it('a user note that appears at a new linked summary path during the run is not replaced at commit, even with force', async () => {
    h = await startHarness([], { model: null });
    await linkSummary(h.root, 'References/new summary');
    const meeting = await readMeeting(h.vault, FUNCTIONAL);
    expect(meeting.links.summary).toBe('References/new summary.md');
    await mkdir(path.join(h.root, 'References'), { recursive: true });
    await writeFile(path.join(h.root, 'References/new summary.md'), 'mine\n');
    const error = await commitSummary(h.vault, meeting, {
      body: '## Summary\nx\n',
      frontmatter: {},
      force: true,
    }).catch((e: unknown) => e);
    expect(EditedSummaryError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain('never replaced, not even with --force');
    expect((error as Error).message).not.toContain('run again with --force');
    expect(await readFile(path.join(h.root, 'References/new summary.md'), 'utf8')).toBe('mine\n');
  });
});
