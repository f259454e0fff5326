/**
 * Review13 Z7: over `ma mcp` (no `--meeting`), a `meeting` argument that names no meeting note
 * (unknown, unsafe, missing) came back as `read_transcript failed: …` — the word for bugs and I/O
 * failures — and an unknown argument's refusal listed the tool's arguments without `meeting`.
 * Both are refusals the model can act on: `refused: meeting "nope" not found …`, `this tool takes
 * meeting, from, to, …`; nothing is written. The built `ma mcp` over stdio, driven by the MCP SDK
 * client, on a temp copy of the sample vault.
 *
 * reviewA T4: a `meeting` given as an absolute path inside the vault was refused with `meeting
 * "Meetings/x.md" is not a safe vault-relative path (meeting: path must be relative
 * ("Meetings/x.md"))`: the vault root is cut out of every message a model gets, so the refusal
 * claimed the vault-relative path — the one that works — was not relative. It now says an absolute
 * path is not taken and names the vault-relative path to send; one outside the vault is still
 * refused as unsafe.
 * Spec: docs/tools.md ("Errors are results, not crashes: a refused call returns a short message the
 *   model can act on … Exceptions are for bugs and I/O failures only"); docs/mcp.md.
 */
import path from 'node:path';
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

describe('T4: ma mcp names the path to send for an absolute meeting path', () => {
  it('T4: an absolute path inside the vault: refused naming the vault-relative path, which then works', async () => {
    client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), ['--vault', vault.root]);
    const rel = 'Meetings/2026-03-10 Remote control functional design.md';
    const abs = path.join(vault.root, ...rel.split('/'));
    const refused = await call('read_meetingnote', { meeting: abs, to: 2 });
    expect(refused.isError).toBe(true);
    expect(refused.text).toBe(
      `refused: meeting: an absolute path is not taken; give the vault-relative path "${rel}" or the meeting's name`,
    );
    expect(refused.text).not.toContain('must be relative');
    const again = await call('read_meetingnote', { meeting: rel, to: 2 });
    expect(again.isError).toBe(false);
    expect(again.text).toMatch(/^Meetings\/2026-03-10 Remote control functional design\.md · lines 1–2/);
    const outside = await call('read_meetingnote', { meeting: '/etc/passwd' });
    expect(outside.text).toMatch(/^refused: meeting "\/etc\/passwd" is not a safe vault-relative path/);
  }, 60_000);
});
