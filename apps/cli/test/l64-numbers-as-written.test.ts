/**
 * L64: a number the user gave is shown one way in every range and limit message: as written when it
 * came as text (`ma tool --args`, an MCP `tools/call`), so `1e300` is not `1e+300`, and
 * `9007199254740993` is not the `9007199254740992` a JavaScript number holds. The built `ma`.
 * (Numbers given as JavaScript numbers, without text: core's `shown-number` test.)
 * Spec: docs/tools.md, Numeric arguments (L64).
 */
import { describe, expect, it } from 'vitest';
import { rawMcpStdio } from './ma-mcp-stdio.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const MEETING = '2026-03-10 Remote control functional design';
const WRITTEN = ['1e300', '100000000000000000000', '9007199254740993', '1E21', '2.0e3'];

async function tool(name: string, args: string): Promise<string> {
  const run = await runMa(['tool', name, '--meeting', MEETING, '--args', args, '--vault', t.vault.root]);
  return run.stdout;
}

describe('L64: numbers in range and limit messages are shown as written', () => {
  it('L64: ma tool --args: reads, offsets, limits and write ranges name each number as written', async () => {
    for (const n of WRITTEN) {
      expect(await tool('read_meetingnote', `{"from": ${n}}`)).toContain(`from ${n} is past the end`);
      expect(await tool('read_meetingnote', `{"from": 1, "to": 1, "from_char": ${n}}`)).toContain(
        `from_char ${n} is past the end of line 1`,
      );
      expect(await tool('list_projectfiles', `{"project": "remote-control", "offset": -${n}}`)).toContain(
        `got -${n};`,
      );
      expect(await tool('search', `{"query": "remote", "offset": ${n}}`)).toContain(`past offset ${n} (`);
      expect(
        await tool('override_speaker', `{"speaker": "A", "name": "B", "from": -${n}, "to": 3}`),
      ).toContain(`got -${n};`);
      expect(await tool('write_context', `{"content": "x", "from": ${n}, "to": 3}`)).toContain(
        `from (${n}) is after to (3)`,
      );
    }
  }, 240_000);

  it('L64: an MCP tools/call names its numbers as the client wrote them', async () => {
    const mcp = rawMcpStdio(['--vault', t.vault.root, '--meeting', MEETING]);
    await mcp.initialize();
    let id = 1;
    for (const n of WRITTEN) {
      const line = `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"read_meetingnote","arguments":{"from":${n}}}}`;
      await mcp.write(`${line}\n`);
      const reply = await mcp.reply(id++);
      const text = (reply.result?.content as { text: string }[] | undefined)?.[0]?.text ?? '';
      expect(text, n).toContain(`from ${n} is past the end`);
    }
    mcp.child.stdin.end();
    await mcp.closed;
  }, 60_000);
});
