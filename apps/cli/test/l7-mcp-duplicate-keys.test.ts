/**
 * Review L7: a `tools/call` whose arguments give a key twice (`{"path":"a.md","path":"b.md"}`) was
 * run with the last copy, as `JSON.parse` reads it, while `ma tool --args` refuses it (T8). The
 * server reads the raw line itself, so it is now refused the same way: -32602 naming the key and
 * where its second copy starts, nothing written; the next call is served. The built `ma` over stdio.
 * Spec: docs/mcp.md (Requests); reviewA T8; review L7.
 */
import { describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { rawMcpStdio } from './ma-mcp-stdio.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const MEETING = '2026-03-10 Remote control functional design';

describe('L7: repeated keys in MCP tools/call arguments', () => {
  it('L7: a key given twice in tools/call arguments is -32602 naming it; nothing is written; the next call is served', async () => {
    const before = await snapshot(t.vault.root);
    const mcp = rawMcpStdio(['--vault', t.vault.root, '--meeting', MEETING]);
    await mcp.initialize();
    const args =
      '{"project":"remote-control","path":"decisions.md","path":"../../x.md","content":"- L7 line"}';
    const line = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"write_projectfile","arguments":${args}}}`;
    await mcp.write(`${line}\n`);
    const column = line.indexOf('"path":"../') + 1;
    const refused = await mcp.reply(1);
    expect(refused.error).toEqual({
      code: -32602,
      message: `invalid params for tools/call write_projectfile: the key "path" is given twice (again at line 1, column ${column}); JSON would keep only the last one: give it once`,
    });
    expect(await snapshot(t.vault.root)).toEqual(before);
    mcp.send({ id: 2, method: 'tools/call', params: { name: 'read_meetingnote', arguments: { to: 2 } } });
    expect((await mcp.reply(2)).result?.isError).toBeFalsy();
    mcp.child.stdin.end();
    await mcp.closed;
  }, 60_000);
});
