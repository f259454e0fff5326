/**
 * L99: a `search` query over 2,000 characters (a model pasting a paragraph, an alternation of a
 * hundred names). Before, the refusal read as a broken regex — `invalid search pattern: the search
 * pattern is longer than 2000 characters; fix the regex (ripgrep/Rust syntax: no look-around …) or
 * escape special characters` — advice that cannot help. Now it says the pattern is too long, its
 * length and the limit, and to shorten it. Real tool on a temp copy of the sample vault.
 * Spec: docs/tools.md (search patterns).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('L99: a search pattern past the limit is refused as too long', () => {
  it('L99: a 2,345-character query is refused naming its length and the 2,000 limit, without regex advice', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await hashTree(t.root);
    for (const profile of ['granular', 'compact'] as const) {
      const defs = toolDefinitions(t.session, { profile });
      const query = `${'budget|'.repeat(335)}`;
      expect(query.length).toBe(2345);
      const text =
        profile === 'granular'
          ? await defs.find((d) => d.name === 'search')!.execute({ query })
          : await defs
              .find((d) => d.name === 'query_meeting')!
              .execute({ view: 'search', filters: { query } });
      expect(text, profile).toContain('the search pattern is too long: 2345 characters, at most 2000');
      expect(text, profile).toContain('shorten the query to at most 2000 characters');
      expect(text, profile).not.toMatch(/regex|look-around|invalid search pattern/);
    }
    // Exactly at the limit it runs.
    const search = toolDefinitions(t.session).find((d) => d.name === 'search')!;
    expect(await search.execute({ query: `remote${'|x'.repeat(997)}` })).not.toMatch(/^refused/);
    expect(await hashTree(t.root)).toBe(before);
  });
});
