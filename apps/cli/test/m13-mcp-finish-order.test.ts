/**
 * Review3 M13 over MCP: a client that pipelines `write_summary` (the final text) and
 * `finish_summary` — both JSON-RPC requests in one write to the server's stdin, as a pipelining
 * client does — commits the final text, never the previous draft. The built `ma mcp` over raw
 * stdio (newline-delimited JSON-RPC), with the meeting fixed (`--meeting`) and chosen per call.
 * Spec: docs/mcp.md (Concurrency); docs/contracts.md (Concurrency).
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maBin } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';

let vault: SampleVaultCopy;
const children: ChildProcessWithoutNullStreams[] = [];
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null) {
      const closed = new Promise((done) => child.once('close', done));
      child.stdin.end();
      await closed;
    }
  }
  await vault.cleanup();
});

type Reply = { id: number; result?: { content: Array<{ text: string }>; isError?: boolean } };

/** `ma mcp` on raw stdio: `send` writes lines as given (several requests in one write), `reply(id)` waits for an answer. */
function rawMcp(args: string[]) {
  const child = spawn(process.execPath, [maBin, 'mcp', '--vault', vault.root, ...args]);
  children.push(child);
  const replies = new Map<number, Reply>();
  const waiting = new Map<number, (r: Reply) => void>();
  let buffer = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      if (line.trim() === '') continue;
      const msg = JSON.parse(line) as Reply;
      if (typeof msg.id !== 'number') continue;
      replies.set(msg.id, msg);
      waiting.get(msg.id)?.(msg);
    }
  });
  return {
    send: (...messages: object[]) =>
      child.stdin.write(messages.map((m) => `${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`).join('')),
    reply: (id: number) =>
      new Promise<Reply>((resolve) => {
        const got = replies.get(id);
        if (got) resolve(got);
        else waiting.set(id, resolve);
      }),
  };
}

const call = (id: number, name: string, args: Record<string, unknown>) => ({
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

describe('M13: ma mcp finish_summary after pipelined writes', () => {
  for (const fixed of [true, false]) {
    it(`M13 (${fixed ? '--meeting' : 'meeting per call'}): write_summary and finish_summary in one write to stdin commit the write`, async () => {
      const mcp = rawMcp(fixed ? ['--meeting', meeting] : []);
      mcp.send({
        id: 0,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'raw', version: '1' },
        },
      });
      await mcp.reply(0);
      mcp.send({ method: 'notifications/initialized' });
      const m = fixed ? {} : { meeting };
      mcp.send(
        call(1, 'write_summary', {
          ...m,
          content: '## Summary\nFIRST draft.\n\n## Decisions\n\n## Next steps\n',
        }),
      );
      expect((await mcp.reply(1)).result?.isError).toBe(false);
      // Back to back, in one write: what a pipelining client (or a host running one step's calls) does.
      mcp.send(
        call(2, 'write_summary', {
          ...m,
          content: '## Summary\nSECOND draft.\n\n## Decisions\n\n## Next steps\n',
          replace_file: true,
        }),
        call(3, 'finish_summary', m),
        call(4, 'write_summary', { ...m, content: '- appended after the finish' }),
      );
      const [second, done, late] = await Promise.all([mcp.reply(2), mcp.reply(3), mcp.reply(4)]);
      expect(second.result?.isError).toBe(false);
      expect(done.result?.content[0]?.text).toMatch(/^summary written: /);
      const note = await readFile(join(vault.root, `Summaries/${meeting}.md`), 'utf8');
      expect(note).toContain('SECOND draft.');
      expect(note).not.toContain('FIRST draft.');
      expect(note).not.toContain('appended after the finish');
      // The late write is refused, or (its session gone) starts a new draft — never lost as "ok" in the finished one.
      const lateText = late.result?.content[0]?.text ?? '';
      expect(lateText).toMatch(/^refused: the summary session is being finished|^created the summary draft/);
    });
  }
});
