/**
 * W11–W13: a meeting that lands in a folder made while the daemon runs is seen, whatever the way
 * the folder came: `mkdir -p` of one or several levels with the files written at once (W11), a
 * whole folder of meetings moved into the vault or a folder renamed inside it (W12), and a
 * configured meetings folder that did not exist when the daemon started (W13). chokidar lists a
 * new folder before it watches it, so a file written between the two was never reported
 * (paulmillr/chokidar#1471, still so in chokidar 5.0.0): the watcher now lists every new folder
 * itself once chokidar has had time to watch it. The built `ma-daemon` child process, the real
 * watcher on a temp vault, the offline engine.
 * Spec: issue 12 (a meeting that ends while the daemon runs is summarized); session-18 closing
 * note (W10 failed twice under a full CI load: a meeting in a just-made folder was never seen).
 */
import { mkdir, mkdtemp, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entries, meetingNote, readLog, testResources, transcript, waitFor } from './daemon-harness.js';

const t = testResources();

/** The meetings whose runs are logged `run done`, sorted. */
async function done(vault: { root: string; abs(rel: string): string }): Promise<string[]> {
  return (await entries(vault as never, 'run done')).map((e) => String(e.meeting)).sort();
}

/** Writes `text` to `abs` through a temp file in the same folder and a rename (editors, recorders). */
async function writeAtomic(abs: string, text: string): Promise<void> {
  const tmp = `${abs}.tmp${Math.random().toString(16).slice(2, 8)}`;
  await writeFile(tmp, text);
  await rename(tmp, abs);
}

