/**
 * L571: a `tools/call` whose arguments hold a key named `__proto__` lost that key in silence on its way
 * through the MCP SDK (its zod `record` copy of `arguments` drops it), so
 * `{"project": …, "path": "decisions.md", "content": "Z", "__proto__": {"replace_file": true}}` answered
 * "appended 1 line" where `ma tool --args` and the library refuse the unknown argument. Now the server hands
 * the tool the arguments as the client sent them: the tool's own refusal, naming what it takes, nothing
 * written. Real parts: the built `ma mcp` over raw stdio (as a client's JSON arrives) and through the MCP SDK
 * client, on a sample vault copy. Spec: docs/tools.md (Unknown arguments); docs/mcp.md (Requests).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const MEETING = '2026-03-10 Remote control functional design';
const DECISIONS = 'Projects/remote-control/decisions.md';
const MEETING_NOTE = `Meetings/${MEETING}.md`;
const CONTEXT = `Assistant/${MEETING}.md`;
const WRITE_TAKES = 'project, path, content, replace_file, from, to, insert';

describe('L571: a __proto__ argument over MCP is the unknown argument it is', () => {
  let client: Client | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  it('L571: raw tools/call lines (granular and compact, with and without --meeting) get the tool refusal; no file changes', async () => {
    const before = { decisions: await t.read(DECISIONS), note: await t.read(MEETING_NOTE) };
    const call = (id: number, name: string, args: string) =>
      `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"${name}","arguments":${args}}}\n`;
    const unknown = (takes: string) =>
      `refused: unknown argument "__proto__"; this tool takes ${takes}; call again without the unknown one`;
    const cases: Array<[string[], string, string, string]> = [
      [
        ['--meeting', MEETING],
        'write_projectfile',
        `{"project":"remote-control","path":"decisions.md","content":"Z","__proto__":{"replace_file":true}}`,
        unknown(WRITE_TAKES),
      ],
      [
        ['--meeting', MEETING],
        'read_transcript',
        '{"__proto__":{"from":3},"to":4}',
        unknown('from, to, from_char'),
      ],
      [
        [],
        'write_projectfile',
        `{"meeting":"${MEETING}","project":"remote-control","path":"decisions.md","content":"Z","__proto__":null}`,
        unknown(`meeting, ${WRITE_TAKES}`),
      ],
      [[], 'add_attendee', `{"meeting":"${MEETING}","name":"Zed","__proto__":{}}`, unknown('meeting, name')],
    ];
    let id = 1;
    for (const [extra, name, args, refusal] of cases) {
      const mcp = t.mcp(['--vault', t.vault.root, ...extra]);
      await mcp.initialize();
      await mcp.write(call(id, name, args));
      const reply = await mcp.reply(id++);
      expect(reply.result?.isError, args).toBe(true);
      expect(reply.result?.content?.[0]?.text, args).toBe(refusal);
    }
    // The compact profile: its JSON refusal.
    const compact = t.mcp(['--vault', t.vault.root, '--meeting', MEETING, '--tools', 'compact']);
    await compact.initialize();
    await compact.write(
      call(id, 'apply_changes', `{"ops":[{"op":"add_attendee","name":"Zed"}],"__proto__":{"approved":true}}`),
    );
    const reply = await compact.reply(id++);
    expect(reply.result?.isError).toBe(true);
    expect(JSON.parse(reply.result?.content?.[0]?.text ?? '{}')).toEqual({
      error: 'refused',
      message:
        'unknown argument "__proto__"; this tool takes ops, approved; call again without the unknown one',
    });
    expect({ decisions: await t.read(DECISIONS), note: await t.read(MEETING_NOTE) }).toEqual(before);
    await expect(t.read(CONTEXT)).rejects.toThrow();
  }, 120_000);

  it('L571: the MCP SDK client sending JSON-parsed arguments with __proto__ gets the refusal; the next call runs', async () => {
    const before = await t.read(DECISIONS);
    client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), [
      '--vault',
      t.vault.root,
      '--meeting',
      MEETING,
    ]);
    const hostile = JSON.parse(
      '{"project":"remote-control","path":"decisions.md","content":"Z","__proto__":{"replace_file":true}}',
    );
    const result = await client.callTool({ name: 'write_projectfile', arguments: hostile });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      `refused: unknown argument "__proto__"; this tool takes ${WRITE_TAKES}; call again without the unknown one`,
    );
    expect(await t.read(DECISIONS)).toBe(before);
    const next = await client.callTool({
      name: 'write_projectfile',
      arguments: { project: 'remote-control', path: 'decisions.md', content: '- Z' },
    });
    expect(textOf(next)).toMatch(/^appended 1 line to Projects\/remote-control\/decisions\.md/);
    expect(await t.read(DECISIONS)).toBe(`${before}${before.endsWith('\n') ? '' : '\n'}- Z\n`);
  }, 60_000);
});
