/**
 * Issue 13 (h), agent-loop overhead, session 19: `resolveSafePath` asks the realpath of the root only
 * when the target's realpath does not already prove the root canonical. A reading tool's path check
 * is then one task of libuv's thread pool fewer (two instead of three per call), with the same
 * answers for every root: canonical, given through a symlink, written with `..`, re-pointed between
 * two calls, and for a missing target. `realpath` is the real one, only counted.
 * Spec: issue 13 (agent-loop overhead ≤ 3 ms per step); docs/agent-loop-speed.md; docs/paths.md.
 */
import * as fsp from 'node:fs/promises';
import { mkdir, rename, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PathSafetyError } from '../errors/index.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { resolveSafePath } from './resolve-safe-path.js';

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, realpath: vi.fn(actual.realpath) };
});

const realpathCalls = () => vi.mocked(fsp.realpath).mock.calls.map(([p]) => String(p));

let dir: TempDir;
let vault: string;

beforeAll(async () => {
  dir = await makeTempDir('ma-root-realpath-');
  vault = path.join(dir.root, 'vault');
  await mkdir(path.join(vault, 'Meetings'), { recursive: true });
  await mkdir(path.join(dir.root, 'outside'), { recursive: true });
  await writeFile(path.join(vault, 'Meetings/a.md'), 'hello\n');
  await writeFile(path.join(dir.root, 'outside/secret.md'), 'secret\n');
  await symlink(path.join(dir.root, 'outside/secret.md'), path.join(vault, 'Meetings/leak.md'));
  await symlink(vault, path.join(dir.root, 'vault-link'));
});

afterAll(() => dir.cleanup());

beforeEach(() => {
  vi.mocked(fsp.realpath).mockClear();
});

const read = { argument: 'meeting', mustExist: true, kind: 'file', withStats: true } as const;

describe('issue 13 (h): the root realpath of a path check', () => {
  it('issue 13 (h): a file below a canonical root is checked without the realpath of the root, with the same answer', async () => {
    const got = await resolveSafePath(vault, 'Meetings/a.md', read);
    expect(got.abs).toBe(path.join(vault, 'Meetings/a.md'));
    expect(got.rel).toBe('Meetings/a.md');
    expect(got.stats?.isFile()).toBe(true);
    expect(realpathCalls()).toEqual([path.join(vault, 'Meetings/a.md')]);
  });

  it('issue 13 (h): a root through a symlink, written with "..", or a missing target still asks the root realpath and answers as before', async () => {
    const viaLink = await resolveSafePath(path.join(dir.root, 'vault-link'), 'Meetings/a.md', read);
    expect(viaLink).toMatchObject({ abs: path.join(vault, 'Meetings/a.md'), rel: 'Meetings/a.md' });
    expect(realpathCalls()).toContain(path.join(dir.root, 'vault-link'));

    const dotted = `${dir.root}${path.sep}outside${path.sep}..${path.sep}vault`;
    const viaDots = await resolveSafePath(dotted, 'Meetings/a.md', read);
    expect(viaDots).toMatchObject({ abs: path.join(vault, 'Meetings/a.md'), rel: 'Meetings/a.md' });
    expect(realpathCalls()).toContain(dotted);

    const created = await resolveSafePath(vault, 'Meetings/new.md', { argument: 'path' });
    expect(created).toEqual({ abs: path.join(vault, 'Meetings/new.md'), rel: 'Meetings/new.md' });
    await expect(resolveSafePath(vault, 'Meetings/leak.md', read)).rejects.toMatchObject({
      reason: 'symlink-escape',
    });
    await expect(resolveSafePath(vault, 'Meetings/leak.md', read)).rejects.toBeInstanceOf(PathSafetyError);
  });

  it('issue 13 (h): a root re-pointed between two calls (its folder renamed, a symlink left in its place) is followed as before', async () => {
    const root = path.join(dir.root, 'moving');
    await mkdir(path.join(root, 'Meetings'), { recursive: true });
    await writeFile(path.join(root, 'Meetings/b.md'), 'b\n');
    expect((await resolveSafePath(root, 'Meetings/b.md', read)).abs).toBe(path.join(root, 'Meetings/b.md'));
    await rename(root, `${root}-2`);
    await symlink(`${root}-2`, root);
    const after = await resolveSafePath(root, 'Meetings/b.md', read);
    expect(after).toMatchObject({ abs: path.join(`${root}-2`, 'Meetings/b.md'), rel: 'Meetings/b.md' });
  });
});
