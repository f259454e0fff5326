/**
 * R166: two `finish_summary` calls on one meeting at once (a client retrying a call it thinks was
 * lost, two agents of one host): the second reached the session while the first committed and was
 * answered `finish_summary failed: this session … is already being finished; open a new session to
 * write another summary` — an error, advice no MCP client can follow, and the session dropped while
 * the first was still committing. Now it waits for that commit and answers as a later
 * finish_summary does (`already committed: …`, not an error); the summary is written once.
 * The built `ma mcp` driven by the MCP SDK's client, a sample-vault copy.
 * Spec: docs/mcp.md (`write_summary` + `finish_summary`, Concurrency).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMaMcp } from './ma-mcp-stdio.js';

const meeting = '2026-03-10 Remote control functional design';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

/** The text of a tools/call result and whether it is an error. */
function answer(result: Awaited<ReturnType<Client['callTool']>>): { text: string; isError: boolean } {
  const content = result.content as Array<{ text: string }>;
  return { text: content[0]!.text, isError: result.isError === true };
}

describe('R166: finish_summary called twice at once', () => {
  it('R166: one commits, the other waits for it and answers already committed (not an error)', async () => {
    const client = await connectMaMcp(new Client({ name: 'r166', version: '1.0.0' }), [
      '--vault',
      vault.root,
    ]);
    try {
      await client.callTool({ name: 'read_transcript', arguments: { meeting, from: 1, to: 40 } });
      await client.callTool({
        name: 'write_summary',
        arguments: { meeting, content: '## Summary\nThe team opened the meeting [L12].' },
      });
      const [first, second] = (
        await Promise.all([
          client.callTool({ name: 'finish_summary', arguments: { meeting } }),
          client.callTool({ name: 'finish_summary', arguments: { meeting } }),
        ])
      ).map(answer);
      expect(first).toMatchObject({ isError: false, text: expect.stringMatching(/^summary written: /) });
      expect(second).toMatchObject({ isError: false, text: expect.stringMatching(/^already committed: /) });
      // Written once: no previous summary was moved to the trash by a second commit.
      expect(first!.text).not.toMatch(/previous summary moved/);
      const trash = await readdir(join(vault.root, '.trash')).catch(() => []);
      expect(trash.filter((f) => f.includes('Remote control functional design'))).toEqual([]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
