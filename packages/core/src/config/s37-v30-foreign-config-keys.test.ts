/**
 * Review s37 V30: L260/F47 names a YAML or TOML configuration with its first line, the value of a bare
 * `key: value` line left out (it may be an API key); a quoted key (`"apiKey": "sk-…"`, valid YAML), a list
 * item's key (`- apiKey: sk-…`) or a commented-out key (`# apiKey: sk-…`, a key switched off by hand) was
 * quoted whole into the terminal and logs. Now each shows its key only; a comment or item without a value
 * is shown as before. Real files in a temp folder.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { loadConfig } from './load-config.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ma-v30-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function message(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, text);
  const error = await loadConfig({ vault: dir, configPath: file }).catch((e: unknown) => e);
  expect(ConfigError.isInstance(error), name).toBe(true);
  return (error as ConfigError).message;
}

const SECRET = 'sk-live-ABCDEF123456';

describe('V30: the first line of a YAML/TOML configuration never shows a value', () => {
  it.each([
    ['c.yaml', `"apiKey": "${SECRET}"\nmodel: qwen3\n`, '"apiKey": \u2026'],
    ['c.yaml', `'apiKey': ${SECRET}\n`, "'apiKey': \u2026"],
    ['c.yaml', `- apiKey: ${SECRET}\n`, '- apiKey: \u2026'],
    ['c.yaml', `# apiKey: ${SECRET}\nmodel:\n  model: qwen3\n`, '# apiKey: \u2026'],
    ['c.toml', `#api_key = "${SECRET}"\n[model]\n`, '#api_key = \u2026'],
  ])('%s %j', async (name, text, shown) => {
    const said = await message(name, text);
    expect(said).toContain(`line 1 ("${shown}")`);
    expect(said).not.toContain(SECRET.slice(0, 9));
  });

  // Review s38 V60: such a line's text may be the key itself; its mark says what the line is.
  it('a comment, list item or bare line shows its mark only; model:, --- and [model] as written', async () => {
    expect(await message('c.yaml', '# my settings\nmodel:\n')).toContain('line 1 ("# \u2026") is YAML');
    expect(await message('c.yaml', '- one\n- two\n')).toContain('line 1 ("- \u2026") is YAML');
    expect(await message('c.yaml', '---\nmodel:\n')).toContain('line 1 ("---") is YAML');
    expect(await message('c.yaml', 'model:\n  apiKey: x\n')).toContain('line 1 ("model:") is YAML');
    expect(await message('c.toml', '[model]\nmodel = "q"\n')).toContain('line 1 ("[model]") is TOML');
  });

  it.each([
    ['c.yaml', `- ${SECRET}\n`, '- \u2026'],
    ['c.yaml', `# ${SECRET}\nmodel:\n`, '# \u2026'],
    ['c.yaml', `#${SECRET}\nmodel:\n`, '# \u2026'],
    ['c.yaml', `${SECRET}\n`, '\u2026'],
    ['c.toml', `${SECRET}\n`, '\u2026'],
  ])('V60: %s %j never shows the key it holds', async (name, text, shown) => {
    const said = await message(name, text);
    expect(said).toContain(`line 1 ("${shown}")`);
    expect(said).not.toContain(SECRET.slice(0, 9));
  });
});
