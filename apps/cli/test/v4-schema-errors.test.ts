/**
 * V4: arguments that fail a tool's schema get one message a model and a person can act on — each
 * bad field by its path (`ops[2].to`, `filters.from`), what it expects and what was given (type
 * and a short value), unknown fields named — and the same text from `ma tool` (stdout, exit 3) and
 * `ma mcp` (isError) as in an agent run (packages/agent/test/v4-schema-errors.test.ts). A path
 * with ":" that is no drive prefix is not refused as a drive-letter path. The built `ma`, sample
 * vault copies.
 * Spec: docs/tools.md, Rules shared by all tools (Invalid arguments, Paths); issue V4.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { runMaTool } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

const tool = (name: string, args: unknown, ...flags: string[]) =>
  runMaTool({ vaultRoot: t.vault.root, meeting, name, args, flags });
const mcp = async (...flags: string[]) => {
  const client = await connectMaMcp(new Client({ name: 'v4', version: '1.0.0' }), [
    '--vault',
    t.vault.root,
    ...flags,
  ]);
  t.onCleanup(() => client.close());
  return client;
};

/** The reviewer's call: a wrong type, a string number, a fraction and an unknown field at once. */
const BAD = { project: 7, path: 'x.md', content: 'x', from: '3', to: 2.5, extra: 1 };
const BAD_TEXT =
  'refused: invalid arguments (extra: unknown field; project: expected a string, got number 7; from: expected a whole number, got string "3"; to: expected a whole number, got number 2.5); nothing was run; call again with arguments matching the schema';

describe('V4: one description of invalid arguments on every path', () => {
  it('V4: ma tool prints the refusal on stdout (exit 3) and ma mcp answers it as isError, the same text', async () => {
    const before = await snapshot(t.vault.root);
    const run = await tool('write_projectfile', BAD);
    expect(run.code).toBe(3);
    expect(run.stdout.trim()).toBe(BAD_TEXT);
    const client = await mcp();
    const result = await client.callTool({ name: 'write_projectfile', arguments: { meeting, ...BAD } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(BAD_TEXT);
    // A required field missing, and a long string cut short.
    const missing = await client.callTool({
      name: 'read_projectfile',
      arguments: { meeting, project: 'remote-control', path: ['a'.repeat(200)] },
    });
    expect(textOf(missing)).toBe(
      'refused: invalid arguments (path: expected a string, got array of 1 item); nothing was run; call again with arguments matching the schema',
    );
    const long = await client.callTool({
      name: 'search',
      arguments: { meeting, query: 'x', limit: 'z'.repeat(500) },
    });
    expect(textOf(long)).toContain(`limit: expected a whole number, got string "${'z'.repeat(40)}…"`);
    expect(textOf(long).length).toBeLessThan(300);
    expect(await snapshot(t.vault.root)).toEqual(before);
  });

  it('V4: compact: nested paths (ops[2].to, filters.from) and unknown nested fields, in ma tool and ma mcp alike', async () => {
    const before = await snapshot(t.vault.root);
    const ops = {
      ops: [
        { op: 'write_context', content: 5 },
        { op: 'add_attendee' },
        {
          op: 'write_projectfile',
          project: 'remote-control',
          path: 'decisions.md',
          content: 'x',
          from: 1,
          to: '3',
          bogus: true,
        },
      ],
    };
    const viaTool = await tool('apply_changes', ops, '--tools', 'compact');
    const client = await mcp('--tools', 'compact');
    const viaMcp = textOf(await client.callTool({ name: 'apply_changes', arguments: { meeting, ...ops } }));
    expect(viaTool.stdout.trim()).toBe(viaMcp);
    const result = JSON.parse(viaMcp) as {
      applied: number;
      rejected: Array<{ index: number; reason: string }>;
    };
    expect(result.applied).toBe(0);
    expect(result.rejected.map((r) => r.reason)).toEqual([
      'refused: invalid arguments (ops[0].content: expected a string, got number 5); nothing was run; call again with arguments matching the schema',
      'refused: invalid arguments (ops[1].name: expected a string, got nothing); nothing was run; call again with arguments matching the schema',
      'refused: invalid arguments (ops[2].bogus: unknown field; ops[2].to: expected a whole number, got string "3"); nothing was run; call again with arguments matching the schema',
    ]);
    const query = { view: 'transcript', filters: { from: '3', extra: 1 } };
    const q = await tool('query_meeting', query, '--tools', 'compact');
    expect(q.code).toBe(3);
    const message = (JSON.parse(q.stdout) as { message: string }).message;
    expect(message).toContain('filters.extra: unknown field');
    expect(message).toContain('filters.from: expected a whole number, got string "3"');
    const qm = await client.callTool({ name: 'query_meeting', arguments: { meeting, ...query } });
    expect(textOf(qm)).toBe(q.stdout.trim());
    expect(await snapshot(t.vault.root)).toEqual(before);
  });

  it('V4: a path with ":" that is no drive prefix is refused for the ":" in a name; C:\\x and C:/x as drive letters', async () => {
    for (const path of ['a:b.md', 'notes:draft.md']) {
      const run = await tool('read_projectfile', { project: 'remote-control', path });
      expect(run.code, path).toBe(3);
      expect(run.stdout, path).not.toMatch(/drive-letter/);
    }
    const single = await tool('read_projectfile', { project: 'remote-control', path: 'a:b.md' });
    expect(single.stdout).toMatch(/^refused: path: a file or folder name cannot contain ":"/);
    const write = await tool('write_projectfile', {
      project: 'remote-control',
      path: 'notes:draft.md',
      content: 'x',
    });
    expect(write.code).toBe(3);
    expect(write.stdout).toMatch(/"notes:draft\.md": the name has ":"/);
    expect(write.stdout).not.toMatch(/drive-letter/);
    const client = await mcp();
    for (const path of ['C:\\x.md', 'C:/x.md']) {
      const r = await client.callTool({
        name: 'read_projectfile',
        arguments: { meeting, project: 'remote-control', path },
      });
      expect(textOf(r), path).toMatch(/^refused: path: drive-letter paths are not allowed/);
    }
    const r = await client.callTool({
      name: 'read_projectfile',
      arguments: { meeting, project: 'remote-control', path: 'a:b.md' },
    });
    expect(textOf(r)).toBe(single.stdout.trim());
  });
});
