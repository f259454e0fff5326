/**
 * C21 (spec audit, docs/vault-format.md "Assistant context note", L37): every time the product
 * writes into the context note is the local date and time to the minute with its UTC offset (core
 * `noteStamp`), as the run records have it. The records `ma tool` and `ma mcp` append (`## External
 * writes by ma tool <time>`, `## External writes over MCP <time>`, `## MCP session ended <time>`)
 * were written as UTC ISO instants with milliseconds (`2026-12-04T16:06:09.437Z`). Built `ma`, a
 * temp copy of the sample vault, TZ=Asia/Kolkata (+05:30) so local time and UTC differ.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maBin, runMaTool } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
const CONTEXT = `Assistant/${meeting}.md`;
const TZ = 'Asia/Kolkata';
/** `YYYY-MM-DD HH:MM +05:30`, the heading's whole time. */
const KOLKATA_STAMP = '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d \\+05:30';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());
const readContext = () => readFile(join(vault.root, CONTEXT), 'utf8');

// Starts `ma tool` once and `ma mcp` once: a few seconds idle, more on two busy cores (CI).
describe('C21: the records ma tool and ma mcp append carry the local time with its UTC offset', {
  timeout: 120_000,
}, () => {
  it('C21: ma tool write_projectfile records "## External writes by ma tool <local time +05:30>"', async () => {
    const result = await runMaTool(
      {
        vaultRoot: vault.root,
        meeting,
        name: 'write_projectfile',
        args: { project: 'remote-control', path: 'decisions.md', content: '- C21 tool write' },
      },
      { env: { TZ } },
    );
    expect(result.code).toBe(0);
    const context = await readContext();
    expect(context).toMatch(new RegExp(`^## External writes by ma tool ${KOLKATA_STAMP}$`, 'm'));
    expect(context).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
  });

  it('C21: ma mcp records "## External writes over MCP <local time>" and "## MCP session ended <local time>"', async () => {
    const client = new Client({ name: 'c21', version: '1' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [maBin, 'mcp', '--vault', vault.root],
        env: { ...(process.env as Record<string, string>), TZ },
        stderr: 'pipe',
      }),
    );
    try {
      const write = await client.callTool({
        name: 'write_projectfile',
        arguments: { meeting, project: 'remote-control', path: 'decisions.md', content: '- C21 mcp write' },
      });
      expect(write.isError).toBe(false);
      const draft = await client.callTool({
        name: 'write_summary',
        arguments: { meeting, content: '## Summary\n\nA draft never committed.' },
      });
      expect(draft.isError).toBe(false);
    } finally {
      await client.close();
    }
    const context = await readContext();
    expect(context).toMatch(new RegExp(`^## External writes over MCP ${KOLKATA_STAMP}$`, 'm'));
    expect(context).toMatch(new RegExp(`^## MCP session ended ${KOLKATA_STAMP}$`, 'm'));
    expect(context).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
  });
});
