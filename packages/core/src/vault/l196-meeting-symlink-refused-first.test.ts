/**
 * L196 (session 31's leftovers; R12, F18): a meeting note that is a symlink out of the vault is skipped
 * by the lookup by name, and core's not-found answer — what `ma mcp`'s library hosts and the agent's
 * `openMeetingSession` give — then said a same-name note (`References/x.md`, the sample vault has one)
 * "is outside the meetings folder (Meetings/)" with advice to point folders.meetings there: the wrong
 * answer (only the CLI refused it as a symlink since F18). Now core's `resolveMeeting` refuses it as such
 * (`symlink-escape`, vault-relative paths only) before any hint, by name, path, link or `.md`-less path,
 * and the meetings folder linked out alike. Real symlinks in a temp copy of the sample vault.
 * Spec: docs/hostile-cases.md (symlinks out of the vault); docs/contracts.md (resolveMeeting).
 */
import { mkdtemp, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathSafetyError } from '../errors/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { resolveMeeting } from './resolve-meeting.js';
import type { Vault } from './vault.js';

const NAME = '2026-03-10 Remote control functional design';
let vault: Vault;
let dir: TempDir;
let outside: string;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  outside = await mkdtemp(path.join(tmpdir(), 'ma-l196-out-'));
});
afterEach(async () => {
  await dir.cleanup();
  await rm(outside, { recursive: true, force: true });
});

describe('L196: core refuses a meeting reached through a symlink out of the vault before any not-found hint', () => {
  it('L196: the note linked out: refused naming it, by every reference form; never "outside the meetings folder"', async () => {
    const note = path.join(vault.root, `Meetings/${NAME}.md`);
    await rename(note, path.join(outside, 'note.md'));
    await symlink(path.join(outside, 'note.md'), note);
    for (const ref of [NAME, `${NAME}.md`, `[[${NAME}]]`, `Meetings/${NAME}.md`, `Meetings/${NAME}`]) {
      const error = await resolveMeeting(vault, ref).catch((e: unknown) => e);
      expect(PathSafetyError.isInstance(error), ref).toBe(true);
      expect((error as PathSafetyError).reason, ref).toBe('symlink-escape');
      expect((error as Error).message, ref).toBe(
        `meeting ${JSON.stringify(ref)} refused: Meetings/${NAME}.md resolves outside the vault through a symlink; symlinks leading out of the vault are never followed: move the note (or folder) into the vault instead of linking it`,
      );
      expect((error as Error).message, ref).not.toContain(outside);
    }
  });

  it('L196: the meetings folder linked out: refused naming the folder, not "not found"', async () => {
    await rename(path.join(vault.root, 'Meetings'), path.join(outside, 'Meetings'));
    await symlink(path.join(outside, 'Meetings'), path.join(vault.root, 'Meetings'));
    const error = await resolveMeeting(vault, NAME).catch((e: unknown) => e);
    expect((error as PathSafetyError).reason).toBe('symlink-escape');
    expect((error as Error).message).toMatch(
      /^meeting ".*" refused: Meetings\/ resolves outside the vault through a symlink; /,
    );
  });

  it('L196 guard: a note simply outside the meetings folder keeps its F7 hint; an unknown name its did-you-mean', async () => {
    await rename(path.join(vault.root, `Meetings/${NAME}.md`), path.join(outside, 'gone.md'));
    const error = await resolveMeeting(vault, NAME).catch((e: unknown) => e);
    expect((error as Error).message).toContain(`References/${NAME}.md is outside the meetings folder`);
    const unknown = await resolveMeeting(vault, 'Remote control kickof').catch((e: unknown) => e);
    expect((unknown as Error).message).toContain('did you mean');
  });
});
