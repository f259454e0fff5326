/**
 * R19: a watched folder (meetings, transcripts) that is a symlink out of the vault is not followed
 * by `ma-daemon run`: the log says which symlink, where it leads and the fix, and the daemon
 * watches the other folder. The built bin on a temp vault with a real symlink.
 */
import { describe, expect, it } from 'vitest';
import {
  type DaemonChild,
  linkFolderOutOfVault,
  readLog,
  type TestVault,
  testResources,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;
let daemon: DaemonChild | undefined;

describe('R19: ma-daemon and a symlinked transcripts folder', () => {
  it('R19: the daemon logs the symlinked transcripts folder with its target and fix, and watches the meetings folder', async () => {
    vault = await t.vault();
    const outside = await linkFolderOutOfVault(vault, 'Transcripts');
    daemon = t.daemon(vault);
    await daemon.ready();
    const log = await readLog(vault);
    const warned = log.find((e) => e.msg.startsWith('Transcripts/ is a symlink to'));
    expect(warned?.msg).toBe(
      `Transcripts/ is a symlink to ${outside}, outside the vault; Meeting Assistant does not follow symlinks out of the vault, so nothing in it is used: move the folder into the vault in place of the link, or set folders.transcripts in meeting-assistant.json to a real folder inside the vault`,
    );
    expect(log.find((e) => e.msg === 'watching')?.watching).toEqual(['Meetings']);
  });
});
