import { mkdir, readFile, rename, stat, symlink, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { crc32 } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/**
 * Replaces `from` by `to` in the recorded listing's note paths, in the database itself, with its
 * CRC recomputed when `crc` (else the listing reads as damaged).
 */
function editListedName(from: string, to: string, crc = true): void {
  const db = new DatabaseSync(path.join(vault.root, '.meeting-assistant', STATE_DB_FILE));
  try {
    const row = db.prepare('SELECT * FROM summary_folder_v2').get() as Record<string, Uint8Array>;
    const text = Buffer.from(row.names as Uint8Array).toString('utf8');
    expect(text).toContain(from);
    const names = Buffer.from(text.replace(from, to), 'utf8');
    let sum = 0;
    for (const blob of [row.folders, row.folder_versions, names, row.versions])
      sum = crc32(blob as Uint8Array, sum);
    db.prepare('UPDATE summary_folder_v2 SET names = ?, crc = ?').run(
      names,
      crc ? sum : (row.crc as unknown as number),
    );
  } finally {
    db.close();
  }
}

describe('issue 13 (f): the recorded listing of a summaries folder', () => {
  const inScope = '---\ndate: 2025-01-02\nprojects: [remote-control]\n---\n';
  const elsewhere = '---\ndate: 2025-01-02\nprojects: [aaaaaaaaaaaaaa]\n---\n';
  // The clock a minute ahead: every folder's times are older than the 2 s a folder must be left
  // alone before its lstat stands for its entries.
  const settle = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
  afterEach(() => vi.useRealTimers());

  it('stands for the folder while no folder of it changed, and not after (shown by a listing edited in the database)', async () => {
    await write('Summaries/archive/In.md', inScope);
    settle();
    expect(await names(['remote-control'])).toContain('In');
    editListedName('Summaries/archive/In.md', 'Summaries/archive/Ix.md');
    // The folders are unchanged, so the edited listing is believed: the note is not seen.
    expect(await names(['remote-control'])).not.toContain('In');
    // A listing damaged (its CRC no longer matching) is not used.
    editListedName('Summaries/archive/Ix.md', 'Summaries/archive/Iy.md', false);
    expect(await names(['remote-control'])).toContain('In');
    editListedName('Summaries/archive/In.md', 'Summaries/archive/Ix.md');
    expect(await names(['remote-control'])).not.toContain('In');
    // A note added to the folder changes it: read again, the note is back.
    await write('Summaries/archive/Other.md', elsewhere);
    expect(await names(['remote-control'])).toContain('In');
  });

  it('is not used for a folder changed within 2 s of the listing, or one holding a symlink', async () => {
    await write('Summaries/archive/In.md', inScope);
    expect(await names(['remote-control'])).toContain('In'); // the real clock: the folder just changed
    editListedName('Summaries/archive/In.md', 'Summaries/archive/Ix.md');
    expect(await names(['remote-control'])).toContain('In');
    await symlink('In.md', path.join(vault.root, 'Summaries/archive/Link.md'));
    settle();
    expect(await names(['remote-control'])).toContain('In');
    editListedName('Summaries/archive/In.md', 'Summaries/archive/Ix.md');
    expect(await names(['remote-control'])).toContain('In');
  });

  it('sees in-place edits, and notes added or removed in a subfolder, while it is used', async () => {
    const rel = 'Summaries/archive/Same size.md';
    await write(rel, elsewhere);
    const before = await stat(path.join(vault.root, rel));
    settle();
    expect(await names(['remote-control'])).not.toContain('Same size');
    expect(await names(['remote-control'])).not.toContain('Same size'); // from the listing
    await write(rel, inScope);
    await utimes(path.join(vault.root, rel), before.atime, new Date(before.mtimeMs + 1));
    expect(await names(['remote-control'])).toContain('Same size');
    await write(rel, elsewhere);
    await utimes(path.join(vault.root, rel), before.atime, new Date(before.mtimeMs + 2));
    expect(await names(['remote-control'])).not.toContain('Same size');
    await write('Summaries/archive/Added.md', inScope);
    expect(await names(['remote-control'])).toContain('Added');
    expect(await names(['remote-control'])).toContain('Added');
    await unlink(path.join(vault.root, 'Summaries/archive/Added.md'));
    expect(await names(['remote-control'])).not.toContain('Added');
  });
});
