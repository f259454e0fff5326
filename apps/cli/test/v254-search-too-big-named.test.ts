/**
 * V254 through the command line: `ma search` whose only match lay in a 60 MiB project note printed
 * `no matches`, exit 0, as if the note had been searched (ripgrep's `--max-filesize` skipped it in
 * silence). Now the note is named under `no matches` with its size (the one-shot blocking run), and
 * beside the matches of a search that found some; a note over 50 MiB in a project the meeting is not
 * bound to is not named. (`ma search` has no JSON output: `--json` is refused as an unknown option.)
 * The built `ma`, a temp copy of the sample vault, one real 60 MiB text note (a hard link for the
 * other project), the real rg.
 * Spec: docs/tools.md (search: files over 50 MiB).
 */
import { link, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
const BIG = 60 * 1024 * 1024;
const NOTE =
  'note: Projects/remote-control/meeting log.md: not searched: larger than 50 MiB (62,914,560 bytes; search reads files up to 52,428,800 bytes)';
let vault: SampleVaultCopy;

beforeAll(async () => {
  vault = await copySampleVault();
  const text = Buffer.alloc(BIG, 'a line of a long meeting log\n');
  text.write('\nquokka budget line\n', BIG - 20);
  await writeFile(join(vault.root, 'Projects/remote-control/meeting log.md'), text);
  await link(
    join(vault.root, 'Projects/remote-control/meeting log.md'),
    join(vault.root, 'Projects/website-redesign/meeting log.md'),
  );
}, 60_000);
afterAll(async () => vault.cleanup());

/** `ma search <pattern>` on the functional design meeting of the vault copy, then `extra`. */
const search = (pattern: string, ...extra: string[]) =>
  runMa(['search', pattern, '--meeting', meeting, '--vault', vault.root, ...extra]);

describe('V254: ma search names a note over 50 MiB', () => {
  it('V254: the only match in a 60 MiB note: no matches, then the note naming it, exit 0', async () => {
    const run = await search('quokka');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(`no matches\n${NOTE}\n`);
  });

  it('V254: matches elsewhere are shown, the note after them; a cut page names it when it passed it', async () => {
    const run = await search('quokka|12\\.50');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Projects/remote-control/requirements.md:11 ');
    expect(run.stdout).toContain(`\n${NOTE}\n`);
    expect(run.stdout).not.toContain('website-redesign');
    // One match a page: the first page stops in AGENTS.md, before `meeting log.md`.
    const first = await search('quokka|12\\.50', '--limit', '1');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).not.toContain('meeting log.md');
    expect(first.stdout).toMatch(/--offset 1 to read on\n$/);
  });
});