describe('ma-daemon run: folders made while it runs', () => {
  it('W11: a meeting written at once into a folder just made (one level, nested a/b/c, many at a time) is summarized', async () => {
    const vault = await t.vault();
    const daemon = t.daemon(vault);
    await daemon.ready();
    const names: string[] = [];
    // Each folder is made and its files written at once, plain and through temp + rename, as a
    // recorder that files meetings by year or by team does.
    const folders = ['2026', 'a/b/c', ...Array.from({ length: 58 }, (_, i) => `Team ${i}/2026-12`)];
    await Promise.all(
      folders.map(async (folder, i) => {
        const name = `${folder}/2026-12-0${(i % 9) + 1} Sync ${i}`;
        names.push(name);
        await mkdir(vault.abs(`Transcripts/${folder}`), { recursive: true });
        await mkdir(vault.abs(`Meetings/${folder}`), { recursive: true });
        if (i % 2 === 0) {
          await writeFile(vault.abs(`Transcripts/${name}.md`), transcript(name));
          await writeFile(vault.abs(`Meetings/${name}.md`), meetingNote(name, 'ended'));
        } else {
          await writeAtomic(vault.abs(`Transcripts/${name}.md`), transcript(name));
          await writeAtomic(vault.abs(`Meetings/${name}.md`), meetingNote(name, 'ended'));
        }
      }),
    );
    const expected = names.map((n) => `Meetings/${n}.md`).sort();
    await waitFor('a run of every meeting', async () => (await done(vault)).length >= names.length, 120_000);
    expect(await done(vault)).toEqual(expected);
    // The new folders are watched from then on: a later meeting in the deepest one is seen too.
    const later = 'a/b/c/2026-12-10 Follow-up';
    await writeAtomic(vault.abs(`Transcripts/${later}.md`), transcript(later));
    await writeAtomic(vault.abs(`Meetings/${later}.md`), meetingNote(later, 'ended'));
    await waitFor(
      'the later run',
      async () => (await entries(vault, 'run done', `Meetings/${later}.md`)).length,
    );
    expect((await readLog(vault)).filter((e) => e.level >= 50)).toEqual([]);
    expect((await entries(vault, 'run start')).length).toBe(names.length + 1);
    daemon.child.kill('SIGTERM');
    expect((await daemon.exited).code).toBe(0);
  }, 300_000);

  it('W12: a folder of meetings moved into the vault, and a folder renamed inside it, are summarized, once each', async () => {
    const vault = await t.vault();
    // Prepared outside the vault (another disk, a download) and in a hidden folder of the vault,
    // which the daemon ignores until it is renamed.
    const outside = await mkdtemp(path.join(path.dirname(vault.root), 'import-'));
    const moved = ['2026-12-01 Imported A', '2026-12-02 Imported B', 'Q4/2026-12-03 Imported C'];
    const renamed = ['2026-12-04 Staged D', '2026-12-05 Staged E'];
    for (const name of moved) {
      const [folder, file] = name.includes('/') ? name.split('/') : ['', name];
      const rel = `Archive 2026/${folder ? `${folder}/` : ''}${file}`;
      await mkdir(path.dirname(path.join(outside, 'm', rel)), { recursive: true });
      await mkdir(path.dirname(path.join(outside, 't', rel)), { recursive: true });
      await writeFile(path.join(outside, 't', `${rel}.md`), transcript(`Archive 2026/${name}`));
      await writeFile(path.join(outside, 'm', `${rel}.md`), meetingNote(`Archive 2026/${name}`, 'ended'));
    }
    await mkdir(vault.abs('Meetings/.staging'), { recursive: true });
    await mkdir(vault.abs('Transcripts/Staged'), { recursive: true });
    for (const name of renamed) {
      await writeFile(vault.abs(`Transcripts/Staged/${name}.md`), transcript(`Staged/${name}`));
      await writeFile(vault.abs(`Meetings/.staging/${name}.md`), meetingNote(`Staged/${name}`, 'ended'));
    }
    const daemon = t.daemon(vault);
    await daemon.ready();
    await rename(path.join(outside, 't', 'Archive 2026'), vault.abs('Transcripts/Archive 2026'));
    await rename(path.join(outside, 'm', 'Archive 2026'), vault.abs('Meetings/Archive 2026'));
    await rename(vault.abs('Meetings/.staging'), vault.abs('Meetings/Staged'));
    const expected = [
      ...moved.map((n) => `Meetings/Archive 2026/${n}.md`),
      ...renamed.map((n) => `Meetings/Staged/${n}.md`),
    ].sort();
    await waitFor(
      'a run of every meeting',
      async () => (await done(vault)).length >= expected.length,
      120_000,
    );
    expect(await done(vault)).toEqual(expected);
    // Renamed again inside the vault after its summaries: nothing runs twice.
    await rename(vault.abs('Meetings/Staged'), vault.abs('Meetings/Staged 2026'));
    const again = '2026-12-06 After the rename';
    await writeAtomic(vault.abs(`Transcripts/${again}.md`), transcript(again));
    await writeAtomic(vault.abs(`Meetings/${again}.md`), meetingNote(again, 'ended'));
    await waitFor(
      'the run after the rename',
      async () => (await entries(vault, 'run done', `Meetings/${again}.md`)).length,
    );
    expect((await entries(vault, 'run start')).length).toBe(expected.length + 1);
    expect((await readLog(vault)).filter((e) => e.level >= 50)).toEqual([]);
    daemon.child.kill('SIGTERM');
    expect((await daemon.exited).code).toBe(0);
  }, 300_000);

  it('W13: a configured meetings folder that does not exist at start is watched once it is made', async () => {
    const vault = await t.vault();
    const config = JSON.parse(await readFile(vault.abs('meeting-assistant.json'), 'utf8'));
    config.folders = { meetings: 'Work/Meetings' };
    await writeFile(vault.abs('meeting-assistant.json'), `${JSON.stringify(config, null, 2)}\n`);
    const daemon = t.daemon(vault);
    await daemon.ready();
    expect(
      (await entries(vault, 'folder to watch does not exist yet: it is watched once it is made')).map(
        (e) => e.folder,
      ),
    ).toEqual(['Work/Meetings']);
    const name = '2026-12-07 First in the new folder';
    await writeAtomic(vault.abs(`Transcripts/${name}.md`), transcript(name));
    await mkdir(vault.abs('Work/Meetings'), { recursive: true });
    await writeAtomic(vault.abs(`Work/Meetings/${name}.md`), meetingNote(name, 'ended'));
    await waitFor(
      'the run',
      async () => (await entries(vault, 'run done', `Work/Meetings/${name}.md`)).length,
    );
    const later = '2026-12-08 Second in the new folder';
    await writeAtomic(vault.abs(`Transcripts/${later}.md`), transcript(later));
    await writeAtomic(vault.abs(`Work/Meetings/${later}.md`), meetingNote(later, 'ended'));
    await waitFor(
      'the later run',
      async () => (await entries(vault, 'run done', `Work/Meetings/${later}.md`)).length,
    );
    expect((await entries(vault, 'run start')).map((e) => e.meeting)).toEqual([
      `Work/Meetings/${name}.md`,
      `Work/Meetings/${later}.md`,
    ]);
    daemon.child.kill('SIGTERM');
    expect((await daemon.exited).code).toBe(0);
  }, 300_000);
});
