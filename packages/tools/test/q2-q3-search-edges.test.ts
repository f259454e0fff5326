/**
 * Review 5 Q2 and Q3, `search` at its edges. Q2: a pattern ending in a lone `\` is refused for that, not as an
 * "unclosed group" the model never wrote (ripgrep wraps the pattern in a group). Q3: when the first match is longer
 * than the character budget, it is shown cut to the budget with "more matches not shown" — never `no matches`.
 * Real sample vault copy, the real ripgrep.
 * Spec: review5 Q2, Q3; seed 000 (search tool); docs/tools.md, search.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => t?.cleanup());

describe('Q2: a pattern ending in a lone backslash', () => {
  it('is refused for the backslash; an escaped one is searched', async () => {
    t = await sampleSession(MEETINGS.functional);
    for (const query of ['casing\\', 'EUR\\\\\\', '\\']) {
      const out = await runTool(t.session, 'search', { query });
      expect(isRefusal(out), out).toBe(true);
      expect(out).toContain('ends with a lone "\\"');
      expect(out).not.toContain('unclosed group');
    }
    const escaped = await runTool(t.session, 'search', { query: 'casing\\\\' });
    expect(isRefusal(escaped), escaped).toBe(false);
  });
});

describe('Q3: a first match longer than the character budget', () => {
  it('is shown cut to the budget, with more matches said to exist', async () => {
    t = await sampleSession(MEETINGS.functional, { limits: { searchChars: 20 } });
    const out = await runTool(t.session, 'search', { query: 'EUR' });
    expect(out).not.toMatch(/^no matches/);
    const [first] = out.split('\n');
    expect(first).toMatch(/^Projects\/remote-control\/[^:]+\.md:\d+ .{1,20}$/);
    expect(first!.endsWith('…')).toBe(true);
    expect(out).toContain('… more matches not shown');
  });
});
