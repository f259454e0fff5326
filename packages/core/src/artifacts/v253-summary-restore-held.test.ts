/**
 * V253 (session 49, hostile B43): the take-back of a refused summary write puts the previous summary
 * back from the trash by a rename over the new one. Windows refuses that rename while another program
 * (the editor showing the summary, a sync client) holds the file; it was not retried, so a hold of a
 * few milliseconds left the previous summary in `.trash/`. Now it gets the bounded retries of a write's
 * rename; a hold that outlasts them is still said (SummaryNotRestored, with the system's code). Real
 * locks (chattr +i as root on the Summaries folder, read-only otherwise); only setTimeout is faked.
 * Spec: docs/hostile-cases.md B43; docs/atomic-writes.md (a refused call changes no file).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveToTrash } from '../fs/index.js';
import { holdLocked } from '../test-support/held-by-another-program.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { releaseOnFirstRetry } from '../test-support/release-on-first-retry.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/index.js';
import { restoreTrashed, SummaryNotRestored } from './restore-trashed.js';

const SUMMARY = 'Summaries/2026-03-09 Remote control kickoff.md';

let dir: TempDir;
let vault: Vault;
beforeEach(async () => ({ vault, dir } = await openSampleVault()));
afterEach(async () => {
  vi.useRealTimers();
  await dir.cleanup();
});

/** The previous summary in the trash, a new one in its place, the Summaries folder held. */
async function heldAfterRefusedWrite() {
  const abs = path.join(dir.root, SUMMARY);
  const previous = await readFile(abs, 'utf8');
  const trashed = await moveToTrash(vault, SUMMARY, { replacing: true });
  await writeFile(abs, 'the refused new summary\n');
  const release = holdLocked(path.join(dir.root, 'Summaries'));
  return { abs, previous, trashed, release };
}

describe('V253: a previous summary put back while the summary is held', () => {
  it('B43: held for a while → put back once the hold ends', async () => {
    const { abs, previous, trashed, release } = await heldAfterRefusedWrite();
    await releaseOnFirstRetry(release, () => restoreTrashed(vault, trashed, SUMMARY, abs));
    expect(await readFile(abs, 'utf8')).toBe(previous);
  }, 120_000);

  it('B43: held for good → SummaryNotRestored with the system code; the previous summary stays in the trash', async () => {
    const { abs, previous, trashed, release } = await heldAfterRefusedWrite();
    let error: unknown;
    try {
      error = await restoreTrashed(vault, trashed, SUMMARY, abs, [0, 0]).catch((e: unknown) => e);
    } finally {
      release();
    }
    expect(error).toBeInstanceOf(SummaryNotRestored);
    expect((error as SummaryNotRestored).code).toMatch(/^(EPERM|EACCES)$/);
    expect(await readFile(path.join(dir.root, trashed), 'utf8')).toBe(previous);
  }, 120_000);
});
