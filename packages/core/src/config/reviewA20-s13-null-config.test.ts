/**
 * reviewA S13 (session 20): a `meeting-assistant.json` holding only `null` was read as no configuration at all (every
 * default, `ma doctor`: "config … is valid"), while `[]`, `true` or `"x"` are refused as "(root): expected a JSON
 * object". A `null` file is refused the same way now. Real files in a temp folder, core's own loader.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { loadConfig } from './load-config.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir('ma-config-s13-');
});
afterEach(() => dir.cleanup());

describe('S13 (reviewA, session 20): a configuration file is a JSON object', () => {
  it('S13 refuses null as it refuses [] and true; a missing file still gives the defaults', async () => {
    for (const text of ['null', ' null\n', '[]', 'true']) {
      await writeFile(path.join(dir.root, 'meeting-assistant.json'), text);
      const error = (await loadConfig({ vault: dir.root }).catch((e: unknown) => e)) as ConfigError;
      expect(ConfigError.isInstance(error), text).toBe(true);
      expect(error.message, text).toMatch(/^\(root\): expected a JSON object, got (null|\[\]|true)$/);
    }
    const none = await makeTempDir('ma-config-s13-none-');
    expect((await loadConfig({ vault: none.root })).folders.meetings).toBe('Meetings');
    await none.cleanup();
  });
});
