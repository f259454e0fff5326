/**
 * reviewA T7: a key given twice in one object of `meeting-assistant.json` was taken in silence —
 * `JSON.parse` keeps the last one — so a second `"model"` section pasted below the first (README:
 * "Add a `model` section"), a second `"limits"` or `"approvals"` block, or a key repeated inside
 * one (`"prompt": "deny", …, "prompt": "approve"`) replaced the first without a word, while a meeting
 * note's repeated frontmatter key is refused. `loadConfig` now refuses it naming the key, the file,
 * line and column of the second one; nothing else changes (a config without repeats loads as
 * before, escapes and a BOM included). Real files in a temp folder.
 * Spec: docs/vault-format.md, Configuration (plain JSON; "unknown keys are errors"); reviewA T7.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { loadConfig } from './load-config.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir('ma-t7-');
});
afterEach(async () => dir.cleanup());

async function load(text: string) {
  await writeFile(path.join(dir.root, 'meeting-assistant.json'), text);
  return loadConfig({ vault: dir.root });
}

async function refusal(text: string): Promise<string> {
  const error = await load(text).then(
    () => null,
    (e: unknown) => e,
  );
  expect(ConfigError.isInstance(error), String(error)).toBe(true);
  return (error as Error).message;
}

describe('T7: a key given twice in meeting-assistant.json is refused', () => {
  it('T7: a repeated section, a key repeated inside one, and an escaped spelling of the same key: named with line and column', async () => {
    const file = path.join(dir.root, 'meeting-assistant.json');
    expect(
      await refusal('{\n  "limits": { "readChars": 5000 },\n  "limits": { "searchResults": 3 }\n}\n'),
    ).toBe(
      `${file}: invalid JSON at line 3, column 3: Duplicate key "limits" in JSON at line 3 column 3 (JSON keeps only the last one; merge the two into one)`,
    );
    expect(
      await refusal('{"approvals": {"prompt": "deny", "timeoutMs": 5000, "prompt": "approve"}}'),
    ).toContain('Duplicate key "prompt" in JSON at line 1 column 53');
    expect(await refusal('{"folders": {"meetings": "Meetings", "\\u006deetings": "Other"}}')).toContain(
      'Duplicate key "meetings"',
    );
  });

  it('T7: distinct keys (the same name in different objects, escapes, a BOM, CRLF) load as before', async () => {
    const config = await load(
      '\uFEFF{\r\n\t"folders": { "meetings": "Me\\u0065tings" },\r\n\t"limits": { "readChars": 5000 },\r\n\t"approvals": { "prompt": "console" }\r\n}\r\n',
    );
    expect(config.folders.meetings).toBe('Meetings');
    expect(config.limits.readChars).toBe(5000);
    expect(config.approvals.prompt).toBe('console');
  });
});
