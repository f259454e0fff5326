/**
 * Review session 34 V4: the take-back of a note refused its link (F32's context note, V2's summary) removed
 * the note but left the folder made for it: a run on a read-only meeting note in a vault without an
 * `Assistant/` (or `Summaries/`) folder yet was refused "…is read-only; nothing was written" and left that
 * folder, empty, in the vault. The folders made for the note go with it; a folder that was there, or that
 * holds anything else, stays. Real files on a sample-vault copy (it has no `Assistant/` folder).
 * Spec: docs/atomic-writes.md; seed 003.
 */
import { chmod, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { ProtectedFileError } from '../errors/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { commitSummary, ensureContextNote } from './index.js';

const MEETING = 'Meetings/2026-03-11 Remote control conceptual design.md';

let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
  await chmod(path.join(dir.root, MEETING), 0o444);
});
afterEach(async () => {
  await chmod(path.join(dir.root, MEETING), 0o644).catch(() => undefined);
  await dir.cleanup();
});

const exists = (rel: string) =>
  stat(path.join(dir.root, rel)).then(
    () => true,
    () => false,
  );

describe('V4: a taken-back note takes the folders made for it along', () => {
  it('ensureContextNote: no Assistant/ folder left', async () => {
    expect(await exists('Assistant')).toBe(false);
    const error = await ensureContextNote(vault, await readMeeting(vault, MEETING)).catch((e: unknown) => e);
    expect(ProtectedFileError.isInstance(error)).toBe(true);
    expect(await exists('Assistant')).toBe(false);
  });

  it('ensureContextNote: a folder that was there, and one another note holds, stay', async () => {
    await mkdir(path.join(dir.root, 'Assistant'));
    const error = await ensureContextNote(vault, await readMeeting(vault, MEETING)).catch((e: unknown) => e);
    expect(ProtectedFileError.isInstance(error)).toBe(true);
    expect(await readdir(path.join(dir.root, 'Assistant'))).toEqual([]);
  });

  it('commitSummary: no Summaries/ folder left', async () => {
    await rm(path.join(dir.root, 'Summaries'), { recursive: true });
    const error = await commitSummary(vault, await readMeeting(vault, MEETING), {
      body: '## Summary\nNew text.\n',
      frontmatter: {},
    }).catch((e: unknown) => e);
    expect(ProtectedFileError.isInstance(error)).toBe(true);
    expect(await exists('Summaries')).toBe(false);
  });

  it('commitSummary: a Summaries/ folder that holds another note stays, with it', async () => {
    await rm(path.join(dir.root, 'Summaries'), { recursive: true });
    const meeting = await readMeeting(vault, MEETING);
    await mkdir(path.join(dir.root, 'Summaries'));
    await writeFile(path.join(dir.root, 'Summaries', 'mine.md'), 'mine\n');
    const error = await commitSummary(vault, meeting, { body: '## Summary\nNew.\n', frontmatter: {} }).catch(
      (e: unknown) => e,
    );
    expect(ProtectedFileError.isInstance(error)).toBe(true);
    expect(await readdir(path.join(dir.root, 'Summaries'))).toEqual(['mine.md']);
  });
});
