/**
 * Newcomer R66: a configuration written in YAML (`ma summarize … --config settings.yaml`, or
 * meeting-assistant.json written as `folders:` / `  meetings: Meetings`) was refused with the JSON
 * parser's words only (`Unexpected token 'o', "folders:…" is not valid JSON`), which does not say
 * that the format is what is wrong. Now the message says the file is YAML and shows the JSON form;
 * a JSON file with a slip (a flow `{ }` that YAML also reads) gets no YAML hint, and the message never
 * quotes a value of the file (an API key). Real files in a temp folder.
 * Spec: docs/vault-format.md, Configuration (meeting-assistant.json is JSON).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { loadConfig } from './load-config.js';

describe('R66: a YAML configuration is named as YAML', () => {
  let dir: TempDir;
  beforeEach(async () => {
    dir = await makeTempDir('ma-r66-');
  });
  afterEach(async () => dir.cleanup());

  const refusal = async (name: string, text: string): Promise<string> => {
    const file = path.join(dir.root, name);
    await writeFile(file, text);
    const error = await loadConfig({ vault: dir.root, configPath: file }).catch((e: unknown) => e);
    expect(ConfigError.isInstance(error)).toBe(true);
    return (error as ConfigError).message;
  };

  it('R66: YAML in a .yaml --config and in meeting-assistant.json is said to be YAML, with the JSON form', async () => {
    const yaml =
      '# my settings\nmodel:\n  baseURL: http://127.0.0.1:11434/v1\n  apiKey: sk-secret-123\nfolders:\n  meetings: Meetings\n';
    for (const name of ['settings.yaml', 'meeting-assistant.json']) {
      const message = await refusal(name, yaml);
      expect(message, name).toContain('invalid JSON at');
      expect(message, name).toContain('the file is YAML, but the configuration is JSON');
      expect(message, name).toContain('{ "folders": { "meetings": "Meetings" } }');
      expect(message, name).not.toContain('sk-secret-123');
    }
  });

  it('R66: JSON with a slip YAML also reads, and text that is no mapping, get no YAML hint', async () => {
    for (const text of [
      "{ 'folders': { 'meetings': 'Meetings' } }\n",
      '{ folders: {} }\n',
      'just some words\n',
    ]) {
      const message = await refusal('meeting-assistant.json', text);
      expect(message, text).toContain('invalid JSON at');
      expect(message, text).not.toContain('YAML');
    }
  });
});
