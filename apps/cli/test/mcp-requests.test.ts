/**
 * `ma mcp` fed raw JSON-RPC lines, as a hand-written or buggy client sends them: every request
 * gets an answer (R10: null/missing arguments are `{}`, broken params a clear -32602, never a
 * -32603 zod dump or silence), and requests still running when stdin ends are answered before
 * the process exits (R7). The built `ma` is spawned over stdio and over HTTP.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { startMaMcpHttp } from './ma-mcp-http.js';
import { maBin, runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const decisions = 'Projects/remote-control/decisions.md';
const contextNote = `Assistant/${meeting}.md`;
const readContext = () => readFile(join(t.vault.root, contextNote), 'utf8').catch(() => '');

interface Reply {
  id: string | number | null;
  result?: { content?: Array<{ text?: string }>; isError?: boolean; tools?: unknown[] };
  error?: { code: number; message: string };
}

const INIT = {
  jsonrpc: '2.0',
  id: 'init',
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

const t = sampleVaultPerTest();

/**
 * Writes `lines` to `ma mcp`'s stdin, closes it at once, and resolves with every reply line and
 * the exit code once the process has exited.
 */
function rawStdio(lines: string[], extra: string[] = []): Promise<{ replies: Reply[]; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [maBin, 'mcp', '--vault', t.vault.root, ...extra], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
    });
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => {
      const replies = out
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as Reply);
      resolve({ replies, code });
    });
    child.stdin.end(`${lines.join('\n')}\n`);
  });
}

const line = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const call = (id: number | string, params: unknown) =>
  line({ jsonrpc: '2.0', id, method: 'tools/call', params });
const byId = (replies: Reply[], id: string | number | null) => {
  const found = replies.filter((r) => r.id === id);
  expect(found, `one reply with id ${String(id)}`).toHaveLength(1);
  return found[0]!;
};

