/**
 * review11 X2 and X4, `search` as the model calls it, in both profiles (granular `search`, compact
 * `query_meeting` view search). X2: a project note saved with CRLF line breaks matches end-anchored
 * patterns as an LF note does. X4: the search is smart-case, and the argument's description says so.
 * Real sample vault copy, the real ripgrep.
 * Spec: review11 X2, X4; seed 000 (search tool); docs/tools.md, search.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryMeetingInputSchema } from '../src/compact/query-meeting.js';
import { SearchInputSchema } from '../src/granular/search.js';
import { type NeutralTool, toolDefinitions } from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const tool = (s: TestSession, profile: 'granular' | 'compact', name: string): NeutralTool => {
  const def = toolDefinitions(s.session, { profile }).find((d) => d.name === name);
  if (!def) throw new Error(`no ${name}`);
  return def;
};

/** The search through each profile's tool, as text lines `path:line text`. */
async function searchBoth(s: TestSession, query: string): Promise<{ granular: string; compact: string }> {
  const granular = await tool(s, 'granular', 'search').execute({ query });
  const out = await tool(s, 'compact', 'query_meeting').execute({ view: 'search', filters: { query } });
  const compact = String((JSON.parse(out) as { text?: string }).text ?? out);
  return { granular, compact };
}

describe('X2: search finds end-anchored patterns in CRLF project notes', () => {
  it("X2: the reviewer's repro, in both profiles: NEEDLE3$, beta$, ^alpha, with a BOM and CRLF", async () => {
    t = await sampleSession(MEETINGS.functional);
    await writeFile(path.join(t.root, 'Projects/remote-control/crlf.md'), '\uFEFFalpha NEEDLE3\r\nbeta\r\n');
    await writeFile(path.join(t.root, 'Projects/remote-control/lf.md'), 'alpha NEEDLE4\nbeta\n');
    for (const [query, lines] of [
      ['NEEDLE3$', ['Projects/remote-control/crlf.md:1 alpha NEEDLE3']],
      [
        '^alpha',
        ['Projects/remote-control/crlf.md:1 alpha NEEDLE3', 'Projects/remote-control/lf.md:1 alpha NEEDLE4'],
      ],
      ['^beta$', ['Projects/remote-control/crlf.md:2 beta', 'Projects/remote-control/lf.md:2 beta']],
      [
        'NEEDLE\\d\\z',
        ['Projects/remote-control/crlf.md:1 alpha NEEDLE3', 'Projects/remote-control/lf.md:1 alpha NEEDLE4'],
      ],
    ] as const) {
      const { granular, compact } = await searchBoth(t, query);
      for (const out of [granular, compact]) {
        const found = out.split('\n').filter((l) => l.startsWith('Projects/remote-control/'));
        expect(found, `${query}: ${out}`).toEqual(lines);
      }
    }
  });
});

describe('X4: search is smart-case, and says so', () => {
  it('X4: a lower-case pattern ignores case, a capital makes it case-sensitive, in both profiles', async () => {
    t = await sampleSession(MEETINGS.functional);
    const lower = await searchBoth(t, 'selling');
    const upper = await searchBoth(t, 'Selling');
    const exactLower = await searchBoth(t, '(?-i)selling');
    for (const profile of ['granular', 'compact'] as const) {
      const count = (out: string) => out.split('\n').filter((l) => /:\d+ /.test(l)).length;
      expect(count(upper[profile])).toBeGreaterThan(0);
      expect(count(lower[profile]), lower[profile]).toBeGreaterThan(count(upper[profile]));
      expect(lower[profile]).toMatch(/:\d+ .*Selling/);
      expect(upper[profile]).not.toMatch(/:\d+ [^\n]*\bselling/);
      expect(exactLower[profile]).not.toMatch(/:\d+ [^\n]*Selling/);
    }
  });

  it('X4: the query argument of both profiles states the case rule, without the old "(?i)" hint', () => {
    const granular = SearchInputSchema().shape.query.description ?? '';
    expect(granular).toContain('All lower-case ignores case; a capital makes it case-sensitive');
    expect(granular).not.toContain('(?i)');
    const compact = QueryMeetingInputSchema().shape.filters.unwrap().unwrap().shape.query.description ?? '';
    expect(compact).toContain('all lower-case ignores case');
  });
});
