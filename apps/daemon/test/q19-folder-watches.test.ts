/**
 * Q19 (issue #13): the daemon's watcher held one inotify watch per note (chokidar 5 watched every
 * file on its own, with its own objects for each): at 2,500 meetings 5,002 watches and about 30 MiB
 * of the idle daemon's RSS, and a vault with more notes than `fs.inotify.max_user_watches` (8,192 on
 * many systems) could not be watched at all ("System limit for number of file watchers reached").
 * chokidar 6 watches the folders and reconciles their files: one watch per folder, the same events.
 * The built `ma-daemon` child on a temp vault (Linux: the watches are counted in /proc), the
 * offline engine.
 * Spec: issue 12 (watch with chokidar); docs/scale.md (idle memory).
 */
import { readdir, readFile, readlink } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

/** The inotify watches a process holds (Linux: `inotify wd:` lines of its inotify descriptors). */
async function inotifyWatches(pid: number): Promise<number> {
  let watches = 0;
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    if (!target.includes('inotify')) continue;
    const info = await readFile(`/proc/${pid}/fdinfo/${fd}`, 'utf8').catch(() => '');
    watches += info.split('\n').filter((l) => l.startsWith('inotify wd:')).length;
  }
  return watches;
}

describe('Q19: the daemon watches folders, not each note', () => {
  it('Q19: with 150 meetings (300 notes) the daemon holds a few inotify watches, not one per note, and still summarizes a meeting that ends', async () => {
    const vault = await t.vault();
    const names = Array.from(
      { length: 150 },
      (_, i) => `2026-11-${String(1 + (i % 28)).padStart(2, '0')} Sync ${i}`,
    );
    for (const name of names) {
      await vault.writeTranscript(name);
      await vault.writeMeeting(name, 'scheduled');
    }
    const daemon = t.daemon(vault);
    await daemon.ready();
    const watches = await inotifyWatches(daemon.child.pid!);
    // Meetings, Transcripts, the vault root and the configuration's folder: not 300 notes.
    expect(watches).toBeGreaterThan(0);
    expect(watches).toBeLessThan(20);

    // An edit of a watched note is still seen: the meeting ends and is summarized.
    const ended = names[42]!;
    await vault.writeMeeting(ended, 'ended');
    await waitFor(
      'the ended meeting summarized',
      async () => (await entries(vault, 'run done', `Meetings/${ended}.md`)).length === 1,
    );
    expect(await vault.read(`Summaries/${ended}.md`)).toContain('Sync 42');
  }, 120_000);
});
