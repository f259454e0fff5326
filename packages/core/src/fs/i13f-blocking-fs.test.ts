/**
 * Issue 13 (f): `useBlockingFs` (one-shot processes: `ma search`, `ma tool`) makes core's path checks,
 * the vault's opening, the configuration and text reads blocking system calls instead of round trips
 * through libuv's thread pool (docs/startup.md, fourteenth pass). The same calls on a real temp vault,
 * first as before, then in that mode: the same results and the same errors, and in that mode no
 * file-system request of core's goes to the thread pool (Node's `FSREQPROMISE` / `FSREQCALLBACK`
 * async resources, seen with `async_hooks`). The flag is this file's module state: it is turned on
 * once, after the first run.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.js';
import { findExistingPath } from '../names/find-existing-path.js';
import { findDependencyFolders } from '../search/dependency-folders.js';
import { searchVault } from '../search/search-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { outcome, threadPoolRequests } from '../test-support/thread-pool-requests.js';
import { assertConfiguredPathKinds } from '../vault/configured-paths.js';
import { readMeetingNote } from '../vault/read-meeting-note.js';
import { openVault } from '../vault/vault.js';
import { blockingFs, useBlockingFs } from './blocking-fs.js';
import { readText, readTextOrNull } from './read-text-or-null.js';

let dir: TempDir;
let outside: TempDir;

beforeAll(async () => {
  dir = await makeTempDir('ma-i13f-');
  outside = await makeTempDir('ma-i13f-out-');
  const at = (rel: string) => path.join(dir.root, rel);
  await writeFile(at('meeting-assistant.json'), '{ "limits": { "searchResults": 5 } }\n');
  await mkdir(at('Meetings'), { recursive: true });
  await writeFile(
    at('Meetings/Plan.md'),
    '---\ntitle: Plan\ndate: 2026-11-30\nprojects: [p1]\n---\nAgenda.\n',
  );
  await mkdir(at('Projects/p1/node_modules/dep'), { recursive: true });
  await writeFile(at('Projects/p1/Note.md'), '# Note\n\nThe wombat budget.\n');
  await writeFile(at('Projects/p1/node_modules/dep/x.md'), 'wombat\n');
  await writeFile(at('Projects/p1/bytes.md'), Buffer.from([0x66, 0x00, 0x6f]));
  await writeFile(path.join(outside.root, 'secret.md'), 'wombat\n');
  await symlink(outside.root, at('Projects/out'));
});
afterAll(async () => {
  await dir.cleanup();
  await outside.cleanup();
});

/** The calls a `ma search` / `ma tool` start makes, on the temp vault, with their outcomes. */
async function calls(): Promise<unknown[]> {
  const root = dir.root;
  const config = await loadConfig({ vault: root });
  const vault = await openVault(root, config);
  const resolve = (rel: string, opts: Parameters<typeof vault.resolve>[1]) =>
    outcome(() => vault.resolve(rel, opts));
  return [
    config.limits.searchResults,
    vault.root,
    vault.config.folders,
    // The stat's numbers that a read does not change (a read may change the access time).
    await outcome(async () => {
      const { abs, rel, stats } = await vault.resolve('Projects/p1/Note.md', {
        argument: 'path',
        kind: 'file',
        mustExist: true,
        withStats: true,
      });
      return { abs, rel, size: stats?.size, ino: stats?.ino, mtimeNs: stats?.mtimeNs };
    }),
    await resolve('Projects/p1', { argument: 'path', kind: 'folder' }),
    await resolve('Projects/p1/missing.md', { argument: 'path', mustExist: true }),
    await resolve('Projects/p1/new/deeper.md', { argument: 'path', createNames: true }),
    await resolve('Projects/out/secret.md', { argument: 'path' }),
    await resolve('Projects/p1/Note.md/x', { argument: 'path', kind: 'file' }),
    await resolve('Projects/p1', { argument: 'path', kind: 'file' }),
    await outcome(() => loadConfig({ vault: root, configPath: path.join(root, 'missing.json') })),
    await outcome(() => readText(path.join(root, 'Projects/p1/Note.md'))),
    await outcome(() => readText(path.join(root, 'Projects/p1/bytes.md'))),
    await outcome(() => readTextOrNull(path.join(root, 'Projects/p1/none.md'))),
    await outcome(() => readMeetingNote(vault, 'Meetings/Plan.md').then((m) => m.note.frontmatter?.data)),
    await outcome(() => findExistingPath(root, 'projects/P1/note.md')),
    await outcome(() => findDependencyFolders(vault, 'Projects/p1')),
    await outcome(() => assertConfiguredPathKinds(vault)),
    await outcome(() => searchVault(vault, { pattern: 'wombat', paths: ['Projects/p1'] })),
    await outcome(() => searchVault(vault, { pattern: 'wombat', paths: ['Projects/p1', 'Projects/out'] })),
    await outcome(() => openVault(path.join(root, 'no-vault'), config)),
  ];
}

describe('I13f useBlockingFs: path checks without the thread pool', () => {
  it('I13f gives the same results and errors as the thread pool, and makes no thread-pool request', async () => {
    expect(blockingFs()).toBe(false);
    const threaded = await threadPoolRequests(calls);
    // The reference run does use the thread pool (else the count below would prove nothing).
    expect(threaded.requests).toBeGreaterThan(10);
    useBlockingFs();
    expect(blockingFs()).toBe(true);
    const blocking = await threadPoolRequests(calls);
    expect(blocking.results).toEqual(threaded.results);
    expect(blocking.requests).toBe(0);
    // The outcomes are the real ones (not all errors): a file, a refusal, a missing note, a match.
    const text = JSON.stringify(blocking.results, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
    expect(text).toContain('"rel":"Projects/p1/Note.md"');
    expect(text).toContain('symlink-escape');
    expect(text).toContain('NotFoundError');
    expect(text).toContain('The wombat budget.');
    expect(text).toContain('"line":3');
  });
});
