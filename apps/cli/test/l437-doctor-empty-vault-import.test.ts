/**
 * L437 (newcomer, session 46): `ma doctor` on a vault `ma init` had just made ended "all good" with
 * "ok meetings: 0 meeting notes in Meetings/": nothing said how a first meeting comes in. Now the meetings line
 * is a `skip` that names `ma import` with this vault (the command runs as printed), and the last line stays "all
 * good" (nothing is wrong with an empty vault). Built `ma`, a temp folder.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('L437 doctor on an empty vault says how to import a first meeting', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ma-l437 vault '));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('skip meetings with the ma import line, and that line imports a transcript', async () => {
    const root = join(dir, 'my vault');
    expect((await runMa(['init', root])).code).toBe(0);
    const doctor = await runMa(['doctor', '--vault', root]);
    expect(doctor.stdout).toMatch(
      /^skip meetings: 0 meeting notes in Meetings\/: nothing to summarize yet$/m,
    );
    const fix = doctor.stdout.match(
      /^ {5}fix: make a meeting note from a transcript .*: (ma import <file> .*)$/m,
    );
    expect(fix, doctor.stdout).not.toBeNull();
    expect(doctor.stdout.trim().split('\n').at(-1)).toBe('all good');

    // The printed command, with <file> filled in, makes the first meeting.
    const transcript = join(dir, 'standup.vtt');
    await writeFile(transcript, 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Ana>We ship on Friday.\n');
    const argv = (fix?.[1] ?? '')
      .replace('<file>', `'${transcript}'`)
      .match(/'[^']*'|\S+/g)
      ?.map((a) => a.replace(/^'(.*)'$/, '$1'));
    expect(argv?.slice(0, 2)).toEqual(['ma', 'import']);
    const imported = await runMa([...(argv ?? []).slice(1), '--title', 'Standup', '--date', '2026-12-07']);
    expect(imported.code, imported.stderr).toBe(0);
    expect(await readdir(join(root, 'Meetings'))).toEqual(['2026-12-07 Standup.md']);
  });
});
