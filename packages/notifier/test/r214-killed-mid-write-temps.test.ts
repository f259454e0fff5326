/**
 * R214: a host quitting while the vault-note adapter wrote its notes (Ctrl-C on an app with 300
 * requests in flight, SIGKILL, a crash) left its hidden temp notes `.request-<hex>.tmp` — each the
 * request's whole text — in the vault's requests folder for good (229 after one Ctrl-C in a host
 * test), synced to every device; nothing ever removed them. Now the sweep that runs before each new
 * request note (and in `ma doctor`, at the daemon's start) removes the ones older than
 * `EXPIRED_GRACE_MS`; a fresh one (a live write of another process) and every other file stay.
 * Spec: docs/approvals.md (R214); docs/architecture.md, Invariants 2 (temp + rename).
 */
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createApprovalPrompt,
  EXPIRED_GRACE_MS,
  sweepOrphanedRequests,
  vaultNoteAdapter,
} from '../src/index.js';
import { newRequestTempName } from '../src/vault-note/sweep-orphaned-requests.js';

let folder: string;
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Writes `name` in the folder with its mtime `ageMs` in the past. */
async function file(name: string, ageMs: number): Promise<void> {
  const path = join(folder, name);
  await writeFile(path, 'x'.repeat(2000));
  const at = (Date.now() - ageMs) / 1000;
  await utimes(path, at, at);
}

describe('R214: temp notes of an asker killed mid-write', () => {
  it('R214: the sweep removes stale request temps, keeps a fresh one and every other file', async () => {
    folder = await mkdtemp(join(tmpdir(), 'r214-'));
    const stale = [newRequestTempName(), newRequestTempName()];
    const fresh = newRequestTempName();
    for (const name of stale) await file(name, EXPIRED_GRACE_MS + 60_000);
    await file(fresh, 0);
    await file('.request-notes.tmp', EXPIRED_GRACE_MS + 60_000);
    await file('Other.md', EXPIRED_GRACE_MS + 60_000);
    await file('Other.md.tmp', EXPIRED_GRACE_MS + 60_000);
    expect(await sweepOrphanedRequests(folder)).toEqual([]);
    expect((await readdir(folder)).sort()).toEqual(
      [fresh, '.request-notes.tmp', 'Other.md', 'Other.md.tmp'].sort(),
    );
  });

  it('R214: a new request through the vault-note adapter clears the leftovers of a killed asker', async () => {
    folder = await mkdtemp(join(tmpdir(), 'r214-'));
    const stale = newRequestTempName();
    await file(stale, EXPIRED_GRACE_MS + 60_000);
    const prompt = createApprovalPrompt(vaultNoteAdapter({ folder, pollMs: 50 }), { say: () => {} });
    const outcome = prompt.request({ id: 'access', title: 'Grant access', body: 'b', timeoutMs: 60_000 });
    // The sweep runs beside the ask: wait until it has been through the folder (polled with a
    // deadline, not a count of 20 ms turns, which a loaded machine could use up before the sweep ran).
    await vi.waitFor(async () => expect(await readdir(folder)).not.toContain(stale), {
      timeout: 25_000,
      interval: 20,
    });
    await prompt.shutdown();
    expect(await outcome).toBe('cancelled');
    expect(await readdir(folder)).toEqual(['Grant access.md']);
  });
});
