/**
 * Leftovers L113: `openVault` said `vault folder not found: <path>` for every root it could not use:
 * a file, a path through a file, a dangling or looping symbolic link. Each is now said as it is: a
 * file is a file (VaultLayoutError), a missing folder not found, a link to nothing or a loop named as
 * such; an unreadable folder says permission denied (EACCES; the mapping is checked directly: these
 * tests run as root, whom chmod does not stop). Real temp folders and files.
 * Spec: docs/contracts.md, Vault model; leftovers L113.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/index.js';
import { NotFoundError, VaultLayoutError } from '../errors/index.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { openVault } from './vault.js';
import { vaultRootProblem } from './vault-root-problem.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir('ma-l113-');
});
afterEach(async () => {
  await dir.cleanup();
});

const open = (p: string) => openVault(p, parseConfig(undefined));

describe('L113: a vault root that cannot be used says why', () => {
  it('L113: a file, a path through a file, missing, a dangling link, a loop: each its own message', async () => {
    const file = path.join(dir.root, 'notes.md');
    await writeFile(file, '# not a vault\n');
    await expect(open(file)).rejects.toThrow(VaultLayoutError);
    await expect(open(file)).rejects.toThrow(
      `vault path ${file} is a file, not a folder: pass the folder that holds Meetings/`,
    );
    await expect(open(path.join(file, 'vault'))).rejects.toThrow(
      `vault path ${path.join(file, 'vault')} goes through the file ${file}, not a folder`,
    );
    const missing = path.join(dir.root, 'none');
    await expect(open(missing)).rejects.toThrow(NotFoundError);
    await expect(open(missing)).rejects.toThrow(`vault folder not found: ${missing}`);
    const dangling = path.join(dir.root, 'gone-link');
    await symlink(path.join(dir.root, 'moved-away'), dangling);
    await expect(open(dangling)).rejects.toThrow(
      `${dangling} is a symbolic link to a path that does not exist`,
    );
    const loop = path.join(dir.root, 'loop');
    await symlink(loop, loop);
    await expect(open(loop)).rejects.toThrow(`${loop} is a symbolic link that leads back to itself`);
    await mkdir(path.join(dir.root, 'vault'));
    await expect(open(path.join(dir.root, 'vault'))).resolves.toMatchObject({ root: expect.any(String) });
  });

  it('L113: permission denied is said so, with its code, not "not found"', async () => {
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    const problem = await vaultRootProblem('/srv/vault', denied);
    expect(problem.message).toContain('vault folder /srv/vault cannot be read (permission denied, EACCES)');
    expect((problem as { code?: string }).code).toBe('EACCES');
    expect(problem.message).not.toContain('not found');
  });
});
