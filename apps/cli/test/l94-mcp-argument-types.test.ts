/**
 * L94: over `ma mcp` (no `--meeting`), `read_transcript {"meeting": 5}` was refused as
 * `missing argument "meeting"` — the model had sent one, of the wrong type, and was told to add it.
 * A blank meeting read as missing too, and `list_meetings {"query": 5}` said only `query must be a
 * string`. Now each names the argument, what was given and what is expected, in the words the
 * tools' own arguments use (`meeting: expected a string, got number 5`), for every tool (the
 * meeting argument is ma mcp's, shared by all of them, finish_summary included); an absent
 * meeting is still missing. Nothing is written. The built `ma mcp` over stdio, driven by the MCP
 * SDK client, on a temp copy of the sample vault.
 * Spec: docs/tools.md (Invalid arguments); docs/mcp.md.
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

const INVALID = (what: string) =>
  `refused: invalid arguments (${what}); nothing was run; call again with arguments matching the schema`;

describe('L94: ma mcp names an argument of the wrong type', () => {
  it('L94: meeting given as a number, true, a list, an object or blank is refused as such, not as missing, in every tool', async () => {
    client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), ['--vault', vault.root]);
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name).filter((n) => n !== 'list_meetings');
    expect(names).toContain('finish_summary');
    for (const name of names) {
      const r = await call(name, { meeting: 5 });
      expect(r, name).toEqual({ isError: true, text: INVALID('meeting: expected a string, got number 5') });
    }
    expect((await call('read_transcript', { meeting: true })).text).toBe(
      INVALID('meeting: expected a string, got boolean true'),
    );
    expect((await call('read_transcript', { meeting: ['a', 'b'] })).text).toBe(
      INVALID('meeting: expected a string, got array of 2 items'),
    );
    expect((await call('read_transcript', { meeting: {} })).text).toBe(
      INVALID('meeting: expected a string, got object'),
    );
    expect((await call('read_transcript', { meeting: '  ' })).text).toBe(
      'refused: meeting is empty; give a meeting name (see list_meetings)',
    );
    expect((await call('read_transcript', {})).text).toBe(
      'refused: missing argument "meeting"; give a meeting name (see list_meetings)',
    );
    expect((await call('read_transcript', { meeting: null })).text).toBe(
      'refused: missing argument "meeting"; give a meeting name (see list_meetings)',
    );
  }, 120_000);

  it('L94: list_meetings names each argument of the wrong type with what was given', async () => {
    client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), ['--vault', vault.root]);
    expect(await call('list_meetings', { query: 5 })).toEqual({
      isError: true,
      text: INVALID('query: expected a string, got number 5'),
    });
    expect((await call('list_meetings', { limit: '5', offset: -1 })).text).toBe(
      INVALID(
        'limit: expected a whole number from 1 to 500, got string "5"; offset: expected a whole number from 0 up, got number -1',
      ),
    );
    expect((await call('list_meetings', { limit: 3 })).isError).toBe(false);
  }, 60_000);
});
