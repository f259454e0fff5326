/**
 * L286: `ma-daemon run` on a vault whose `Meetings/` is a symlink out of the vault warned, then
 * stopped with `ERROR: ma-daemon failed` and a full stack of core's PathSafetyError ("folder: path
 * resolves outside the allowed folder (through a symlink)"). Now it stops with core's sentence for
 * that symlink (where it leads, the fix), as `ma` says it, no stack, and exits non-zero. The built
 * bin on a temp vault with a real symlink.
 */
import { describe, expect, it } from 'vitest';
import { linkFolderOutOfVault, readLog, type TestVault, testResources } from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

describe('L286: ma-daemon and a meetings folder linked out of the vault', () => {
  it('stops with the symlink named, its target and fix, no stack trace, exit 1', async () => {
    vault = await t.vault();
    const outside = await linkFolderOutOfVault(vault, 'Meetings');
    const daemon = t.daemon(vault);
    expect((await daemon.exited).code).toBe(1);
    const sentence = `Meetings/ is a symlink to ${outside}, outside the vault; Meeting Assistant does not follow symlinks out of the vault, so nothing in it is used: move the folder into the vault in place of the link, or set folders.meetings in meeting-assistant.json to a real folder inside the vault`;
    const failed = (await readLog(vault)).filter((e) => e.level >= 50);
    expect(failed.map((e) => e.msg)).toEqual([`ma-daemon cannot run: ${sentence}`]);
    expect(daemon.stderr()).toContain(`ERROR: ma-daemon cannot run: ${sentence}`);
    expect(daemon.stderr()).not.toMatch(/PathSafetyError|\bat .*\.js:\d+/);
  });
});
