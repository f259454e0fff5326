/**
 * V236 (session 46 note, "Not done"): core's sync-conflict copy name rule did not know OneDrive's
 * `<name>-<host>.md` (the copy OneDrive keeps when a file changed on two PCs: `Notes-DESKTOP-AB12CD.md`,
 * `Notes-LAPTOP-1.md`; the OneDrive client for Linux: `-<host>-safeBackup-0001`), so `ma doctor` found
 * no copy and offered to bind the original's transcript to the copy (`change its meeting:`), and
 * `ma summarize` ran it as a second meeting. Decided: such a name is a copy only with its original beside
 * it, and then by its name only, as `Name 2.md` is (a person may name a note `Sprint-Review`): doctor
 * names it among the copies and asks about it in the meetings check, summarize refuses it when it links
 * the original's transcript, search leaves out a project file's copy; a `Sprint-Review.md` with no
 * `Sprint.md` beside it is a meeting like any other. Every place that enumerates meetings, on real files:
 * doctor, summarize's meeting list, search (here), the daemon (apps/daemon test v236), the
 * notifier (root parity test). Built `ma`, a temp vault.
 * Spec: docs/hostile-cases.md (sync-conflict copies).
 */
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { vaultSnapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';

const NAME = '2026-12-01 Alpha sync';
const COPIES = [`${NAME}-DESKTOP-AB12CD`, `${NAME}-LAPTOP-1`, `${NAME}-ubuntu-box-safeBackup-0001`];

const note = (link: string) =>
  `---\ntitle: Alpha sync\ndate: 2026-12-01\nstatus: ended\ntranscript: "${link}"\nprojects: ["[[Projects/alpha/PROJECT]]"]\n---\nNotes.\n`;
const talk = (what: string) =>
  `---\nlanguage: en\n---\n[00:00:00] **Alice Moreau:** We decided to use rubber for the ${what} casing.\n[00:00:07] **Ben Okafor:** Agreed, Ben sends the ${what} order on Friday.\n`;

describe('V236: OneDrive conflict copies (`Name-<PC name>.md`)', { timeout: 300_000 }, () => {
  let base = '';
  afterEach(async () => rm(base, { recursive: true, force: true }));

  it('V236: doctor names them, summarize refuses them, search leaves them out; Sprint-Review alone is a meeting', async () => {
    base = await mkdtemp(join(os.tmpdir(), 'ma-v236-'));
    const root = join(base, 'vault');
    for (const f of ['Meetings', 'Transcripts', 'Summaries', 'Projects/alpha'])
      await mkdir(join(root, f), { recursive: true });
    await writeFile(join(root, 'meeting-assistant.json'), '{}\n');
    await writeFile(join(root, 'Projects/alpha/PROJECT.md'), '# Alpha\n');
    await writeFile(join(root, 'Projects/alpha/plan.md'), '# Plan\nNEEDLE one\n');
    await copyFile(join(root, 'Projects/alpha/plan.md'), join(root, 'Projects/alpha/plan-DESKTOP-AB12CD.md'));
    await writeFile(join(root, `Transcripts/${NAME}.md`), talk('alpha'));
    await writeFile(join(root, `Meetings/${NAME}.md`), note(`[[Transcripts/${NAME}]]`));
    for (const copy of COPIES)
      await writeFile(join(root, `Meetings/${copy}.md`), note(`[[Transcripts/${NAME}]]`));
    // A hyphenated name of its own: no `Sprint.md` beside it.
    await writeFile(join(root, 'Transcripts/Sprint-Review.md'), talk('beta'));
    await writeFile(join(root, 'Meetings/Sprint-Review.md'), note('[[Transcripts/Sprint-Review]]'));

    const doctor = await runMa(['doctor', '--vault', root]);
    const line = (label: string) => doctor.stdout.split('\n').find((l) => l.includes(` ${label}: `)) ?? '';
    for (const copy of COPIES) {
      expect(line('sync-conflict copies')).toContain(`Meetings/${copy}.md (copy of Meetings/${NAME}.md)`);
      expect(doctor.stdout).not.toContain(`meeting: "[[Meetings/${copy}]]"`);
    }
    expect(line('sync-conflict copies')).toContain(
      'Projects/alpha/plan-DESKTOP-AB12CD.md (copy of Projects/alpha/plan.md)',
    );
    expect(line('sync-conflict copies')).not.toContain('Sprint-Review');
    expect(line('meetings')).not.toContain('Sprint-Review');

    const before = await vaultSnapshot(root);
    for (const copy of COPIES) {
      const run = await runMa(['summarize', copy, '--vault', root, '--engine', 'extractive']);
      expect(run.code, `${copy}: ${run.stderr}`).toBe(1);
      expect(run.stderr).toContain(`Meetings/${copy}.md links the transcript of Meetings/${NAME}.md`);
      expect(run.stderr).toContain('OneDrive `Name-<PC name>`');
    }
    expect(await vaultSnapshot(root)).toEqual(before);

    const search = await runMa(['search', 'NEEDLE', '--meeting', NAME, '--vault', root]);
    expect(search.stdout.split('\n').filter((l) => l.startsWith('Projects/'))).toEqual([
      'Projects/alpha/plan.md:2 NEEDLE one',
    ]);
    expect(search.stdout).toContain('Projects/alpha/plan-DESKTOP-AB12CD.md (copy of Projects/alpha/plan.md)');

    for (const meeting of [NAME, 'Sprint-Review']) {
      const run = await runMa(['summarize', meeting, '--vault', root, '--engine', 'extractive']);
      expect(run.code, run.stderr).toBe(0);
    }
    expect((await readdir(join(root, 'Summaries'))).sort()).toEqual([`${NAME}.md`, 'Sprint-Review.md']);
  });
});
