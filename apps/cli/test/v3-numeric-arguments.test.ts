/**
 * V3: hostile numeric arguments through the real entry points a host uses — `ma mcp` over stdio
 * and `ma tool` as a process. Every numeric argument of every tool (read ranges `from`/`to`/
 * `from_char`, write ranges `from`/`to`/`insert`, `override_speaker`'s range, `search` and
 * `list_past_project_meetings` `limit`) given 1e300, -5, 0, 2.5, "3" and null: reads clamp or
 * refuse naming the argument, never read the whole file when given a bound past the end; writes
 * refuse and leave every file byte-identical; a reversed write range is refused as
 * `from (N) is after to (M)`. Never a crash, never an uncaught error. The built `ma`, sample vault copies.
 * Spec: docs/tools.md, Rules shared by all tools (Line ranges, Numeric arguments, Write modes); issue V3.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { runMa, runMaTool } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const transcript = `Transcripts/${meeting}.md`;
const t = sampleVaultPerTest();

/** The vault's files without the state folder (the line index a read may build). */
async function files(): Promise<Map<string, Buffer>> {
  const all = await snapshot(t.vault.root);
  for (const key of [...all.keys()]) if (key.startsWith('.meeting-assistant/')) all.delete(key);
  return all;
}

const HOSTILE: unknown[] = [1e300, -5, 0, 2.5, '3', null];

/** A read argument: 1e300/-5/0/null are clamped (or "not given"), 2.5 and "3" are refused by name. */
const READS: Array<{ tool: string; args: Record<string, unknown>; arg: string }> = [
  ...['read_meetingnote', 'read_transcript', 'read_context', 'read_usernotes', 'read_glossary'].flatMap(
    (tool) => ['from', 'to', 'from_char'].map((arg) => ({ tool, args: {}, arg })),
  ),
  ...['from', 'to', 'from_char'].map((arg) => ({
    tool: 'read_projectfile',
    args: { project: 'remote-control', path: 'decisions.md' },
    arg,
  })),
  ...['from', 'to', 'from_char'].map((arg) => ({
    tool: 'read_past_project_meeting_summary',
    args: { summary: 'Summaries/2026-03-09 Remote control kickoff.md' },
    arg,
  })),
];

/** A write argument: every hostile value is refused (null: the partner bound alone is incomplete). */
const WRITES: Array<{ tool: string; args: Record<string, unknown> }> = [
  { tool: 'write_projectfile', args: { project: 'remote-control', path: 'decisions.md', content: 'x' } },
  { tool: 'write_context', args: { content: 'x' } },
  { tool: 'write_summary', args: { content: 'x' } },
];

