/**
 * Leftovers L260: `loadConfig` of a configuration written in YAML or TOML threw "invalid JSON at line 1,
 * column 1: Unexpected token …" → a ConfigError naming the file, the format found with its first line
 * and JSON as the format read. Real files in a temp folder. Spec: docs/vault-format.md, Configuration.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { foreignConfigFormat } from './foreign-config-format.js';
import { loadConfig } from './load-config.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ma-l260-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function refusal(name: string, text: string): Promise<ConfigError> {
  const file = path.join(dir, name);
  await writeFile(file, text);
  const error = await loadConfig({ vault: dir, configPath: file }).catch((e: unknown) => e);
  expect(ConfigError.isInstance(error), name).toBe(true);
  return error as ConfigError;
}

describe('L260: YAML and TOML configuration files', () => {
  it('names the format, the line and JSON', async () => {
    const yaml = await refusal('c.yaml', '\n---\nmodel:\n  model: qwen3\n');
    expect(yaml.message).toContain(`${path.join(dir, 'c.yaml')}: line 2 ("---") is YAML`);
    expect(yaml.message).toContain('the configuration is read as JSON only');
    expect([yaml.expected, yaml.got]).toEqual(['JSON', 'YAML']);
    const toml = await refusal('c.toml', 'approvals.prompt = "deny"\n');
    expect(toml.message).toContain('line 1 ("approvals.prompt = \u2026") is TOML');
    // A plain YAML scalar in a .yml file: its name says the format.
    const plain = await refusal('c.yml', 'settings\n');
    expect(plain.message).toContain('line 1 ("\u2026") is YAML');
  });

  it('F47: a TOML table header is TOML, and no value of the line is quoted (it may be an API key)', async () => {
    const table = await refusal('meeting-assistant.json', '[model]\nbaseURL = "http://localhost:11434/v1"\n');
    expect(table.message).toContain('line 1 ("[model]") is TOML');
    const keyed = await refusal('c.yaml', 'apiKey: sk-secret-123\nmodel: qwen3\n');
    expect(keyed.message).toContain('line 1 ("apiKey: \u2026") is YAML');
    expect(keyed.message).not.toContain('sk-secret-123');
    const tomlKey = await refusal('c.toml', 'api_key = "sk-secret-456"\n');
    expect(tomlKey.message).not.toContain('sk-secret-456');
    // A JSON array (not a configuration, but JSON) keeps JSON's own message.
    expect(foreignConfigFormat('[1, 2,]', 'meeting-assistant.json')).toBeNull();
  });

  it('broken JSON keeps its JSON message', async () => {
    const json = await refusal('c.json', '{"model": {,}}');
    expect(json.message).toContain('invalid JSON at line 1');
    expect(foreignConfigFormat('{"model": {,}}', 'c.yaml')).toBeNull();
    expect(foreignConfigFormat('', 'c.yaml')).toBeNull();
    expect(foreignConfigFormat('# notes\n{"model": {,}}', 'meeting-assistant.json')).toBeNull();
  });
});
