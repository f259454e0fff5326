/**
 * Review10 W7: `ma mcp` answers a model-supplied `meeting` it cannot resolve without the vault's absolute path
 * (nor a symlink target's outside the vault): the text goes to the model and its endpoint. The built `ma mcp`
 * over stdio, driven by the MCP SDK client, on a temp copy of the sample vault.
 * Spec: docs/tools.md (Errors are results; paths are vault-relative); review9 V3, review10 W7.
 */
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMaMcp, type TextResult, textOf } from './ma-mcp-stdio.js';

let vault: SampleVaultCopy;
let client: Client | undefined;
let outside: string | undefined;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await client?.close();
  client = undefined;
  await vault.cleanup();
  if (outside) await rm(outside, { recursive: true, force: true });
  outside = undefined;
});

const call = async (name: string, args: Record<string, unknown>) => {
  const result = (await client!.callTool({ name, arguments: args })) as TextResult;
  return { isError: result.isError === true, text: textOf(result) };
};

describe('W7: ma mcp names no absolute path of the vault in its answers about a meeting', () => {
  it('an unknown meeting, a path of another folder, a symlink out of the vault: vault-relative only', async () => {
    outside = await mkdtemp(join(tmpdir(), 'ma-w7-outside-'));
    await writeFile(join(outside, 'secret.md'), '---\ntitle: x\n---\n');
    await symlink(join(outside, 'secret.md'), join(vault.root, 'Meetings', '2026-04-01 Linked out.md'));
    client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), ['--vault', vault.root]);
    const unknown = await call('read_meetingnote', { meeting: 'Glossary' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toMatch(/meeting "Glossary" not found in Meetings\//);
    for (const meeting of [
      'Transcripts/2026-03-10 Remote control functional design.md',
      'Summaries/nope.md',
    ]) {
      const other = await call('read_transcript', { meeting, from: 1, to: 2 });
      expect(other.isError, other.text).toBe(true);
      expect(other.text).not.toContain(vault.root);
    }
    const linked = await call('read_meetingnote', { meeting: '2026-04-01 Linked out' });
    expect(linked.isError).toBe(true);
    expect(linked.text).toMatch(/outside the vault/);
    expect(linked.text).not.toContain(vault.root);
    expect(linked.text).not.toContain(outside);
  }, 60_000);
});
