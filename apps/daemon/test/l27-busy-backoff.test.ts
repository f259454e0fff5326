/**
 * Leftover (session 17): the daemon's wait before looking again at a busy meeting (another run
 * holds its lock: 1 s, doubling, at most 60 s) starts again at 1 s for every busy episode. It kept
 * doubling across episodes: an episode that ended without a summary by the daemon (the other run
 * wrote it, the note stopped saying `ended`, the daemon's run failed) left its count behind, so the
 * next, unrelated busy episode waited 4 s, 8 s, … from its first look.
 * Built `ma-daemon` child process, the real watcher, a real run lock held by this process (as
 * `ma summarize` holds it), temp vaults.
 * Spec: apps/daemon/src/work/daemon.ts (a busy meeting is looked at again later: 1 s, doubling, at
 * most 60 s); docs/contracts.md (one run per meeting).
 */
import { lockMeeting, openVault, parseConfig } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { entries, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';
const M = `Meetings/${NAME}.md`;
const BUSY = 'busy: another run holds the meeting; looking again later';

describe('busy-retry backoff', () => {
  it('a new busy episode waits 1 s again, whatever the earlier episode reached', async () => {
    const vault = await t.vault();
    const core = await openVault(vault.root, parseConfig({}));
    await vault.writeTranscript(NAME);
    // Episode 1: another run holds the meeting when it ends; the daemon waits 1 s, then 2 s.
    let lock = await lockMeeting(core, M as never);
    await vault.writeMeeting(NAME, 'ended');
    const daemon = t.daemon(vault);
    await daemon.ready();
    await waitFor('two busy looks', async () => (await entries(vault, BUSY, M)).length >= 2);
    expect((await entries(vault, BUSY, M)).map((e) => e.retryInMs).slice(0, 2)).toEqual([1000, 2000]);
    // The episode ends without a run: the note no longer says `ended` (as when the other run
    // set `status: summarized`), and the other run lets go.
    await vault.writeMeeting(NAME, 'planned');
    await waitFor('the look that finds no run', async () =>
      (await entries(vault, 'no run', M)).some((e) => e.reason === 'not-ended'),
    );
    await lock.release();
    const before = (await entries(vault, BUSY, M)).length;

    // Episode 2, later and unrelated: another run holds the meeting again when it ends again.
    lock = await lockMeeting(core, M as never);
    await vault.writeMeeting(NAME, 'ended');
    await waitFor('the next busy look', async () => (await entries(vault, BUSY, M)).length > before);
    const first = (await entries(vault, BUSY, M))[before];
    expect(first?.retryInMs).toBe(1000);
    await lock.release();
    await waitFor(
      'the summary once the lock is free',
      async () => (await entries(vault, 'run done', M)).length === 1,
    );
  });
});
