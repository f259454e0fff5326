/**
 * R186: `ma-daemon run --since 7d` (the README's own example) skipped a meeting note whose
 * frontmatter does not parse (a duplicate `status:` key) in silence, however recently it was
 * written: with no parsed meeting there was nothing to compare with `--since`, so it counted as
 * old. Without `--since` the same note is reported as failed (issue 12). The built `ma-daemon` as
 * a child process on a temp vault.
 */
import { describe, expect, it } from 'vitest';
import { daemonStatus, entries, readLog, type TestVault, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

describe('R186: --since reports a recently written unreadable meeting note', () => {
  it('R186: a note with duplicate frontmatter keys written today is reported under --since 7d, not skipped as old', async () => {
    const vault: TestVault = await t.vault();
    const name = '2026-11-25 Duplicate keys';
    await vault.writeTranscript(name, 4);
    // Obsidian's source mode lets a user type a key twice; the YAML parser refuses the note.
    await vault.writeMeeting(name, 'ended', 'status: ended');
    const before = await vault.read(`Meetings/${name}.md`);
    const daemon = t.daemon(vault, ['--since', '7d']);
    await daemon.ready();
    const scan = (await readLog(vault)).find(
      (e) => e.pid === daemon.child.pid && e.msg === 'catch-up scan done',
    );
    expect(scan).toMatchObject({ meetings: 1, queued: 1, skippedOld: 0 });
    await waitFor(
      'the report',
      async () => (await entries(vault, 'meeting note unreadable: not summarized')).length === 1,
    );
    const reported = await entries(vault, 'meeting note unreadable: not summarized');
    expect(reported.map((e) => e.meeting)).toEqual([`Meetings/${name}.md`]);
    expect(await daemonStatus(vault)).toMatch(
      new RegExp(`Meetings/${name}\\.md \\(.*unreadable, not run\\): cannot read the meeting note.*unique`),
    );
    daemon.child.kill('SIGTERM');
    expect((await daemon.exited).code).toBe(0);
    expect(await vault.read(`Meetings/${name}.md`)).toBe(before);
  }, 180_000);
});
