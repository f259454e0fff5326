import { vi } from 'vitest';

/**
 * R245 (test helper): runs `run` with `JSON.parse` watched and counts the texts parsed that are longer than
 * `over` characters (default 50,000): how a test tells a linear streamed check (a handful) from one that parses
 * the whole argument text at every piece (thousands), without timing. The spy is removed even when `run` throws.
 */
export async function countingLongParses<T>(
  run: () => Promise<T>,
  over = 50_000,
): Promise<{ result: T; longParses: number }> {
  const parse = vi.spyOn(JSON, 'parse');
  try {
    const result = await run();
    const longParses = parse.mock.calls.filter(
      ([text]) => typeof text === 'string' && text.length > over,
    ).length;
    return { result, longParses };
  } finally {
    parse.mockRestore();
  }
}
