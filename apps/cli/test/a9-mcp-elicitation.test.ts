/**
 * A9: `ma mcp` asks the user through MCP elicitation when the client declared it: the approval
 * tools are listed and work, `apply_changes` with `approved: true` asks; a client without
 * elicitation keeps the refusal. The built `ma` over stdio, driven by the MCP SDK's own client.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  type ElicitRequest,
  ElicitRequestSchema,
  type ElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${meeting}.md`;

const t = sampleVaultPerTest();
const read = t.read;

/** A client over stdio; with `answer`, it declares elicitation and answers each form with it. */
async function client(
  answer?: (request: ElicitRequest) => ElicitResult,
  extra: string[] = [],
): Promise<{ client: Client; asked: ElicitRequest[] }> {
  const asked: ElicitRequest[] = [];
  const c = new Client(
    { name: 'test-host', version: '1.0.0' },
    answer ? { capabilities: { elicitation: { form: {} } } } : {},
  );
  if (answer)
    c.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request);
      return answer(request);
    });
  await connectMaMcp(c, ['--vault', t.vault.root, '--meeting', meeting, ...extra]);
  t.onCleanup(() => c.close());
  return { client: c, asked };
}

const approve = (): ElicitResult => ({ action: 'accept', content: { decision: 'approve' } });

describe('A9: approvals over MCP elicitation', { timeout: 180_000 }, () => {
  it('A9: both profiles list request_project_association and request_workflow_change', async () => {
    for (const profile of ['granular', 'compact']) {
      const { client: c } = await client(undefined, ['--tools', profile]);
      const names = (await c.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(
        expect.arrayContaining(['request_project_association', 'request_workflow_change']),
      );
    }
  });

  it('A9: request_project_association asks the client; approve binds the project', async () => {
    const { client: c, asked } = await client(approve);
    const result = await c.callTool({
      name: 'request_project_association',
      arguments: { project: 'website-redesign', reason: 'The launch page was discussed.' },
    });
    expect(textOf(result)).toContain('approved: project "website-redesign" is now associated');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.params.message).toContain('Associate project Website redesign');
    expect(asked[0]?.params.message).toContain('The launch page was discussed.');
    expect(await read(NOTE)).toContain('  - website-redesign\n');
  });

  it('A9: a declined association is "denied"; without elicitation it is "not asked" and the note is unchanged', async () => {
    const before = await read(NOTE);
    const { client: declining, asked } = await client(() => ({ action: 'decline' }));
    const denied = await declining.callTool({
      name: 'request_project_association',
      arguments: { project: 'website-redesign', reason: 'The launch page was discussed.' },
    });
    expect(asked).toHaveLength(1);
    expect(textOf(denied)).toMatch(/^denied: the user declined/);
    const { client: plain } = await client();
    const unasked = await plain.callTool({
      name: 'request_project_association',
      arguments: { project: 'website-redesign', reason: 'The launch page was discussed.' },
    });
    expect(textOf(unasked)).toMatch(/^not asked: could not ask the user/);
    // L228: a workflow request nobody can be asked about is not queued, never "requested".
    const workflow = await plain.callTool({
      name: 'request_workflow_change',
      arguments: { intention: 'Add Risks', prompt: 'Add ## Risks to the template' },
    });
    expect(textOf(workflow)).toMatch(
      /^not asked: could not ask the user .*; nothing was queued; nothing changed$/,
    );
    expect(await read(NOTE)).toBe(before);
  });

  it('A9: apply_changes with approved: true asks through elicitation and applies only on approve', async () => {
    await writeFile(join(t.vault.root, 'Identities/Mallory.md'), 'Mallory\n');
    await writeFile(join(t.vault.root, 'Identities/Trent.md'), 'Trent\n');
    const { client: c, asked } = await client(
      (request) =>
        request.params.message.includes('Mallory')
          ? approve()
          : { action: 'accept', content: { decision: 'deny' } },
      ['--tools', 'compact'],
    );
    const call = (name: string) =>
      c.callTool({
        name: 'apply_changes',
        arguments: { approved: true, ops: [{ op: 'delete_identity', name }] },
      });
    const applied = JSON.parse(textOf(await call('Mallory')));
    expect(applied).toMatchObject({ applied: 1, rejected: [] });
    await expect(read('Identities/Mallory.md')).rejects.toThrow();
    const denied = JSON.parse(textOf(await call('Trent')));
    expect(denied.applied).toBe(0);
    expect(denied.rejected[0].reason).toContain('denied: the user declined');
    expect(await read('Identities/Trent.md')).toBe('Trent\n');
    expect(asked).toHaveLength(2);
    expect(asked[0]?.params.message).toContain('Identities/Mallory.md');
  });

  it('A9: request_workflow_change returns "requested" at once and asks the client in the background', async () => {
    const { client: c, asked } = await client(() => ({ action: 'decline' }));
    const result = await c.callTool({
      name: 'request_workflow_change',
      arguments: { intention: 'Add a Risks section', prompt: 'Add "## Risks" to summary.template.' },
    });
    expect(textOf(result)).toContain('requested: "Add a Risks section" is queued');
    // L123: until the client was asked (the test's own limit bounds it), not at most 5 s.
    while (asked.length === 0) await new Promise((r) => setTimeout(r, 50));
    expect(asked[0]?.params.message).toContain('Add "## Risks" to summary.template.');
  });
});
