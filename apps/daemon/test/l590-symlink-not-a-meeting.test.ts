/**
 * L590: a symlink made under the meetings folder while the daemon ran — a folder of meetings linked
 * in (from elsewhere in the vault or from outside it), a note linked in from another folder or from
 * outside the vault — was taken by the live watcher as a meeting note: "meeting note unreadable: not
 * summarized" (or "run failed"), recorded failed, listed by `status` and notified, while the
 * catch-up scan (core `listMeetings`) never lists it. Now the watcher takes a symlink as the scan does:
 * none of these is a meeting (logged at debug level), and a link to a note inside the meetings folder
 * is that note. Built `ma-daemon` child process, temp vault, real symlinks, offline engine.
 * Spec: apps/daemon/README.md (Watching); core `listMeetings` (symlinked folders are not entered).
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entries, meetingNote, readLog, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

describe('L590: symlinks under the meetings folder made while the daemon runs', () => {
  it('L590: a linked folder (in the vault, out of it) or a note linked from elsewhere is no meeting: nothing failed or notified; a link to a meeting note is that note', async () => {
    const vault = await t.vault();
    const d = t.daemon(vault);
    await d.ready();
    const outside = path.join(path.dirname(vault.root), 'outside');
    await mkdir(outside);
    await mkdir(vault.abs('Shared/Team'), { recursive: true });
    for (const name of ['Team meeting', 'Outside meeting', 'Shared note', 'Outside note', 'Real'])
      await vault.writeTranscript(name);
    await writeFile(vault.abs('Shared/Team/Team meeting.md'), meetingNote('Team meeting', 'ended'));
    await writeFile(path.join(outside, 'Outside meeting.md'), meetingNote('Outside meeting', 'ended'));
    await writeFile(vault.abs('Shared/Shared note.md'), meetingNote('Shared note', 'ended'));
    await writeFile(path.join(outside, 'Outside note.md'), meetingNote('Outside note', 'ended'));
    await writeFile(vault.abs('Meetings/Real.md'), meetingNote('Real', 'ended'));
    const links: [string, string][] = [
      [vault.abs('Shared/Team'), 'Meetings/Team'],
      [outside, 'Meetings/Out'],
      [vault.abs('Shared/Shared note.md'), 'Meetings/Shared note.md'],
      [path.join(outside, 'Outside note.md'), 'Meetings/Outside note.md'],
      [vault.abs('Meetings/Real.md'), 'Meetings/Alias.md'],
    ];
    for (const [target, link] of links) await symlink(target, vault.abs(link));
    // Each link's settled look: its debug line now, the failure before.
    for (const [, link] of links.slice(0, 4))
      await waitFor(`the look at ${link}`, async () =>
        (await readLog(vault)).some(
          (e) =>
            (e.path === link && e.msg.startsWith('not a meeting note')) ||
            (e.meeting === link &&
              (e.msg === 'meeting note unreadable: not summarized' || e.msg === 'run failed')),
        ),
      );
    await waitFor(
      'the run of Meetings/Real.md',
      async () => (await entries(vault, 'run done', 'Meetings/Real.md'))[0],
    );
    // Its notice is logged after `run done` (by the notifier): wait for it too, or a loaded machine reads the log between.
    await waitFor('the notice of Meetings/Real.md', async () =>
      (await readLog(vault)).find((e) => e.msg === 'notify' && e.meeting === 'Meetings/Real.md'),
    );
    const log = await readLog(vault);
    expect(log.filter((e) => e.level >= 40).map((e) => `${e.msg} ${e.meeting ?? ''}`)).toEqual([]);
    expect(log.filter((e) => e.msg === 'notify').map((e) => `${e.kind} ${e.meeting}`)).toEqual([
      'summary-ready Meetings/Real.md',
    ]);
    expect(log.filter((e) => e.msg === 'run start').map((e) => e.meeting)).toEqual(['Meetings/Real.md']);
    d.child.kill('SIGTERM');
    expect(await d.exited).toEqual({ code: 0, signal: null });
  });
});
