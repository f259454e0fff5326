/**
 * Leftover (review11 follow-up): a `search` result cut by its budget could not be read on: no
 * `offset` anywhere. Through every surface — `ma search --offset`, `ma tool search`, `ma mcp`
 * (granular and compact) — the cut result names the next call (in the command line's own terms
 * for `ma search`), and following it from the first page gives every match once.
 * The built `ma` (and `ma mcp` over raw stdio), a temp copy of the sample vault, the real rg.
 * Spec: docs/tools.md (`search`; Compact profile); apps/cli/README.md (`ma search`).
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

/** The `path:line` of each match line of a search result. */
function hits(out: string): string[] {
  return out
    .split('\n')
    .map((l) => /^([^\s…][^:]*\.md:\d+) /.exec(l)?.[1])
    .filter((h): h is string => h !== undefined);
}

describe('search pages by offset in every surface', () => {
  it('ma search --limit 2 ends with the ma search command that reads on; following it gives every match once', async () => {
    const whole = await runMa(['search', 'price|cost', '--meeting', meeting, '--vault', t.vault.root]);
    expect(whole.code, whole.stderr).toBe(0);
    const all = hits(whole.stdout);
    expect(all.length).toBeGreaterThan(4);
    const seen: string[] = [];
    let args: string[] | null = [
      'search',
      'price|cost',
      '--meeting',
      meeting,
      '--limit',
      '2',
      '--vault',
      t.vault.root,
    ];
    let runs = 0;
    while (args) {
      const run = await runMa(args);
      expect(run.code, run.stderr).toBe(0);
      seen.push(...hits(run.stdout));
      const last = run.stdout.trimEnd().split('\n').at(-1) ?? '';
      const m = /; run ma search (.*) --offset (\d+) to read on$/.exec(last);
      if (m) {
        // In the command line's terms: the pattern, --meeting and --limit as given, then --offset.
        expect(m[1]).toBe(`'price|cost' --meeting '${meeting}' --limit 2 --vault ${t.vault.root}`);
        expect(last).not.toContain('call search with');
      }
      args = m
        ? [
            'search',
            'price|cost',
            '--meeting',
            meeting,
            '--limit',
            '2',
            '--vault',
            t.vault.root,
            '--offset',
            m[2] as string,
          ]
        : null;
      expect(++runs).toBeLessThan(50);
    }
    expect(runs).toBeGreaterThan(2);
    expect(seen.sort()).toEqual([...all].sort());
  }, 120_000);

  it('ma search --offset past the end says so; a negative --offset is a usage error', async () => {
    const past = await runMa([
      'search',
      'price',
      '--meeting',
      meeting,
      '--offset',
      '9999',
      '--vault',
      t.vault.root,
    ]);
    expect(past.code, past.stderr).toBe(0);
    expect(past.stdout).toMatch(/^no matches past offset 9999/);
    const negative = await runMa([
      'search',
      'price',
      '--meeting',
      meeting,
      '--offset',
      '-1',
      '--vault',
      t.vault.root,
    ]);
    expect(negative.code).toBe(2);
  });

  it('ma tool search takes offset', async () => {
    const run = await runMa([
      'tool',
      'search',
      '--meeting',
      meeting,
      '--args',
      '{"query":"price|cost","limit":2,"offset":2}',
      '--vault',
      t.vault.root,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('note: matches from match 3 on (offset 2)');
    expect(run.stdout).toMatch(/call search with query="price\|cost", limit=2, offset=4 to read on\n?$/);
  });

  for (const profile of ['granular', 'compact'] as const) {
    it(`ma mcp (${profile}): search takes offset and the cut result names the call that reads on`, async () => {
      const mcp = t.mcp(['--vault', t.vault.root, '--meeting', meeting, '--tools', profile]);
      await mcp.initialize();
      mcp.send({ id: 'l', method: 'tools/list', params: {} });
      const tools = (await mcp.reply('l')).result?.tools as {
        name: string;
        inputSchema: { properties: Record<string, unknown> };
      }[];
      const name = profile === 'compact' ? 'query_meeting' : 'search';
      const args = (offset: number) =>
        profile === 'compact'
          ? { view: 'search', filters: { query: 'price|cost', limit: 2, offset } }
          : { query: 'price|cost', limit: 2, offset };
      if (profile === 'granular')
        expect(tools.find((x) => x.name === 'search')?.inputSchema.properties).toHaveProperty('offset');
      mcp.send({ id: 'p1', method: 'tools/call', params: { name, arguments: args(2) } });
      const text = (await mcp.reply('p1')).result?.content?.[0]?.text as string;
      const shown = profile === 'compact' ? (JSON.parse(text) as { text: string }).text : text;
      expect(shown).toContain('note: matches from match 3 on (offset 2)');
      expect(shown.split('\n').at(-1)).toMatch(
        profile === 'compact'
          ? /; call query_meeting with \{"view":"search","filters":\{"query":"price\|cost","limit":2,"offset":4\}\} to read on$/
          : /; call search with query="price\|cost", limit=2, offset=4 to read on$/,
      );
    }, 60_000);
  }
});