describe('R10: malformed MCP requests get a clear answer', () => {
  it('R10: null or missing arguments are {}, non-object arguments and params are -32602, every request is answered', async () => {
    const { replies, code } = await rawStdio(
      [
        line(INIT),
        line({ jsonrpc: '2.0', method: 'notifications/initialized' }),
        call(1, { name: 'read_meetingnote', arguments: null }),
        call(2, { name: 'read_meetingnote' }),
        call(3, { name: 'read_meetingnote', arguments: [1] }),
        call(4, { name: 'read_meetingnote', arguments: 'from=1' }),
        call(5, null),
        call(6, { name: 7 }),
        call(7, { name: 'write_projectfile', arguments: null }),
        call(8, { name: 'no_such_tool', arguments: {} }),
        call(9, [1, 2]),
        line({ jsonrpc: '2.0', id: 10, method: 'tools/list', params: null }),
        line({ jsonrpc: '2.0', id: 11, method: 'tools/list', params: [] }),
        line({ jsonrpc: '2.0', id: 12, method: 'tools/list', params: { cursor: 5 } }),
        line({ jsonrpc: '2.0', id: 13, method: 'ping', params: null }),
        line({ jsonrpc: '2.0', id: 14, method: 'initialize', params: null }),
        line({ jsonrpc: '2.0', id: 15, method: 'no/such/method' }),
        'not json at all',
        line([{ jsonrpc: '2.0', id: 16, method: 'ping' }]),
      ],
      ['--meeting', meeting],
    );
    expect(code).toBe(0);
    for (const id of [1, 2]) {
      const ok = byId(replies, id);
      expect(ok.error).toBeUndefined();
      expect(ok.result?.isError).toBe(false);
      expect(ok.result?.content?.[0]?.text).toContain(`Meetings/${meeting}.md · lines 1–`);
    }
    for (const [id, text] of [
      [3, '"arguments" must be a JSON object'],
      [4, '"arguments" must be a JSON object'],
      [5, 'invalid params for tools/call'],
      [6, '"name" must be a tool name'],
      [9, '"params" must be an object'],
      [11, '"params" must be an object'],
      [12, 'cursor'],
      [14, 'invalid params for initialize'],
    ] as const) {
      const reply = byId(replies, id);
      expect(reply.error?.code, `id ${id}`).toBe(-32602);
      expect(reply.error?.message, `id ${id}`).toContain(text);
      expect(reply.error?.message).not.toContain('"code": "invalid_type"');
    }
    // The tool's own validation refuses missing fields, as a result with isError.
    const missing = byId(replies, 7);
    expect(missing.result?.isError).toBe(true);
    expect(missing.result?.content?.[0]?.text).toMatch(/^refused: invalid arguments \(project: /);
    // A9: an unknown tool is a protocol error, -32602 (MCP 2025-11-25, Tools, Error Handling).
    const unknown = byId(replies, 8);
    expect(unknown.error?.code).toBe(-32602);
    expect(unknown.error?.message).toContain('unknown tool "no_such_tool"; see tools/list');
    expect(byId(replies, 10).result?.tools?.length).toBeGreaterThan(10);
    expect(byId(replies, 13).result).toEqual({});
    expect(byId(replies, 15).error?.code).toBe(-32601);
    const unparsed = replies.filter((r) => r.id === null);
    expect(unparsed.map((r) => r.error?.code).sort()).toEqual([-32600, -32700]);
    expect(replies.some((r) => r.error?.code === -32603)).toBe(false);
  });

  it('R10: the same requests over HTTP get the same answers', async () => {
    const { child, url } = await startMaMcpHttp(['--vault', t.vault.root, '--meeting', meeting]);
    try {
      const post = async (body: unknown) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: line(body),
        });
        return (await res.json()) as Reply;
      };
      const ok = await post({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'read_meetingnote', arguments: null },
      });
      expect(ok.result?.isError).toBe(false);
      const missing = await post({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'read_meetingnote' },
      });
      expect(missing.result?.isError).toBe(false);
      const bad = await post({
        jsonrpc: '2.0',
        id: 3,
        method: 'tools/call',
        params: { name: 'read_meetingnote', arguments: [] },
      });
      expect(bad.error?.code).toBe(-32602);
      expect(bad.error?.message).toContain('"arguments" must be a JSON object');
      const list = await post({ jsonrpc: '2.0', id: 4, method: 'tools/list', params: null });
      expect(list.result?.tools?.length).toBeGreaterThan(10);
      const noParams = await post({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: null });
      expect(noParams.error?.code).toBe(-32602);
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('R7: requests pending when stdin ends', { timeout: 120_000 }, () => {
  it('R7: every request sent before stdin closed is completed and answered before the process exits', async () => {
    const calls = Array.from({ length: 12 }, (_, i) =>
      call(i + 1, {
        name: 'write_projectfile',
        arguments: { project: 'remote-control', path: 'decisions.md', content: `- before EOF ${i + 1}` },
      }),
    );
    const { replies, code } = await rawStdio(
      [
        line(INIT),
        line({ jsonrpc: '2.0', method: 'notifications/initialized' }),
        ...calls,
        call(99, { name: 'read_transcript', arguments: { from: 1, to: 2 } }),
      ],
      ['--meeting', meeting],
    );
    expect(code).toBe(0);
    for (let i = 1; i <= 12; i++)
      expect(byId(replies, i).result?.content?.[0]?.text).toMatch(/^appended 1 line/);
    expect(byId(replies, 99).result?.isError).toBe(false);
    const text = await readFile(join(t.vault.root, decisions), 'utf8');
    expect(text.split('\n').filter((l) => l.startsWith('- before EOF '))).toEqual(
      Array.from({ length: 12 }, (_, i) => `- before EOF ${i + 1}`),
    );
  });
});

// Each test starts `ma mcp` (or `ma tool`) two or three times: ~3 s each idle, 10-25 s when every
// package's tests share two busy cores (CI; see doctor.test.ts).
describe('R7: every write is audited in the context note, whatever the host', { timeout: 120_000 }, () => {
  it('R7: an MCP write lands in the context note as the call returns, without finish_summary; an uncommitted draft is recorded at the end', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [maBin, 'mcp', '--vault', t.vault.root],
      stderr: 'pipe',
    });
    const client = new Client({ name: 'r7', version: '1' });
    await client.connect(transport);
    try {
      // Reads write nothing, not even the context note.
      await client.callTool({ name: 'read_transcript', arguments: { meeting, from: 1, to: 3 } });
      expect(await readContext()).toBe('');
      const first = await client.callTool({
        name: 'write_projectfile',
        arguments: { meeting, project: 'remote-control', path: 'decisions.md', content: '- R7 first' },
      });
      expect(first.isError).toBe(false);
      let context = await readContext();
      expect(context).toMatch(/## External writes over MCP \d{4}-\d\d-\d\d \d\d:\d\d [+-]\d\d:\d\d$/m);
      expect(context).toContain(`### ${decisions}`);
      expect(context).toContain('+- R7 first');
      // Each write once: the second record holds only the second write.
      await client.callTool({
        name: 'write_projectfile',
        arguments: { meeting, project: 'remote-control', path: 'decisions.md', content: '- R7 second' },
      });
      await client.callTool({ name: 'add_dictation_word', arguments: { meeting, word: 'Zyxel' } });
      context = await readContext();
      expect(context.split('+- R7 first')).toHaveLength(2);
      expect(context.split('+- R7 second')).toHaveLength(2);
      expect(context).toContain('+- Zyxel');
    } finally {
      await client.close();
    }
    // A session ended (end of input) with a draft never committed: the context note says so.
    const { replies, code } = await rawStdio([
      line(INIT),
      call(1, { name: 'write_summary', arguments: { meeting, content: '## Summary\n\nDraft only.' } }),
    ]);
    expect(code).toBe(0);
    expect(byId(replies, 1).result?.isError).toBe(false);
    const context = await readContext();
    expect(context).toContain('never committed with finish_summary; it was discarded');
    expect(
      await readFile(join(t.vault.root, `Summaries/${meeting}.md`), 'utf8').catch(() => null),
    ).toBeNull();
  });

  it('R7: after writes recorded as made, finish_summary records each write once', async () => {
    const { replies, code } = await rawStdio(
      [
        line(INIT),
        call(1, {
          name: 'write_projectfile',
          arguments: {
            meeting,
            project: 'remote-control',
            path: 'decisions.md',
            content: '- R7 before finish',
          },
        }),
      ],
      [],
    );
    expect(code).toBe(0);
    expect(byId(replies, 1).result?.isError).toBe(false);
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [maBin, 'mcp', '--vault', t.vault.root, '--meeting', meeting],
      stderr: 'pipe',
    });
    const client = new Client({ name: 'r7', version: '1' });
    await client.connect(transport);
    try {
      await client.callTool({
        name: 'write_projectfile',
        arguments: { project: 'remote-control', path: 'decisions.md', content: '- R7 in session' },
      });
      await client.callTool({ name: 'read_transcript', arguments: {} });
      await client.callTool({ name: 'write_summary', arguments: { content: '## Summary\n\nCommitted.' } });
      const done = await client.callTool({ name: 'finish_summary', arguments: {} });
      expect(done.isError).toBe(false);
    } finally {
      await client.close();
    }
    const context = await readContext();
    expect(context.split('+- R7 before finish')).toHaveLength(2);
    expect(context.split('+- R7 in session')).toHaveLength(2);
    expect(context).toContain('None since the last recorded writes');
    expect(context).not.toContain('None: the agent changed no file');
  });

  it('R7: ma tool records its write in the context note', async () => {
    const result = await runMa([
      'tool',
      'write_projectfile',
      '--meeting',
      meeting,
      '--vault',
      t.vault.root,
      '--args',
      JSON.stringify({ project: 'remote-control', path: 'decisions.md', content: '- R7 by ma tool' }),
    ]);
    expect(result.code).toBe(0);
    const context = await readContext();
    expect(context).toMatch(/## External writes by ma tool \d{4}-/);
    expect(context).toContain('+- R7 by ma tool');
    // A read records nothing more.
    await runMa([
      'tool',
      'read_transcript',
      '--meeting',
      meeting,
      '--vault',
      t.vault.root,
      '--args',
      '{"to":2}',
    ]);
    expect(await readContext()).toBe(context);
  });
});

