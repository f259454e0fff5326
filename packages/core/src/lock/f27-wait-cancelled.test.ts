/**
 * F27 (session 32, from leftoversB's L203): a write waiting for a file's lock — held by another
 * process (a daemon run while `ma` writes the same note) or by an earlier write in this process —
 * ignored its call's cancellation: it waited out the other holder and then wrote, after the run was
 * stopped. `withFileLock`'s `signal` now gives up the wait: `fn` never runs, the call rejects with an
 * `AbortError`, the queue's order is kept for the waiters behind it. Real lock files in a temp copy
 * of the sample vault; the other process's lock taken with proper-lockfile directly.
 * Spec: docs/tools.md (Cancellation); docs/contracts.md (Concurrency).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

/** A promise opened by hand (core does not depend on @ma/testkit). */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

const DECISIONS = 'Projects/remote-control/decisions.md';
const abs = (rel: string) => path.join(vault.root, rel);

describe('F27: a wait for a file lock is given up when its signal aborts', () => {
  it("another process's lock: the waiter rejects with AbortError long before waitMs; fn never runs; the file is as it was", async () => {
    const key = createHash('sha256').update(DECISIONS.toLowerCase()).digest('hex');
    const base = path.join(abs(FILE_LOCKS_FOLDER), key);
    await mkdir(abs(FILE_LOCKS_FOLDER), { recursive: true });
    const release = await lockfile.lock(base, { lockfilePath: `${base}.lock`, realpath: false });
    const before = await readFile(abs(DECISIONS), 'utf8');
    const stop = new AbortController();
    let ran = false;
    // waitMs far beyond the test's time limit: only the abort can end this wait in time.
    const waiting = withFileLock(
      vault,
      abs(DECISIONS),
      async () => {
        ran = true;
        await writeFile(abs(DECISIONS), `${before}- written after the stop\n`);
      },
      { waitMs: 600_000, signal: stop.signal },
    ).catch((e: unknown) => e);
    // Stopped once the waiter is retrying (the lock folder was looked at again).
    setTimeout(() => stop.abort(new Error('SIGTERM')), 100);
    const error = (await waiting) as DOMException;
    expect(error.name).toBe('AbortError');
    expect(error.message).toBe(`cancelled while waiting for the lock on ${DECISIONS}`);
    expect((error.cause as Error).message).toBe('SIGTERM');
    await release();
    expect(ran).toBe(false);
    expect(await readFile(abs(DECISIONS), 'utf8')).toBe(before);
    // Free again: the next write goes through.
    expect(await withFileLock(vault, abs(DECISIONS), async () => 'ok')).toBe('ok');
  }, 20_000);

  it('an earlier write in this process: the aborted waiter never runs; the one behind it still waits for the holder', async () => {
    const holding = gate();
    const held = gate();
    const order: string[] = [];
    const holder = withFileLock(vault, abs(DECISIONS), async () => {
      holding.open();
      await held.opened;
      order.push('holder');
    });
    await holding.opened;
    const stop = new AbortController();
    const cancelled = withFileLock(vault, abs(DECISIONS), async () => order.push('cancelled'), {
      signal: stop.signal,
    }).catch((e: unknown) => e);
    const next = withFileLock(vault, abs(DECISIONS), async () => order.push('next'));
    stop.abort(new Error('stopped'));
    expect(((await cancelled) as DOMException).name).toBe('AbortError');
    expect(order).toEqual([]);
    held.open();
    await Promise.all([holder, next]);
    expect(order).toEqual(['holder', 'next']);
  });

  it('a signal aborted before the call: fn never runs (nothing is locked or written)', async () => {
    const stop = new AbortController();
    stop.abort(new Error('early'));
    let ran = false;
    const error = await withFileLock(
      vault,
      abs(DECISIONS),
      async () => {
        ran = true;
      },
      { signal: stop.signal },
    ).catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('AbortError');
    expect(ran).toBe(false);
  });
});
