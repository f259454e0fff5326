/**
 * L102 (leftovers, session 28): `ma mcp`'s tools/list mixed JSON Schema dialects: the tools made from zod declared
 * `"$schema": "http://json-schema.org/draft-07/schema#"` while list_meetings and finish_summary declared none, which
 * MCP reads as 2020-12 (its default dialect, SEP-1613). A client validating with one dialect rejected or misread the
 * others. Now every tool's input schema is 2020-12 (no `$schema`), and each compiles under Ajv's 2020-12 validator in
 * strict mode. tools/list of the built `ma mcp` over stdio (MCP SDK client), both profiles, with and without
 * --meeting.
 */
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMaMcp } from './ma-mcp-stdio.js';

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

describe('L102: ma mcp input schemas are all JSON Schema 2020-12', () => {
  for (const extra of [
    [],
    ['--meeting', '2026-03-10 Remote control functional design', '--tools', 'compact'],
  ]) {
    it(`L102: tools/list with ${extra.join(' ') || 'no flags'}: one dialect, valid under strict Ajv 2020`, async () => {
      client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), [
        '--vault',
        vault.root,
        ...extra,
      ]);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toContain('finish_summary');
      const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
      for (const tool of tools) {
        const schema = tool.inputSchema as Record<string, unknown>;
        expect(schema.$schema, tool.name).toBeUndefined();
        expect(ajv.validateSchema(schema), `${tool.name}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
        expect(() => ajv.compile(schema), tool.name).not.toThrow();
      }
    });
  }
});
