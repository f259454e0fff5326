/**
 * L592: an ended meeting whose note or transcript the daemon's user may not read (chmod 000, a file
 * of another owner, a sync tool's restrictive copy) was never summarized and never said: each change
 * logged an ERROR "could not look at a changed file" / "could not read the meeting" with a raw
 * `EACCES` stack, `ma-daemon status` listed nothing and no notice came. Now it is the unreadable
 * meeting it is: warned once per version (`meeting note unreadable: not summarized`, naming the file
 * refused and the fix), recorded failed (so `status` lists it) and notified; once readable again it is
 * summarized. Built `ma-daemon` child process (as root, started by setpriv without the capabilities that bypass
 * file permissions, as a user's daemon runs), temp vault, real file modes, offline engine.
 * Spec: apps/daemon/README.md (rule 4, a meeting note whose frontmatter cannot be read); the brief (no silent faults).
 */
import { spawn } from 'node:child_process';
import { chmod } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { daemonBin, entries, M, readLog, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

describe('L592: a note or transcript the daemon may not read', () => {
  it('L592: said once as unreadable with the file and the fix, recorded and notified, no error stack; summarized once readable', async () => {
    const vault = await t.vault();
    await vault.writeTranscript('Locked note');
    await vault.writeMeeting('Locked note', 'ended');
    await chmod(vault.abs(M('Locked note')), 0o000);
    await vault.writeTranscript('Locked transcript');
    await vault.writeMeeting('Locked transcript', 'ended');
    await chmod(vault.abs('Transcripts/Locked transcript.md'), 0o000);
    const env = { ...process.env, MA_NO_SEARCH_SERVER: '1' };
    const argv = [process.execPath, daemonBin, 'run', '--vault', vault.root];
    // Root reads any file: its daemon runs without the capabilities that let it, as a user's runs. setpriv is
    // util-linux's (an essential package on Debian-like machines, so on every CI machine), unlike capsh.
    const child =
      process.getuid?.() === 0
        ? spawn('setpriv', ['--bounding-set', '-dac_override,-dac_read_search,-fowner', '--', ...argv], {
            env,
            stdio: 'ignore',
          })
        : spawn(argv[0]!, argv.slice(1), { env, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    try {
      const said = await waitFor('both meetings said unreadable', async () => {
        const found = await entries(vault, 'meeting note unreadable: not summarized');
        return found.length >= 2 ? found : null;
      });
      // The two are looked at concurrently: either may be said first.
      expect(said.map((e) => [e.meeting, e.error]).sort()).toEqual([
        [
          M('Locked note'),
          `cannot read the meeting note ${M('Locked note')}: permission denied (the daemon's user may not read it: give that user read permission on it, and on its folder); it is looked at again when it changes`,
        ],
        [
          M('Locked transcript'),
          "cannot read the file Transcripts/Locked transcript.md: permission denied (the daemon's user may not read it: give that user read permission on it, and on its folder); it is looked at again when it changes",
        ],
      ]);
      // The notices are logged after the warnings (by the notifier): wait for both, or a loaded machine reads between.
      const notices = await waitFor('both notices', async () => {
        const found = (await readLog(vault)).filter((e) => e.msg === 'notify' && e.kind === 'run-failed');
        return found.length >= 2 ? found : null;
      });
      expect(notices.map((e) => e.meeting).sort()).toEqual([M('Locked note'), M('Locked transcript')]);
      expect((await readLog(vault)).filter((e) => e.level >= 50).map((e) => e.msg)).toEqual([]);
      await chmod(vault.abs(M('Locked note')), 0o644);
      await vault.writeMeeting('Locked note', 'ended');
      await waitFor(
        'the run once readable',
        async () => (await entries(vault, 'run done', M('Locked note')))[0],
      );
      child.kill('SIGTERM');
      expect(await exited).toEqual({ code: 0, signal: null });
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