describe('V4: _meta in MCP requests', () => {
  it('V4: _meta null or an object in params (and _meta inside arguments) is accepted on every served method', async () => {
    const meta = { progressToken: 7, 'io.example/trace': 'abc' };
    const { replies } = await rawStdio([
      line({ ...INIT, params: { ...INIT.params, _meta: null } }),
      line({ jsonrpc: '2.0', method: 'notifications/initialized', params: { _meta: null } }),
      line({ jsonrpc: '2.0', id: 'list-null', method: 'tools/list', params: { _meta: null } }),
      line({ jsonrpc: '2.0', id: 'list-meta', method: 'tools/list', params: { _meta: meta } }),
      line({ jsonrpc: '2.0', id: 'ping', method: 'ping', params: { _meta: null } }),
      call(1, { name: 'read_transcript', arguments: { meeting, from: 1, to: 2 }, _meta: null }),
      call(2, { name: 'read_transcript', arguments: { meeting, from: 1, to: 2 }, _meta: meta }),
      call(3, { name: 'read_transcript', arguments: { meeting, from: 1, to: 2, _meta: meta } }),
      call(4, { name: 'read_transcript', arguments: { meeting, from: 1, to: 2, _meta: null } }),
    ]);
    expect(byId(replies, 'init').error).toBeUndefined();
    expect(byId(replies, 'list-null').result?.tools?.length).toBeGreaterThan(0);
    expect(byId(replies, 'list-meta').result?.tools?.length).toBeGreaterThan(0);
    expect(byId(replies, 'ping').error).toBeUndefined();
    for (const id of [1, 2, 3, 4]) {
      const reply = byId(replies, id);
      expect(reply.error, `call ${id}`).toBeUndefined();
      expect(reply.result?.isError, `call ${id}`).toBe(false);
      expect(reply.result?.content?.[0]?.text, `call ${id}`).toContain(
        `Transcripts/${meeting}.md · lines 1–2 of`,
      );
    }
  });
});
