import { dirname, join, resolve } from 'node:path';
import { CONFIG_FILE_NAME, fsOps } from '@ma/core';

/**
 * Finds the vault a command works on when `--vault` is not given: the nearest
 * folder from `start` upward that holds `meeting-assistant.json`, else `start`
 * itself. Returns an absolute path; does not check that it is a vault.
 * Spec: docs/vault-format.md (Configuration); issue #6, "`ma`: summarize a real meeting end to end
 * from the command line".
 */
export async function findVaultRoot(start: string): Promise<string> {
  let dir = resolve(start);
  for (;;) {
    if (await isFile(join(dir, CONFIG_FILE_NAME))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await fsOps.stat(path)).isFile();
  } catch {
    return false;
  }
}
