/**
 * Newcomer R88: with several `ma mcp` servers (or `ma tool`, a daemon) on one vault, the audit a
 * tool call appends to the meeting's context note did not take the note's cross-process file lock
 * that every tool write holds. Another process's read-modify-write of the note meanwhile either
 * made it give up (`the audit of this write could not be added … changed on disk …`) or wrote
 * over it: the record was lost. `recordExternalWrites` now waits for that lock. Here the other
 * program is this test holding core's `withFileLock` on the note while it saves the note from
 * what it read before (a real read-modify-write on a temp copy of the sample vault).
 * Spec: docs/mcp.md (Audit: per write); docs/contracts.md (Rules: concurrency).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig, openVault, WriteAudit, withFileLock } from '@ma/core';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { createMemoryDraft, createToolSession, toolDefinitions } from '@ma/tools';
import { afterEach, describe, expect, it } from 'vitest';
import { recordExternalWrites } from '../src/tools/record-external-writes.js';

let copy: SampleVaultCopy | undefined;
afterEach(async () => copy?.cleanup());

describe('R88: the audit of a tool call waits for the context note lock', () => {
  it('a record made while another writer holds the note lands after that writer, not under it', async () => {
    copy = await copySampleVault();
    const vault = await openVault(copy.root, await loadConfig({ vault: copy.root }));
    const session = await createToolSession({
      vault,
      meetingPath: 'Meetings/2026-03-10 Remote control functional design.md',
      audit: new WriteAudit(),
      summaryDraft: createMemoryDraft(),
    });
    const write = toolDefinitions(session).find((d) => d.name === 'write_projectfile');
    expect(
      await write?.execute({ project: 'remote-control', path: 'decisions.md', content: 'R88 line' }),
    ).toMatch(/^appended 1 line/);
    const context = await session.ensureContextNote();
    const abs = join(copy.root, context);
    let record: ReturnType<typeof recordExternalWrites> | undefined;
    await withFileLock(vault, abs, async () => {
      const before = await readFile(abs, 'utf8');
      record = recordExternalWrites(session, 'External writes over MCP R88');
      // Without the lock the record lands now; give it the time to, then save over what was read.
      for (let i = 0; i < 40 && (await readFile(abs, 'utf8')) === before; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await writeFile(abs, `${before.trimEnd()}\n\nsaved by the other program\n`);
    });
    const outcome = await (record as ReturnType<typeof recordExternalWrites>);
    expect(outcome.problem).toBeNull();
    const text = await readFile(abs, 'utf8');
    expect(text).toContain('saved by the other program');
    expect(text).toContain('## External writes over MCP R88');
    expect(text).toContain('+R88 line');
    expect(text.indexOf('saved by the other program')).toBeLessThan(
      text.indexOf('## External writes over MCP R88'),
    );
  });
});
