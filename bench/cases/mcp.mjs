// (j) `ma mcp` as a long-lived server (issue #13, whole processes): the first call on a meeting whose
// transcript has 2M lines vs the first call on a meeting with a 100-line transcript (each in a fresh
// server: what a host pays when it starts `ma mcp` and calls a tool), and the Nth ranged
// `read_transcript` deep in the long transcript within one server vs `sed -n 'A,Bp;Bq'` as a whole
// process. Before Q1 the first call read and hashed the whole transcript (the ratio grew with it).
//
// Then, with the MCP SDK's own client (what a host runs; session 34): the first answer (spawn →
// `initialize` + `tools/list` + the first `read_transcript`) vs the same call through `ma tool` as a
// whole process, and per call in one warm server (list_meetings, search, read_transcript at the start
// and near the end of the long transcript, read_projectfile, write_projectfile appending and
// replacing a range) vs the same call through `ma tool`.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { median, runsOr, scaled, smoke, transcriptLine, writeTranscript } from '../lib.mjs';
import { ma, maBin, pairedMedians, timeProcess } from '../process.mjs';

const requireFromCli = createRequire(new URL('../../apps/cli/package.json', import.meta.url));

/** The MCP SDK's client on a fresh `ma mcp --vault root` over stdio (connected: `initialize` answered). */
async function sdkServer(root) {
  const { Client } = await import(requireFromCli.resolve('@modelcontextprotocol/sdk/client/index.js'));
  const { StdioClientTransport } = await import(
    requireFromCli.resolve('@modelcontextprotocol/sdk/client/stdio.js')
  );
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [maBin, 'mcp', '--vault', root],
      stderr: 'ignore',
    }),
  );
  return client;
}

/** One `tools/call` through the SDK client; ms of its round trip. Throws on an error result. */
async function sdkCall(client, name, args) {
  const start = performance.now();
  const reply = await client.callTool({ name, arguments: args });
  const ms = performance.now() - start;
  if (reply.isError) throw new Error(`${name}: ${reply.content?.[0]?.text}`);
  return ms;
}

/** Spawn → `initialize` + `tools/list` + one `read_transcript` answered, ms (then the server ends). */
async function firstAnswer(root, args) {
  const start = performance.now();
  const client = await sdkServer(root);
  await client.listTools();
  await sdkCall(client, 'read_transcript', args);
  const ms = performance.now() - start;
  await client.close();
  return ms;
}

/** A raw MCP client over `ma mcp --vault root`'s stdio: `call(name, args)` resolves with { ms, text }. */
function startServer(root) {
  const child = spawn(process.execPath, [maBin, 'mcp', '--vault', root], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const waiting = new Map();
  let partial = '';
  child.stdout.setEncoding('utf8').on('data', (d) => {
    partial += d;
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      const message = JSON.parse(line);
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    }
  });
  let id = 0;
  const rpc = (method, params) =>
    new Promise((resolve) => {
      const i = ++id;
      waiting.set(i, resolve);
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: i, method, params })}\n`);
    });
  return {
    ready: rpc('initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'bench', version: '1' },
    }),
    async call(name, args) {
      const start = performance.now();
      const reply = await rpc('tools/call', { name, arguments: args });
      const text = reply.result?.content?.[0]?.text ?? JSON.stringify(reply.error);
      if (reply.result?.isError || reply.error) throw new Error(`${name}: ${text}`);
      return { ms: performance.now() - start, text };
    },
    async close() {
      child.stdin.end();
      await new Promise((resolve) => child.on('close', resolve));
    },
  };
}

/** The first `read_meetingnote` call on `meeting` in a fresh server (after `initialize`). */
async function firstCall(root, meeting) {
  const server = startServer(root);
  await server.ready;
  const { ms } = await server.call('read_meetingnote', { meeting });
  await server.close();
  return ms;
}

export async function benchMcp(tmp) {
  const root = path.join(tmp, 'mcp-vault');
  await mkdir(path.join(root, 'Transcripts'), { recursive: true });
  await mkdir(path.join(root, 'Meetings'), { recursive: true });
  const total = await writeTranscript(path.join(root, 'Transcripts', 'Long.md'), scaled(2e6, 20_000) * 71);
  await writeTranscript(path.join(root, 'Transcripts', 'Short.md'), 100 * 71);
  for (const name of ['Long', 'Short']) {
    await writeFile(
      path.join(root, 'Meetings', `${name}.md`),
      `---\ntitle: ${name}\ndate: 2026-11-30\nprojects: [p1]\ntranscript: "[[Transcripts/${name}]]"\n---\n`,
    );
  }
  // A bound project for search, read_projectfile and write_projectfile (the per-call part).
  await mkdir(path.join(root, 'Projects', 'p1'), { recursive: true });
  for (let n = 0; n < scaled(100, 3); n++) {
    const lines = Array.from({ length: 20 }, (_, k) => transcriptLine(n * 20 + k));
    if (n % 50 === 1) lines.splice(5, 0, `Decision: the Zephyrine supplier is approved (${n}).`);
    await writeFile(
      path.join(root, 'Projects', 'p1', `note ${n}.md`),
      `# Note ${n}\n\n${lines.join('\n')}\n`,
    );
  }
  // The very first call records the long transcript's digest and line index (docs/indexes.md).
  const firstEver = await firstCall(root, 'Long');
  const runs = runsOr(7);
  const [long, short] = await pairedMedians(
    [() => firstCall(root, 'Long'), () => firstCall(root, 'Short')],
    runs,
  );
  // The Nth ranged read deep in the long transcript, within one server, vs sed as a whole process.
  const server = startServer(root);
  await server.ready;
  const from = Math.max(1, total - Math.floor(total / 4));
  const to = from + 40;
  await server.call('read_transcript', { meeting: 'Long', from, to });
  const file = path.join(root, 'Transcripts', 'Long.md');
  const reads = [];
  const seds = [];
  for (let i = 0; i < Math.max(5, runs * 3); i++) {
    reads.push((await server.call('read_transcript', { meeting: 'Long', from: from + i, to: to + i })).ms);
    seds.push((await timeProcess('sed', ['-n', `${from + i},${to + i}p;${to + i}q`, file])).ms);
  }
  await server.close();
  const sdk = await benchSdkCalls(root, total, runs);
  return {
    runs,
    total,
    firstEver,
    first: [long, short],
    nth: [median(reads), median(seds)],
    from,
    to,
    ...sdk,
  };
}

