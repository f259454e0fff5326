/**
 * R7, R10 (hostile review) through the built `ma`: a meeting note's `context:` / `summary:` link that
 * names a user's note, a bound project file, another meeting's context note or the meeting's own
 * transcript / meeting note is not adopted. `ma summarize` (with and without `--force`) and
 * `ma tool` write the default notes instead, say so on stderr / in the result, and leave the
 * linked file byte-identical; nothing of the meeting goes to `.trash`. Temp copies of the sample vault.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa, runMaTool } from './run-ma.js';

const NAME = '2026-03-10 Remote control functional design';
const MEETING = `Meetings/${NAME}.md`;
const TRANSCRIPT = `Transcripts/${NAME}.md`;

describe('ma: summary/context links that are not this meeting’s own notes (R7, R10)', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const bytes = (rel: string) => readFile(join(vault.root, rel));
  const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');
  const link = async (key: string, value: string) => {
    const text = await read(MEETING);
    await writeFile(join(vault.root, MEETING), text.replace(/^tags: /m, `${key}: "${value}"\ntags: `));
  };
  const trash = () => readdir(join(vault.root, '.trash'), { recursive: true }).catch(() => [] as string[]);

  for (const [what, target] of [
    ["the meeting's transcript", TRANSCRIPT],
    ['the meeting note itself', MEETING],
  ] as const) {
    it(`R10: summary: → ${what}; ma summarize and ma summarize --force write Summaries/, never trash it`, async () => {
      await link('summary', `[[${target.replace(/\.md$/, '')}]]`);
      const transcript = await bytes(TRANSCRIPT);
      for (const flags of [[], ['--force']]) {
        const run = await runMa(['summarize', NAME, '--vault', vault.root, ...flags]);
        expect(run.code, run.stderr).toBe(0);
        expect(run.stdout).toContain(join(vault.root, 'Summaries', `${NAME}.md`));
        expect(run.stderr).toMatch(
          /summary link .* is refused: .*not this meeting's summary note; using Summaries\//,
        );
        expect(run.stderr).not.toMatch(/--force/);
        expect(await bytes(TRANSCRIPT)).toEqual(transcript);
        expect(await read(MEETING)).toContain(`summary: "[[${target.replace(/\.md$/, '')}]]"`);
        expect(await read(MEETING)).toMatch(/^title: Remote control functional design$/m);
      }
      expect(await trash()).toEqual([]);
    });
  }

  it('R7 addendum: context: → the transcript; ma summarize leaves the transcript byte-identical', async () => {
    await link('context', `[[${TRANSCRIPT.replace(/\.md$/, '')}]]`);
    const transcript = await bytes(TRANSCRIPT);
    const run = await runMa(['summarize', NAME, '--vault', vault.root]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/context link .* is refused: .*this meeting's transcript/);
    expect(await bytes(TRANSCRIPT)).toEqual(transcript);
    expect(await read(`Assistant/${NAME}.md`)).toMatch(/## Run .*offline summary/);
    expect(await read(`Assistant/${NAME}.md`)).toMatch(/- warning: context link/);
  });

  it('R7: context: → a user note; ma summarize and ma tool write_context replace_file leave it byte-identical', async () => {
    await writeFile(join(vault.root, 'Notes/Precious.md'), '# Background\n- budget 40k\n');
    await link('context', '[[Notes/Precious]]');
    const before = await bytes('Notes/Precious.md');
    const run = await runMa(['summarize', NAME, '--vault', vault.root]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/context link "\[\[Notes\/Precious\]\]" .* is refused/);
    const tool = await runMaTool({
      vaultRoot: vault.root,
      meeting: NAME,
      name: 'write_context',
      args: { content: '## Working notes\n- scratch', replace_file: true },
    });
    expect(tool.code, tool.stderr).toBe(0);
    expect(tool.stdout).toContain(`in Assistant/${NAME}.md body`);
    expect(tool.stdout).toMatch(/note: context link .* is refused/);
    expect(await bytes('Notes/Precious.md')).toEqual(before);
    expect(await trash()).toEqual([]);
  });

  it('R7: compact apply_changes write_context on a bound project file (ma tool) leaves it byte-identical', async () => {
    await link('context', '[[Projects/remote-control/requirements]]');
    const before = await bytes('Projects/remote-control/requirements.md');
    const tool = await runMaTool({
      vaultRoot: vault.root,
      meeting: NAME,
      name: 'apply_changes',
      args: { ops: [{ op: 'write_context', content: 'wiped', replace_file: true }] },
      flags: ['--tools', 'compact'],
    });
    expect(tool.code, tool.stderr).toBe(0);
    expect(JSON.parse(tool.stdout).consequence).toContain(`Assistant/${NAME}.md`);
    expect(await bytes('Projects/remote-control/requirements.md')).toEqual(before);
  });
});
