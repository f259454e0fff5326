/**
 * U53 (reviewB, session 21): a meeting note that is deleted (or renamed away) after the daemon
 * recorded it as failed — a note it could not read, a run that failed, also one deleted during its
 * own run ("moved, renamed or deleted during the run") — was listed by `ma-daemon status` under
 * `failed:` for good, start after start: the records of gone notes were never dropped. Now
 * `status` lists only meetings whose note exists, and the catch-up scan drops the others' records.
 * Built `ma-daemon` child processes, temp vault, offline engine.
 * Spec: apps/daemon/README.md (status; When a meeting is summarized, rule 4).
 */
import { readFile, rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, runDaemonCommand, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

const BROKEN = 'Meetings/2026-11-20 Broken.md';
const GONE_WHILE_STOPPED = 'Meetings/2026-11-21 Broken too.md';

const records = async (root: string) =>
  JSON.parse(await readFile(`${root}/.meeting-assistant/daemon/meetings.json`, 'utf8')) as Record<
    string,
    { state: string }
  >;

describe('U53: records of deleted meeting notes', () => {
  it('U53: a failed meeting whose note is deleted is no longer listed by status, and its record is dropped at the next start', async () => {
    const vault = await t.vault();
    // Frontmatter the parser refuses: recorded as failed (reason unreadable) and listed by status.
    const broken = '---\nstatus: ended\ntitle: [unclosed\n---\nNotes.\n';
    await vault.writeAtomic(BROKEN, broken);
    await vault.writeAtomic(GONE_WHILE_STOPPED, broken);
    const first = t.daemon(vault);
    await first.ready();
    await waitFor(
      'both unreadable notes recorded',
      async () => (await entries(vault, 'meeting note unreadable: not summarized')).length === 2,
    );
    const before = await runDaemonCommand(['status', '--vault', vault.root]);
    expect(before.stdout).toContain(`  ${BROKEN} (`);

    // Deleted while the daemon runs: status no longer lists it.
    await rm(vault.abs(BROKEN));
    const during = await runDaemonCommand(['status', '--vault', vault.root]);
    expect(during.stdout).not.toContain(BROKEN);
    expect(during.stdout).toContain(`  ${GONE_WHILE_STOPPED} (`);
    const json = JSON.parse((await runDaemonCommand(['status', '--vault', vault.root, '--json'])).stdout);
    expect(json.failed.map((f: { meeting: string }) => f.meeting)).toEqual([GONE_WHILE_STOPPED]);

    // Deleted while no daemon runs: the next start drops both records.
    first.child.kill('SIGTERM');
    await first.exited;
    await rm(vault.abs(GONE_WHILE_STOPPED));
    const second = t.daemon(vault);
    await second.ready();
    const kept = await records(vault.root);
    expect(Object.keys(kept)).not.toContain(BROKEN);
    expect(Object.keys(kept)).not.toContain(GONE_WHILE_STOPPED);
    expect(
      (await entries(vault, 'meeting note gone: its record is dropped')).map((e) => e.meeting).sort(),
    ).toEqual([BROKEN, GONE_WHILE_STOPPED]);
    const after = await runDaemonCommand(['status', '--vault', vault.root]);
    expect(after.stdout).toContain('failed: none');
  });
});
