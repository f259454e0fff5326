/**
 * `ma-daemon run` end to end: the built bin as a child process on a temp vault, the real
 * chokidar watcher, the offline engine. Spec: issue 12 (Tests); docs/hostile-cases.md B36–B39.
 */
import { unlink, utimes, writeFile } from 'node:fs/promises';
import { parseNote } from '@ma/core';
import { describe, expect, it } from 'vitest';
import {
  type DaemonChild,
  entries,
  M,
  meetingNote,
  readLog,
  type TestVault,
  testResources,
  waitFor,
  waitForQuietLook,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;
let daemon: DaemonChild | undefined;

describe('ma-daemon run', () => {
  it('B36: a recorder writing a meeting in steps (note, transcript via temp + rename, status: ended) gives exactly one run', async () => {
    vault = await t.vault();
    daemon = t.daemon(vault);
    await daemon.ready();
    const name = '2026-11-20 Remote control kickoff';
    await vault.writeMeeting(name, 'recording');
    // An editor's swap file, then the transcript through temp + rename, then the swap file goes.
    await writeFile(vault.abs(`Meetings/.${name}.md.swp`), 'swap');
    await vault.writeTranscript(name);
    await unlink(vault.abs(`Meetings/.${name}.md.swp`));
    // The recorder's next step once the daemon looked at the transcript (a meeting still recording:
    // `no run`), not after a fixed wait (L158).
    await waitFor(
      'the look at the recording meeting',
      async () => (await entries(vault!, 'no run', M(name))).length > 0,
    );
    await vault.writeMeeting(name, 'ended');
    await waitFor('the run to finish', async () => (await entries(vault!, 'run done', M(name))).length === 1);
    // No second run: the run's own writes were looked at (`content unchanged: ignored` or `no
    // run`) after it started, and started nothing (no fixed quiet period: L158).
    await waitForQuietLook(
      vault,
      M(name),
      (await readLog(vault)).map((e) => e.msg === 'run start' && e.meeting === M(name)).lastIndexOf(true),
    );
    expect(await entries(vault, 'run start', M(name))).toHaveLength(1);
    expect((await entries(vault, 'run start')).every((e) => e.meeting === M(name))).toBe(true);
    const note = await vault.read(M(name));
    expect(note).toContain('status: summarized');
    expect(note).toContain('# a comment the daemon must keep');
    expect(note).toContain(`Notes typed during ${name}: decide the casing.`);
    expect(await vault.read(`Summaries/${name}.md`)).toContain('## Decisions');
    daemon.child.kill('SIGTERM');
    expect(await daemon.exited).toEqual({ code: 0, signal: null });
    expect(daemon.stderr()).toMatch(/INFO: stopped/);
  });

  it('issue 12: 50 meetings ending at once are each summarized once, never more than `concurrency` at a time', async () => {
    vault = await t.vault({ daemon: { concurrency: 3 } });
    daemon = t.daemon(vault);
    await daemon.ready();
    const names = Array.from(
      { length: 50 },
      (_, i) => `2026-11-20 Standup ${String(i + 1).padStart(2, '0')}`,
    );
    await Promise.all(names.map((n) => vault!.writeTranscript(n, 3)));
    await Promise.all(names.map((n) => vault!.writeMeeting(n, 'ended')));
    await waitFor('50 runs', async () => (await entries(vault!, 'run done')).length >= 50, 400_000);
    // Each run's own writes looked at, starting nothing (no fixed quiet period: L158).
    for (const n of names)
      await waitForQuietLook(
        vault,
        M(n),
        (await readLog(vault)).map((e) => e.msg === 'run start' && e.meeting === M(n)).lastIndexOf(true),
      );
    const log = await readLog(vault);
    for (const n of names) {
      expect(
        log.filter((e) => e.msg === 'run start' && e.meeting === M(n)),
        n,
      ).toHaveLength(1);
      expect(await vault.read(M(n))).toContain('status: summarized');
    }
    // In-flight summaries, in log order (one process writes the log, so its order is the run order).
    let inFlight = 0;
    let most = 0;
    for (const e of log) {
      if (e.msg === 'run start') most = Math.max(most, ++inFlight);
      if (e.msg === 'run done' || e.msg === 'run failed') inFlight--;
    }
    expect(most).toBe(3);
    expect(await entries(vault, 'run failed')).toEqual([]);
  }, 450_000);

  it('B37/B38/B39: own writes, touched files with unchanged bytes and ignored folders wake nothing', async () => {
    vault = await t.vault();
    const name = '2026-11-21 Design review';
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
    daemon = t.daemon(vault);
    await daemon.ready();
    await waitFor('the catch-up run', async () => (await entries(vault!, 'run done', M(name))).length === 1);
    const doneAt = (await entries(vault, 'run done', M(name)))[0]!.time;
    // B37: a sync client rewrites the same bytes and touches the files.
    const note = await vault.read(M(name));
    await vault.writeAtomic(M(name), note);
    const later = new Date(Date.now() + 5000);
    await utimes(vault.abs(`Transcripts/${name}.md`), later, later);
    // B39: hidden folders, editor temp names and non-notes are never looked at.
    const { mkdir } = await import('node:fs/promises');
    await mkdir(vault.abs('Meetings/.hidden'), { recursive: true });
    await writeFile(vault.abs('Meetings/.hidden/Secret.md'), meetingNote('Secret', 'ended'));
    await writeFile(vault.abs('Meetings/Draft.md.tmp42'), meetingNote('Draft', 'ended'));
    await writeFile(vault.abs('Meetings/.Other.md.icloud'), 'placeholder');
    // Instead of a fixed wait (L158): the touched files' looks, then a visible note written after the
    // ignored ones, looked at (`no run`: still recording): the watcher delivered the earlier writes.
    await waitFor('the touched files looked at', async () => {
      const ignored = (await entries(vault!, 'content unchanged: ignored')).filter((e) => e.time > doneAt);
      return [M(name), `Transcripts/${name}.md`].every((p) => ignored.some((e) => e.path === p));
    });
    await writeFile(vault.abs('Meetings/Sentinel.md'), meetingNote('Sentinel', 'recording'));
    await waitFor(
      'the sentinel looked at',
      async () => (await entries(vault!, 'no run', M('Sentinel'))).length > 0,
    );
    const log = await readLog(vault);
    expect(log.filter((e) => e.msg === 'run start')).toHaveLength(1);
    // The watcher did see the writes after the run and dropped them by content hash.
    const ignored = log
      .filter((e) => e.msg === 'content unchanged: ignored' && e.time > doneAt)
      .map((e) => e.path);
    expect(ignored).toContain(M(name));
    expect(ignored).toContain(`Transcripts/${name}.md`);
    const seen = log.filter((e) => e.msg === 'fs event').map((e) => e.path as string);
    expect(
      seen.filter((p) => p.includes('.hidden') || p.includes('.tmp42') || p.includes('.icloud')),
    ).toEqual([]);
    expect(await vault.read(M(name))).toContain('status: summarized');
  });

  it('issue 12: --since bounds the catch-up scan; a bad --since is a usage error', async () => {
    vault = await t.vault();
    for (const name of ['2025-01-10 Old meeting', '2026-11-22 New meeting']) {
      await vault.writeTranscript(name);
      await vault.writeMeeting(name, 'ended');
    }
    const old = new Date('2025-01-10T10:00:00Z');
    await utimes(vault.abs(M('2025-01-10 Old meeting')), old, old);
    await utimes(vault.abs('Transcripts/2025-01-10 Old meeting.md'), old, old);
    const bad = t.daemon(vault, ['--since', 'last week']);
    expect((await bad.exited).code).toBe(2);
    expect(bad.stderr()).toContain('--since "last week": expected a date (2026-11-20)');
    daemon = t.daemon(vault, ['--since', '2026-06-01']);
    await daemon.ready();
    await waitFor('the new meeting', async () => (await entries(vault!, 'run done')).length === 1);
    const scan = (await entries(vault, 'catch-up scan done'))[0]!;
    expect(scan).toMatchObject({ meetings: 2, queued: 1, skippedOld: 1 });
    expect((await entries(vault, 'run done'))[0]!.meeting).toBe(M('2026-11-22 New meeting'));
    expect(parseNote(await vault.read(M('2025-01-10 Old meeting'))).frontmatter?.data.status).toBe('ended');
  });
});
