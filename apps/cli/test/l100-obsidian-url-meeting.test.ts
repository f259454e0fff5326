/**
 * L100 (leftovers, session 28): `ma summarize` / `ma tool` / `ma search --meeting` given Obsidian's link to the note
 * ("Copy Obsidian URL": `obsidian://open?vault=<vault folder's name>&file=<note>`) said "meeting … not found"; a link
 * to another vault did not say so; a `file:///…` path given to a tool came back as `file:/…`. Built `ma`, a temp copy
 * of the sample vault, offline engine.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const NAME = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await vault.cleanup();
});

describe('L100: obsidian:// and file:// links name the meeting on the command line', () => {
  it('L100: a link to a note of this vault works in ma tool, ma search and ma summarize; another vault is named; paths are echoed as given', async () => {
    const vaultName = path.basename(vault.root);
    const open = `obsidian://open?vault=${encodeURIComponent(vaultName)}&file=${encodeURIComponent(`Meetings/${NAME}`)}`;
    const read = await runMa([
      'tool',
      'read_meetingnote',
      '--meeting',
      open,
      '--vault',
      vault.root,
      '--args',
      '{"to": 1}',
    ]);
    expect(read.stderr).toBe('');
    expect(read.stdout).toContain(`Meetings/${NAME}.md · lines 1–1`);
    const fileUrl = pathToFileURL(path.join(vault.root, 'Meetings', `${NAME}.md`)).href;
    const search = await runMa(['search', 'casing', '--meeting', fileUrl, '--vault', vault.root]);
    expect(search.stderr).toBe('');
    expect(search.code).toBe(0);
    const summarized = await runMa([
      'summarize',
      `obsidian://open?vault=${encodeURIComponent(vaultName)}&file=${encodeURIComponent(NAME)}`,
      '--vault',
      vault.root,
    ]);
    expect(summarized.code).toBe(0);
    expect(summarized.stdout + summarized.stderr).toContain(`Summaries/${NAME}.md`);

    const other = `obsidian://open?vault=Work%20notes&file=${encodeURIComponent(NAME)}`;
    const refused = await runMa(['tool', 'read_meetingnote', '--meeting', other, '--vault', vault.root]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      `meeting "${other}" names a note in the vault "Work notes", not in this vault ("${vaultName}")`,
    );

    const paths = await runMa([
      'tool',
      'read_projectfile',
      '--meeting',
      NAME,
      '--vault',
      vault.root,
      '--args',
      JSON.stringify({ project: 'remote-control', path: 'file:///etc/passwd' }),
    ]);
    expect(paths.stdout).toContain('"file:///etc/passwd"');
    expect(paths.stdout).not.toContain('file:/etc');
    const doubled = await runMa([
      'tool',
      'read_projectfile',
      '--meeting',
      NAME,
      '--vault',
      vault.root,
      '--args',
      JSON.stringify({ project: 'remote-control', path: 'notes//nothere.md' }),
    ]);
    expect(doubled.stdout).toContain('file not found: notes//nothere.md');
  }, 120_000);
});
