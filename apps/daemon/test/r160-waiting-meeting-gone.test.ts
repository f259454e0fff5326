/**
 * R160: a meeting note waiting for its transcript that is deleted, renamed (a temp/lock name
 * `~$x.md` renamed to `x.md`; L354: `~x.md` is a note) or moved to another folder is no longer listed by `ma-daemon
 * status` under `waiting for a transcript:`; before, it stayed there until the next start, beside
 * its new name. Built `ma-daemon` child process, temp vault, offline engine.
 * Spec: apps/daemon/README.md (When a meeting is summarized, rules 2 and 4).
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, M, runDaemonCommand, type TestVault, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

const note = (name: string) =>
  ['---', `title: ${name}`, 'date: 2026-11-20', 'status: ended', '---', 'Notes.', ''].join('\n');

/** The meetings `status --json` lists as waiting for a transcript, sorted. */
async function waiting(v: TestVault): Promise<string[]> {
  const json = JSON.parse((await runDaemonCommand(['status', '--vault', v.root, '--json'])).stdout);
  return (json.daemons[0]?.noTranscript ?? []).map((w: { meeting: string }) => w.meeting).sort();
}

describe('R160: a waiting meeting note that goes away leaves the status list', () => {
  it('R160: deleted, renamed from a temp name, moved to another folder: only the names that exist are listed', async () => {
    vault = await t.vault();
    const [draft, deleted, moved] = ['~$2026-11-20 Draft', '2026-11-20 Deleted', '2026-11-20 Moved'];
    for (const name of [draft, deleted, moved]) await vault.writeAtomic(M(name), note(name));
    const d = t.daemon(vault);
    await d.ready();
    // L333/L354: the lock/temp name `~$x.md` is no meeting (not waited for) until it is renamed to `x.md`
    // (a `~x.md` is a user's own note since L354).
    await waitFor(
      'the two waits',
      async () => (await entries(vault!, 'waiting for a transcript')).length === 2,
    );
    expect(await waiting(vault)).toEqual([M(deleted), M(moved)].sort());

    await rm(vault.abs(M(deleted)));
    await rename(vault.abs(M(draft)), vault.abs(M('2026-11-20 Draft')));
    await mkdir(vault.abs('Meetings/Archive'));
    await rename(vault.abs(M(moved)), vault.abs(M(`Archive/${moved}`)));

    const now = [M('2026-11-20 Draft'), M(`Archive/${moved}`)].sort();
    await waitFor('the new names to be listed', async () => {
      const list = await waiting(vault!);
      return now.every((m) => list.includes(m));
    });
    // The old names were gone before the new ones were looked at (their events came first).
    expect(await waiting(vault)).toEqual(now);
  }, 180_000);
});