describe('V3: ma mcp, every numeric argument of every tool', { timeout: 120_000 }, () => {
  it('V3: reads clamp or refuse by name, writes refuse, limits need >= 1; no crash, every file byte-identical', async () => {
    const client = await connectMaMcp(new Client({ name: 'v3', version: '1.0.0' }), [
      '--vault',
      t.vault.root,
    ]);
    t.onCleanup(() => client.close());
    const call = async (name: string, args: Record<string, unknown>) => {
      const result = await client.callTool({ name, arguments: { meeting, ...args } });
      return { text: textOf(result), isError: result.isError === true };
    };
    const before = await files();

    for (const { tool, args, arg } of READS) {
      for (const value of HOSTILE) {
        const what = `${tool} ${arg}=${JSON.stringify(value)}`;
        const r = await call(tool, { ...args, [arg]: value });
        if (value === 2.5 || value === '3') {
          expect(r.isError, what).toBe(true);
          expect(r.text, what).toMatch(new RegExp(`^refused: .*\\b${arg}: expected a whole number`));
        } else {
          expect(r.isError, `${what}: ${r.text}`).toBe(false);
          expect(r.text, what).not.toMatch(/failed|refused/);
        }
      }
    }
    // A bound past the end never reads the whole file: it says there is nothing there.
    const past = await call('read_transcript', { from: 1e300 });
    expect(past.text).toBe(`${transcript} · no lines in range: from 1e+300 is past the end (603 lines)`);
    const toPast = await call('read_transcript', { from: 602, to: 1e300 });
    expect(toPast.text.split('\n')[0]).toBe(`${transcript} · lines 602–603 of 603`);
    const charPast = await call('read_transcript', { from: 1, to: 1, from_char: 1e300 });
    expect(charPast.text).toMatch(/nothing shown: from_char 1e\+300 is past the end of line 1/);

    for (const { tool, args } of WRITES) {
      for (const value of HOSTILE) {
        for (const range of [{ from: value, to: 2 }, { from: 1, to: value }, { insert: value }]) {
          if (value === null && 'insert' in range) continue; // insert: null = append, a real write
          const what = `${tool} ${JSON.stringify(range)}`;
          const r = await call(tool, { ...args, ...range });
          expect(r.isError, `${what}: ${r.text}`).toBe(true);
          expect(r.text, what).toMatch(/^refused: /);
        }
      }
      const reversed = await call(tool, { ...args, from: 5, to: 2 });
      expect(reversed.text, tool).toMatch(/^refused: from \(5\) is after to \(2\); nothing was written; /);
    }
    for (const value of HOSTILE) {
      for (const range of [{ from: value }, { to: value }]) {
        const r = await call('override_speaker', { speaker: 'Nobody', name: 'Bob', ...range });
        expect(r.isError, JSON.stringify(range)).toBe(true);
        expect(r.text).toMatch(/^refused: /);
        expect(r.text).not.toMatch(/failed/);
      }
    }
    const relabel = await call('override_speaker', { speaker: 'Marketing', name: 'Bob', from: 50, to: 20 });
    expect(relabel.text).toMatch(/^refused: from \(50\) is after to \(20\); nothing was changed; /);
    const relabelPast = await call('override_speaker', { speaker: 'Marketing', name: 'Bob', from: 1e300 });
    expect(relabelPast.text).toMatch(
      /^refused: line range outside the file \(it has 603 lines\); nothing was changed; /,
    );
    // R13: override_speaker needs exact lines as every write does: 0 is refused, not "not given".
    const relabelZero = await call('override_speaker', {
      speaker: 'Marketing',
      name: 'Bob',
      from: 0,
      to: 20,
    });
    expect(relabelZero.text).toMatch(
      /^refused: from must be a whole number >= 1, got 0; nothing was changed; /,
    );

    for (const [tool, args] of [
      ['search', { query: 'casing' }],
      ['list_past_project_meetings', {}],
    ] as const) {
      for (const value of HOSTILE) {
        const r = await call(tool, { ...args, limit: value });
        const what = `${tool} limit=${JSON.stringify(value)}`;
        if (value === 1e300 || value === null) expect(r.isError, `${what}: ${r.text}`).toBe(false);
        else if (value === -5 || value === 0)
          expect(r.text, what).toBe(
            `refused: limit must be a whole number >= 1, got ${value}; omit limit or pass 1 or more`,
          );
        else expect(r.text, what).toMatch(/^refused: .*\blimit: expected a whole number/);
      }
    }
    expect(await files()).toEqual(before);
  });

  it('V3: the compact tools take the same rules (query_meeting filters, apply_changes ops)', async () => {
    const client = await connectMaMcp(new Client({ name: 'v3c', version: '1.0.0' }), [
      '--vault',
      t.vault.root,
      '--tools',
      'compact',
    ]);
    t.onCleanup(() => client.close());
    const before = await files();
    const past = await client.callTool({
      name: 'query_meeting',
      arguments: { meeting, view: 'transcript', filters: { from: 1e300 } },
    });
    expect(JSON.parse(textOf(past))).toEqual({
      view: 'transcript',
      text: `${transcript} · no lines in range: from 1e+300 is past the end (603 lines)`,
    });
    const half = await client.callTool({
      name: 'query_meeting',
      arguments: { meeting, view: 'transcript', filters: { from: 2.5 } },
    });
    expect(half.isError).toBe(true);
    expect(JSON.parse(textOf(half))).toMatchObject({
      error: 'refused',
      message: expect.stringMatching(/filters\.from: expected a whole number/),
    });
    const reversed = await client.callTool({
      name: 'apply_changes',
      arguments: {
        meeting,
        ops: [
          {
            op: 'write_projectfile',
            project: 'remote-control',
            path: 'decisions.md',
            content: 'x',
            from: 3,
            to: 1,
          },
          { op: 'write_context', content: 'x', insert: 1e300 },
        ],
      },
    });
    const result = JSON.parse(textOf(reversed)) as { applied: number; rejected: Array<{ reason: string }> };
    expect(result.applied).toBe(0);
    expect(result.rejected[0]?.reason).toMatch(/^refused: from \(3\) is after to \(1\); nothing was written/);
    expect(result.rejected[1]?.reason).toMatch(/outside the file/);
    expect(await files()).toEqual(before);
  });
});

describe('V3: ma tool', () => {
  const tool = (name: string, args: unknown, ...flags: string[]) =>
    runMaTool({ vaultRoot: t.vault.root, meeting, name, args, flags });

  it('V3: 1e300 is clamped, a reversed write range is refused with exit 3 and the file unchanged', async () => {
    const before = await files();
    const past = await tool('read_transcript', { from: 1e300 });
    expect(past.code).toBe(0);
    expect(past.stdout.trim()).toBe(
      `${transcript} · no lines in range: from 1e+300 is past the end (603 lines)`,
    );
    const reversed = await tool('write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: 'x',
      from: 5,
      to: 2,
    });
    expect(reversed.code).toBe(3);
    expect(reversed.stdout).toMatch(/^refused: from \(5\) is after to \(2\); nothing was written; /);
    const zero = await tool('write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: 'x',
      insert: 0,
    });
    expect(zero.code).toBe(3);
    expect(zero.stdout).toMatch(/^refused: insert must be a whole number >= 1, got 0; nothing was written/);
    expect(await files()).toEqual(before);
  });

  it('V3: Infinity (1e309 in JSON) is refused by name, never a crash', async () => {
    const run = await runMa([
      'tool',
      'read_transcript',
      '--meeting',
      meeting,
      '--vault',
      t.vault.root,
      '--args',
      '{"from": 1e309}',
    ]);
    expect(run.stderr).not.toMatch(/TypeError|RangeError|at .*\.js:\d+/);
    // Refused quoting the number as written, not the Infinity JSON.parse makes of it (L499).
    expect(`${run.stdout}${run.stderr}`).toMatch(/from: 1e309 is beyond the numbers JSON can hold/);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/got number Infinity/);
  });
});
