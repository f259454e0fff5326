/**
 * L480 (docs/hostile-cases.md B21, grok-cli#263's review: "a warning was lost on the no-match path"):
 * a search whose only hits are in files that were not searched (a Latin-1 note, a note with lone-CR
 * line breaks: core leaves their matches out and warns) or that ripgrep could not read (exit 2, no
 * match elsewhere) said a bare "no matches", dropping the warnings it printed when some other file
 * matched. Now every surface (`ma search`, `ma tool search`, a page past the end) keeps them; and
 * (session 48's review) matches in such files count toward no page, offset or "more matches".
 * The built `ma` as a child process, a temp copy of the sample vault, the real rg.
 */
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

/** Notes in the meeting's bound project whose only `Heronfalls` hits are in files not searched. */
async function unsearchedHits(): Promise<RegExp[]> {
  const project = join(t.vault.root, 'Projects/remote-control');
  await writeFile(join(project, 'latin.md'), Buffer.from('Heronfalls caf\xe9\n', 'latin1'));
  await writeFile(join(project, 'mac.md'), 'Heronfalls one\rtwo\r');
  const expected = [
    /note: Projects\/remote-control\/latin\.md: not searched: not a UTF-8 text file/,
    /note: Projects\/remote-control\/mac\.md: not searched: cannot be read as lines/,
  ];
  // chmod 000 does not stop root from reading; elsewhere ripgrep's own "could not read" is kept too.
  if (process.getuid?.() !== 0) {
    await writeFile(join(project, 'locked.md'), 'nothing to see\n');
    await chmod(join(project, 'locked.md'), 0o000);
    expected.push(/note: Projects\/remote-control\/locked\.md: .*Permission denied/);
  }
  return expected;
}

function expectNotes(stdout: string, first: RegExp, expected: RegExp[]): void {
  const lines = stdout.trimEnd().split('\n');
  expect(lines[0]).toMatch(first);
  for (const re of expected)
    expect(
      lines.some((l) => re.test(l)),
      `${re} in\n${stdout}`,
    ).toBe(true);
}

/** `ma tool search` with these `--args` on the test's vault. */
const toolSearch = (args: string) =>
  runMa(['tool', 'search', '--meeting', meeting, '--args', args, '--vault', t.vault.root]);

describe('L480: warnings survive a search with no matches', () => {
  it('ma search and ma tool search say which files were not searched, not a bare "no matches"', async () => {
    const expected = await unsearchedHits();
    const search = await runMa(['search', 'Heronfalls', '--meeting', meeting, '--vault', t.vault.root]);
    expect(search.code, search.stderr).toBe(0);
    expectNotes(search.stdout, /^no matches$/, expected);
    const tool = await toolSearch('{"query":"Heronfalls"}');
    expect(tool.code, tool.stderr).toBe(0);
    expectNotes(tool.stdout, /^no matches$/, expected);
  }, 120_000);

  it('a page counts only matches of files searched: reading on shows each match once, no page is empty', async () => {
    // L480 (session 48's review): core counted latin.md's and mac.md's matches toward the page and the
    // offset, then left them out, so page two was empty ("no matches to show on this page") and its
    // offset did not reach the next match shown. Now they count for nothing.
    const expected = await unsearchedHits();
    const project = join(t.vault.root, 'Projects/remote-control');
    await writeFile(join(project, 'a-ok.md'), 'Heronfalls first\n');
    await writeFile(join(project, 'z-ok.md'), 'Heronfalls last\n');
    const base = ['search', 'Heronfalls', '--meeting', meeting, '--limit', '1', '--vault', t.vault.root];
    const first = await runMa(base);
    expect(first.code, first.stderr).toBe(0);
    expectNotes(first.stdout, /^Projects\/remote-control\/a-ok\.md:1 Heronfalls first$/, expected);
    const next = /--offset (\d+) to read on$/.exec(first.stdout.trimEnd().split('\n').at(-1) ?? '')?.[1];
    expect(next, first.stdout).toBe('1');
    const second = await runMa([...base, '--offset', next as string]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout.split('\n')[0], second.stdout).toBe(
      'Projects/remote-control/z-ok.md:1 Heronfalls last',
    );
    expect(second.stdout).not.toMatch(/to read on/);
    const tool = await toolSearch('{"query":"Heronfalls","limit":1}');
    expect(tool.code, tool.stderr).toBe(0);
    expect(tool.stdout).toMatch(/^Projects\/remote-control\/a-ok\.md:1 Heronfalls first$/m);
    expect(tool.stdout).toMatch(/call search with query="Heronfalls", limit=1, offset=1 to read on\n?$/);
    const toolNext = await toolSearch('{"query":"Heronfalls","limit":1,"offset":1}');
    expect(toolNext.code, toolNext.stderr).toBe(0);
    expect(toolNext.stdout).toMatch(/^Projects\/remote-control\/z-ok\.md:1 Heronfalls last$/m);
    expect(toolNext.stdout).not.toMatch(/a-ok\.md|to read on/);
  }, 120_000);

  it('a page past the last match keeps the warnings of the files it passed', async () => {
    const expected = await unsearchedHits();
    // latin.md's and mac.md's matches count for nothing (L480): offset 1 is past the end, and both are named.
    const run = await runMa([
      'search',
      'Heronfalls',
      '--meeting',
      meeting,
      '--offset',
      '1',
      '--vault',
      t.vault.root,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expectNotes(run.stdout, /^no matches past offset 1 /, expected);
  }, 120_000);
});
