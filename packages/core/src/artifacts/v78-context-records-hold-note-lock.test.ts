/**
 * V78 (review of R88): R88 made `ma mcp`'s per-call audit take the context note's file lock, but
 * every other record appended to that note — a run's record with its audit (agent), a failed or
 * interrupted run's record, a workflow request's outcome, an MCP session's end — still appended
 * without it. Another writer holding the lock (a tool write, another server's audit) that saved
 * the note from what it read before wrote over the record: the run's audit was lost. Now
 * `appendToContext` itself holds the note's lock (core `withFileLock`). Here the other writer is
 * this test holding that lock while it saves the note from its earlier read.
 * Real fs: a temp copy of the sample vault. Spec: docs/contracts.md (Concurrency); docs/mcp.md (Audit).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { withFileLock } from '../lock/with-file-lock.js';
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
    let append: Promise<boolean> | undefined;
    await withFileLock(vault, abs, async () => {
      const before = await readFile(abs, 'utf8');
      append = appendToContext(vault, rel, '## Run 2: summary written\n- audit: +V78 line');
      // Unlocked, the record lands now; locked, it cannot while this writer holds the note.
      await Promise.race([append, new Promise((resolve) => setTimeout(resolve, 2000))]);
      await writeFile(abs, `${before}\nsaved by the other writer\n`);
    });
    expect(await (append as Promise<boolean>)).toBe(true);
    const text = await readFile(abs, 'utf8');
    expect(text).toContain('saved by the other writer');
    expect(text).toContain('+V78 line');
    expect(text.indexOf('saved by the other writer')).toBeLessThan(text.indexOf('## Run 2'));
  });
});
