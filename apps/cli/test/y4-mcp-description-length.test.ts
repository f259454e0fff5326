/**
 * Y4 (review12): `ma mcp` listed list_meetings (239 characters) and finish_summary (622) with
 * descriptions over the 200-character limit of every tool a model is given, and the compact
 * profile's tools were longer still. tools/list of the built `ma mcp` over stdio (MCP SDK client),
 * both profiles, with and without --meeting: every description is at most 200 characters.
 * Spec: PROTOCOL standards (tool descriptions <= 200 characters); docs/mcp.md; review12 Y4.
 */
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
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

describe('Y4: ma mcp tool descriptions are at most 200 characters', () => {
  for (const extra of [
    [],
    ['--tools', 'compact'],
    ['--meeting', '2026-03-10 Remote control functional design', '--tools', 'compact'],
  ]) {
    it(`Y4: tools/list with ${extra.join(' ') || 'no flags'}`, async () => {
      client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), [
        '--vault',
        vault.root,
        ...extra,
      ]);
      const { tools } = await client.listTools();
      const names = tools.map((tool) => tool.name);
      expect(names).toContain('finish_summary');
      if (!extra.includes('--meeting')) expect(names).toContain('list_meetings');
      for (const tool of tools) expect(tool.description?.length ?? 0, tool.name).toBeLessThanOrEqual(200);
    });
  }
});
