/**
 * L298 (session 39): `searchVault`'s numbered-copy checks (L252, review s38 V65: is `Untitled 1.md` a
 * copy of `Untitled.md`, and does its original hold the matching line?) listed the folder and read
 * the original with blocking calls inside ripgrep's output callback, so a streamed search in a
 * long-lived host (`ma mcp`, the daemon, the search server) stalled every other request on the
 * event loop for each such file. Now a streamed search reads them through the thread pool before
 * the record is decided (rg's output paused meanwhile, the records kept in order): no blocking
 * call, and the same results — a numbered note's own lines found, the lines its original holds
 * left out and the copy named, a sync copy left out, the cap and paging as before. Real files in a
 * temp vault, the real ripgrep; `node:fs`'s blocking calls counted, not replaced.
 * Spec: issue 13 (long-lived hosts); docs/tools.md (search: numbered copies).
 */
import * as fs from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/index.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { openVault, type Vault } from '../vault/vault.js';
import { blockingRipgrep } from './run-ripgrep.js';
import { searchVault } from './search-vault.js';

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return { ...actual, readdirSync: vi.fn(actual.readdirSync), readFileSync: vi.fn(actual.readFileSync) };
});

let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await makeTempDir();
  const notes = path.join(dir.root, 'Notes');
  await mkdir(notes, { recursive: true });
  await writeFile(path.join(notes, 'Untitled.md'), '# Idea\nNEEDLE shared line\n');
  await writeFile(path.join(notes, 'Untitled 1.md'), 'NEEDLE shared line\nNEEDLE a note of its own\n');
  await writeFile(path.join(notes, 'plan.md'), 'NEEDLE plan\n');
  await copyFile(path.join(notes, 'plan.md'), path.join(notes, 'plan 2.md'));
  await writeFile(path.join(notes, 'plan (conflicted copy 2026-12-01).md'), 'NEEDLE plan\n');
  await writeFile(path.join(notes, 'Sprint 2.md'), 'NEEDLE sprint\n');
  vault = await openVault(dir.root, parseConfig({}));
  vi.mocked(fs.readdirSync).mockClear();
  vi.mocked(fs.readFileSync).mockClear();
});
afterEach(() => dir.cleanup());

const blockingCalls = () =>
  vi.mocked(fs.readdirSync).mock.calls.length + vi.mocked(fs.readFileSync).mock.calls.length;

describe('L298: numbered-copy checks of a streamed search block nothing', () => {
  it('L298: the same results as before, without a blocking file call', async () => {
    expect(blockingRipgrep()).toBe(false);
    const result = await searchVault(vault, { pattern: 'NEEDLE', paths: ['Notes'] });
    expect(result.matches.map((m) => `${m.path}:${m.line} ${m.text}`)).toEqual([
      'Notes/Sprint 2.md:1 NEEDLE sprint',
      'Notes/Untitled 1.md:2 NEEDLE a note of its own',
      'Notes/Untitled.md:2 NEEDLE shared line',
      'Notes/plan.md:1 NEEDLE plan',
    ]);
    expect(result.conflictCopies).toEqual([
      { copy: 'Notes/Untitled 1.md', original: 'Notes/Untitled.md', numbered: true },
      { copy: 'Notes/plan (conflicted copy 2026-12-01).md', original: 'Notes/plan.md' },
      { copy: 'Notes/plan 2.md', original: 'Notes/plan.md', numbered: true },
    ]);
    expect(blockingCalls()).toBe(0);
  });

  it('L298: a cap reached among the copies stops at the same match; the next page goes on from it', async () => {
    const first = await searchVault(vault, { pattern: 'NEEDLE', paths: ['Notes'], maxResults: 2 });
    expect(first.matches).toHaveLength(2);
    expect(first.dropped).toBe(true);
    const next = await searchVault(vault, {
      pattern: 'NEEDLE',
      paths: ['Notes'],
      maxResults: 10,
      offset: first.nextOffset ?? 0,
    });
    const all = await searchVault(vault, { pattern: 'NEEDLE', paths: ['Notes'] });
    const key = (m: { path: string; line: number }) => `${m.path}:${m.line}`;
    expect([...first.matches, ...next.matches].map(key).sort()).toEqual(all.matches.map(key).sort());
    expect(blockingCalls()).toBe(0);
  });
});
