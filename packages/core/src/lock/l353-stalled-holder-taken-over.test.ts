/**
 * Leftovers L353 (review of session 41's L335): a writer whose event loop stalled for longer than
 * its file lock's stale time (a long synchronous step, a paused process) had its lock taken over by
 * another writer, and then still renamed its temp file over the note: two writers at once, one
 * update lost (`onCompromised: () => {}`). Now the writer checks, right before its rename, that the
 * lock is still its own, and refuses (LockedError `takenOver`, nothing written). Real child process
 * taking the real lock over (bundled `withFileLock`), the holder stalled by a synchronous busy-wait;
 * temp sample vault.
 * Spec: docs/stale-writes.md (L353); docs/contracts.md (Concurrency).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockedError } from '../errors/locked-error.js';
import { writeFileAtomic } from '../fs/write-file-atomic.js';
import { startLockHolder } from '../test-support/lock-holder-child.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { checkHeldFileLock } from './held-file-locks.js';
import { FILE_LOCKS_FOLDER } from './state-folder.js';
import { withFileLock } from './with-file-lock.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(() => dir.cleanup());

const NOTE = 'Projects/remote-control/decisions.md';

/** Blocks this process's event loop (no timer, no refresh runs) until `file` exists. */
function stallUntil(file: string): void {
  const deadline = Date.now() + 120_000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} never appeared`);
    Atomics.wait(pause, 0, 0, 20);
  }
}

describe('L353: a file lock taken over while its holder was stalled', () => {
  it('L353: the stalled holder refuses its write (LockedError takenOver) and the note is left as the taker found it', async () => {
    const abs = path.join(vault.root, NOTE);
    const before = await readFile(abs, 'utf8');
    const waiting = path.join(dir.root, 'taker-waiting');
    const taken = path.join(dir.root, 'taker-locked');
    let go!: () => void;
    const released = new Promise<void>((resolve) => {
      go = resolve;
    });
    let holding!: () => void;
    const isHolding = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const writing = withFileLock(
      vault,
      abs,
      async () => {
        holding();
        await released;
        // The stall: no refresh of the lock while the taker finds it stale and takes it over.
        stallUntil(taken);
        await writeFileAtomic(abs, 'the stalled holder wrote this\n');
        return 'written';
      },
      { staleMs: 2000 },
    );
    await isHolding;
    const taker = startLockHolder(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'with-file-lock.ts'),
      (bundle) => `import { withFileLock } from ${JSON.stringify(bundle)};
