/**
 * reviewA S1 (session 20): `files.glossary`/`files.dictation` (and `prompt.basePromptFile`) inside the trash folder
 * passed the configuration check (`ma doctor`: "config … is valid"), and then every tool refused them ("the .trash
 * folder is off limits … no argument can fix this"). The configuration check now refuses them, naming the key, as it
 * refuses `.obsidian/…` and `.git/…`. Real files in a temp folder, core's own loader.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { loadConfig } from './load-config.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir('ma-config-s1-');
});
afterEach(() => dir.cleanup());

async function loadJson(json: unknown): Promise<unknown> {
  await writeFile(path.join(dir.root, 'meeting-assistant.json'), JSON.stringify(json));
  return loadConfig({ vault: dir.root }).catch((e: unknown) => e);
}

describe('S1 (reviewA, session 20): no configured note lies in the trash folder', () => {
  it('S1 refuses the glossary, the dictation list and the base prompt inside .trash (any case) or a configured trash folder', async () => {
    const cases: [unknown, string][] = [
      [{ files: { dictation: '.trash/Dictation.md' } }, 'files.dictation'],
      [{ files: { glossary: '.Trash/old/Glossary.md' } }, 'files.glossary'],
      [{ prompt: { basePromptFile: '.trash/prompt.md' } }, 'prompt.basePromptFile'],
      [{ folders: { trash: 'Bin' }, files: { dictation: 'bin/Dictation.md' } }, 'files.dictation'],
    ];
    for (const [json, key] of cases) {
      const error = (await loadJson(json)) as ConfigError;
      expect(ConfigError.isInstance(error), JSON.stringify(json)).toBe(true);
      expect(error.message, JSON.stringify(json)).toContain(
        `${key}: expected a Markdown note of its own inside the vault, not a deleted note (the trash folder, which no tool reads or writes)`,
      );
    }
  });

  it('S1 still takes a list named like the trash folder but outside it, and one in a trash folder moved elsewhere', async () => {
    const ok = (await loadJson({ files: { dictation: '.trash.md', glossary: 'Lists/.trash-old/G.md' } })) as {
      files: unknown;
    };
    expect(ok.files).toEqual({ glossary: 'Lists/.trash-old/G.md', dictation: '.trash.md' });
    const moved = (await loadJson({
      folders: { trash: 'Bin' },
      files: { dictation: '.trash/Dictation.md' },
    })) as {
      files: unknown;
    };
    expect(moved.files).toEqual({ glossary: 'Glossary.md', dictation: '.trash/Dictation.md' });
  });
});
