/**
 * V78 (review of R88): R88 made `ma mcp`'s per-call audit take the context note's file lock, but
 * every other record appended to that note — a run's record with its audit (agent), a failed or
 * interrupted run's record, a workflow request's outcome, an MCP session's end — still appended
 * without it. Another writer holding the lock (a tool write, another server's audit) that saved
 * the note from what it read before wrote over the record: the run's audit was lost. Now
 * `appendToContext` itself holds the note's lock (core `withFileLock`). Here the other writer is
 * this test holding that lock as another process does (proper-lockfile's lock folder) while it
 * saves the note from its earlier read. Leftovers2 L336: the test waited 2 s for an unlocked append
 * to land, so under load it passed without the fix; it now waits for an event: the append
 * finishing (unlocked) or its attempt at the note's lock being refused as held (locked).
 * Real fs: a temp copy of the sample vault. Spec: docs/contracts.md (Concurrency); docs/mcp.md (Audit).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FILE_LOCKS_FOLDER } from '../lock/state-folder.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { appendToContext } from './append-to-context.js';

describe('V78: a context-note record waits for the note lock', () => {
  it('V78 a record appended while another writer holds the note lands after that writer, not under it', async () => {
    const { vault, dir } = await openSampleVault();
    onTestFinished(() => dir.cleanup());
    await mkdir(path.join(vault.root, 'Assistant'), { recursive: true });
    const rel = 'Assistant/V78 context.md';
    const abs = path.join(vault.root, rel);
    await writeFile(abs, '---\nmeeting: "[[V78]]"\n---\n\n## Run 1\n');
    // The note's lock as another process holds it (the folder withFileLock takes).
    const locks = path.join(vault.root, ...FILE_LOCKS_FOLDER.split('/'));
    await mkdir(locks, { recursive: true });
    const base = path.join(
      locks,
      createHash('sha256').update(rel.normalize('NFC').toLowerCase()).digest('hex'),
    );
    const release = await lockfile.lock(base, { lockfilePath: `${base}.lock`, realpath: false });
    let refused!: () => void;
    const blocked = new Promise<void>((resolve) => {
      refused = resolve;
    });
    const lock = lockfile.lock;
    const spy = vi.spyOn(lockfile, 'lock').mockImplementation((file, options) =>
      lock(file, options).catch((error: { code?: string }) => {
        if (error.code === 'ELOCKED') refused();
        throw error;
      }),
    );
    onTestFinished(() => spy.mockRestore());
    const before = await readFile(abs, 'utf8');
    const append = appendToContext(vault, rel, '## Run 2: summary written\n- audit: +V78 line');
    // Unlocked, the record lands now; locked, its attempt at the held lock is refused (an event, no timer).
    await Promise.race([append, blocked]);
    await writeFile(abs, `${before}\nsaved by the other writer\n`);
    await release();
    expect(await append).toBe(true);
    const text = await readFile(abs, 'utf8');
    expect(text).toContain('saved by the other writer');
    expect(text).toContain('+V78 line');
    expect(text.indexOf('saved by the other writer')).toBeLessThan(text.indexOf('## Run 2'));
  });
});
