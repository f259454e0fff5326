/**
 * Rule 3 of apps/daemon/README.md (R14): a meeting whose transcript changed after its summary was
 * written is summarized again — decided by the bytes the summary was written from, never by
 * modification times alone. The built `ma-daemon` as a child process on a temp vault, the real
 * watcher, the offline engine; `ma summarize`'s own commit path for a summary the daemon did not
 * write.
 * Obsidian newcomer R205: the same transcript rewritten with CRLF line endings and a byte-order mark
 * (a Windows editor, git's autocrlf, a sync client) re-ran the meeting — a paid model run for no new
 * word; the same text with other line endings is no change now, new words still are.
 */
import { stat } from 'node:fs/promises';
import { summarizeMeeting } from '@ma/agent';
import { loadConfig, openVault } from '@ma/core';
import { describe, expect, it } from 'vitest';
import {
  type DaemonChild,
  entries,
  M,
  readLog,
  replaceTranscriptKeepingTime,
  type TestVault,
  testResources,
  transcript,
  waitFor,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;
let daemon: DaemonChild | undefined;

describe('R14: rule 3, the transcript changed after the summary', () => {
  it('R14: new transcript bytes with the summary’s exact modification time re-run the meeting; the re-run is recorded and nothing loops', async () => {
    vault = await t.vault();
    const name = '2026-11-23 Casing review';
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
    daemon = t.daemon(vault);
    await daemon.ready();
    await waitFor('the first run', async () => (await entries(vault!, 'run done', M(name))).length === 1);
    const summaryRel = `Summaries/${name}.md`;
    expect(await vault.read(summaryRel)).toMatch(/\ntranscript_hash: "?sha256:[0-9a-f]{64}"?\n/);
    expect(await vault.read(M(name))).toContain('status: summarized');
    const { mtime } = await stat(vault.abs(summaryRel));
    // A sync client brings the recorder's corrected transcript with the summary's very mtime.
    const corrected = transcript(name, 8).replace(/rubber/g, 'aluminium');
    await replaceTranscriptKeepingTime(vault, name, corrected, mtime);
    await waitFor('the second run', async () => (await entries(vault!, 'run done', M(name))).length === 2);
    const starts = await entries(vault, 'run start', M(name));
    expect(starts.map((s) => s.reason)).toEqual(['no-summary', 'transcript-changed']);
    expect(await vault.read(summaryRel)).toContain('aluminium');
    // The re-run's own writes and an unchanged re-sync (same bytes, older time) wake nothing more.
    const secondDone = (await entries(vault, 'run done', M(name)))[1]!.time;
    const older = new Date(mtime.getTime() - 60_000);
    await replaceTranscriptKeepingTime(vault, name, corrected, older);
    await waitFor('the re-sync to be looked at and dropped', async () =>
      (await entries(vault!, 'content unchanged: ignored')).some(
        (e) => e.path === `Transcripts/${name}.md` && e.time >= secondDone,
      ),
    );
    daemon.child.kill('SIGTERM');
    expect((await daemon.exited).code).toBe(0);
    expect(await entries(vault, 'run start', M(name))).toHaveLength(2);
  });

  it('R205: the transcript rewritten in CRLF with a byte-order mark (same words) is no change; new words are', async () => {
    vault = await t.vault();
    const name = '2026-12-01 Alpha sync';
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
    daemon = t.daemon(vault);
    await daemon.ready();
    await waitFor('the first run', async () => (await entries(vault!, 'run done', M(name))).length === 1);
    const after = (await readLog(vault)).length;
    await vault.writeAtomic(`Transcripts/${name}.md`, `\uFEFF${transcript(name).replace(/\n/g, '\r\n')}`);
    // The look at the rewrite itself (the first run's own writes are looked at too: not those).
    await waitFor('the rewrite looked at: summary current', async () =>
      (await readLog(vault!))
        .slice(after)
        .some((e) => e.msg === 'no run' && e.meeting === M(name) && e.reason === 'summary-current'),
    );
    expect(await entries(vault, 'run start', M(name))).toHaveLength(1);
    await vault.writeAtomic(`Transcripts/${name}.md`, transcript(name).replace(/rubber/g, 'cork'));
    await waitFor('the second run', async () => (await entries(vault!, 'run done', M(name))).length === 2);
    expect((await entries(vault, 'run start', M(name))).map((s) => s.reason)).toEqual([
      'no-summary',
      'transcript-changed',
    ]);
    expect(await vault.read(`Summaries/${name}.md`)).toContain('cork');
  });

  it('R14: a summary written by `ma summarize` while the daemon was down, then a transcript changed with an older modification time: caught up on start', async () => {
    vault = await t.vault();
    const name = '2026-11-24 Sensor sync';
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
    const opened = await openVault(vault.root, await loadConfig({ vault: vault.root }));
    const run = await summarizeMeeting({ vault: opened, meeting: M(name), env: {} });
    const summary = await vault.read(run.summaryPath);
    expect(summary).toMatch(/\ntranscript_hash: "?sha256:[0-9a-f]{64}"?\n/);
    const { mtime } = await stat(vault.abs(run.summaryPath));
    await replaceTranscriptKeepingTime(
      vault,
      name,
      transcript(name, 7).replace(/rubber/g, 'cork'),
      new Date(mtime.getTime() - 3_600_000),
    );
    // An untouched meeting next to it, summarized the same way: current, not re-run.
    const other = '2026-11-24 Budget check';
    await vault.writeTranscript(other);
    await vault.writeMeeting(other, 'ended');
    await summarizeMeeting({ vault: opened, meeting: M(other), env: {} });
    daemon = t.daemon(vault);
    await daemon.ready();
    await waitFor('the catch-up run', async () => (await entries(vault!, 'run done', M(name))).length === 1);
    expect((await entries(vault, 'run start', M(name)))[0]!.reason).toBe('transcript-changed');
    expect(await vault.read(run.summaryPath)).toContain('cork');
    daemon.child.kill('SIGTERM');
    expect((await daemon.exited).code).toBe(0);
    expect(await entries(vault, 'run start', M(other))).toEqual([]);
  });
});
