/**
 * L36: the lock folder ENOTDIR race. The run lock and the file locks check
 * `.meeting-assistant/locks` (and `locks/files`) like every vault path, then make their lock
 * folder in it (`mkdir`, proper-lockfile). When a component of that path became a file between
 * the check and the `mkdir` (another process, a sync tool, a user replacing the folder), the raw
 * `ENOTDIR: not a directory, mkdir '…/locks/<hash>.lock'` (or `EEXIST` from the recursive mkdir)
 * came out instead of the refusal a file there gets at once (`PathSafetyError`: "… is not a
 * folder"). Such an error is now the folder changing under us, as a removed folder already was:
 * the folder is checked again — a file there is refused naming it, a folder back there is used.
 * The race is injected on the real fs at the exact moment: a `Vault` whose `resolve` replaces the
 * folder with a file right after the lock code checked it (temp copy of the sample vault).
 * Spec: L36; docs/contracts.md (@ma/core, Run lock; Concurrency).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathSafetyError } from '../errors/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { lockMeeting } from './lock-meeting.js';
import { FILE_LOCKS_FOLDER, LOCKS_FOLDER, STATE_FOLDER } from './state-folder.js';
import { withFileLock } from './with-file-lock.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(() => dir.cleanup());

const MEETING = 'Meetings/2026-03-10 Remote control functional design.md';

/** Replaces the folder `rel` (vault-relative) by a file, as another process could. */
async function fileInstead(rel: string): Promise<void> {
  const abs = path.join(vault.root, ...rel.split('/'));
  await rm(abs, { recursive: true, force: true });
  await mkdir(path.dirname(abs), { recursive: true });
  await writeFile(abs, 'not a folder');
}

/**
 * The vault, with `after` run once right after the `when`-th `resolve` of `folder` returned (1: the
 * check before the lock folder is made; 2: the check once it exists, right before the lock's
 * mkdir), and `before` run once before the next `resolve` of it (another process putting it back).
 */
function racing(
  folder: string,
  when: number,
  after: () => Promise<void>,
  before?: () => Promise<void>,
): Vault {
  let seen = 0;
  let putBack = false;
  return {
    ...vault,
    resolve: async (rel: string, opts: Parameters<Vault['resolve']>[1]) => {
      if (rel === folder && seen >= when && !putBack) {
        putBack = true;
        await before?.();
      }
      const resolved = await vault.resolve(rel, opts);
      if (rel === folder && ++seen === when) await after();
      return resolved;
    },
  };
}

describe('L36: a lock folder replaced by a file while a lock is taken', () => {
  for (const [name, folder, take] of [
    ['run lock', LOCKS_FOLDER, (v: Vault) => lockMeeting(v, MEETING as never).then((l) => l.release())],
    [
      'file lock',
      FILE_LOCKS_FOLDER,
      (v: Vault) => withFileLock(v, path.join(v.root, MEETING), async () => 'written'),
    ],
  ] as const) {
    for (const [when, replaced] of [
      [1, STATE_FOLDER],
      [2, folder],
    ] as const) {
      it(`L36 ${name}: ${replaced} becomes a file after check ${when} → PathSafetyError naming it, no raw ENOTDIR/EEXIST`, async () => {
        const error = await take(racing(folder, when, () => fileInstead(replaced))).catch((e: unknown) => e);
        expect(PathSafetyError.isInstance(error), String(error)).toBe(true);
        expect(String((error as Error).message)).toMatch(/not a folder/);
      });
    }
    it(`L36 ${name}: the folder replaced by a file and put back at once → the lock is taken`, async () => {
      const abs = path.join(vault.root, ...folder.split('/'));
      const v = racing(
        folder,
        2,
        () => fileInstead(folder),
        async () => {
          // The other process puts the folder back before we look again.
          await rm(abs, { force: true });
          await mkdir(abs, { recursive: true });
        },
      );
      await expect(take(v)).resolves.not.toThrow();
    });
  }
});
