/**
 * reviewA S10 (session 20): `ma mcp`'s `list_meetings` listed `Meetings/2025/Standup.md` and `Meetings/2026/Standup.md`
 * as `Standup` twice: a client cannot tell them apart, and `meeting: "Standup"` is refused as ambiguous. A name two
 * notes share is now listed by each note's vault-relative path, which the other tools take. The built `ma mcp` over
 * stdio, driven by the MCP SDK client, on a temp copy of the sample vault.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';

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

describe('S10 (reviewA, session 20): list_meetings names each meeting so that the name resolves', () => {
  it('S10 a name two notes share is listed by both paths; each listed entry reads its own note', async () => {
    for (const year of ['2025', '2026']) {
      await mkdir(join(vault.root, 'Meetings', year), { recursive: true });
      await writeFile(
        join(vault.root, 'Meetings', year, 'Standup.md'),
        `---\ntitle: Standup ${year}\n---\nbody\n`,
      );
    }
    client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), ['--vault', vault.root]);
    const listed = textOf(await client.callTool({ name: 'list_meetings', arguments: { query: 'standup' } }));
    expect(listed.split('\n').sort()).toEqual(['Meetings/2025/Standup', 'Meetings/2026/Standup']);
    for (const entry of listed.split('\n')) {
      const read = textOf(
        await client.callTool({ name: 'read_meetingnote', arguments: { meeting: entry, to: 2 } }),
      );
      expect(read).toContain(`title: Standup ${entry.slice(9, 13)}`);
    }
    // A name no other note has is listed as it was.
    expect(textOf(await client.callTool({ name: 'list_meetings', arguments: { query: 'kickoff' } }))).toBe(
      '2026-03-09 Remote control kickoff',
    );
  });
});
