/**
 * review9 V13: a meeting note that is a symlink to another file of the vault (or to nothing) is
 * refused saying what it is and where it leads, by name and by path, never "not found" while the
 * file is there. Real files and symlinks in a temp vault.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/parse-config.js';
import { NotFoundError, PathSafetyError } from '../errors/index.js';
import { resolveMeeting } from './resolve-meeting.js';
import { openVault } from './vault.js';

let root: string;
afterEach(async () => rm(root, { recursive: true, force: true }));

async function vaultWithLinks() {
  root = await mkdtemp(path.join(tmpdir(), 'ma-v13-'));
  await mkdir(path.join(root, 'Meetings'), { recursive: true });
  await mkdir(path.join(root, 'Projects/x'), { recursive: true });
  await writeFile(path.join(root, 'Projects/x/decisions.md'), '- one\n');
  await writeFile(path.join(root, 'Meetings/2026-03-10 Real.md'), '---\ntitle: Real\n---\n');
  await symlink('../Projects/x/decisions.md', path.join(root, 'Meetings/evil.md'));
  await symlink('../Projects/x/gone.md', path.join(root, 'Meetings/dangling.md'));
  return openVault(root, parseConfig({}));
}

const refusalOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe('review9 V13: a symlinked meeting note is refused, not "not found"', () => {
  it.each(['evil', 'Meetings/evil.md', 'Meetings/evil', '[[evil]]'])(
    '%s names the link and its target',
    async (ref) => {
      const vault = await vaultWithLinks();
      const error = await refusalOf(resolveMeeting(vault, ref));
      expect(PathSafetyError.isInstance(error)).toBe(true);
      expect((error as Error).message).toContain(
        'Meetings/evil.md is a symlink to Projects/x/decisions.md, not a meeting note',
      );
      expect((error as Error).message).toContain('move or copy the note there');
    },
  );

  it('a dangling link says its target is missing', async () => {
    const vault = await vaultWithLinks();
    const error = await refusalOf(resolveMeeting(vault, 'dangling'));
    expect((error as Error).message).toContain(
      'Meetings/dangling.md is a symlink to nothing (its target is missing)',
    );
  });

  it('a real note still resolves, and a name that is not there is still "not found"', async () => {
    const vault = await vaultWithLinks();
    expect(await resolveMeeting(vault, 'Real')).toBe('Meetings/2026-03-10 Real.md');
    expect(NotFoundError.isInstance(await refusalOf(resolveMeeting(vault, 'nothing here')))).toBe(true);
  });
});
