/**
 * R57 (reviewB, session 23): a watched folder (the meetings or the transcripts folder) that goes
 * away while the daemon runs and comes back — moved away and made again, deleted and restored from
 * a backup or the trash, a `git checkout` or a sync client replacing the folder — was never watched
 * again: chokidar reports its files gone and stops, so every meeting that ended in the new folder
 * was ignored until the daemon was restarted, with nothing in the log or `status` saying so. Now a
 * watched folder that goes away is waited for as one missing at start (W13): logged, and watched and
 * listed again as soon as it is back. The built `ma-daemon` child process, the real watcher on a
 * temp vault, the offline engine.
 * Spec: issue 12 (a meeting that ends while the daemon runs is summarized); W13; reviewB R57.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, meetingNote, testResources, transcript, waitFor } from './daemon-harness.js';

const t = testResources();
const GONE = 'folder to watch is gone: it is watched again once it is back';
const APPEARED = 'folder to watch appeared: watching it';

describe('R57: a watched folder replaced while the daemon runs is watched again', () => {
  it('R57: the meetings folder moved away and made again: a meeting ending in the new folder is summarized, and the one after it', async () => {
    const vault = await t.vault();
    const daemon = t.daemon(vault);
    await daemon.ready();
    await rename(vault.abs('Meetings'), vault.abs('Meetings.old'));
    // The daemon's line that the folder is gone, not a fixed wait (L158).
    await waitFor('the gone line', async () => (await entries(vault, GONE)).length === 1);
    await mkdir(vault.abs('Meetings'));
    const name = '2026-12-07 After the move';
    await vault.writeAtomic(`Transcripts/${name}.md`, transcript(name));
    await waitFor('the folder watched again', async () => (await entries(vault, APPEARED)).length === 1);
    await vault.writeAtomic(`Meetings/${name}.md`, meetingNote(name, 'ended'));
    await waitFor(
      'the run',
      async () => (await entries(vault, 'run done', `Meetings/${name}.md`)).length,
      60_000,
    );
    const later = '2026-12-08 Later in the new folder';
    await vault.writeAtomic(`Transcripts/${later}.md`, transcript(later));
    await vault.writeAtomic(`Meetings/${later}.md`, meetingNote(later, 'ended'));
    await waitFor(
      'the later run',
      async () => (await entries(vault, 'run done', `Meetings/${later}.md`)).length,
      60_000,
    );
    expect((await entries(vault, GONE)).map((e) => e.folder)).toEqual(['Meetings']);
    expect((await entries(vault, APPEARED)).map((e) => e.folder)).toEqual(['Meetings']);
  });

  it('R57: the transcripts folder deleted and restored: a transcript arriving after its ended meeting starts the run', async () => {
    const vault = await t.vault();
    const daemon = t.daemon(vault);
    await daemon.ready();
    await rm(vault.abs('Transcripts'), { recursive: true });
    await waitFor('the gone line', async () => (await entries(vault, GONE)).length === 1);
    const name = '2026-12-09 Transcript comes later';
    await vault.writeAtomic(`Meetings/${name}.md`, meetingNote(name, 'ended'));
    await waitFor(
      'waiting for its transcript',
      async () => (await entries(vault, 'waiting for a transcript', `Meetings/${name}.md`)).length,
      60_000,
    );
    await mkdir(vault.abs('Transcripts'));
    await waitFor('the folder watched again', async () => (await entries(vault, APPEARED)).length === 1);
    await vault.writeAtomic(`Transcripts/${name}.md`, transcript(name));
    await waitFor(
      'the run',
      async () => (await entries(vault, 'run done', `Meetings/${name}.md`)).length,
      60_000,
    );
    expect((await entries(vault, GONE)).map((e) => e.folder)).toEqual(['Transcripts']);
  });
});
