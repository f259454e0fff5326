/**
 * L286: over `ma mcp` (no `--meeting`), `list_meetings` on a vault whose `Meetings/` is a symlink out
 * of the vault answered `refused: folder: path resolves outside the allowed folder (through a
 * symlink) ("Meetings")`: no word of which link, where it leads or what to do. Now it says core's
 * sentence for that symlink, as `ma` and `ma-daemon` say it. The built `ma mcp` over stdio, driven
 * by the MCP SDK client, on a temp copy of the sample vault with a real symlink.
 */
import { mkdtemp, realpath, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { connectMaMcp, type TextResult, textOf } from './ma-mcp-stdio.js';

let vault: SampleVaultCopy | undefined;
let outsideRoot: string | undefined;
let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
  await vault?.cleanup();
  if (outsideRoot) await rm(outsideRoot, { recursive: true, force: true });
});

describe('L286: ma mcp and a meetings folder linked out of the vault', () => {
  it('list_meetings names the symlink, where it leads and the fix', async () => {
    vault = await copySampleVault();
    outsideRoot = await realpath(await mkdtemp(path.join(tmpdir(), 'l286-')));
    const outside = path.join(outsideRoot, 'Meetings');
    await rename(path.join(vault.root, 'Meetings'), outside);
    await symlink(outside, path.join(vault.root, 'Meetings'));
    client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), ['--vault', vault.root]);
    const result = (await client.callTool({ name: 'list_meetings', arguments: {} })) as TextResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      `refused: Meetings/ is a symlink to ${outside}, outside the vault; Meeting Assistant does not follow symlinks out of the vault, so nothing in it is used: move the folder into the vault in place of the link, or set folders.meetings in meeting-assistant.json to a real folder inside the vault`,
    );
  }, 60_000);
});
