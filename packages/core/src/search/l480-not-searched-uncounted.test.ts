/**
 * L480 (session 48's review): searchVault counted the matches of files it then left out (not UTF-8:
 * Latin-1 bytes, lone-CR line breaks, UTF-16, a name that is not UTF-8) toward the page's limit, the
 * offset and "more matches", so a page came back short or empty and `offset` did not skip the
 * matches a user saw. Now each file is checked once, before its matches count: following
 * `nextOffset` from 0 shows every match of a searched file exactly once, on pages that are never
 * empty, with the not-searched notes kept; streamed and in a one-shot process's blocking run. The
 * checks cost no more reads on a vault without such files (each file opened once, none read whole).
 * Real files in a temp vault, the real ripgrep; `node:fs`' and `node:fs/promises`' opens counted,
 * not replaced (as V243's test counts them).
 * Spec: docs/tools.md (search: UTF-8 text files only, paging); reviewA R1, R2; review9 V11.
 */
import * as fs from 'node:fs';
import * as fsp from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/index.js';
import { useBlockingFs } from '../fs/blocking-fs.js';
import { READ_CHUNK_BYTES } from '../fs/read-chunks.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { openVault, type Vault } from '../vault/vault.js';
import { useBlockingRipgrep } from './run-ripgrep.js';
import { type SearchResult, searchVault } from './search-vault.js';

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return { ...actual, openSync: vi.fn(actual.openSync), readSync: vi.fn(actual.readSync) };
});
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsp>();
  return { ...actual, open: vi.fn(actual.open) };
});

/** An empty vault in a fresh temp folder. */
async function emptyVault(): Promise<{ dir: TempDir; vault: Vault }> {
  const made = await makeTempDir();
  return { dir: made, vault: await openVault(made.root, parseConfig({})) };
}
let dir: TempDir;
let vault: Vault;
beforeEach(async () => ({ dir, vault } = await emptyVault()));
afterEach(() => dir.cleanup());

const put = (name: string | Buffer, bytes: string | Buffer) =>
  fsp.writeFile(
    typeof name === 'string'
      ? path.join(dir.root, 'Notes', name)
      : Buffer.concat([Buffer.from(`${dir.root}/Notes/`), name]),
    bytes,
  );

/** Searched files between files that are not: each kind the read tools refuse, before, between and after. */
async function hostileNotes(): Promise<void> {
  await fsp.mkdir(path.join(dir.root, 'Notes'));
  await put('a.md', 'NEEDLE a1\n');
  // Its first match line is clean: only the second shows the Latin-1 byte.
  await put('b-latin.md', Buffer.from('NEEDLE b1\nNEEDLE caf\xe9\n', 'latin1'));
  await put('c-mac.md', 'NEEDLE c1\rNEEDLE c2\r');
  await put('d-u16.md', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('NEEDLE d1\n', 'utf16le')]));
  await put('e.md', 'NEEDLE e1\nNEEDLE e2\n');
  await put('f-latin.md', Buffer.from('NEEDLE f\xe9\n', 'latin1'));
  await put(Buffer.from('f\xe9-name.md', 'latin1'), 'NEEDLE name\n');
  await put('g.md', 'NEEDLE g1\n');
}

const shown = (r: SearchResult) => r.matches.map((m) => `${m.path.slice('Notes/'.length)}:${m.line}`);
const notSearched = [
  /^Notes\/b-latin\.md: not searched: not a UTF-8 text file/,
  /^Notes\/c-mac\.md: not searched: cannot be read as lines/,
  /^Notes\/d-u16\.md: not searched: not a UTF-8 text file \(it is UTF-16/,
  /^Notes\/f-latin\.md: not searched: not a UTF-8 text file/,
  /^Notes\/f\\xe9-name\.md: not searched: its file name is not UTF-8/,
];

/** Every page from offset 0 on, as a user reads on; each page's shown matches and notes. */
async function pages(limit: number): Promise<SearchResult[]> {
  const out: SearchResult[] = [];
  let offset: number | null = 0;
  while (offset !== null && out.length < 20) {
    const page = await searchVault(vault, { pattern: 'NEEDLE', paths: ['Notes'], maxResults: limit, offset });
    out.push(page);
    offset = page.nextOffset;
  }
  return out;
}

async function expectPaging(): Promise<void> {
  await hostileNotes();
  const all = ['a.md:1', 'e.md:1', 'e.md:2', 'g.md:1'];
  const whole = (await pages(100))[0] as SearchResult;
  expect(shown(whole)).toEqual(all);
  expect(whole.dropped).toBe(false);
  for (const limit of [1, 2, 3]) {
    const read = await pages(limit);
    // Every page shows a match and at most `limit`; together they show each match once, in order.
    for (const page of read) {
      expect(page.matches.length, `limit ${limit}`).toBeGreaterThan(0);
      expect(page.matches.length).toBeLessThanOrEqual(limit);
    }
    expect(read.flatMap(shown), `limit ${limit}`).toEqual(all);
    expect(read.length).toBe(Math.ceil(all.length / limit));
    expect(read.at(-1)?.dropped).toBe(false);
  }
  // The notes stay: each file not searched is named, on the pages that passed it.
  for (const re of notSearched)
    expect(
      whole.warnings.some((w) => re.test(w)),
      `${re}`,
    ).toBe(true);
  // Page one (limit 1) shows a.md's match and reads on past b, c and d to e.md's, the next one shown.
  const [first] = await pages(1);
  expect(first?.warnings.map((w) => notSearched.findIndex((re) => re.test(w)))).toEqual([0, 1, 2]);
}

/** A vault without such files: three notes, two matches each. */
async function plainNotes(): Promise<void> {
  await fsp.mkdir(path.join(dir.root, 'Notes'));
  for (const name of ['p1.md', 'p2.md', 'p3.md']) await put(name, 'NEEDLE one\ntext\nNEEDLE two\n');
}

/** Searches {@link plainNotes} whole: six matches, each file opened once (`calls`: an `open`'s calls). */
async function expectEachOpenedOnce(calls: () => unknown[][]): Promise<void> {
  const all = await searchVault(vault, { pattern: 'NEEDLE', paths: ['Notes'] });
  expect(all.matches).toHaveLength(6);
  expect(opened(calls())).toEqual({ 'Notes/p1.md': 1, 'Notes/p2.md': 1, 'Notes/p3.md': 1 });
}

/** The vault's files each `open` was called with, counted. */
function opened(calls: unknown[][]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [file] of calls)
    if (typeof file === 'string' && file.startsWith(dir.root)) {
      const rel = path.relative(dir.root, file);
      counts[rel] = (counts[rel] ?? 0) + 1;
    }
  return counts;
}

