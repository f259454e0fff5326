/**
 * Review 6 S13: `ma mcp`'s `list_meetings` is bounded like the read tools: newest meetings first (by the date a
 * name starts with, else the note's modification day), at most `limit` (default 50) names and never more than
 * `limits.readChars` characters, with a last line saying how many more there are and how to see them (`offset`) or
 * narrow (`query`: words of the name, any case). The built `ma mcp` over stdio, driven by the MCP SDK client, on a
 * temp copy of the sample vault with 3,000 extra meeting notes.
 * Spec: docs/mcp.md (Which meeting: list_meetings); review6 S13.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMaMcp, rawMcpStdio, type TextResult, textOf } from './ma-mcp-stdio.js';

let vault: SampleVaultCopy;
let client: Client | undefined;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await client?.close();
  client = undefined;
  await vault.cleanup();
});

async function connect(): Promise<Client> {
  client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), ['--vault', vault.root]);
  return client;
}

const list = async (args: Record<string, unknown>) =>
  textOf(await client!.callTool({ name: 'list_meetings', arguments: args }));

describe('S13: list_meetings is bounded, newest first, and pages', () => {
  it('3,000 old meetings: 50 names, the newest first, then how many more and how to page or filter', async () => {
    for (let i = 1; i <= 3000; i++)
      await writeFile(
        join(
          vault.root,
          'Meetings',
          `2025-01-01 Meeting number ${i} with a rather long descriptive title.md`,
        ),
        '---\ndate: 2025-01-01\n---\n',
      );
    await writeFile(join(vault.root, 'Meetings', '2026-11-30 This week.md'), '---\ndate: 2026-11-30\n---\n');
    await connect();
    const out = await list({});
    expect(out.length).toBeLessThanOrEqual(24_000);
    const lines = out.split('\n');
    expect(lines[0]).toBe('2026-11-30 This week');
    expect(lines[1]).toBe('2026-03-12 Remote control detailed design');
    expect(lines).toHaveLength(51);
    expect(lines[50]).toBe(
      '… 2,957 more meetings (older); pass offset: 50 for the next ones, or query to find meetings by words of their name',
    );
    const next = (await list({ offset: 50, limit: 2 })).split('\n');
    expect(next).toHaveLength(3);
    expect(next[2]).toMatch(/^… 2,955 more meetings \(older\); pass offset: 52 /);
    expect(await list({ query: 'NUMBER 2999 ' })).toBe(
      '2025-01-01 Meeting number 2999 with a rather long descriptive title',
    );
    expect(await list({ query: 'remote control' })).toBe(
      [
        '2026-03-12 Remote control detailed design',
        '2026-03-11 Remote control conceptual design',
        '2026-03-10 Remote control functional design',
        '2026-03-09 Remote control kickoff',
      ].join('\n'),
    );
    expect(await list({ query: 'zzz' })).toBe('no meeting name matches "zzz" (3,007 meetings in the vault)');
    // The character budget holds whatever the limit.
    const big = await list({ limit: 500 });
    expect(big.length).toBeLessThanOrEqual(24_000 + 200);
    expect(big.split('\n').at(-1)).toMatch(/^… [\d,]+ more meetings \(older\); pass offset: \d+ /);
    const bad = await client!.callTool({ name: 'list_meetings', arguments: { limit: 0 } });
    expect((bad as TextResult).isError).toBe(true);
    expect(textOf(bad)).toMatch(/limit/);
  }, 120_000);

  it('review14: a query that is a wikilink to a meeting finds that meeting, as its meeting argument does', async () => {
    await connect();
    expect(await list({ query: '[[2026-03-09 Remote control kickoff]]' })).toBe(
      '2026-03-09 Remote control kickoff',
    );
    expect(await list({ query: '[[Meetings/2026-03-10 Remote control functional design|design]]' })).toBe(
      '2026-03-10 Remote control functional design',
    );
  }, 60_000);
});

/*
 * R217: `list_meetings` refused what every other listing tool takes. docs/tools.md, Numeric arguments:
 * a whole number of any size, in every tool; huge values follow the range rules (reads clamp them) and a
 * `limit` above its maximum is clamped. `list_meetings {"offset": 1e300}` was refused as `offset:
 * expected a whole number from 0 up, got number 1e+300` (a number from 0 up), while `list_projectfiles`,
 * `list_project_catalog`, `list_past_project_meetings` and `search` answer `none past offset 1e300`;
 * `{"limit": 501}` was refused where `list_past_project_meetings {"limit": 501}` lists its most. Now the
 * offset pages whatever its size (past the end says so, the number as the call wrote it, L64) and a limit
 * above 500 lists 500; below 1, negative, fractional and non-numbers stay refused. The built `ma mcp`
 * over stdio, driven by the MCP SDK client (and raw JSON-RPC for a number the SDK would round), on a
 * temp copy of the sample vault.
 * Spec: docs/tools.md (Numeric arguments); docs/mcp.md (Which meeting: list_meetings).
 */

