import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathSafetyError } from '../errors/path-safety-error.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
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
});
