/**
 * Leftovers C L156 (newcomer F14): `ma import` of bytes imported before, with an explicit `--title`
 * or `--date` other than that import's, printed `unchanged: … (same bytes); nothing written` and
 * exited 0: the options were ignored. Now it exits 1 naming each option and what the meeting says,
 * no file changed; the same options again stay `unchanged` (exit 0). Real `ma`, real temp vault.
 * Spec: issue #10 item 1; leftovers C L156.
 */
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';

describe('L156: ma import of the same bytes with other options', () => {
  let vault: string;
  let src: string;
  beforeEach(async () => {
    vault = await mkdtemp(join(tmpdir(), 'ma-l156-'));
    src = await mkdtemp(join(tmpdir(), 'ma-l156-src-'));
    await writeFile(join(vault, 'meeting-assistant.json'), '{}\n');
    await writeFile(
      join(src, '2026-12-02 Budget review.txt'),
      'Alice: The Q1 numbers.\nBob: Revenue is up.\n',
    );
    await copyFile(join(src, '2026-12-02 Budget review.txt'), join(src, 'other.txt'));
  });
  afterEach(async () => {
    await rm(vault, { recursive: true, force: true });
    await rm(src, { recursive: true, force: true });
  });
  const ma = (...args: string[]) => runMa(['import', ...args, '--vault', vault], { cwd: src });

  it('L156: --title/--date that differ exit 1 naming them, nothing written; the same ones are unchanged (exit 0)', async () => {
    expect((await ma('2026-12-02 Budget review.txt')).code).toBe(0);
    const before = await snapshot(vault);
    for (const args of [
      ['2026-12-02 Budget review.txt', '--title', 'Budget review part 2', '--date', '2026-12-09'],
      ['other.txt', '--title', 'Other', '--date', '2026-12-09'],
    ]) {
      const run = await ma(...args);
      expect(run.code, run.stdout).toBe(1);
      expect(run.stdout).not.toContain('unchanged');
      expect(run.stderr).toContain(
        `${args[0]} was imported before as Meetings/2026-12-02 Budget review.md (the same bytes, recorded in Transcripts/2026-12-02 Budget review.md), so --title "${args[2]}" (the meeting is titled "Budget review"), --date 2026-12-09 (the meeting is dated 2026-12-02) were not applied; nothing was written`,
      );
      expect(await snapshot(vault)).toEqual(before);
    }
    const same = await ma('other.txt', '--title', 'Budget review', '--date', '2026-12-02');
    expect(same.code).toBe(0);
    expect(same.stdout).toContain(
      'unchanged: other.txt was already imported as Meetings/2026-12-02 Budget review.md',
    );
    expect(await snapshot(vault)).toEqual(before);
  });
});
