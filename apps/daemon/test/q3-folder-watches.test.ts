/**
 * Q3 (issue #13): the daemon watches folders, not files. chokidar held one `fs.watch` (one inotify
 * watch on Linux) per meeting note and transcript: about 60 MiB of the idle daemon at 2,500
 * meetings, and a vault with more notes than `fs.inotify.max_user_watches` (8,192 on many systems)
 * could not be watched at all. Now one watch per folder, whatever the number of notes, and a
 * meeting ended in any of those folders is still summarized. The built `ma-daemon` on a temp vault;
 * the watches are counted where the kernel lists them (`/proc/<pid>/fdinfo`, Linux).
 */
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  entries,
  meetingNote,
  type TestVault,
  testResources,
  transcript,
  waitFor,
} from './daemon-harness.js';

const t = testResources();

/** The number of inotify watches the process holds (every `inotify wd:` line of its fds). */
async function inotifyWatches(pid: number): Promise<number> {
  let n = 0;
  for (const fd of await readdir(`/proc/${pid}/fdinfo`)) {
    const info = await readFile(`/proc/${pid}/fdinfo/${fd}`, 'utf8').catch(() => '');
    n += info.split('\n').filter((l) => l.startsWith('inotify wd:')).length;
  }
  return n;
}

async function writeMany(v: TestVault, folder: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const name = `2026-10-${String((i % 28) + 1).padStart(2, '0')} Weekly ${i}`;
    const meeting = `${folder}/${name}`;
    await v.writeAtomic(
      `Meetings/${meeting}.md`,
      meetingNote(name, 'recording').replace(`[[Transcripts/${name}]]`, `[[Transcripts/${meeting}]]`),
    );
    await v.writeAtomic(`Transcripts/${meeting}.md`, transcript(name, 2));
  }
}

describe('Q3: one watch per folder, not per note', () => {
  it('Q3: a vault of 240 notes in 6 folders is watched with one inotify watch per folder (not one per note), and a meeting ended in a subfolder is summarized', async () => {
    const v = await t.vault();
    const { mkdir } = await import('node:fs/promises');
    for (const f of ['Meetings/2026', 'Meetings/2025', 'Transcripts/2026', 'Transcripts/2025'])
      await mkdir(v.abs(f), { recursive: true });
    await writeMany(v, '2026', 60);
    await writeMany(v, '2025', 60);

    const daemon = t.daemon(v);
    await daemon.ready();
    const watches = await inotifyWatches(daemon.child.pid!);
    // 6 watched folders, plus the watchers of the folders' parents (the vault root) and the
    // configuration: far below the 240 notes.
    expect(watches).toBeLessThan(20);

    const name = '2026-10-01 Weekly 0';
    await v.writeAtomic(
      `Meetings/2026/${name}.md`,
      meetingNote(name, 'ended').replace(`[[Transcripts/${name}]]`, `[[Transcripts/2026/${name}]]`),
    );
    await waitFor(
      'the run',
      async () => (await entries(v, 'run done', `Meetings/2026/${name}.md`)).length === 1,
    );
    expect(await v.read(`Summaries/2026/${name}.md`)).toContain('rubber');
  });
});
