/**
 * R163: `ma mcp` stopped (SIGTERM: what the MCP SDK client's `close()` sends 2 s after ending stdin
 * when the server is still busy) while writes are under way. The server aborted every call and
 * exited at once, so a write that had begun landed on disk without its `## External writes over
 * MCP` record in the context note (an unaudited write), or was cut off halfway. Now the server
 * waits for the calls under way: each write on disk is recorded, calls not begun write nothing.
 * L355: the log said "the client cancelled this … call" for the calls the stop ended; it says the
 * server is shutting down and stopped them.
 * The built `ma mcp` over its real stdio, a sample-vault copy, a real SIGTERM.
 * Spec: docs/mcp.md (Audit: per write; Cancellation); docs/contracts.md.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMaMcpHttp } from './ma-mcp-http.js';
import { rawMcpStdio } from './ma-mcp-stdio.js';

const meeting = '2026-03-10 Remote control functional design';
const CALLS = 40;
// Big enough that each append (a whole-file rewrite, temp + rename) takes a while, so the stop
// lands while one is under way.
const FILLER = 'x'.repeat(40_000);

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

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

/** After the stop: some writes and not all landed, each one recorded, none cut off. */
async function expectEveryWriteRecorded(): Promise<void> {
  const written = marks(await readFile(join(vault.root, 'Projects/remote-control/stop.md'), 'utf8'));
  expect(written.length).toBeGreaterThan(0);
  expect(written.length).toBeLessThan(CALLS);
  const note = await readFile(join(vault.root, 'Meetings', `${meeting}.md`), 'utf8');
  const context = /^context: "\[\[(.+)\]\]"$/m.exec(note)?.[1];
  expect(context).toBeDefined();
  const recorded = new Set(marks(await readFile(join(vault.root, `${context}.md`), 'utf8')));
  expect(written.filter((m) => !recorded.has(m))).toEqual([]);
  // No write cut off halfway: no temp file of the atomic write left in the project.
  expect(await readdir(join(vault.root, 'Projects/remote-control'))).not.toContainEqual(
    expect.stringMatching(/stop\.md./),
  );
}

describe('R163: ma mcp stopped while writes are under way', () => {
  it('R163: every write on disk is recorded in the context note, none is cut off, later calls write nothing', async () => {
    const mcp = rawMcpStdio(['--vault', vault.root, '--meeting', meeting]);
    await mcp.initialize();
    for (let i = 0; i < CALLS; i++) mcp.send({ id: i, method: 'tools/call', params: writeCall(i) });
    // Stopped once the first write is answered: the next ones are queued or under way.
    await mcp.reply(0);
    mcp.child.kill('SIGTERM');
    expect(await mcp.closed).toBe(143);

    await expectEveryWriteRecorded();
    // L355: the calls the stop ended were stopped by the server; the client cancelled none.
    expect(mcp.stderr()).toContain(
      'ma mcp: cancelled: the server is shutting down and stopped this write_projectfile call',
    );
    expect(mcp.stderr()).not.toContain('the client cancelled');
  }, 120_000);

  it('R163: over HTTP too (each call its own POST): every write on disk is recorded, none is cut off', async () => {
    const { child, url } = await startMaMcpHttp(['--vault', vault.root, '--meeting', meeting]);
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
    await Promise.race(calls);
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    await Promise.all(calls);
    await expectEveryWriteRecorded();
  }, 120_000);
});
