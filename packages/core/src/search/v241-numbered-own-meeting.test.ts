/**
 * V241 (breaker L419 in search): the product itself names a second summary `sync (2).md` beside
 * `Sync.md` when two meetings' summary names meet. L419 made such a note (its `meeting:` link names
 * ANOTHER meeting than its original's) a note of its own in the past meetings and `ma doctor`, but
 * search still took it for a numbered copy and hid every line it shares with `Sync.md` (`## Decisions`):
 * a search for it showed `Sync.md`'s hit only. Now search applies the same rule
 * (`linksAnotherMeeting`), in a streamed run (read in `prepare`, no blocking call) and in a one-shot
 * process's blocking run (which hands over to the streamed run to read the links); a real numbered
 * copy (the same `meeting:` link) stays a copy. Real files in a temp vault, the real ripgrep.
 * Spec: docs/hostile-cases.md, Numbered copies of summaries; breaker L419.
 */
import * as fs from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/index.js';
import { useBlockingFs } from '../fs/blocking-fs.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { openVault, type Vault } from '../vault/vault.js';
import { blockingRipgrep, useBlockingRipgrep } from './run-ripgrep.js';
import { searchVault } from './search-vault.js';

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return { ...actual, readdirSync: vi.fn(actual.readdirSync), readFileSync: vi.fn(actual.readFileSync) };
});

let dir: TempDir;
let vault: Vault;
const summary = (meeting: string, decision: string) =>
  `---\nmeeting: "[[Meetings/${meeting}]]"\n---\n# ${meeting}\n\n## Decisions\n\n- ${decision}\n`;
beforeEach(async () => {
  dir = await makeTempDir();
  await mkdir(path.join(dir.root, 'Meetings'), { recursive: true });
  await mkdir(path.join(dir.root, 'Summaries'), { recursive: true });
  for (const name of ['Sync', 'sync'])
    await writeFile(path.join(dir.root, 'Meetings', `${name}.md`), `# ${name}\n`);
  await writeFile(path.join(dir.root, 'Summaries', 'Sync.md'), summary('Sync', 'Keep the battery.'));
  await writeFile(path.join(dir.root, 'Summaries', 'sync (2).md'), summary('sync', 'Drop the module.'));
  // A real copy (Obsidian's "Duplicate": the same meeting: link, case aside).
  await writeFile(path.join(dir.root, 'Summaries', 'Sync 2.md'), summary('Sync', 'Keep the battery.'));
  vault = await openVault(dir.root, parseConfig({}));
});
afterEach(() => dir.cleanup());

const run = async () => {
  const result = await searchVault(vault, { pattern: 'Decisions|battery', paths: ['Summaries'] });
  return {
    matches: result.matches.map((m) => `${m.path}:${m.line} ${m.text}`),
    copies: result.conflictCopies,
  };
};
const expected = {
  matches: [
    'Summaries/Sync.md:6 ## Decisions',
    'Summaries/Sync.md:8 - Keep the battery.',
    'Summaries/sync (2).md:6 ## Decisions',
  ],
  copies: [{ copy: 'Summaries/Sync 2.md', original: 'Summaries/Sync.md', numbered: true }],
};

describe('V241: search keeps a numbered summary that links another meeting', () => {
  it('V241: streamed, then in a one-shot blocking run: the shared lines of both summaries, the copy left out', async () => {
    expect(blockingRipgrep()).toBe(false);
    vi.mocked(fs.readdirSync).mockClear();
    vi.mocked(fs.readFileSync).mockClear();
    expect(await run()).toEqual(expected);
    // L298: the streamed run reads the meeting: links through the thread pool, never blocking.
    expect(vi.mocked(fs.readdirSync).mock.calls.length + vi.mocked(fs.readFileSync).mock.calls.length).toBe(
      0,
    );
    // A one-shot process (`ma search`, `ma tool`): the blocking run, which cannot await the links.
    useBlockingRipgrep();
    useBlockingFs();
    expect(await run()).toEqual(expected);
    // Paged: each page goes on from the last, the numbered note's shared line on one of them.
    const first = await searchVault(vault, {
      pattern: 'Decisions|battery',
      paths: ['Summaries'],
      maxResults: 2,
    });
    const next = await searchVault(vault, {
      pattern: 'Decisions|battery',
      paths: ['Summaries'],
      offset: first.nextOffset ?? 0,
    });
    expect([...first.matches, ...next.matches].map((m) => `${m.path}:${m.line} ${m.text}`).sort()).toEqual(
      [...expected.matches].sort(),
    );
  });
});
