/**
 * R163: `ma mcp` stopped (SIGTERM: what the MCP SDK client's `close()` sends 2 s after ending stdin
 * when the server is still busy) while writes are under way. The server aborted every call and
 * exited at once, so a write that had begun landed on disk without its `## External writes over
 * MCP` record in the context note (an unaudited write), or was cut off halfway. Now the server
 * waits for the calls under way: each write on disk is recorded, calls not begun write nothing.
 * L355: the log said "the client cancelled this … call" for the calls the stop ended; it says the
 * server is shutting down and stopped them.
 * The built `ma mcp` over its real stdio, a sample-vault copy, a real SIGTERM. The stop is sent while
 * the second write is held where it begins (a preload holds its temp file: `hold-write.ts`), so one
 * write is under way at the stop under any load: the fix is what lands it (without the wait in
 * McpToolHost.close the process exits and the held write is missing).
 * Spec: docs/mcp.md (Audit: per write; Cancellation); docs/contracts.md.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD, type HoldWrite, holdWrite } from './hold-write.js';
import { startMaMcpHttp } from './ma-mcp-http.js';
import { rawMcpStdio } from './ma-mcp-stdio.js';

const meeting = '2026-03-10 Remote control functional design';
const CALLS = 40;
const FILLER = 'x'.repeat(40_000);

let vault: SampleVaultCopy;
/** Holds the second write of `stop.md` where it begins, until the SIGTERM. */
let hold: HoldWrite;
beforeEach(async () => {
  vault = await copySampleVault();
  hold = await holdWrite('/Projects/remote-control/stop.md', 2);
});
afterEach(async () => {
  await vault.cleanup();
  await hold.cleanup();
});

/** Resolves once the preload holds a write (polled from the server's stderr, generous deadline). */
const whenHeld = (stderr: () => string) =>
  vi.waitFor(() => expect(stderr()).toContain(HELD), { timeout: 90_000, interval: 20 });

/** The `wN` marks of `text`, in order. */
function marks(text: string): string[] {
  return [...text.matchAll(/\bw(\d+) x/g)].map((m) => `w${m[1]}`);
}

/** Call `i`: one more append to the project file `stop.md`. */
function writeCall(i: number) {
  return {
    name: 'write_projectfile',
    arguments: { project: 'remote-control', path: 'stop.md', content: `w${i} ${FILLER}` },
  };
}

/**
 * After the stop: exactly the two writes begun landed (the one done, the one held at the stop), the
 * queued ones wrote nothing; each one recorded, none cut off. Returns the marks on disk.
 */
async function expectEveryWriteRecorded(): Promise<string[]> {
  const written = marks(await readFile(join(vault.root, 'Projects/remote-control/stop.md'), 'utf8'));
  expect(written).toHaveLength(2);
  const note = await readFile(join(vault.root, 'Meetings', `${meeting}.md`), 'utf8');
  const context = /^context: "\[\[(.+)\]\]"$/m.exec(note)?.[1];
  expect(context).toBeDefined();
  const recorded = new Set(marks(await readFile(join(vault.root, `${context}.md`), 'utf8')));
  expect(written.filter((m) => !recorded.has(m))).toEqual([]);
  // No write cut off halfway: no temp file of the atomic write left in the project.
  expect(await readdir(join(vault.root, 'Projects/remote-control'))).not.toContainEqual(
    expect.stringMatching(/stop\.md./),
  );
  return written;
}

describe('R163: ma mcp stopped while writes are under way', () => {
  it('R163: every write on disk is recorded in the context note, none is cut off, later calls write nothing', async () => {
    const mcp = rawMcpStdio(['--vault', vault.root, '--meeting', meeting], hold.nodeArgs);
    await mcp.initialize();
    for (let i = 0; i < CALLS; i++) mcp.send({ id: i, method: 'tools/call', params: writeCall(i) });
    // Stopped while the second write is under way (held at its temp file); the 38 after it are queued.
    await whenHeld(mcp.stderr);
    mcp.child.kill('SIGTERM');
    expect(await mcp.closed).toBe(143);

    // Calls are taken in order: w0 done, w1 under way at the stop, w2… never begun.
    expect(await expectEveryWriteRecorded()).toEqual(['w0', 'w1']);
    // L355: the calls the stop ended were stopped by the server; the client cancelled none.
    expect(mcp.stderr()).toContain(
      'ma mcp: cancelled: the server is shutting down and stopped this write_projectfile call',
    );
    expect(mcp.stderr()).not.toContain('the client cancelled');
  }, 120_000);

  it('R163: over HTTP too (each call its own POST): every write on disk is recorded, none is cut off', async () => {
    const { child, url, stderr } = await startMaMcpHttp(
      ['--vault', vault.root, '--meeting', meeting],
      hold.nodeArgs,
    );
    const exited = new Promise((resolve) => child.on('close', resolve));
    const calls = Array.from({ length: CALLS }, (_, i) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: writeCall(i) }),
      }).then(
        (res) => res.text(),
        () => 'connection closed',
      ),
    );
    // The POSTs arrive in any order; the second write begun is held, the others wait behind it.
    await whenHeld(stderr);
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    await Promise.all(calls);
    await expectEveryWriteRecorded();
  }, 120_000);
});
