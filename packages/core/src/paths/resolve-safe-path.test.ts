import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError, PathSafetyError, type PathSafetyReason } from '../errors/index.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { isInside } from './is-inside.js';
import { resolveSafePath } from './resolve-safe-path.js';

let dir: TempDir;
let vault: string;
let outside: string;

beforeAll(async () => {
  dir = await makeTempDir('ma-paths-');
  vault = path.join(dir.root, 'vault');
  outside = path.join(dir.root, 'outside');
  await mkdir(path.join(vault, 'Meetings'), { recursive: true });
  await mkdir(path.join(vault, 'Projects/app'), { recursive: true });
  await mkdir(path.join(vault, '.trash'), { recursive: true });
  await mkdir(path.join(dir.root, 'vault-private'), { recursive: true });
  await mkdir(outside, { recursive: true });
  await writeFile(path.join(vault, 'Meetings/a.md'), 'hello\n');
  await writeFile(path.join(vault, 'Projects/app/x.md'), 'x\n');
  await writeFile(path.join(vault, '.trash/old.md'), 'old\n');
  await writeFile(path.join(dir.root, 'vault-private/secret.md'), 'secret\n');
  await writeFile(path.join(outside, 'secret.txt'), 'secret\n');
  await symlink(path.join(outside, 'secret.txt'), path.join(vault, 'Meetings/leak.md'));
  await symlink('/', path.join(vault, 'shared'));
  await symlink(outside, path.join(vault, 'exports'));
  await symlink(path.join(outside, 'nope'), path.join(vault, 'dangling'));
  await symlink('.trash', path.join(vault, 'trash-link'));
  await symlink('loop-b', path.join(vault, 'loop-a'));
  await symlink('loop-a', path.join(vault, 'loop-b'));
  await symlink('Meetings/a.md', path.join(vault, 'inner-link.md'));
  await symlink(path.join(dir.root, 'vault-private'), path.join(vault, 'Projects/app-evil'));
  await symlink(vault, path.join(dir.root, 'vault-link'));
});

afterAll(() => dir.cleanup());

const hostile: [name: string, rel: string, reason: PathSafetyReason][] = [
  ['empty string', '', 'empty'],
  ['only spaces', '   ', 'empty'],
  ['B16: parent escape to sibling', '../vault-private/secret.md', 'escape'],
  ['B16: absolute path to sibling', '/srv/work/vault-private/secret.md', 'absolute'],
  ['posix absolute', '/etc/passwd', 'absolute'],
  ['backslash absolute', '\\etc\\passwd', 'absolute'],
  ['home tilde', '~/.ssh/id_rsa', 'absolute'],
  ['plain ..', '..', 'escape'],
  ['.. in the middle', 'Meetings/../../outside/secret.txt', 'escape'],
  ['.. even when it would stay inside', 'Meetings/../Meetings/a.md', 'escape'],
  ['backslash ..', 'Meetings\\..\\..\\secret', 'escape'],
  ['mixed separators ..', 'Meetings/..\\..\\secret', 'escape'],
  ['.. with trailing dots (Windows strips them)', 'Meetings/.../x', 'escape'],
  ['.. with trailing space', 'Meetings/.. /x', 'escape'],
  ['B18: NUL byte', 'Meetings/a.md\u0000.png', 'control-character'],
  ['newline', 'Meetings/a\n.md', 'control-character'],
  ['carriage return', 'Meetings/a\r.md', 'control-character'],
  ['tab', 'Meetings/\ta.md', 'control-character'],
  ['escape char', 'Meetings/\u001b[31m.md', 'control-character'],
  ['DEL', 'Meetings/a\u007f.md', 'control-character'],
  ['C1 control', 'Meetings/a\u0085.md', 'control-character'],
  ['B18: RTL override', 'Meetings/\u202Egnp.md', 'control-character'],
  ['LTR embedding', 'Meetings/\u202Aa.md', 'control-character'],
  ['first strong isolate', 'Meetings/\u2068a.md', 'control-character'],
  ['pop directional isolate', 'Meetings/a\u2069.md', 'control-character'],
  ['drive letter', 'C:\\Windows\\win.ini', 'windows-form'],
  ['drive-relative', 'c:secret.md', 'windows-form'],
  ['drive with slash', 'D:/data/x.md', 'windows-form'],
  ['UNC share', '\\\\server\\share\\x.md', 'windows-form'],
  ['UNC device path', '\\\\?\\C:\\x.md', 'windows-form'],
  ['double slash UNC form', '//server/share/x.md', 'windows-form'],
  ['device name CON', 'Meetings/CON', 'windows-form'],
  ['device name nul.md', 'nul.md', 'windows-form'],
  ['B18: fullwidth dots and slash', '\uFF0E\uFF0E\uFF0Fsecret.md', 'lookalike'],
  ['fullwidth dots only', 'Meetings/\uFF0E\uFF0E', 'lookalike'],
  ['fullwidth solidus', 'Meetings\uFF0Fa.md', 'lookalike'],
  ['fullwidth reverse solidus', 'Meetings\uFF3Ca.md', 'lookalike'],
  ['two-dot leader', '\u2025/secret.md', 'lookalike'],
  ['one-dot leaders', '\u2024\u2024/secret.md', 'lookalike'],
  ['small full stops', '\uFE52\uFE52/x', 'lookalike'],
  ['division slash', 'Meetings\u2215a.md', 'lookalike'],
  ['fraction slash', 'Meetings\u2044a.md', 'lookalike'],
  ['trash folder', '.trash/old.md', 'trash'],
  ['trash folder itself', '.trash', 'trash'],
  ['trash with other case', '.Trash/old.md', 'trash'],
  ['trash via backslash', '.trash\\old.md', 'trash'],
  ['trash via a symlink', 'trash-link/old.md', 'trash'],
  ['B14: file symlink out', 'Meetings/leak.md', 'symlink-escape'],
  ['B14: folder symlink to /', 'shared/etc/hostname', 'symlink-escape'],
  ['B15: new file under a symlinked folder', 'exports/new-summary.md', 'symlink-escape'],
  ['B15: new nested file under a symlinked folder', 'exports/a/b/new.md', 'symlink-escape'],
  ['dangling symlink', 'dangling', 'symlink-escape'],
  ['file under a dangling symlink', 'dangling/new.md', 'symlink-escape'],
  ['symlink loop', 'loop-a/x.md', 'symlink-escape'],
  ['B16: sibling folder via symlink with shared prefix', 'Projects/app-evil/secret.md', 'symlink-escape'],
];

