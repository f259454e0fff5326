/**
 * Dates in every form, through `ma summarize` (the offline engine, the built binary, a temp sample
 * vault copy): the summary's `date:` is the meeting's date as core's one reader reads it (a
 * one-element list or a daily-note link unwrapped, never dropped), and a `date:` that cannot be
 * read is reported (stderr warning, run record) instead of vanishing in silence (V7).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseNote } from '@ma/core';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');

/** Rewrites the meeting note's `date:` line to `line`, every other byte kept. */
async function setDate(line: string): Promise<void> {
  const rel = `Meetings/${design}.md`;
  const text = await read(rel);
  expect(text).toMatch(/^date: .*$/m);
  await writeFile(join(vault.root, rel), text.replace(/^date: .*$/m, line));
}

describe('dates in every form: the summary’s date', { timeout: 120_000 }, () => {
  for (const [line, expected] of [
    ['date: [2026-03-10]', '2026-03-10'],
    ['date: "[[2026-03-10]]"', '2026-03-10'],
    ['date: [[2026-03-10]]', '2026-03-10'],
    ['date: 2026-03-10 10:00', '2026-03-10 10:00'],
  ] as const) {
    it(`the summary of a meeting with \`${line}\` has date ${expected}`, async () => {
      await setDate(line);
      const run = await runMa(['summarize', design, '--vault', vault.root]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).not.toContain('date');
      const summary = parseNote(await read(`Summaries/${design}.md`));
      expect(summary.frontmatter?.data.date).toBe(expected);
    });
  }

  it('V7: a date that cannot be read is reported on stderr and in the run record; the summary has no date', async () => {
    await setDate('date: next tuesday');
    const run = await runMa(['summarize', design, '--vault', vault.root]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/warning: the meeting's `date:` cannot be read: "next tuesday" is not a date/);
    const summary = parseNote(await read(`Summaries/${design}.md`));
    expect(summary.frontmatter?.data).not.toHaveProperty('date');
    expect(await read(`Assistant/${design}.md`)).toMatch(
      /- warning: the meeting's `date:` cannot be read: "next tuesday"/,
    );
  });
});
