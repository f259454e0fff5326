/**
 * Review3 M13 over MCP: a client that pipelines `write_summary` (the final text) and
 * `finish_summary` — both JSON-RPC requests in one write to the server's stdin, as a pipelining
 * client does — commits the final text, never the previous draft. The built `ma mcp` over raw
 * stdio (newline-delimited JSON-RPC), with the meeting fixed (`--meeting`) and chosen per call.
 * Spec: docs/mcp.md (Concurrency); docs/contracts.md (Concurrency).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';

const t = sampleVaultPerTest();

const call = (id: number, name: string, args: Record<string, unknown>) => ({
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

describe('M13: ma mcp finish_summary after pipelined writes', () => {
  for (const fixed of [true, false]) {
    it(`M13 (${fixed ? '--meeting' : 'meeting per call'}): write_summary and finish_summary in one write to stdin commit the write`, async () => {
      const mcp = t.mcp(['--vault', t.vault.root, ...(fixed ? ['--meeting', meeting] : [])]);
      await mcp.initialize();
      const m = fixed ? {} : { meeting };
      // L285: the host's model reads the transcript before it finishes.
      mcp.send(call(0, 'read_transcript', { ...m, from: 7, to: 9 }));
      expect((await mcp.reply(0)).result?.isError).toBe(false);
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
      expect(done.result?.content?.[0]?.text).toMatch(/^summary written: /);
      const note = await readFile(join(t.vault.root, `Summaries/${meeting}.md`), 'utf8');
      expect(note).toContain('SECOND draft.');
      expect(note).not.toContain('FIRST draft.');
      expect(note).not.toContain('appended after the finish');
      // The late write is refused, or (its session gone) starts a new draft — never lost as "ok" in the finished one.
      const lateText = late.result?.content?.[0]?.text ?? '';
      expect(lateText).toMatch(/^refused: the summary session is being finished|^created the summary draft/);
    });
  }
});