describe('L480: files not searched are left out before their matches count', () => {
  it('L480: streamed: every page from offset 0 shows matches, each once; the notes stay', async () => {
    await expectPaging();
  }, 120_000);

  it('L480: streamed: a vault without such files costs one look at each file a page counts', async () => {
    await plainNotes();
    vi.mocked(fsp.open).mockClear();
    await expectEachOpenedOnce(() => vi.mocked(fsp.open).mock.calls);
    vi.mocked(fsp.open).mockClear();
    const page = await searchVault(vault, { pattern: 'NEEDLE', paths: ['Notes'], maxResults: 2 });
    expect(shown(page)).toEqual(['p1.md:1', 'p1.md:3']);
    // The next file is looked at once, to know a match follows (the "more matches" line).
    expect(opened(vi.mocked(fsp.open).mock.calls)).toEqual({ 'Notes/p1.md': 1, 'Notes/p2.md': 1 });
  }, 120_000);

  it('L480: in a one-shot blocking run: the same pages, no thread-pool read, no file read whole', async () => {
    useBlockingRipgrep();
    useBlockingFs();
    vi.mocked(fsp.open).mockClear();
    await expectPaging();
    expect(vi.mocked(fsp.open)).not.toHaveBeenCalled();
    await dir.cleanup();
    ({ dir, vault } = await emptyVault());
    await plainNotes();
    vi.mocked(fs.openSync).mockClear();
    vi.mocked(fs.readSync).mockClear();
    await expectEachOpenedOnce(() => vi.mocked(fs.openSync).mock.calls);
    // A whole read goes by 64 KiB chunks; the UTF-16 look reads two bytes.
    const chunkReads = vi
      .mocked(fs.readSync)
      .mock.calls.filter((c) => (c as unknown[])[3] === READ_CHUNK_BYTES);
    expect(chunkReads).toEqual([]);
  }, 120_000);

  it('L480: a blocking run cut short in a searched file hands it to the streamed run whole', async () => {
    // Still blocking (the test above). Kept output for limit 1 with 1024-byte columns: 2 × (1024 + 16 KiB)
    // + 64 KiB = 100,352 bytes. 415 Latin-1 notes print about 99 KB (two records each), r.md's two
    // 1 KB matches end past the kept bytes: the blocking run gives up with r.md's matches held, and
    // the streamed run reads on, given them again.
    await fsp.mkdir(path.join(dir.root, 'Notes'));
    const latin = Buffer.from(`NEEDLE ${'x'.repeat(93)}\nNEEDLE caf\xe9${'y'.repeat(88)}\n`, 'latin1');
    for (let i = 0; i < 415; i++) await put(`a${String(i).padStart(3, '0')}.md`, latin);
    await put('r.md', `NEEDLE ${'1'.repeat(993)}\nNEEDLE ${'2'.repeat(993)}\n`);
    const page = await searchVault(vault, {
      pattern: 'NEEDLE',
      paths: ['Notes'],
      maxResults: 1,
      maxLineChars: 256,
    });
    expect(shown(page)).toEqual(['r.md:1']);
    expect(page.nextOffset).toBe(1);
    // L471: the first 20 of the 415 are named, the rest counted exactly on one line.
    expect(page.warnings.filter((w) => /^Notes\/a\d{3}\.md: not searched: not a UTF-8/.test(w))).toHaveLength(
      20,
    );
    expect(page.warnings.at(-1)).toBe('… and 395 more files not searched (only the first 20 are named)');
    expect(page.warnings).toHaveLength(21);
  }, 120_000);
});
