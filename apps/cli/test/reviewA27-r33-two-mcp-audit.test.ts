/**
 * reviewA R33 (session 27): two `ma mcp` processes (two MCP clients, or a client and a second
 * window) append to one project file in turn: A0, B0, A1. Before, the record of A's second append in
 * the meeting's context note read `+B0 +A1`: B's line recorded as A's write (B's record had it too),
 * so the audit named a write the session never made and its diff, reverted, would remove B's line.
 * Now each record holds only its own process's line. Every `ma` is the built `bin/ma.js`.
 * Spec: reviewA R33; docs/mcp.md (Audit); docs/tools.md (Concurrent calls).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMaMcp } from './ma-mcp-stdio.js';

const MEETING = '2026-03-10 Remote control functional design';
const CONTEXT = 'Assistant/2026-03-10 Remote control functional design.md';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await vault.cleanup();
});

describe('reviewA R33: writes of two ma mcp processes, each audited as its own', { timeout: 120_000 }, () => {
  it("R33: A0, B0, A1 appended by two ma mcp processes: A's second record shows +A1 only, and every line is recorded once", async () => {
    const [a, b] = await Promise.all([
      connectMaMcp(new Client({ name: 'a', version: '1' }), ['--vault', vault.root]),
      connectMaMcp(new Client({ name: 'b', version: '1' }), ['--vault', vault.root]),
    ]);
    try {
      const append = async (client: Client, line: string) => {
        const r = await client.callTool({
          name: 'write_projectfile',
          arguments: { meeting: MEETING, project: 'remote-control', path: 'r33.md', content: line },
        });
        expect(r.isError).toBe(false);
      };
      await append(a, '- A0');
      await append(b, '- B0');
      await append(a, '- A1');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    const file = await readFile(join(vault.root, 'Projects/remote-control/r33.md'), 'utf8');
    expect(file).toBe('- A0\n- B0\n- A1\n');
    const context = await readFile(join(vault.root, CONTEXT), 'utf8');
    const added = context.split('\n').filter((l) => /^\+- [AB]\d$/.test(l));
    expect(added).toEqual(['+- A0', '+- B0', '+- A1']);
  });
});
