/**
 * `ma mcp` as another agent's MCP client sees it: the built `ma` spawned over stdio and over
 * streamable HTTP, driven by the MCP SDK's own client (issue #16).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { maBin, runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const decisions = 'Projects/remote-control/decisions.md';

const t = sampleVaultPerTest();

async function stdioClient(extra: string[] = []): Promise<Client> {
  const client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), [
    '--vault',
    t.vault.root,
    ...extra,
  ]);
  t.onCleanup(() => client.close());
  return client;
}

/** Starts `ma mcp --http 0 …` and resolves with the URL it prints on stderr. */
function startHttp(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [maBin, 'mcp', '--vault', t.vault.root, '--http', '0', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    t.onCleanup(
      () =>
        new Promise<void>((done) => {
          if (child.exitCode !== null) return done();
          child.once('close', () => done());
          child.kill('SIGTERM');
        }),
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = stderr.match(/serving (http:\/\/\S+\/mcp)/);
      if (match) resolve({ url: match[1]!, child });
    });
    child.on('close', (code) => reject(new Error(`ma mcp exited ${code}: ${stderr}`)));
  });
}

describe('ma mcp over stdio', () => {
  it('lists every tool with annotations, and list_meetings plus a meeting argument when none is fixed', async () => {
    const client = await stdioClient();
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    expect(names[0]).toBe('list_meetings');
    expect(names).toEqual(expect.arrayContaining(['read_transcript', 'write_projectfile', 'search']));
    // The summary workflow: write_summary fills the draft, finish_summary commits it (issue 16).
    expect(names).toEqual(expect.arrayContaining(['write_summary', 'finish_summary']));
    const finish = tools.find((t) => t.name === 'finish_summary')!;
    expect(finish.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(finish.inputSchema.required).toEqual(['meeting']);
    const read = tools.find((t) => t.name === 'read_transcript')!;
    expect(read.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(read.inputSchema.required).toContain('meeting');
    expect(tools.find((t) => t.name === 'write_projectfile')!.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
    });
    expect(textOf(await client.callTool({ name: 'list_meetings', arguments: {} }))).toContain(meeting);
    const result = await client.callTool({ name: 'read_transcript', arguments: { meeting, from: 1, to: 3 } });
    expect(result.isError).toBe(false);
    expect(textOf(result)).toContain(`Transcripts/${meeting}.md · lines 1–3 of`);
  });

  it('returns refusals and unknown meetings as isError results and an unknown tool as -32602, and writes nothing', async () => {
    const before = await readFile(join(t.vault.root, 'Projects/website-redesign/scope.md'), 'utf8');
    const client = await stdioClient(['--meeting', meeting]);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).not.toContain('list_meetings');
    expect(tools.find((t) => t.name === 'read_transcript')!.inputSchema.required ?? []).not.toContain(
      'meeting',
    );
    const refused = await client.callTool({
      name: 'write_projectfile',
      arguments: { project: 'website-redesign', path: 'scope.md', content: 'planted' },
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^refused: /);
    expect(await readFile(join(t.vault.root, 'Projects/website-redesign/scope.md'), 'utf8')).toBe(before);
    // finish_summary without a summary: refused, nothing written.
    const nothing = await client.callTool({ name: 'finish_summary', arguments: {} });
    expect(nothing.isError).toBe(true);
    expect(textOf(nothing)).toContain('no summary to commit');
    expect(
      await readFile(join(t.vault.root, `Summaries/${meeting}.md`), 'utf8').catch(() => null),
    ).toBeNull();
    // A9: an unknown tool is a protocol error, -32602 (MCP 2025-11-25, Tools, Error Handling).
    await expect(client.callTool({ name: 'read_transcrip', arguments: {} })).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('unknown tool "read_transcrip"; see tools/list'),
    });

    const perCall = await stdioClient();
    const noMeeting = await perCall.callTool({
      name: 'read_transcript',
      arguments: { meeting: 'No such meeting' },
    });
    expect(noMeeting.isError).toBe(true);
    expect(textOf(noMeeting)).toContain('not found');
  });

  it('a write through MCP lands in the project file', async () => {
    const client = await stdioClient(['--meeting', meeting]);
    const result = await client.callTool({
      name: 'write_projectfile',
      arguments: { project: 'remote-control', path: 'decisions.md', content: '- MCP decision' },
    });
    expect(result.isError).toBe(false);
    expect(await readFile(join(t.vault.root, decisions), 'utf8')).toMatch(/- MCP decision\n?$/);
  });

  it('concurrent writes from one client all land, in call order', async () => {
    const client = await stdioClient(['--meeting', meeting]);
    const lines = Array.from({ length: 12 }, (_, i) => `- concurrent ${i}`);
    const results = await Promise.all(
      lines.map((content) =>
        client.callTool({
          name: 'write_projectfile',
          arguments: { project: 'remote-control', path: 'decisions.md', content },
        }),
      ),
    );
    expect(results.every((r) => r.isError === false)).toBe(true);
    const text = await readFile(join(t.vault.root, decisions), 'utf8');
    expect(text.split('\n').filter((l) => l.startsWith('- concurrent '))).toEqual(lines);
  });

  it('I16: write_summary then finish_summary commits the summary as ma summarize does; reads never block ma summarize', async () => {
    const client = await stdioClient();
    const reads = await Promise.all([
      client.callTool({ name: 'read_transcript', arguments: { meeting, from: 1, to: 40 } }),
      client.callTool({ name: 'read_usernotes', arguments: { meeting } }),
    ]);
    expect(reads.map((r) => r.isError)).toEqual([false, false]);
    const draft = await client.callTool({
      name: 'write_summary',
      arguments: {
        meeting,
        content: '## Summary\nVia MCP.\n\n## Decisions\n- One.\n- One.\n\n## Next steps\n',
      },
    });
    expect(draft.isError).toBe(false);
    // The session takes the meeting's lock only at finish: `ma summarize` runs meanwhile.
    const summarize = await runMa(['summarize', meeting, '--vault', t.vault.root]);
    expect(summarize.code).toBe(0);

    const done = await client.callTool({ name: 'finish_summary', arguments: { meeting } });
    expect(textOf(done)).toMatch(
      new RegExp(
        `^summary written: Summaries/${meeting}\\.md \\(transcript coverage \\d+%\\); run record and audit in Assistant/${meeting}\\.md; previous summary moved to \\.trash/`,
      ),
    );
    expect(done.isError).toBe(false);
    const note = await readFile(join(t.vault.root, `Summaries/${meeting}.md`), 'utf8');
    expect(note).toMatch(
      /^---\nmeeting: "\[\[Meetings\/.*\]\]"\ntranscript: .*\nusernotes: "\[\[Notes\/.*\]\]"\ncontext: .*\ndate: .*\nprojects:/,
    );
    expect(note).toMatch(
      /\ngenerated_by: meeting-assistant\nengine: agent\ncoverage: \d+\ntranscript_hash: "?sha256:[0-9a-f]{64}"?\ncontent_hash: "?sha256:[0-9a-f]{64}"?\n---\n/,
    );
    expect(note).toContain('> Note: the agent read');
    expect(note.match(/- One\./g)).toHaveLength(1);
    const meetingNote = await readFile(join(t.vault.root, `Meetings/${meeting}.md`), 'utf8');
    expect(meetingNote).toContain('status: summarized');
    const context = await readFile(join(t.vault.root, `Assistant/${meeting}.md`), 'utf8');
    expect(context).toContain('openMeetingSession');
    // The meeting starts a new session: an empty draft, so a second finish commits nothing and
    // says where the summary was committed (X7), not "no summary to commit … nothing was written".
    const again = await client.callTool({ name: 'finish_summary', arguments: { meeting } });
    expect(again.isError).toBe(false);
    expect(textOf(again)).toMatch(
      new RegExp(`^already committed: Summaries/${meeting}\\.md was written at `),
    );
    expect(await readFile(join(t.vault.root, `Summaries/${meeting}.md`), 'utf8')).toBe(note);
  });

  it('--tools compact serves query_meeting and apply_changes; the summary written through apply_changes commits with finish_summary', async () => {
    await writeFile(join(t.vault.root, 'Identities/Mallory.md'), 'Mallory\n');
    const client = await stdioClient(['--tools', 'compact']);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([
      'list_meetings',
      'query_meeting',
      'apply_changes',
      'request_project_association',
      'request_workflow_change',
      'finish_summary',
    ]);
    expect(tools.find((t) => t.name === 'query_meeting')?.annotations?.readOnlyHint).toBe(true);
    const read = await client.callTool({
      name: 'query_meeting',
      arguments: { meeting, view: 'transcript', filters: { from: 1, to: 30 } },
    });
    expect(read.isError).toBe(false);
    expect(textOf(read)).toContain('"view":"transcript"');
    const applied = await client.callTool({
      name: 'apply_changes',
      arguments: {
        meeting,
        ops: [
          {
            op: 'write_summary',
            content: '## Summary\nVia the compact profile.\n\n## Decisions\n\n## Next steps\n',
          },
        ],
      },
    });
    expect(JSON.parse(textOf(applied))).toMatchObject({ applied: 1, rejected: [] });
    // A client without elicitation cannot be asked: an approved destructive op is rejected, nothing changes.
    const destructive = await client.callTool({
      name: 'apply_changes',
      arguments: { meeting, approved: true, ops: [{ op: 'delete_identity', name: 'Mallory' }] },
    });
    expect(JSON.parse(textOf(destructive)).rejected[0].reason).toContain('cannot ask the user here');
    expect(await readFile(join(t.vault.root, 'Identities/Mallory.md'), 'utf8')).toBe('Mallory\n');
    const done = await client.callTool({ name: 'finish_summary', arguments: { meeting } });
    expect(done.isError, textOf(done)).toBe(false);
    expect(await readFile(join(t.vault.root, `Summaries/${meeting}.md`), 'utf8')).toContain(
      'Via the compact profile.',
    );
  });

  it('an unknown --meeting is a usage error (exit 2) before serving', async () => {
    const run = await runMa(['mcp', '--vault', t.vault.root, '--meeting', 'No such meeting']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('not found');
  });
});

