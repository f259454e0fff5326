/**
 * Y6 (review12): finish_summary on an empty draft told the MCP client to "call write_summary, or
 * pass finish({ body })" — @ma/agent's library call, which no MCP client can make. Over MCP the
 * refusal names the tools the client has. The built `ma mcp` over stdio, MCP SDK client.
 * Spec: docs/tools.md ("a refused call returns a short message the model can act on"); docs/mcp.md
 * (finish_summary: no summary written yet, nothing written); review12 Y6.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';

const meeting = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
let client: Client | undefined;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await client?.close();
  client = undefined;
  await vault.cleanup();
});

describe('Y6: finish_summary on an empty draft names what an MCP client can do', () => {
  it('Y6: "call write_summary with the summary, then finish_summary", never finish({ body }); nothing written', async () => {
    client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), ['--vault', vault.root]);
    const out = await client.callTool({ name: 'finish_summary', arguments: { meeting } });
    expect(out.isError).toBe(true);
    const text = textOf(out);
    expect(text).toContain('no summary to commit');
    expect(text).toContain('call write_summary with the summary, then finish_summary');
    expect(text).not.toContain('finish({');
    expect(await readFile(join(vault.root, `Summaries/${meeting}.md`), 'utf8').catch(() => null)).toBeNull();
  });
});
