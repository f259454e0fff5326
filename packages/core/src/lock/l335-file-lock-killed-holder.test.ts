/**
 * Leftovers2 L335 (review report, session 41): a writer of a note whose file lock was held by a
 * process killed with `kill -9` just after it refreshed that lock gave up with LockedError at the
 * moment the lock went stale: the wait (10 s) was no longer than the stale time (10 s), so the run
 * that had committed its summary ended with an error. Now the default wait outlasts the stale time
 * and the writer takes the dead holder's lock over. Real child process holding the real lock
 * (bundled `withFileLock`), killed with SIGKILL; temp sample vault.
 * Spec: docs/contracts.md (Concurrency).
 */
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLockHolder } from '../test-support/lock-holder-child.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { FILE_LOCKS_FOLDER } from './state-folder.js';
import { withFileLock } from './with-file-lock.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(() => dir.cleanup());

const NOTE = 'Projects/remote-control/decisions.md';

/** Holds `NOTE`'s file lock in a child process (bundled `withFileLock`) until killed. */
const holdInChild = () =>
  startLockHolder(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'with-file-lock.ts'),
    (bundle) => `import { withFileLock } from ${JSON.stringify(bundle)};
import path from 'node:path';
const root = ${JSON.stringify(vault.root)};
const vault = { root, resolve: async (rel) => ({ abs: path.join(root, ...rel.split('/')), rel }) };
await withFileLock(vault, path.join(root, ${JSON.stringify(NOTE)}), () => {
  process.stdout.write('locked\\n');
  return new Promise(() => setInterval(() => {}, 1000));
});`,
  );

describe('L335: a file lock whose holder was killed -9 right after a refresh', () => {
  it('L335: a writer already waiting outlasts the stale time and takes the lock over (no LockedError)', async () => {
    const { child, exited } = await holdInChild();
    const locks = path.join(vault.root, ...FILE_LOCKS_FOLDER.split('/'));
    const lockDir = path.join(locks, (await readdir(locks)).find((n) => n.endsWith('.lock'))!);
    const waited = Date.now();
    const writing = withFileLock(vault, path.join(vault.root, NOTE), async () => {
      await writeFile(path.join(vault.root, NOTE), 'after the dead holder\n');
      return 'written';
    });
    // The holder's last refresh came 1 s into the writer's wait (what proper-lockfile does every
    // staleMs / 2), then it was killed: its lock goes stale 1 s after a 10 s wait would have ended.
    const refreshed = new Date(waited + 1000);
    await utimes(lockDir, refreshed, refreshed);
    child.kill('SIGKILL');
    await exited;
    expect(await writing).toBe('written');
    expect(await readFile(path.join(vault.root, NOTE), 'utf8')).toBe('after the dead holder\n');
  }, 60_000);
});
