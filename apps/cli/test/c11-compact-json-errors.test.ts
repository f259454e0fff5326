/**
 * C11 (seed 002: "All I/O is compact JSON"): the compact tools answer refusals and failures in
 * compact JSON on every path a host reaches them by — `ma tool --tools compact` (stdout, exit 3
 * for a refusal, also when the vault refuses the meeting note) and `ma mcp --tools compact`
 * (`isError` with `{"error":"refused"|"failed","message"}`). The built `ma`, real sample vault copies.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { runMaTool } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

const tool = (name: string, args: unknown, ...flags: string[]) =>
  runMaTool({ vaultRoot: t.vault.root, meeting, name, args, flags });

/** One JSON object with exactly `error` and `message`. */
function compactErrorOf(text: string): { error: string; message: string } {
  const parsed = JSON.parse(text.trim()) as { error: string; message: string };
  expect(Object.keys(parsed)).toEqual(['error', 'message']);
  return parsed;
}

describe('C11: ma tool --tools compact', () => {
  it('C11: the reviewer\'s call: an unbound project is refused as {"error":"refused","message"} on stdout, exit 3', async () => {
    const run = await tool(
      'query_meeting',
      { view: 'projectfiles', filters: { project: 'website-redesign' } },
      '--tools',
      'compact',
    );
    expect(run.code).toBe(3);
    expect(compactErrorOf(run.stdout)).toEqual({
      error: 'refused',
      message: 'project "website-redesign" is not bound to this meeting; bound: remote-control',
    });
    const empty = await tool('apply_changes', { ops: [] }, '--tools', 'compact');
    expect(empty.code).toBe(3);
    expect(compactErrorOf(empty.stdout)).toMatchObject({ error: 'refused', message: /^ops is empty/ });
    // The granular profile keeps its text.
    const granular = await tool('list_projectfiles', { project: 'website-redesign' });
    expect(granular.code).toBe(3);
    expect(granular.stdout.trim()).toBe(
      'refused: project "website-redesign" is not bound to this meeting; bound: remote-control',
    );
  });

  it('C11: a meeting note the vault refuses (broken frontmatter) is a compact refusal too, exit 3', async () => {
    const note = join(t.vault.root, 'Meetings', `${meeting}.md`);
    await writeFile(
      note,
      (await readFile(note, 'utf8')).replace('tags: [meeting]', 'tags: [meeting\nbad: ]'),
    );
    const run = await tool('query_meeting', { view: 'note' }, '--tools', 'compact');
    expect(run.code).toBe(3);
    expect(compactErrorOf(run.stdout)).toMatchObject({ error: 'refused', message: /frontmatter/ });
  });
});

describe('C11: ma mcp --tools compact', () => {
  it('C11: refusals from the tools and from the host are compact JSON with isError', async () => {
    const client = await connectMaMcp(new Client({ name: 'c11', version: '1.0.0' }), [
      '--vault',
      t.vault.root,
      '--tools',
      'compact',
    ]);
    t.onCleanup(() => client.close());
    const unbound = await client.callTool({
      name: 'query_meeting',
      arguments: { meeting, view: 'projectfiles', filters: { project: 'website-redesign' } },
    });
    expect(unbound.isError).toBe(true);
    expect(compactErrorOf(textOf(unbound))).toEqual({
      error: 'refused',
      message: 'project "website-redesign" is not bound to this meeting; bound: remote-control',
    });
    const noMeeting = await client.callTool({ name: 'query_meeting', arguments: { view: 'note' } });
    expect(noMeeting.isError).toBe(true);
    expect(compactErrorOf(textOf(noMeeting))).toMatchObject({ error: 'refused', message: /meeting/ });
    const ok = await client.callTool({
      name: 'query_meeting',
      arguments: { meeting, view: 'note', filters: { to: 1 } },
    });
    expect(ok.isError).toBe(false);
    expect(JSON.parse(textOf(ok))).toMatchObject({ view: 'note' });
  });
});
