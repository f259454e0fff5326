/**
 * L498, L499: hostile JSON in tool arguments, through the built `ma`:
 * - a number JSON cannot keep as written (`1e400` reads as Infinity, `1.0000000000000001` as 1) was
 *   refused as "got number Infinity" or, for a fraction the parse drops, taken as line 1 in silence:
 *   now refused quoting it as written (`ma tool --args`, exit 3; `ma mcp`, an `isError` result);
 * - arguments nested deeper than core `MAX_JSON_NESTING` (1000) failed with "Maximum call stack size
 *   exceeded" (`ma tool`) or crashed the message: now refused up front, giving the depth and the limit
 *   (`ma tool`, `ma mcp` over raw stdio and through the MCP SDK client); the server answers on.
 * Spec: docs/tools.md, Numeric arguments; Rules shared by all tools (Nesting); docs/mcp.md; L498, L499.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const MEETING = '2026-03-10 Remote control functional design';
const CONTEXT = 'Assistant/2026-03-10 Remote control functional design.md';
const again = 'nothing was run; call again with arguments matching the schema';
const beyond = (path: string, n: string, reads: string) =>
  `refused: invalid arguments (${path}: ${n} is beyond the numbers JSON can hold (it reads as ${reads})); ${again}`;
const fraction = (path: string, n: string) =>
  `refused: invalid arguments (${path}: ${n} is not a whole number, though JSON reads it as 1); ${again}`;
const arrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

async function tool(name: string, args: string): Promise<{ code: number | null; out: string }> {
  const file = join(t.vault.root, '..', 'args.json');
  await writeFile(file, args);
  const run = await runMa([
    'tool',
    name,
    '--meeting',
    MEETING,
    '--args',
    `@${file}`,
    '--vault',
    t.vault.root,
  ]);
  return { code: run.code, out: `${run.stdout}${run.stderr}`.trim() };
}

describe('L498, L499: ma tool --args', () => {
  it('L499: a number JSON cannot keep is refused as written (exit 3), never read as Infinity or 1', async () => {
    const cases: Array<[string, string, string]> = [
      ['read_transcript', '{"from": 1e400}', beyond('from', '1e400', 'Infinity')],
      ['read_transcript', '{"from": 1, "to": -1E400}', beyond('to', '-1E400', '-Infinity')],
      ['read_transcript', '{"from": 1.0000000000000001, "to": 2}', fraction('from', '1.0000000000000001')],
      ['search', '{"query": "remote", "limit": 1.0000000000000001}', fraction('limit', '1.0000000000000001')],
      [
        'write_context',
        '{"content": "- x", "from": 1, "to": 0.99999999999999999}',
        fraction('to', '0.99999999999999999'),
      ],
      [
        'query_meeting',
        '{"view": "transcript", "filters": {"from": 1.0000000000000001}}',
        JSON.stringify({
          error: 'refused',
          message: fraction('filters.from', '1.0000000000000001').slice(9),
        }),
      ],
    ];
    for (const [name, args, refusal] of cases)
      expect(await tool(name, args), args).toEqual({ code: 3, out: refusal });
    // Whole numbers of any size keep the range rules, quoted as written (L64).
    expect((await tool('read_transcript', '{"from": 12345678901234567890}')).out).toContain(
      'from 12345678901234567890 is past the end',
    );
    await expect(t.read(CONTEXT)).rejects.toThrow();
  }, 120_000);

  it('L498: arguments nested deeper than 1000 levels are refused with the depth and the limit', async () => {
    for (const [name, depth] of [
      ['read_transcript', 5000],
      ['read_transcript', 1001],
      ['query_meeting', 100_000],
    ] as const) {
      const { code, out } = await tool(name, `{"from": 1, "to": ${arrays(depth - 1)}}`);
      const refusal = `refused: the arguments are nested ${depth} levels deep (arrays and objects inside each other); at most 1000 are read; ${again}`;
      expect({ code, out }).toEqual({
        code: 3,
        out:
          name === 'query_meeting'
            ? JSON.stringify({ error: 'refused', message: refusal.slice(9) })
            : refusal,
      });
    }
    // 1000 levels are read: the schema's own refusal.
    expect((await tool('read_transcript', `{"from": 1, "to": ${arrays(999)}}`)).out).toContain(
      'to: expected a whole number, got array of 1 item',
    );
  }, 120_000);
});

describe('L498, L499: ma mcp', () => {
  it('L498, L499: raw tools/call lines get the tool refusal; a deep request -32600; the server answers on', async () => {
    const mcp = t.mcp(['--vault', t.vault.root, '--meeting', MEETING]);
    await mcp.initialize();
    const call = (id: number, name: string, args: string) =>
      `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"${name}","arguments":${args}}}\n`;
    const lines: Array<[string, string, string]> = [
      ['read_transcript', '{"from":1e400}', beyond('from', '1e400', 'Infinity')],
      ['read_transcript', '{"from":1.0000000000000001,"to":2}', fraction('from', '1.0000000000000001')],
      ['list_meetings', '{"limit":1.0000000000000001}', fraction('limit', '1.0000000000000001')],
      ['list_meetings', '{"offset":-1e400}', beyond('offset', '-1e400', '-Infinity')],
      [
        'read_transcript',
        `{"from":1,"to":${arrays(5000)}}`,
        `refused: the tools/call message is nested 5003 levels deep (arrays and objects inside each other); at most 1000 are read; ${again}`,
      ],
    ];
    let id = 1;
    for (const [name, args, refusal] of lines) {
      await mcp.write(call(id, name, args));
      const reply = await mcp.reply(id++);
      expect(reply.result?.isError, args.slice(0, 40)).toBe(true);
      expect(reply.result?.content?.[0]?.text, args.slice(0, 40)).toBe(refusal);
    }
    // L523: a bad number in `_meta` before the arguments hides none inside them.
    await mcp.write(
      `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"read_transcript","_meta":{"n":1.0000000000000001},"arguments":{"from":1e400}}}\n`,
    );
    expect((await mcp.reply(id++)).result?.content?.[0]?.text).toBe(beyond('from', '1e400', 'Infinity'));
    // L524: a number of 100,000 digits is quoted by its first 60 characters.
    await mcp.write(call(id, 'read_transcript', `{"from":1.${'0'.repeat(100_000)}1}`));
    expect((await mcp.reply(id++)).result?.content?.[0]?.text).toBe(
      fraction('from', `1.${'0'.repeat(57)}\u2026`),
    );
    await mcp.write(
      `{"jsonrpc":"2.0","id":${id},"method":"ping","params":{"_meta":{"x":${arrays(2000)}}}}\n`,
    );
    expect((await mcp.reply(id++)).error).toEqual({
      code: -32600,
      message:
        'invalid request: the message is nested 2003 levels deep (arrays and objects inside each other); at most 1000 are read',
    });
    await mcp.write(call(id, 'read_transcript', '{"from":1,"to":1}'));
    expect((await mcp.reply(id)).result?.content?.[0]?.text).toContain('lines 1–1 of');
  }, 60_000);

  let client: Client | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  it('L498: the MCP SDK client sending arguments 1200 levels deep gets the refusal; the next call runs', async () => {
    client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), [
      '--vault',
      t.vault.root,
      '--meeting',
      MEETING,
    ]);
    let deep: unknown = 1;
    for (let i = 0; i < 1200; i++) deep = { a: deep };
    const result = await client.callTool({ name: 'read_transcript', arguments: { from: 1, to: deep } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      `refused: the tools/call message is nested 1203 levels deep (arrays and objects inside each other); at most 1000 are read; ${again}`,
    );
    expect(
      textOf(await client.callTool({ name: 'read_transcript', arguments: { from: 1, to: 1 } })),
    ).toContain('lines 1–1 of');
  }, 60_000);
});
