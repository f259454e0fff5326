/**
 * N14: `ma mcp` over stdio: a client that closes stdin while an approval is being asked by
 * elicitation can no longer answer it: the approval ends at once as not approved (nothing
 * changed) and the server exits 0, instead of waiting for `approvals.timeoutMs` (10 minutes by
 * default). A raw JSON-RPC client over the built `ma mcp`'s real stdio.
 * Spec: review2 N14; docs/mcp.md (Stopping).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rawMcpStdio } from './ma-mcp-stdio.js';

const meeting = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${meeting}.md`;

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

describe('N14: stdin closed during an elicitation', () => {
  it('N14: the pending approval ends at once, not approved, the note unchanged, and ma mcp exits 0', async () => {
    const before = await readFile(join(vault.root, NOTE), 'utf8');
    const mcp = rawMcpStdio(['--vault', vault.root, '--meeting', meeting]);
    // The client quits without answering the approval it is asked.
    mcp.onMessage((m) => {
      if (m.method === 'elicitation/create') mcp.child.stdin.end();
    });
    await mcp.initialize({ elicitation: {} });
    mcp.send({
      id: 'call',
      method: 'tools/call',
      params: {
        name: 'request_project_association',
        arguments: { project: 'website-redesign', reason: 'need it' },
      },
    });
    expect(await mcp.closed).toBe(0);
    expect(mcp.messages.some((m) => m.method === 'elicitation/create')).toBe(true);
    expect(JSON.stringify(mcp.messages)).not.toMatch(/"reason":"timeout"/);
    expect(mcp.stderr()).not.toMatch(/timeout/);
    expect(await readFile(join(vault.root, NOTE), 'utf8')).toBe(before);
  }, 60_000);
});