import { writeFileSync } from 'node:fs';
import path from 'node:path';
const root = ${JSON.stringify(vault.root)};
const vault = { root, resolve: async (rel) => ({ abs: path.join(root, ...rel.split('/')), rel }) };
writeFileSync(${JSON.stringify(waiting)}, '');
await withFileLock(vault, path.join(root, ${JSON.stringify(NOTE)}), () => {
  writeFileSync(${JSON.stringify(taken)}, '');
  process.stdout.write('locked\\n');
  return new Promise(() => setInterval(() => {}, 1000));
}, { staleMs: 2000, waitMs: 120000 });`,
    );
    while (!existsSync(waiting)) await new Promise((resolve) => setTimeout(resolve, 20));
    go();
    const refused = await writing.catch((error: unknown) => error);
    expect(LockedError.isInstance(refused), String(refused)).toBe(true);
    expect((refused as LockedError).takenOver).toBe(true);
    expect((refused as LockedError).message).toMatch(
      /was taken over by another program .*nothing was written/,
    );
    expect(await readFile(abs, 'utf8')).toBe(before);
    await taker;
  }, 180_000);

  it("V131: the refused holder leaves the taker's lock in place, on release and when it exits", async () => {
    // Found taken over by the check before proper-lockfile's own refresh saw it (a laptop waking up:
    // the write's last step completes before the lock's timer runs), the holder's release removed
    // the lock folder, which was the taker's: a third writer then wrote beside the taker.
    const abs = path.join(vault.root, NOTE);
    const locks = path.join(vault.root, ...FILE_LOCKS_FOLDER.split('/'));
    const lockNames = async () => (await readdir(locks).catch(() => [])).filter((n) => n.endsWith('.lock'));
    for (const end of ['release', 'exit'] as const) {
      const taken = path.join(dir.root, `taker-locked-${end}`);
      const waiting = path.join(dir.root, `taker-waiting-${end}`);
      const go = path.join(dir.root, `go-${end}`);
      const taker = (bundle: string) => `import { withFileLock } from ${JSON.stringify(bundle)};
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const root = ${JSON.stringify(vault.root)};
const vault = { root, resolve: async (rel) => ({ abs: path.join(root, ...rel.split('/')), rel }) };
while (!existsSync(${JSON.stringify(go)})) await new Promise((resolve) => setTimeout(resolve, 20));
writeFileSync(${JSON.stringify(waiting)}, '');
await withFileLock(vault, path.join(root, ${JSON.stringify(NOTE)}), () => {
  writeFileSync(${JSON.stringify(taken)}, '');
  return new Promise(() => setInterval(() => {}, 1000));
}, { staleMs: 2000, waitMs: 120000 });`;
      const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'with-file-lock.ts');
      const startTaker = startLockHolder(
        entry,
        (bundle) => `process.stdout.write('locked\\n');\n${taker(bundle)}`,
      );
      if (end === 'release') {
        await startTaker;
        const refused = await withFileLock(
          vault,
          abs,
          async () => {
            await writeFile(go, '');
            while (!existsSync(waiting)) await new Promise((resolve) => setTimeout(resolve, 20));
            stallUntil(taken);
            // What the atomic writers call right before their rename, reached before any timer ran.
            checkHeldFileLock(abs);
            return 'not refused';
          },
          { staleMs: 2000 },
        ).catch((error: unknown) => error);
        expect(LockedError.isInstance(refused) && refused.takenOver, String(refused)).toBe(true);
      } else {
        // A holder in a process of its own that exits right after its stall (proper-lockfile's exit hook).
        const holder = await startLockHolder(
          entry,
          (bundle) => `import { withFileLock } from ${JSON.stringify(bundle)};
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const root = ${JSON.stringify(vault.root)};
const vault = { root, resolve: async (rel) => ({ abs: path.join(root, ...rel.split('/')), rel }) };
await withFileLock(vault, path.join(root, ${JSON.stringify(NOTE)}), async () => {
  process.stdout.write('locked\\n');
  writeFileSync(${JSON.stringify(go)}, '');
  while (!existsSync(${JSON.stringify(waiting)})) await new Promise((resolve) => setTimeout(resolve, 20));
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!existsSync(${JSON.stringify(taken)})) Atomics.wait(pause, 0, 0, 20);
  process.exit(0);
}, { staleMs: 2000, waitMs: 120000 });`,
        );
        await startTaker;
        expect(await holder.exited).toBe(0);
      }
      expect(existsSync(taken)).toBe(true);
      // The taker still holds the note: its lock is there, and a writer that comes now waits for it.
      expect(await lockNames()).toHaveLength(1);
      const third = await withFileLock(vault, abs, async () => 'third wrote', {
        staleMs: 2000,
        waitMs: 500,
      }).catch((error: unknown) => error);
      expect(LockedError.isInstance(third), String(third)).toBe(true);
      (await startTaker).child.kill('SIGKILL');
    }
  }, 240_000);

  it('L353: a process that exits holding the lock still removes it (the lock is given its own fs whole)', async () => {
    const { exited } = await startLockHolder(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'with-file-lock.ts'),
      (bundle) => `import { withFileLock } from ${JSON.stringify(bundle)};
import path from 'node:path';
const root = ${JSON.stringify(vault.root)};
const vault = { root, resolve: async (rel) => ({ abs: path.join(root, ...rel.split('/')), rel }) };
await withFileLock(vault, path.join(root, ${JSON.stringify(NOTE)}), () => {
  process.stdout.write('locked\\n');
  process.exit(0);
});`,
    );
    expect(await exited).toBe(0);
    const locks = path.join(vault.root, ...FILE_LOCKS_FOLDER.split('/'));
    expect((await readdir(locks)).filter((n) => n.endsWith('.lock'))).toEqual([]);
  }, 60_000);

  it('L353: a holder that was not taken over writes as before (its own refreshes are its own)', async () => {
    const abs = path.join(vault.root, NOTE);
    const got = await withFileLock(
      vault,
      abs,
      async () => {
        // Two refreshes (every staleMs / 2 = 1 s) happen while the lock is held.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await writeFileAtomic(abs, 'still ours\n');
        return 'written';
      },
      { staleMs: 2000 },
    );
    expect(got).toBe('written');
    expect(await readFile(abs, 'utf8')).toBe('still ours\n');
  }, 60_000);
});
