/**
 * Leftovers L354 (review of session 41's L333): a user's own `Meetings/~Retro.md` was readable by
 * name but absent from the meeting list (`list_meetings`, did-you-mean, the daemon's catch-up scan):
 * every name starting with `~` was taken for a sync client's lock or temp copy. Only the documented
 * forms are: Office/Word's owner file `~$Retro.md` and Syncthing's Windows temp `~syncthing~…`.
 * Real files on a sample-vault copy.
 * Spec: docs/hostile-cases.md B36, B37; leftovers2 L333.
 */
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { isSyncLockName, listMeetings, openVault, readMeeting, type Vault } from './index.js';

const NAME = '2026-03-10 Remote control functional design';
let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => {
  await dir.cleanup();
});

describe('L354: a note named with a `~` is a meeting; Office and Syncthing lock names are not', () => {
  it('L354: `~Retro.md` and `~ Ideas.md` are listed and read; `~$Retro.md` and `~syncthing~Retro.md.tmp.md` are not listed', async () => {
    const meetings = path.join(dir.root, 'Meetings');
    for (const name of ['~Retro.md', '~ Ideas.md', '~$Retro.md', '~SyncThing~Retro.md'])
      await copyFile(path.join(meetings, `${NAME}.md`), path.join(meetings, name));
    const listed = await listMeetings(vault);
    expect(listed).toContain('Meetings/~Retro.md');
    expect(listed).toContain('Meetings/~ Ideas.md');
    expect(listed).not.toContain('Meetings/~$Retro.md');
    expect(listed).not.toContain('Meetings/~SyncThing~Retro.md');
    expect((await readMeeting(vault, 'Meetings/~Retro.md')).path).toBe('Meetings/~Retro.md');
    expect(['~$x.md', '~syncthing~x.md.tmp', '~Retro.md', '~x.md'].map(isSyncLockName)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
