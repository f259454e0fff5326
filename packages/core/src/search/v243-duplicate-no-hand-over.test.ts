/**
 * V243: V241 made a one-shot search's blocking run hand over to the streamed run (a second ripgrep,
 * the reads through the thread pool) at any numbered note sharing a line with its original, to read
 * both `meeting:` links — also for a plain duplicate of a project file (`plan 2.md` beside
 * `plan.md`), which links no meeting and so can never be a note of its own. Now such a note is told
 * in the blocking run (its frontmatter read blocking, as the originals are): no streamed run, the
 * same result. Real files in a temp vault, the real ripgrep; `node:fs/promises`' `open` (what the
 * streamed run's reads use) counted, not replaced.
 * Spec: docs/hostile-cases.md, A numbered note linking another meeting, in search; issue #13 (f).
 */
import * as fsp from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/index.js';
import { useBlockingFs } from '../fs/blocking-fs.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { openVault, type Vault } from '../vault/vault.js';
import { useBlockingRipgrep } from './run-ripgrep.js';
import { searchVault } from './search-vault.js';

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsp>();
  return { ...actual, open: vi.fn(actual.open) };
});

let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await makeTempDir();
  const notes = path.join(dir.root, 'Notes');
  await fsp.mkdir(notes, { recursive: true });
  await fsp.writeFile(path.join(notes, 'plan.md'), '---\ntags: [plan]\n---\nNEEDLE plan\n');
  await fsp.copyFile(path.join(notes, 'plan.md'), path.join(notes, 'plan 2.md'));
  await fsp.writeFile(path.join(notes, 'Untitled.md'), 'NEEDLE shared\n');
  await fsp.writeFile(path.join(notes, 'Untitled 1.md'), 'NEEDLE shared\nNEEDLE own\n');
  vault = await openVault(dir.root, parseConfig({}));
});
afterEach(() => dir.cleanup());

describe('V243: a duplicate without a meeting link is told in the blocking run', () => {
  it('V243: the copies left out, their own lines found, no streamed run', async () => {
    useBlockingRipgrep();
    useBlockingFs();
    vi.mocked(fsp.open).mockClear();
    const result = await searchVault(vault, { pattern: 'NEEDLE', paths: ['Notes'] });
    expect(result.matches.map((m) => `${m.path}:${m.line} ${m.text}`)).toEqual([
      'Notes/Untitled 1.md:2 NEEDLE own',
      'Notes/Untitled.md:1 NEEDLE shared',
      'Notes/plan.md:4 NEEDLE plan',
    ]);
    expect(result.conflictCopies).toEqual([
      { copy: 'Notes/Untitled 1.md', original: 'Notes/Untitled.md', numbered: true },
      { copy: 'Notes/plan 2.md', original: 'Notes/plan.md', numbered: true },
    ]);
    expect(vi.mocked(fsp.open)).not.toHaveBeenCalled();
  });
});
