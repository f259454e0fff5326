/**
 * Review s37 V27: a configuration file JSON could not parse was refused with `JSON.parse`'s own message,
 * which in Node 22 quotes the stretch of the file around the error: `… "apiKey": 'sk-live-A"… is not valid
 * JSON` (a value in single quotes), or the whole file when it holds only a key. The refusal reaches the
 * terminal and logs; L260 kept YAML values out of it, JSON's own quote still carried them. Now the line
 * and column are said and no text of the file is quoted. Real files in a temp folder.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { loadConfig } from './load-config.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ma-v27-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const SECRET = 'sk-live-ABCDEF123456';

async function refusal(text: string): Promise<ConfigError> {
  const file = path.join(dir, 'meeting-assistant.json');
  await writeFile(file, text);
  const error = await loadConfig({ vault: dir }).catch((e: unknown) => e);
  expect(ConfigError.isInstance(error)).toBe(true);
  return error as ConfigError;
}

describe('V27: invalid JSON never quotes the file', () => {
  it.each([
    ['a value in single quotes', `{"model": {"baseURL": "http://localhost:1/v1", "apiKey": '${SECRET}'}}\n`],
    ['an unquoted value', `{"model": {"apiKey": ${SECRET}}}\n`],
    ['a file holding only the key', `${SECRET}\n`],
  ])('%s: where it broke, and none of the key', async (_what, text) => {
    const error = await refusal(text);
    expect(error.message).toMatch(/invalid JSON at line \d+, column \d+: Unexpected token/);
    for (const said of [error.message, String(error.got), JSON.stringify(error)])
      expect(said).not.toContain(SECRET.slice(0, 9));
  });

  it('a message that quotes nothing is kept whole', async () => {
    const error = await refusal('{"model": {"model": "qwen3",}}\n');
    expect(error.message).toContain('Expected double-quoted property name in JSON at position');
    expect(error.message).toContain('a trailing comma');
  });
});
