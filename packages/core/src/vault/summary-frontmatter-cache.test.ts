import { mkdir, readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATE_DB_FILE } from '../state/open-state-db.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { pastSummaries, SUMMARY_INDEX_MIN_NOTES } from './past-summaries.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
/** Enough unrelated summaries for the index to be used. */
async function fillSummaries(): Promise<void> {
  await mkdir(path.join(vault.root, 'Summaries', 'archive'), { recursive: true });
  for (let i = 0; i < SUMMARY_INDEX_MIN_NOTES; i++)
    await write(
      `Summaries/archive/Old ${i}.md`,
      `---\ndate: 2025-01-01\nprojects: [archive-${i}]\n---\nbody\n`,
    );
}
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  await fillSummaries();
});
afterEach(() => dir.cleanup());

const write = (rel: string, text: string) => writeFile(path.join(vault.root, rel), text);
const names = async (scope: string[]) => (await pastSummaries(vault, scope)).map((s) => s.name);

describe('issue 13: past summaries through the frontmatter index', () => {
  it('keeps what each summary says in <vault>/.meeting-assistant/index.sqlite and gives the same answers', async () => {
    await write('Summaries/Other.md', '---\ndate: 2026-04-01\nprojects: [website-redesign]\n---\n');
    await write('Summaries/Broken.md', '---\nprojects: [remote-control\n---\n');
    const first = await pastSummaries(vault, ['remote-control']);
    expect(await readFile(path.join(vault.root, '.meeting-assistant', STATE_DB_FILE))).toBeTruthy();
    expect(await pastSummaries(vault, ['remote-control'])).toEqual(first);
    expect(first.map((s) => s.name)).not.toContain('Other');
    expect(first.map((s) => s.name)).not.toContain('Broken');
    expect(await names(['website-redesign'])).toContain('Other');
  });

  it('an edit in another program moves a summary into or out of the scope at once', async () => {
    await write('Summaries/Other.md', '---\ndate: 2026-04-01\nprojects: [website-redesign]\n---\n');
    expect(await names(['remote-control'])).not.toContain('Other');
    // In-place edit (same inode), as an editor saving the file would do.
    await write(
      'Summaries/Other.md',
      '---\ndate: 2026-04-01\nprojects: [website-redesign, remote-control]\n---\n',
    );
    expect(await names(['remote-control'])).toContain('Other');
    // Atomic replace (new inode), same size.
    await write(
      'Summaries/Other.tmp',
      '---\ndate: 2026-04-01\nprojects: [website-redesign, remote-kontrol]\n---\n',
    );
    await rename(path.join(vault.root, 'Summaries/Other.tmp'), path.join(vault.root, 'Summaries/Other.md'));
    expect(await names(['remote-control'])).not.toContain('Other');
    // A fixed broken note is seen too.
    await write('Summaries/Broken.md', '---\nprojects: [remote-control\n---\n');
    expect(await names(['remote-control'])).not.toContain('Broken');
    await write('Summaries/Broken.md', '---\nprojects: [remote-control]\n---\n');
    expect(await names(['remote-control'])).toContain('Broken');
  });

  it('issue 13 (f): an in-place edit that keeps the size and the inode is seen from its modification time alone, to the millisecond', async () => {
    const rel = 'Summaries/Same size.md';
    const abs = path.join(vault.root, rel);
    await write(rel, '---\ndate: 2026-04-01\nprojects: [aaaaaaaaaaaaaa]\n---\n');
    const before = await stat(abs);
    expect(await names(['remote-control'])).not.toContain('Same size');
    // Same length, same inode; the clock of the edit is only 1 ms later.
    await write(rel, '---\ndate: 2026-04-01\nprojects: [remote-control]\n---\n');
    await utimes(abs, before.atime, new Date(before.mtimeMs + 1));
    const after = await stat(abs);
    expect([after.size, after.ino]).toEqual([before.size, before.ino]);
    expect(await names(['remote-control'])).toContain('Same size');
    expect(await names(['aaaaaaaaaaaaaa'])).not.toContain('Same size');
    await write(rel, '---\ndate: 2026-04-01\nprojects: [aaaaaaaaaaaaaa]\n---\n');
    await utimes(abs, before.atime, new Date(before.mtimeMs + 2));
    expect(await names(['remote-control'])).not.toContain('Same size');
    expect(await names(['aaaaaaaaaaaaaa'])).toContain('Same size');
  });

  it('issue 13 (f): summaries ruled out of the scope from their index rows alone give the answers a full read gives', async () => {
    const notes: Record<string, string> = {
      Case: '[Remote-Control]',
      Wikilink: '["[[Projects/remote-control|RC]]"]',
      Percent: '["[RC](Projects/remote%2Dcontrol)"]',
      Accent: '[Cafe\u0301]',
      Longer: '[remote-controller]',
      Elsewhere: '[website-redesign]',
      Quoted: '[\'say "hi"\']',
    };
    for (const [name, projects] of Object.entries(notes))
      await write(`Summaries/${name}.md`, `---\ndate: 2026-04-01\nprojects: ${projects}\n---\n`);
    const scopes: [string[], string[]][] = [
      [['remote-control'], ['Case', 'Percent', 'Wikilink']],
      [['CAFÉ'], ['Accent']],
      [['remote-controller'], ['Longer']],
      [['say "hi"'], ['Quoted']],
      [['nothing-here'], []],
    ];
    const ours = async (scope: string[]) => (await names(scope)).filter((n) => n in notes).sort();
    // The first call reads every note and records it; the later ones answer from the rows.
    for (const [scope, expected] of scopes) expect(await ours(scope), scope.join()).toEqual(expected);
    for (const [scope, expected] of scopes) expect(await ours(scope), scope.join()).toEqual(expected);
  });

  it('a vault with few summaries gets no index file', async () => {
    await dir.cleanup();
    ({ vault, dir } = await openSampleVault());
    expect(await names(['remote-control'])).toEqual(['2026-03-09 Remote control kickoff']);
    await expect(readFile(path.join(vault.root, '.meeting-assistant', STATE_DB_FILE))).rejects.toThrow();
  });

  it('a corrupt index file is replaced and never changes an answer', async () => {
    const expected = await names(['remote-control']);
    await dir.cleanup();
    ({ vault, dir } = await openSampleVault());
    await fillSummaries();
    await mkdir(path.join(vault.root, '.meeting-assistant'), { recursive: true });
    await writeFile(
      path.join(vault.root, '.meeting-assistant', STATE_DB_FILE),
      'not a database '.repeat(500),
    );
    expect(await names(['remote-control'])).toEqual(expected);
    expect(await names(['remote-control'])).toEqual(expected);
  });
});
