/**
 * L69: `limits.*` had no upper bound: `limits.readChars: 1e300` was taken, and a read could try to
 * hand a model hundreds of megabytes. Each limit now has a documented maximum (`LIMIT_MAXIMA`), and a
 * larger value is the usual configuration error naming the whole range and the value as the file
 * wrote it (L64); the maximum itself is taken.
 * Spec: docs/vault-format.md, Configuration (`limits`); apps/cli/README.md (settings table); L69.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { LIMIT_MAXIMA } from './index.js';
import { loadConfig } from './load-config.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ma-l69-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

async function load(limitsJson: string) {
  await writeFile(path.join(dir, 'meeting-assistant.json'), `{ "limits": ${limitsJson} }\n`);
  return loadConfig({ vault: dir });
}

async function refusal(limitsJson: string): Promise<string> {
  const error = await load(limitsJson).then(
    () => null,
    (e: unknown) => e,
  );
  expect(ConfigError.isInstance(error), limitsJson).toBe(true);
  return (error as Error).message;
}

describe('L69: every limits setting has a documented maximum', () => {
  it('L69: the maxima are taken, one more is refused naming the range; huge values as written', async () => {
    const min: Record<string, number> = {
      readChars: 1,
      searchResults: 1,
      searchLineChars: 16,
      searchChars: 1,
    };
    for (const [key, max] of Object.entries(LIMIT_MAXIMA)) {
      const config = await load(`{ "${key}": ${max} }`);
      expect(config.limits[key as keyof typeof LIMIT_MAXIMA]).toBe(max);
      expect(await refusal(`{ "${key}": ${max + 1} }`)).toContain(
        `limits.${key}: expected a whole number from ${min[key]} to ${max}, got ${max + 1}`,
      );
      expect(await refusal(`{ "${key}": 1e300 }`)).toContain(
        `limits.${key}: expected a whole number from ${min[key]} to ${max}, got 1e300`,
      );
      expect(await refusal(`{ "${key}": 9007199254740993 }`)).toContain('got 9007199254740993');
    }
    expect(LIMIT_MAXIMA).toEqual({
      readChars: 1_000_000,
      searchResults: 1_000,
      searchLineChars: 2_000,
      searchChars: 1_000_000,
    });
  });
});