describe('resolveSafePath: hostile corpus', () => {
  it('has at least 40 hostile paths', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostile)('%s is refused', async (_name, rel, reason) => {
    const error = await resolveSafePath(vault, rel, { argument: 'path' }).catch((e: unknown) => e);
    expect(PathSafetyError.isInstance(error)).toBe(true);
    const refusal = error as PathSafetyError;
    expect(refusal.reason).toBe(reason);
    expect(refusal.argument).toBe('path');
    expect(refusal.message.startsWith('path: ')).toBe(true);
  });

  it('B15: a refused write through a symlinked folder leaves nothing outside', async () => {
    await expect(resolveSafePath(vault, 'exports/new-summary.md', { argument: 'path' })).rejects.toThrow(
      /outside/,
    );
    expect(await readdir(outside)).toEqual(['secret.txt']);
  });

  it('names the offending argument in the message', async () => {
    await expect(resolveSafePath(vault, '../x', { argument: 'summary' })).rejects.toThrow(/^summary: /);
  });
});

describe('resolveSafePath: legitimate paths', () => {
  it('resolves an existing file to its realpath and a /-separated rel', async () => {
    const r = await resolveSafePath(vault, 'Meetings\\a.md', {
      argument: 'path',
      mustExist: true,
      kind: 'file',
    });
    expect(r).toEqual({ abs: path.join(vault, 'Meetings/a.md'), rel: 'Meetings/a.md' });
  });

  it('accepts a new file in an existing folder and in a missing subfolder', async () => {
    expect((await resolveSafePath(vault, 'Meetings/new.md', { argument: 'path' })).rel).toBe(
      'Meetings/new.md',
    );
    expect((await resolveSafePath(vault, 'Projects/app/sub/dir/n.md', { argument: 'path' })).abs).toBe(
      path.join(vault, 'Projects/app/sub/dir/n.md'),
    );
  });

  it('B18: percent-encoding is a literal name that stays inside the root', async () => {
    const r = await resolveSafePath(vault, '%2e%2e/secret.md', { argument: 'path' });
    expect(r.rel).toBe('%2e%2e/secret.md');
    expect(isInside(vault, r.abs)).toBe(true);
  });

  it('accepts names that merely contain dots, a fullwidth letter or a leading tilde-less name', async () => {
    expect((await resolveSafePath(vault, 'notes..md', { argument: 'path' })).rel).toBe('notes..md');
    expect((await resolveSafePath(vault, '...md', { argument: 'path' })).rel).toBe('...md');
    expect((await resolveSafePath(vault, 'Ａlpha.md', { argument: 'path' })).rel).toBe('Ａlpha.md');
    expect((await resolveSafePath(vault, './Meetings//a.md', { argument: 'path' })).rel).toBe(
      'Meetings/a.md',
    );
  });

  it('follows a symlink that stays inside the root and reports the real location', async () => {
    const r = await resolveSafePath(vault, 'inner-link.md', { argument: 'path', mustExist: true });
    expect(r.rel).toBe('Meetings/a.md');
  });

  it('B19: a root given through a symlink still admits its files and refuses escapes', async () => {
    const link = path.join(dir.root, 'vault-link');
    const r = await resolveSafePath(link, 'Meetings/a.md', { argument: 'path', mustExist: true });
    expect(r.abs).toBe(path.join(vault, 'Meetings/a.md'));
    await expect(resolveSafePath(link, 'Meetings/leak.md', { argument: 'path' })).rejects.toThrow(/outside/);
  });

  it('B16: a project root does not admit its prefix sibling', async () => {
    const project = path.join(vault, 'Projects/app');
    expect((await resolveSafePath(project, 'x.md', { argument: 'path', mustExist: true })).rel).toBe('x.md');
    await expect(resolveSafePath(project, '../app-evil/secret.md', { argument: 'path' })).rejects.toThrow(
      PathSafetyError,
    );
  });

  it('reports missing files and kind mismatches', async () => {
    const missing = await resolveSafePath(vault, 'Meetings/none.md', {
      argument: 'path',
      mustExist: true,
    }).catch((e: unknown) => e);
    expect(NotFoundError.isInstance(missing)).toBe(true);
    await expect(
      resolveSafePath(vault, 'Meetings', { argument: 'path', kind: 'file' }),
    ).rejects.toMatchObject({
      reason: 'not-a-file',
    });
    await expect(
      resolveSafePath(vault, 'Meetings/a.md', { argument: 'path', kind: 'folder' }),
    ).rejects.toMatchObject({ reason: 'not-a-folder' });
    await expect(resolveSafePath(vault, 'Meetings/a.md/x.md', { argument: 'path' })).rejects.toMatchObject({
      reason: 'not-a-folder',
    });
  });

  it('kind file refuses folder-shaped paths (trailing separator or "." segment), existing or not', async () => {
    for (const rel of [
      'sub/',
      'sub\\',
      'sub/.',
      'sub\\.',
      'Projects/app/new/',
      'Meetings/',
      'Meetings/.',
      '.',
      './',
    ]) {
      const error = await resolveSafePath(vault, rel, { argument: 'path', kind: 'file' }).catch(
        (e: unknown) => e,
      );
      expect(PathSafetyError.isInstance(error), rel).toBe(true);
      expect(error, rel).toMatchObject({ reason: 'not-a-file', argument: 'path' });
      expect((error as Error).message, rel).toContain('a file path must not end with');
    }
    await expect(readdir(vault)).resolves.not.toContain('sub');
    // Folder access and ordinary file names are unaffected.
    expect((await resolveSafePath(vault, 'Projects/app/', { argument: 'path', kind: 'folder' })).rel).toBe(
      'Projects/app',
    );
    expect((await resolveSafePath(vault, 'Projects/app/', { argument: 'path' })).rel).toBe('Projects/app');
    expect((await resolveSafePath(vault, 'Meetings/a.md', { argument: 'path', kind: 'file' })).rel).toBe(
      'Meetings/a.md',
    );
    expect((await resolveSafePath(vault, 'notes.', { argument: 'path', kind: 'file' })).rel).toBe('notes.');
  });

  it('honours a configured trash folder', async () => {
    await expect(
      resolveSafePath(vault, 'Archive/Bin/x.md', { argument: 'path', trashFolder: 'Archive/Bin' }),
    ).rejects.toMatchObject({ reason: 'trash' });
    expect((await resolveSafePath(vault, '.trash/x.md', { argument: 'path', trashFolder: 'Bin' })).rel).toBe(
      '.trash/x.md',
    );
  });
});

