/**
 * R22: a transcript line too long for one chunk-notes part is cut into pieces of whole characters
 * (never half a surrogate pair in a model request), and each piece's `(characters A–B of N)` counts
 * code points, as the read tools do; the pieces put together are the line.
 * Spec: docs/tools.md (A character is a Unicode code point); docs/context-budget.md; review R22.
 */
import { describe, expect, it } from 'vitest';
import { tokenCounterFor } from '../src/budget/token-counter.js';
import { chunkLines } from '../src/run/map-transcript.js';

const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('R22: chunk pieces of a long line', () => {
  it('whole characters, counted as code points, covering the line exactly', async () => {
    const line = `a${'😀'.repeat(3000)}`;
    const parts = chunkLines([line], 7, 400, await tokenCounterFor('qwen3:8b'));
    expect(parts.length).toBeGreaterThan(2);
    let whole = '';
    let next = 1;
    for (const part of parts) {
      expect(part.text).not.toMatch(LONE);
      const m = /^7│\(characters (\d+)–(\d+) of (\d+)\) ([\s\S]*)$/u.exec(part.text);
      expect(m, part.text.slice(0, 60)).not.toBeNull();
      const [, a, b, n, piece] = m as unknown as [string, string, string, string, string];
      expect(Number(a)).toBe(next);
      expect(Number(n)).toBe(3001);
      expect([...piece].length).toBe(Number(b) - Number(a) + 1);
      next = Number(b) + 1;
      whole += piece;
    }
    expect(whole === line).toBe(true);
  });
});