describe('ma mcp over streamable HTTP', () => {
  it('serves on 127.0.0.1 without a token, and answers tools/list and tools/call', async () => {
    const { url } = await startHttp(['--meeting', meeting]);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const client = new Client({ name: 'test-host', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    t.onCleanup(() => client.close());
    expect((await client.listTools()).tools.length).toBeGreaterThan(15);
    const result = await client.callTool({ name: 'read_usernotes', arguments: { from: 1, to: 2 } });
    expect(result.isError).toBe(false);
  });

  it('N15: a request from a foreign web origin gets 403; its own origin and no origin are served', async () => {
    const { url } = await startHttp(['--meeting', meeting]);
    const post = (origin?: string) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(origin ? { origin } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const foreign = await post('http://evil.example');
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('http://evil.example');
    expect((await post(new URL(url).origin)).status).toBe(200);
    expect((await post()).status).toBe(200);
  });

  it('T13: refuses a non-loopback address without a token or with a short one, and checks the token when given', async () => {
    const refused = await runMa(['mcp', '--vault', t.vault.root, '--http', '0', '--host', '0.0.0.0']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('without a bearer token');
    // T13 (reviewA): a token others could guess is refused too, naming its length.
    const short = await runMa(['mcp', '--vault', t.vault.root, '--http', '0', '--host', '0.0.0.0'], {
      env: { MA_MCP_TOKEN: 'sesame-1234' },
    });
    expect(short.code, short.stderr).toBe(2);
    expect(short.stderr).toContain('with a bearer token of 11 characters; use at least 16');

    const { url } = await startHttp(['--host', '0.0.0.0'], { MA_MCP_TOKEN: 'sesame-1234-open-5678' });
    const local = url.replace('0.0.0.0', '127.0.0.1');
    const anonymous = await fetch(local, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(anonymous.status).toBe(401);
    const client = new Client({ name: 'test-host', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(local), {
        requestInit: { headers: { authorization: 'Bearer sesame-1234-open-5678' } },
      }),
    );
    t.onCleanup(() => client.close());
    expect((await client.listTools()).tools[0]!.name).toBe('list_meetings');
  });
});
