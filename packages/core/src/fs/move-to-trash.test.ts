import { lstat, mkdir, readdir, readFile, readlink, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathSafetyError } from '../errors/path-safety-error.js';
import { copySampleVault, makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { moveToTrash } from './move-to-trash.js';

let dir: TempDir;
const vault = () => ({ root: dir.root, config: { folders: { trash: '.trash' } } });
beforeEach(async () => {
  dir = await copySampleVault();
});
afterEach(() => dir.cleanup());

describe('moveToTrash', () => {
  it('delete_identity: moves Identities/<name>.md into .trash keeping its path and bytes', async () => {
    const rel = 'Identities/Project Manager.md';
    const bytes = await readFile(path.join(dir.root, rel));
    expect(await moveToTrash(vault(), rel)).toBe('.trash/Identities/Project Manager.md');
    expect(await readdir(path.join(dir.root, 'Identities'))).toEqual(['Industrial Designer.md']);
    expect(await readFile(path.join(dir.root, '.trash/Identities/Project Manager.md'))).toEqual(bytes);
  });

  it('never overwrites: a second file of the same name gets " (2)", then " (3)"', async () => {
    const rel = 'Identities/Project Manager.md';
    await moveToTrash(vault(), rel);
    await writeFile(path.join(dir.root, rel), 'second\n');
    expect(await moveToTrash(vault(), rel)).toBe('.trash/Identities/Project Manager (2).md');
    await writeFile(path.join(dir.root, rel), 'third\n');
    expect(await moveToTrash(vault(), rel)).toBe('.trash/Identities/Project Manager (3).md');
    expect(await readFile(path.join(dir.root, '.trash/Identities/Project Manager (2).md'), 'utf8')).toBe(
      'second\n',
    );
  });

  it('moves folders too', async () => {
    await mkdir(path.join(dir.root, 'Old/sub'), { recursive: true });
    await writeFile(path.join(dir.root, 'Old/sub/a.md'), 'a');
    expect(await moveToTrash(vault(), 'Old')).toBe('.trash/Old');
    expect(await readFile(path.join(dir.root, '.trash/Old/sub/a.md'), 'utf8')).toBe('a');
  });

  it('refuses escapes and paths already in the trash; a missing file is an fs error', async () => {
    for (const rel of ['../outside.md', '/etc/passwd', 'a/../../x.md', '']) {
      await expect(moveToTrash(vault(), rel)).rejects.toSatisfy(PathSafetyError.isInstance);
    }
    await moveToTrash(vault(), 'Glossary.md');
    await expect(moveToTrash(vault(), '.trash/Glossary.md')).rejects.toSatisfy(PathSafetyError.isInstance);
    await expect(moveToTrash(vault(), 'Nope.md')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a trash folder that is a symlink out of the vault; nothing moves, nothing lands outside', async () => {
    const outside = await makeTempDir('ma-outside-');
    try {
      await symlink(outside.root, path.join(dir.root, '.trash'));
      const error = await moveToTrash(vault(), 'Identities/Project Manager.md').catch((e: unknown) => e);
      expect(PathSafetyError.isInstance(error)).toBe(true);
      expect((error as PathSafetyError).argument).toBe('folders.trash');
      expect(await readdir(outside.root)).toEqual([]);
      expect(await readdir(path.join(dir.root, 'Identities'))).toContain('Project Manager.md');
    } finally {
      await outside.cleanup();
    }
  });

  it('refuses a trash folder that is a symlink inside the vault, and a symlinked folder within the trash', async () => {
    await symlink('Notes', path.join(dir.root, '.trash'));
    await expect(moveToTrash(vault(), 'Glossary.md')).rejects.toSatisfy(PathSafetyError.isInstance);
    const outside = await makeTempDir('ma-outside-');
    try {
      const deep = { root: dir.root, config: { folders: { trash: 'Archive/.trash' } } };
      await mkdir(path.join(dir.root, 'Archive/.trash'), { recursive: true });
      await symlink(outside.root, path.join(dir.root, 'Archive/.trash/Identities'));
      await expect(moveToTrash(deep, 'Identities/Project Manager.md')).rejects.toSatisfy(
        PathSafetyError.isInstance,
      );
      expect(await readdir(outside.root)).toEqual([]);
      expect(await readdir(path.join(dir.root, 'Identities'))).toContain('Project Manager.md');
    } finally {
      await outside.cleanup();
    }
  });

  it('trashes a symlink as the link: the meeting note it points at stays', async () => {
    const note = 'Meetings/2026-03-09 Remote control kickoff.md';
    const bytes = await readFile(path.join(dir.root, note));
    await symlink(`../${note}`, path.join(dir.root, 'Identities/x.md'));
    expect(await moveToTrash(vault(), 'Identities/x.md')).toBe('.trash/Identities/x.md');
    expect(await readFile(path.join(dir.root, note))).toEqual(bytes);
    expect(await readdir(path.join(dir.root, 'Identities'))).not.toContain('x.md');
    const trashed = path.join(dir.root, '.trash/Identities/x.md');
    expect((await lstat(trashed)).isSymbolicLink()).toBe(true);
    expect(await readlink(trashed)).toBe(`../${note}`);
    expect(await readdir(path.join(dir.root, '.trash'))).toEqual(['Identities']);
  });

  it('trashes a symlink pointing out of the vault as the link, never its target', async () => {
    const outside = await makeTempDir('ma-outside-');
    try {
      await writeFile(path.join(outside.root, 'secret.md'), 'secret\n');
      await symlink(path.join(outside.root, 'secret.md'), path.join(dir.root, 'Identities/leak.md'));
      expect(await moveToTrash(vault(), 'Identities/leak.md')).toBe('.trash/Identities/leak.md');
      expect(await readdir(outside.root)).toEqual(['secret.md']);
      expect((await lstat(path.join(dir.root, '.trash/Identities/leak.md'))).isSymbolicLink()).toBe(true);
    } finally {
      await outside.cleanup();
    }
  });

  it('refuses sources under a folder symlinked out of the vault or into the trash', async () => {
    const outside = await makeTempDir('ma-outside-');
    try {
      await writeFile(path.join(outside.root, 'secret.md'), 'secret\n');
      await symlink(outside.root, path.join(dir.root, 'out'));
      await expect(moveToTrash(vault(), 'out/secret.md')).rejects.toMatchObject({ reason: 'symlink-escape' });
      expect(await readdir(outside.root)).toEqual(['secret.md']);
      await moveToTrash(vault(), 'Glossary.md');
      await symlink('.trash', path.join(dir.root, 'trash-link'));
      await expect(moveToTrash(vault(), 'trash-link/Glossary.md')).rejects.toMatchObject({ reason: 'trash' });
    } finally {
      await outside.cleanup();
    }
  });

  it('uses the checkRelativePath rules for the source: .., absolute, drive, NUL, the vault itself', async () => {
    const cases: [string, string][] = [
      ['Identities/../../x.md', 'escape'],
      ['..\\x.md', 'escape'],
      ['/etc/passwd', 'absolute'],
      ['C:\\x.md', 'windows-form'],
      ['Identities/a\u0000.md', 'control-character'],
      ['.', 'trash'],
      ['.Trash/x.md', 'trash'],
    ];
    for (const [rel, reason] of cases) {
      await expect(moveToTrash(vault(), rel)).rejects.toMatchObject({ reason });
    }
  });
});
