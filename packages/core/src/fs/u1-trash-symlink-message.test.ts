/**
 * Review U1: a vault whose `.trash` is a symlink (out of the vault, inside it, dangling) or a file
 * got "the trash folder must be a real folder inside the vault" when a tool trashed a file. The
 * refusal now says what `.trash` is, where the link leads and what to do; nothing is moved, copied
 * or written, inside or outside the vault. Real files on a temp copy of the sample vault.
 * Spec: review U1; docs/vault-format.md (`.trash/` for soft deletes); docs/tools.md (Paths).
 */
import { lstat, mkdir, readdir, readFile, realpath, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathSafetyError } from '../errors/path-safety-error.js';
import { copySampleVault, makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { copyToTrash, moveToTrash } from './move-to-trash.js';

let dir: TempDir;
let outside: TempDir;
const vault = () => ({ root: dir.root, config: { folders: { trash: '.trash' } } });
const REL = 'Identities/Project Manager.md';
beforeEach(async () => {
  dir = await copySampleVault();
  outside = await makeTempDir();
});
afterEach(async () => {
  await dir.cleanup();
  await outside.cleanup();
});

/** The refusal of trashing (or copying to the trash) {@link REL}; checks nothing moved. */
async function refusal(how: 'move' | 'copy'): Promise<PathSafetyError> {
  const before = await readFile(path.join(dir.root, REL));
  const error = await (how === 'move'
    ? moveToTrash(vault(), REL)
    : copyToTrash(vault(), REL, 'old text\n')
  ).catch((e: unknown) => e);
  expect(PathSafetyError.isInstance(error)).toBe(true);
  expect(await readFile(path.join(dir.root, REL))).toEqual(before);
  expect(await readdir(outside.root)).toEqual([]);
  return error as PathSafetyError;
}

describe('U1: the trash folder is no real folder', () => {
  it('U1: .trash is a symlink out of the vault: the refusal says so, where it leads and what to do; nothing lands outside', async () => {
    await symlink(outside.root, path.join(dir.root, '.trash'));
    for (const how of ['move', 'copy'] as const) {
      const error = await refusal(how);
      expect(error.message).toBe(
        `folders.trash: the vault's trash folder .trash is a symlink to ${await realpath(outside.root)}, outside the vault; Meeting Assistant moves files to the trash only inside the vault and never through a link, so nothing was moved or written: replace the link .trash with a real folder of that name, or set folders.trash in meeting-assistant.json to a real folder inside the vault`,
      );
    }
  });

  it('U1: a symlink inside the vault, a dangling one, a symlinked folder within the trash and a file are each named', async () => {
    await symlink('Notes', path.join(dir.root, '.trash'));
    expect((await refusal('move')).message).toContain('.trash is a symlink to ');
    expect((await refusal('move')).message).toContain(', inside the vault; ');
    await unlink(path.join(dir.root, '.trash'));

    await symlink(path.join(outside.root, 'gone'), path.join(dir.root, '.trash'));
    expect((await refusal('move')).message).toContain(
      `.trash is a symlink to ${path.join(outside.root, 'gone')}, which leads nowhere;`,
    );
    expect((await lstat(path.join(dir.root, '.trash'))).isSymbolicLink()).toBe(true);
    await unlink(path.join(dir.root, '.trash'));

    await mkdir(path.join(dir.root, '.trash'));
    await symlink(outside.root, path.join(dir.root, '.trash/Identities'));
    expect((await refusal('move')).message).toContain(
      "folders.trash: .trash/Identities (in the vault's trash folder) is a symlink to ",
    );
    expect((await refusal('copy')).message).toContain(', outside the vault;');
    await rm(path.join(dir.root, '.trash'), { recursive: true });

    await writeFile(path.join(dir.root, '.trash'), 'not a folder\n');
    expect((await refusal('move')).message).toBe(
      "folders.trash: the vault's trash folder .trash is a file, so nothing was moved or written: rename or remove .trash so a folder can take its place, or set folders.trash in meeting-assistant.json to a real folder inside the vault",
    );
  });
});