/**
 * The MCP SDK client's side: `answer` = [first answer, `ma tool` with the same call] (medians of
 * paired runs), `calls` = one row per call: { label, mcp (median round trip in one warm server),
 * tool (median `ma tool` whole process, or null: list_meetings is a tool of `ma mcp` only) }.
 */
async function benchSdkCalls(root, total, runs) {
  const meeting = 'Long';
  const early = { meeting, from: 10, to: 50 };
  const answer = await pairedMedians(
    [
      () => firstAnswer(root, early),
      () =>
        ma([
          'tool',
          'read_transcript',
          '--vault',
          root,
          '--meeting',
          meeting,
          '--args',
          JSON.stringify({ from: 10, to: 50 }),
        ]),
    ],
    runs,
  );
  const end = Math.max(1, total - 100);
  const cases = [
    ['list_meetings', 'list_meetings', () => ({ limit: 50 })],
    ['search', 'search', () => ({ meeting, query: 'zephyrine' })],
    ['read_transcript lines 10–50', 'read_transcript', () => early],
    [
      'read_transcript near the end',
      'read_transcript',
      (i) => ({ meeting, from: end - i, to: end - i + 40 }),
    ],
    [
      'read_projectfile',
      'read_projectfile',
      () => ({ meeting, project: 'p1', path: 'note 1.md', from: 1, to: 10 }),
    ],
    [
      'write_projectfile append',
      'write_projectfile',
      (i) => ({ meeting, project: 'p1', path: 'note 2.md', content: `appended ${i}` }),
    ],
    [
      'write_projectfile a range',
      'write_projectfile',
      (i) => ({ meeting, project: 'p1', path: 'note 0.md', content: `line ${i}`, from: 3, to: 3 }),
    ],
  ];
  const client = await sdkServer(root);
  await sdkCall(client, 'read_transcript', early);
  const calls = [];
  const reps = Math.max(smoke ? 1 : 3, runs);
  for (const [label, name, args] of cases) {
    const mcp = [];
    const tool = [];
    for (let i = 0; i < reps; i++) {
      mcp.push(await sdkCall(client, name, args(i)));
      if (name === 'list_meetings') continue;
      const { meeting: m, ...rest } = args(reps + i);
      tool.push(await ma(['tool', name, '--vault', root, '--meeting', m, '--args', JSON.stringify(rest)]));
    }
    calls.push({ label, mcp: median(mcp), tool: tool.length > 0 ? median(tool) : null });
  }
  await client.close();
  return { answer, calls };
}
