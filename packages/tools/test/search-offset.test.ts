/**
 * Leftover (review11 follow-up): `search` cut by its budget (its `limit`/`limits.searchResults`
 * matches, or `limits.searchChars` characters) had no way to the matches past the cut: no
 * `offset`, and the last line only said "narrow the query". It now pages as the other listing
 * tools do: `offset` (a whole number >= 0) skips that many matches, a cut result's last line names
 * the call that reads on (query, projects and limit kept), a page past the end says so, and the
 * compact view `search` takes `offset` and reads on with its own `query_meeting` call. Following
 * the hints from the first page gives every match once, the same ones a search with room for all
 * of them gives. Real sample vault copy, the real ripgrep.
 * Spec: docs/tools.md (`search`; Compact profile; the paging of `list_projectfiles` and the other listings).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal, toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => t?.cleanup());

/** The `path:line` of each match line of a search result (notes and hints left out). */
function hits(out: string): string[] {
  return out
    .split('\n')
    .map((l) => /^([^\s…][^:]*\.md:\d+) /.exec(l)?.[1])
    .filter((h): h is string => h !== undefined);
}

/** The arguments the last line's read-on hint names, or null. */
function readOn(out: string): Record<string, unknown> | null {
  const last = out.split('\n').at(-1) ?? '';
  const m =
    /^… more matches not shown \([^;]*\); call search with (query=(".*"))(, projects=(\[.*\]))?(, limit=(\d+))?, offset=(\d+) to read on$/.exec(
      last,
    );
  if (!m) return null;
  return {
    query: JSON.parse(m[2] as string),
    ...(m[4] ? { projects: JSON.parse(m[4]) } : {}),
    ...(m[6] ? { limit: Number(m[6]) } : {}),
    offset: Number(m[7]),
  };
}

/** Every page of a search, following the read-on hints from `args`. */
async function pages(args: Record<string, unknown>): Promise<string[]> {
  const out: string[] = [];
  let next: Record<string, unknown> | null = args;
  while (next) {
    const page = await runTool(t!.session, 'search', next);
    expect(isRefusal(page), page).toBe(false);
    out.push(page);
    next = readOn(page);
    expect(out.length).toBeLessThan(300);
  }
  return out;
}

describe('search pages by offset', () => {
  it('a result cut by limit names the call that reads on; the pages hold every match once', async () => {
    t = await sampleSession(MEETINGS.functional);
    const all = hits(await runTool(t.session, 'search', { query: 'price|cost' }));
    expect(all.length).toBeGreaterThan(6);
    const first = await runTool(t.session, 'search', { query: 'price|cost', limit: 3 });
    expect(first.split('\n').at(-1)).toMatch(
      /^… more matches not shown \(at most 3 matches or \d+ characters a call, or narrow the query or pass projects\); call search with query="price\|cost", limit=3, offset=3 to read on$/,
    );
    const paged = (await pages({ query: 'price|cost', limit: 3 })).map(hits);
    expect(paged.every((p) => p.length <= 3)).toBe(true);
    expect(paged.flat().sort()).toEqual([...all].sort());
    expect(new Set(paged.flat()).size).toBe(all.length);
  });

  it('a result cut by the character budget reads on too (projects kept), every match once', async () => {
    t = await sampleSession(MEETINGS.functional, { limits: { searchChars: 300 } });
    const wide = await sampleSession(MEETINGS.functional);
    try {
      const whole = await runTool(wide.session, 'search', {
        query: 'price|cost|budget',
        projects: ['remote-control'],
      });
      expect(readOn(whole), whole).toBeNull();
      const all = hits(whole);
      const paged = (await pages({ query: 'price|cost|budget', projects: ['remote-control'] })).map(hits);
      expect(paged.length).toBeGreaterThan(2);
      expect(paged.flat().sort()).toEqual([...all].sort());
      expect(new Set(paged.flat()).size).toBe(all.length);
    } finally {
      await wide.cleanup();
    }
  });

  it('a later page says where it starts; past the end says so; a negative offset is refused', async () => {
    t = await sampleSession(MEETINGS.functional);
    const second = await runTool(t.session, 'search', { query: 'price|cost', limit: 2, offset: 2 });
    expect(second).toContain('note: matches from match 3 on (offset 2)');
    expect(await runTool(t.session, 'search', { query: 'price|cost', offset: 100000 })).toMatch(
      /^no matches past offset 100000 \(offset 0 searches from the first match\)/,
    );
    const negative = await runTool(t.session, 'search', { query: 'price', offset: -1 });
    expect(negative).toMatch(/^refused: offset must be a whole number >= 0, got -1/);
  });

  it('the compact view search takes offset and reads on with its own call', async () => {
    t = await sampleSession(MEETINGS.functional);
    const query = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'query_meeting')!;
    const all = hits(await runTool(t.session, 'search', { query: 'price|cost' }));
    const seen: string[] = [];
    let filters: Record<string, unknown> | null = { query: 'price|cost', limit: 4 };
    let calls = 0;
    while (filters) {
      const result = JSON.parse(await query.execute({ view: 'search', filters })) as {
        view: string;
        text: string;
      };
      expect(result.view, JSON.stringify(result)).toBe('search');
      seen.push(...hits(result.text));
      const last = result.text.split('\n').at(-1) ?? '';
      expect(last).not.toContain('call search with');
      const m = /; call query_meeting with (\{.*\}) to read on$/.exec(last);
      filters = m ? (JSON.parse(m[1] as string) as { filters: Record<string, unknown> }).filters : null;
      if (filters) expect(filters).toMatchObject({ query: 'price|cost', limit: 4 });
      expect(++calls).toBeLessThan(100);
    }
    expect(calls).toBeGreaterThan(1);
    expect(seen.sort()).toEqual([...all].sort());
  });
});
