/**
 * L498, L499: `meeting-assistant.json` nested 5,000 levels deep failed to load with "Maximum call stack
 * size exceeded" (the number-keeping reviver and the duplicate-key check recurse per level), and a number
 * setting written with a fraction the parse drops (`"searchResults": 1.0000000000000001`) was loaded as
 * 1 in silence. Both are now refused naming the depth and limit, or the key and the number as written.
 * A number beyond the double range stays the schema's refusal, quoted as written (review11 X3).
 * Real files in a temp folder.
 * Spec: docs/vault-format.md, Configuration; L498, L499.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { parseJsonKeepingNumbers } from '../text/shown-number.js';
import { configNumberProblem, parseJsonKeepingNumberText } from './json-number-sources.js';
import { loadConfig } from './load-config.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir('ma-l498-');
});
afterEach(async () => dir.cleanup());

async function refusal(text: string): Promise<string> {
  await writeFile(path.join(dir.root, 'meeting-assistant.json'), text);
  const error = await loadConfig({ vault: dir.root }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(ConfigError.isInstance(error), String(error)).toBe(true);
  return (error as Error).message;
}

describe('L498, L499: hostile JSON in meeting-assistant.json', () => {
  it('L498: nesting past 1000 levels is refused with the depth and the limit', async () => {
    const file = path.join(dir.root, 'meeting-assistant.json');
    for (const n of [1001, 5000, 200_000])
      expect(await refusal(`{"x": ${'['.repeat(n - 1)}${']'.repeat(n - 1)}}`)).toBe(
        `${file}: the JSON is nested ${n} levels deep (arrays and objects inside each other); at most 1000 are read`,
      );
  });

  it('L499: a number setting whose fraction JSON drops is refused as written; 1e400 as written too', async () => {
    expect(await refusal('{"limits": {"searchResults": 1.0000000000000001}}')).toBe(
      'limits.searchResults: expected a whole number, got 1.0000000000000001 (JSON reads it as 1)',
    );
    expect(await refusal('{"daemon": {"debounceMs": 2999.99999999999999999}}')).toBe(
      'daemon.debounceMs: expected a whole number, got 2999.99999999999999999 (JSON reads it as 3000)',
    );
    expect(await refusal('{"limits": {"readChars": 1e400}}')).toContain('got 1e400');
    await writeFile(path.join(dir.root, 'meeting-assistant.json'), '{"limits": {"searchResults": 1.0e1}}');
    expect((await loadConfig({ vault: dir.root })).limits.searchResults).toBe(10);
  });
});

describe('L522: the number-keeping parses check nesting themselves (settings, ma tool, MCP call them)', () => {
  it('refuse 5,000 and 200,000 levels with the depth, not "Maximum call stack size exceeded"', () => {
    for (const n of [5000, 200_000]) {
      const text = `{"x": ${'['.repeat(n - 1)}${']'.repeat(n - 1)}}`;
      const said = `JSON nested ${n} levels deep (arrays and objects inside each other); at most 1000 are read`;
      expect(() => parseJsonKeepingNumberText(text)).toThrow(said);
      expect(() => parseJsonKeepingNumbers(text)).toThrow(said);
    }
    expect(parseJsonKeepingNumberText(`{"x": ${'['.repeat(999)}${']'.repeat(999)}}`)).toBeTypeOf('object');
  });

  it("configNumberProblem gives loadConfig's words for a dropped fraction; leaves 1e400 to the schema", () => {
    expect(configNumberProblem('{"daemon": {"debounceMs": 1.0000000000000001}}')?.message).toBe(
      'daemon.debounceMs: expected a whole number, got 1.0000000000000001 (JSON reads it as 1)',
    );
    expect(configNumberProblem('{"limits": {"readChars": 1e400}}')).toBeNull();
  });
});
