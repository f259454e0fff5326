/**
 * F134 (review of session 47): L437 made `ma doctor`'s meetings check end with "skip … nothing to
 * summarize yet" whenever the meetings folder lists no meeting note, before the problems already found
 * were looked at: a meetings folder whose only note is a symlink leading out of the vault (reviewA R22:
 * every run refuses it, the meeting is never listed) was said to hold nothing, and doctor ended "all
 * good". Now the empty-vault hint is given only when nothing else is wrong; the symlink FAILs the check.
 * Built `ma`, a vault `ma init` made, a real symlink to a note outside it.
 * Spec: docs/hostile-cases.md (symlinks out of the vault); issue #6 (`ma doctor`).
 */
import { mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('F134 doctor: an empty meetings list with a symlink out of the vault is no empty vault', {
  timeout: 120_000,
}, () => {
  let dir: string;
  beforeEach(async () => {
    dir = await realpath(await mkdtemp(join(tmpdir(), 'ma-f134-')));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('F134: FAILs on the symlink, not "nothing to summarize yet", and does not end "all good"', async () => {
    const root = join(dir, 'vault');
    expect((await runMa(['init', root])).code).toBe(0);
    const outside = join(dir, 'Standup.md');
    await writeFile(
      outside,
      '---\ntitle: Standup\ndate: 2026-12-07\nstatus: ended\n---\nWe ship on Friday.\n',
    );
    await symlink(outside, join(root, 'Meetings/2026-12-07 Standup.md'));
    const doctor = await runMa(['doctor', '--vault', root]);
    const line = doctor.stdout.split('\n').find((l) => / meetings: /.test(l)) ?? '';
    expect(line, doctor.stdout).toMatch(
      /^FAIL meetings: 0 meeting notes in Meetings\/; 1 problem a summary run would stop on: /,
    );
    expect(line).toContain('Meetings/2026-12-07 Standup.md');
    expect(doctor.stdout).not.toContain('nothing to summarize yet');
    expect(doctor.stdout.trim().split('\n').at(-1)).not.toBe('all good');
  });
});