describe('R217: list_meetings takes whole numbers of any size, as every listing tool does', () => {
  it('R217: a huge offset says none past it; a limit above 500 lists; below the minimum stays refused', async () => {
    await connect();
    const call = async (args: Record<string, unknown>) => {
      const result = (await client!.callTool({ name: 'list_meetings', arguments: args })) as TextResult;
      return { isError: result.isError === true, text: textOf(result) };
    };
    const { tools } = await client!.listTools();
    const schema = tools.find((t) => t.name === 'list_meetings')!.inputSchema as {
      properties: Record<string, Record<string, unknown>>;
    };
    // A client that validates against the schema must not refuse what the tool takes.
    expect(schema.properties.limit!.maximum).toBeUndefined();
    expect(schema.properties.offset!.maximum).toBeUndefined();
    // The sample vault's six meetings, newest first.
    const SIX = (await call({})).text;
    expect(SIX.split('\n')).toHaveLength(6);

    expect(await call({ offset: 1e300 })).toEqual({
      isError: false,
      text: 'no meetings past offset 1e+300 (6 meetings)',
    });
    expect(await call({ limit: 501 })).toEqual({ isError: false, text: SIX });
    expect(await call({ limit: 1e300, offset: 4 })).toEqual({
      isError: false,
      text: SIX.split('\n').slice(4).join('\n'),
    });
    // The rest of the range rules are unchanged.
    for (const args of [{ limit: 0 }, { limit: -1 }, { limit: 2.5 }, { offset: -1 }, { offset: 0.5 }])
      expect((await call(args)).isError).toBe(true);
    expect((await call({ limit: 0 })).text).toContain(
      'limit: expected a whole number from 1 to 500, got number 0',
    );
  }, 120_000);

  it('R217: an offset past 2^53 is named as the call wrote it', async () => {
    const raw = rawMcpStdio(['--vault', vault.root]);
    try {
      await raw.initialize();
      await raw.write(
        '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"list_meetings","arguments":{"offset":9007199254740993}}}\n',
      );
      const reply = await raw.reply(7);
      expect(reply.result?.isError).not.toBe(true);
      expect(reply.result?.content?.[0]?.text).toBe('no meetings past offset 9007199254740993 (6 meetings)');
    } finally {
      raw.child.stdin.end();
      await raw.closed;
    }
  }, 120_000);
});

// R218: list_meetings named only the first unknown key (`{"lmit": 5, "ofset": 2}` said "lmit" alone): a model
// that fixed it was refused again for the second. docs/tools.md, Unknown argument keys: refused, naming them.
describe('R218: list_meetings names every unknown argument', () => {
  it('R218: two misspelled keys are both named, nothing listed', async () => {
    await connect();
    const result = (await client!.callTool({
      name: 'list_meetings',
      arguments: { lmit: 5, ofset: 2 },
    })) as TextResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      'refused: unknown arguments "lmit", "ofset"; list_meetings takes query, limit, offset; call again without the unknown ones',
    );
    expect(await list({ extra: 1 })).toBe(
      'refused: unknown argument "extra"; list_meetings takes query, limit, offset; call again without the unknown one',
    );
  }, 60_000);

  it('L442: query words find a name accent-insensitively and in either Unicode form, as `ma search` does', async () => {
    // Real file names: one saved in NFD (as macOS writes it), one in NFC.
    await writeFile(
      join(vault.root, 'Meetings', '2026-11-01 Cafe\u0301 meeting.md'),
      '---\ndate: 2026-11-01\n---\n',
    );
    await writeFile(
      join(vault.root, 'Meetings', '2026-11-02 M\u00fcnchen sync.md'),
      '---\ndate: 2026-11-02\n---\n',
    );
    await connect();
    const cafe = '2026-11-01 Cafe\u0301 meeting';
    expect(await list({ query: 'cafe' })).toBe(cafe);
    expect(await list({ query: 'CAF\u00c9 Meeting' })).toBe(cafe);
    expect(await list({ query: 'cafe\u0301' })).toBe(cafe);
    expect(await list({ query: 'munchen' })).toBe('2026-11-02 M\u00fcnchen sync');
    expect(await list({ query: 'mu\u0308nchen' })).toBe('2026-11-02 M\u00fcnchen sync');
    // An accented letter asks for that letter: `ménchen` does not find `München`.
    expect(await list({ query: 'm\u00e9nchen' })).toMatch(/^no meeting name matches /);
  }, 120_000);
});

describe('L445: list_meetings orders the names of one day as Obsidian does', () => {
  // It listed them in code-point order (`a.name < b.name`): `Beta` before `alpha`, `Sprint 10` before
  // `Sprint 2`, unlike Obsidian's file explorer and the project catalog (L443): now core's `compareNames`.
  it('L445: alpha before Beta, Sprint 2 before Sprint 10, the newest day first', async () => {
    for (const name of [
      '2026-12-01 Sprint 10',
      '2026-12-01 Beta',
      '2026-12-02 Zulu',
      '2026-12-01 Sprint 2',
      '2026-12-01 alpha',
    ])
      await writeFile(join(vault.root, 'Meetings', `${name}.md`), '---\ndate: 2026-12-01\n---\n');
    await connect();
    expect((await list({ limit: 5 })).split('\n').slice(0, 5)).toEqual([
      '2026-12-02 Zulu',
      '2026-12-01 alpha',
      '2026-12-01 Beta',
      '2026-12-01 Sprint 2',
      '2026-12-01 Sprint 10',
    ]);
  }, 120_000);
});