describe('N1: refuseHidden (model-supplied paths)', () => {
  it('N1: a hidden segment (.git, .hg, .svn, .obsidian, .meeting-assistant, any dot-name) is refused, also via a symlink; internal callers are unaffected', async () => {
    await mkdir(path.join(vault, 'Projects/app/.git/hooks'), { recursive: true });
    await writeFile(path.join(vault, 'Projects/app/.git/config'), '[core]\n');
    await symlink('.git/config', path.join(vault, 'Projects/app/cfg.md'));
    const hidden = [
      '.git/config',
      'Projects/app/.git/hooks/post-checkout',
      '.hg/hgrc',
      '.svn/x',
      '.obsidian/app.json',
      '.meeting-assistant/locks/x',
      'a/.env',
      '.GIT/config',
      'Projects\\app\\.git\\config',
      'Projects/app/cfg.md',
    ];
    for (const rel of hidden) {
      const error = await resolveSafePath(vault, rel, { argument: 'path', refuseHidden: true }).catch(
        (e: unknown) => e,
      );
      expect(PathSafetyError.isInstance(error), rel).toBe(true);
      expect((error as PathSafetyError).reason).toBe('hidden');
      expect((error as Error).message).toMatch(/^path: hidden files and folders/);
    }
    // Without the option (the product's own state paths) the same paths resolve.
    expect((await resolveSafePath(vault, '.meeting-assistant/locks', { argument: 'x' })).rel).toBe(
      '.meeting-assistant/locks',
    );
    expect(
      (await resolveSafePath(vault, 'Projects/app/x.md', { argument: 'path', refuseHidden: true })).rel,
    ).toBe('Projects/app/x.md');
  });
});

describe('isInside', () => {
  it('is segment-aware (B16)', () => {
    expect(isInside('/v/Projects/app', '/v/Projects/app')).toBe(true);
    expect(isInside('/v/Projects/app', '/v/Projects/app/x.md')).toBe(true);
    expect(isInside('/v/Projects/app', '/v/Projects/app-evil/x.md')).toBe(false);
    expect(isInside('/v/Projects/app', '/v/Projects')).toBe(false);
    expect(isInside('/v', '/v/..foo')).toBe(true);
  });
});
