/**
 * Leftovers2 L366: when a summary write was refused after the previous summary went to the trash (a
 * read-only meeting note refused the link, or the new summary's own write failed), commitSummary put the
 * previous one back by a rename whose failure was ignored: the refusal said "nothing was written" while
 * the previous summary stayed in `.trash/`. The failure is now said in the refusal: where the previous
 * summary is and how to restore it. Real files on a sample-vault copy; the rename made to fail by a
 * folder in the way at the summary's path (the tests run as root: permissions would not stop it).
 * Spec: docs/atomic-writes.md (a refused call changes no file); review session 34 V2.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nothingWrittenOf, ProtectedFileError, sayWritten } from '../errors/index.js';
import { moveToTrash } from '../fs/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/index.js';
import { restoreTrashed, SummaryNotRestored, sayNotRestored } from './restore-trashed.js';

const SUMMARY = 'Summaries/2026-03-09 Remote control kickoff.md';
const MEETING = 'Meetings/2026-03-09 Remote control kickoff.md';

let dir: TempDir;
let vault: Vault;
beforeEach(async () => ({ vault, dir } = await openSampleVault()));
afterEach(() => dir.cleanup());

/** Moves the sample's summary to the trash and puts a folder (with a file in it) in its place. */
async function trashedWithFolderInTheWay(): Promise<{ trashed: string; previous: string; abs: string }> {
  const abs = path.join(dir.root, SUMMARY);
  const previous = await readFile(abs, 'utf8');
  const trashed = await moveToTrash(vault, SUMMARY, { replacing: true });
  await mkdir(abs);
  await writeFile(path.join(abs, 'in the way.md'), 'x\n');
  return { trashed, previous, abs };
}

describe('L366: a previous summary that cannot be put back is named in the refusal', () => {
  it('restoreTrashed: a failed rename is an error naming the trash path and the summary path; the trashed summary stays', async () => {
    const { trashed, previous, abs } = await trashedWithFolderInTheWay();
    const failure = await restoreTrashed(vault, trashed, SUMMARY, abs).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(SummaryNotRestored);
    expect(String((failure as Error).message)).toBe(
      `the previous summary could not be put back from the trash (${(failure as SummaryNotRestored).code}): it is at ${trashed}; to restore it, move it back to ${SUMMARY}`,
    );
    expect((failure as SummaryNotRestored).code).toMatch(/^E[A-Z]+$/);
    expect(trashed.startsWith('.trash/')).toBe(true);
    expect(await readFile(path.join(dir.root, trashed), 'utf8')).toBe(previous);
  });

  it('the refusal (a read-only meeting note) says where the previous summary is, also after a caller restates it by its parts', async () => {
    const { trashed, abs } = await trashedWithFolderInTheWay();
    const refusal = new ProtectedFileError(path.join(dir.root, MEETING), 'read-only');
    const failure = await restoreTrashed(vault, trashed, SUMMARY, abs).catch((e: unknown) => e);
    sayNotRestored(refusal, failure);
    const where = `it is at ${trashed}; to restore it, move it back to ${SUMMARY}`;
    expect(refusal.message).toContain(where);
    expect(refusal.message).toMatch(/is read-only; the previous summary could not be put back/);
    expect(refusal.message).toMatch(/; other than that, nothing was written$/);
    const parts = nothingWrittenOf(refusal);
    expect(parts).not.toBeNull();
    expect(sayWritten(parts as NonNullable<typeof parts>, 'the summary was not written')).toContain(where);
    // An error without the parts gets the sentence after its message; a failure of another kind changes nothing.
    const plain = new Error('ENOSPC: no space left on device');
    sayNotRestored(plain, failure);
    expect(plain.message).toBe(`ENOSPC: no space left on device; ${(failure as Error).message}`);
    const other = new Error('refused');
    sayNotRestored(other, new Error('something else'));
    expect(other.message).toBe('refused');
  });

  it('a restore with nothing trashed does nothing', async () => {
    await expect(restoreTrashed(vault, null, SUMMARY, path.join(dir.root, SUMMARY))).resolves.toBeUndefined();
    expect(await readFile(path.join(dir.root, SUMMARY), 'utf8')).toContain('---');
  });
});
