/**
 * Review13 Z7: over `ma mcp` (no `--meeting`), a `meeting` argument that names no meeting note
 * (unknown, unsafe, missing) came back as `read_transcript failed: …` — the word for bugs and I/O
 * failures — and an unknown argument's refusal listed the tool's arguments without `meeting`.
 * Both are refusals the model can act on: `refused: meeting "nope" not found …`, `this tool takes
 * meeting, from, to, …`; nothing is written. The built `ma mcp` over stdio, driven by the MCP SDK
 * client, on a temp copy of the sample vault.
 * Spec: docs/tools.md ("Errors are results, not crashes: a refused call returns a short message the
 *   model can act on … Exceptions are for bugs and I/O failures only"); docs/mcp.md.
 */
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMaMcp, type TextResult, textOf } from './ma-mcp-stdio.js';

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

const call = async (name: string, args: Record<string, unknown>) => {
  const result = (await client!.callTool({ name, arguments: args })) as TextResult;
  return { isError: result.isError === true, text: textOf(result) };
};

describe('Z7: ma mcp refuses a meeting it cannot resolve, and names meeting among the arguments', () => {
  it('unknown, unsafe and missing meetings are refusals; unknown arguments list meeting', async () => {
    client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), ['--vault', vault.root]);
    const unknown = await call('read_transcript', { meeting: 'nope', from: 1, to: 2 });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toMatch(/^refused: meeting "nope" not found in Meetings\//);
    const unsafe = await call('write_context', { meeting: '../x', content: 'a' });
    expect(unsafe.text).toMatch(/^refused: meeting "\.\.\/x" is not a safe vault-relative path/);
    const missing = await call('read_transcript', { from: 1 });
    expect(missing.text).toBe('refused: missing argument "meeting"; give a meeting name (see list_meetings)');
    const meeting = '2026-03-10 Remote control functional design';
    const extra = await call('read_transcript', { meeting, bogus: 1 });
    expect(extra.text).toMatch(/^refused: unknown argument "bogus"; this tool takes meeting, from, to/);
    const none = await call('list_projects', { meeting, bogus: 1 });
    expect(none.text).toContain('this tool takes meeting; call again without the unknown one');
    for (const r of [unknown, unsafe, missing, extra, none]) expect(r.text).not.toContain('failed');
  }, 60_000);
});
