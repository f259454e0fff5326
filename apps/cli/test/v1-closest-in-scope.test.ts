/**
 * V1 (hostile review) through the built `ma`: a broken transcript link's "closest" hint names only
 * files the meeting may read — `ma summarize` (the run's failure) and `ma tool read_transcript`
 * never name another project's file or an arbitrary vault note. Temp copy of the sample vault.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa, runMaTool } from './run-ma.js';

const MEETING = 'Meetings/2026-03-10 Remote control functional design.md';

describe('ma: V1 closest names stay in the meeting scope', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const write = async (rel: string, text: string) => {
    await mkdir(dirname(join(vault.root, rel)), { recursive: true });
    await writeFile(join(vault.root, rel), text);
  };

  it('V1: ma summarize and ma tool name no out-of-scope file in the closest-names hint', async () => {
    await write('Projects/website-redesign/Sprint review.md', 'Alice: secret plans\n');
    await write('Private/Sprint review.md', 'Alice: diary\n');
    const note = await readFile(join(vault.root, MEETING), 'utf8');
    await write(MEETING, note.replace(/^transcript: .*$/m, 'transcript: "[[Sprint reviews]]"'));
    const run = await runMa(['summarize', MEETING, '--vault', vault.root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('transcript link "[[Sprint reviews]]"');
    expect(run.stderr).toContain('names no file (no similar note found)');
    expect(run.stderr).not.toMatch(/website-redesign|Private/);
    const tool = await runMaTool({
      vaultRoot: vault.root,
      meeting: MEETING,
      name: 'read_transcript',
      args: {},
    });
    expect(tool.code).toBe(3);
    expect(tool.stdout).toContain('names no file (no similar note found)');
    expect(`${tool.stdout}${tool.stderr}`).not.toMatch(/website-redesign|Private/);

    await write('Transcripts/Sprint review.md', 'Alice: the real one\n');
    const hinted = await runMa(['summarize', MEETING, '--vault', vault.root]);
    expect(hinted.code).toBe(1);
    expect(hinted.stderr).toContain('(closest: Transcripts/Sprint review.md)');
    expect(hinted.stderr).not.toMatch(/website-redesign|Private/);
  }, 60_000);
});
