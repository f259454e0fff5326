/**
 * `ma search` and the search tools of `ma tool` on the installed layout (docs/startup.md, "Output
 * without Node's stream"): the BUILT `bin/ma.js` run as a child process with stdout and stderr as
 * pipes (never a TTY), from the repository's own `node_modules` as `scripts/setup.sh` installs it
 * (pnpm: `apps/cli/node_modules/@vscode/ripgrep` is a symlink into `node_modules/.pnpm`, and the
 * platform binary `@vscode/ripgrep-<os>-<arch>` is found only from ripgrep's real path), and
 * without the `NODE_PATH` that pnpm's `vitest` launcher sets (it lists `node_modules/.pnpm/node_modules`,
 * where pnpm hoists that platform package, so a resolution that only works through it would pass
 * here and fail for a user). Commit 42007dc (reverted by 444e591) made every search answer
 * "search unavailable" exactly in this set-up; this test fails on it.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MaResult, runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';
const cliRoot = join(import.meta.dirname, '..');

let vault: SampleVaultCopy;
const temps: string[] = [];
beforeAll(async () => {
  vault = await copySampleVault();
});
afterAll(async () => {
  await vault.cleanup();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

/** A match line of the remote-control project, as every search result prints it. */
const projectMatch = /^Projects\/remote-control\/[^:\n]+\.md:\d+ .*(price|cost)/im;

/** What a failing run said, for the assertion message. */
const said = (r: MaResult) => `exit ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`;

describe('ma search on the installed layout (stdout a pipe, no NODE_PATH)', () => {
  it('the layout under test: @vscode/ripgrep is a symlink out of apps/cli/node_modules into node_modules/.pnpm', async () => {
    const link = join(cliRoot, 'node_modules', '@vscode', 'ripgrep');
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(realpathSync(link)).toContain(join('node_modules', '.pnpm'));
  });

  it('ma search finds matches in the bound project (exit 0, path:line text)', async () => {
    const r = await runMa(['search', 'price|cost', '--meeting', MEETING, '--vault', vault.root]);
    expect(r.code, said(r)).toBe(0);
    expect(r.stdout).toMatch(projectMatch);
    expect(r.stdout).not.toContain('search unavailable');
  });

  it('ma search with a fresh code cache and with a used one (the direct bundle, both starts)', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'ma-search-cache-'));
    temps.push(temp);
    for (let i = 0; i < 2; i++) {
      const r = await runMa(['search', 'price|cost', '--meeting', MEETING, '--vault', vault.root], {
        env: { TMPDIR: temp, TMP: temp, TEMP: temp },
      });
      expect(r.code, said(r)).toBe(0);
      expect(r.stdout).toMatch(projectMatch);
    }
  });

  it('ma tool search (granular) finds matches', async () => {
    const r = await runMa([
      'tool',
      'search',
      '--meeting',
      MEETING,
      '--vault',
      vault.root,
      '--args',
      JSON.stringify({ query: 'price|cost' }),
    ]);
    expect(r.code, said(r)).toBe(0);
    expect(r.stdout).toMatch(projectMatch);
  });

  it('ma tool query_meeting view "search" (compact) finds matches', async () => {
    const r = await runMa([
      'tool',
      'query_meeting',
      '--tools',
      'compact',
      '--meeting',
      MEETING,
      '--vault',
      vault.root,
      '--args',
      JSON.stringify({ view: 'search', filters: { query: 'price|cost' } }),
    ]);
    expect(r.code, said(r)).toBe(0);
    const result = JSON.parse(r.stdout) as { view?: string; text?: string; error?: string };
    expect(result.error, said(r)).toBeUndefined();
    expect(result.view).toBe('search');
    expect(result.text).toMatch(projectMatch);
  });

  it('ma search through commander (a global option first) finds matches too', async () => {
    const r = await runMa(['--vault', vault.root, 'search', 'price|cost', '--meeting', MEETING]);
    expect(r.code, said(r)).toBe(0);
    expect(r.stdout).toMatch(projectMatch);
  });
});
