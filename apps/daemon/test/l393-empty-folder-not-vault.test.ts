/**
 * L393 (L390's rest): `ma-daemon run` started on an empty folder where the vault should be (a drive
 * or share not mounted yet when systemd restarts the service) made `.meeting-assistant/` there and ran
 * on nothing, saying nothing was wrong. Now a folder with no `.obsidian/`, no notes and no
 * `meeting-assistant.json` (empty, or holding only hidden entries such as an earlier start's
 * `.meeting-assistant/`) is refused: exit 2 saying it does not look like the vault and how to make a
 * new one (`ma init`), nothing written.
 * Built `ma-daemon` child processes on temp folders. Spec: apps/daemon/README.md; leftovers L393.
 */
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runDaemonCommand } from './daemon-harness.js';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function folder(...hidden: string[]): Promise<string> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'ma-l393-'));
  made.push(base);
  const root = path.join(base, 'mnt');
  await mkdir(root);
  for (const name of hidden) await mkdir(path.join(root, name));
  return root;
}

describe('L393: ma-daemon run on a folder that does not look like the vault', () => {
  it.each([
    ['an empty folder (a mount point before its drive is mounted)', [] as string[]],
    [
      'a folder with only .meeting-assistant/ (an earlier start) and lost+found',
      ['.meeting-assistant', 'lost+found'],
    ],
  ])('L393: %s: refused naming it and `ma init`, exit 2, nothing written', async (_what, inside) => {
    const root = await folder(...inside);
    const before = (await readdir(root, { recursive: true })).sort();
    const run = await runDaemonCommand(['run', '--vault', root]);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain(
      `does not look like the vault: it has no .obsidian/ folder, no notes and no meeting-assistant.json`,
    );
    expect(run.stderr).toContain(`ma init ${root}`);
    expect((await readdir(root, { recursive: true })).sort()).toEqual(before);
  });
});
