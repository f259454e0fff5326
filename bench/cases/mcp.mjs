// (j) `ma mcp` as a long-lived server (issue #13, whole processes): the first call on a meeting whose
// transcript has 2M lines vs the first call on a meeting with a 100-line transcript (each in a fresh
// server: what a host pays when it starts `ma mcp` and calls a tool), and the Nth ranged
// `read_transcript` deep in the long transcript within one server vs `sed -n 'A,Bp;Bq'` as a whole
// process. Before Q1 the first call read and hashed the whole transcript (the ratio grew with it).
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { median, runsOr, scaled, writeTranscript } from '../lib.mjs';
import { maBin, pairedMedians, timeProcess } from '../process.mjs';

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
      `---\ntitle: ${name}\ndate: 2026-11-30\ntranscript: "[[Transcripts/${name}]]"\n---\n`,
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
  return { runs, total, firstEver, first: [long, short], nth: [median(reads), median(seds)], from, to };
}
