/**
 * Leftovers L114: `ma summarize "X"` in a vault without its meetings folder (`Meetings/` removed or
 * renamed, or `folders.meetings` naming a folder that is not there) said only `meeting not found: X
 * (meeting notes live under Meetings/)`. It now says the folder does not exist and how to fix it
 * (`ma init`, or the `folders.meetings` setting). Real files on a sample-vault copy.
 * Spec: docs/vault-format.md (Configuration, folders); leftovers L114.
 */
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/index.js';
import { NotFoundError } from '../errors/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, resolveMeeting } from './index.js';

const NAME = '2026-03-10 Remote control functional design';
let dir: TempDir;
beforeEach(async () => {
  dir = await copySampleVault();
});
afterEach(async () => {
  await dir.cleanup();
});

describe('L114: meeting not found because the meetings folder is missing', () => {
  it('L114: Meetings/ gone, or folders.meetings naming no folder: said, with ma init and the config key', async () => {
    await rename(path.join(dir.root, 'Meetings'), path.join(dir.root, 'Old meetings'));
    for (const [config, folder] of [
      [parseConfig(undefined), 'Meetings'],
      [parseConfig({ folders: { meetings: 'Calls' } }), 'Calls'],
    ] as const) {
      const vault = await openVault(dir.root, config);
      // A name no note has anywhere: the folder is missing, how to make it or point the setting elsewhere.
      const error = await resolveMeeting(vault, 'No such meeting').catch((e: unknown) => e);
      expect(NotFoundError.isInstance(error)).toBe(true);
      const message = (error as Error).message;
      expect(message).toContain(
        `meeting not found: No such meeting: the meetings folder ${folder}/ does not exist in ${vault.root}`,
      );
      expect(message).toContain(`ma init ${vault.root}`);
      expect(message).toContain('or set folders.meetings in meeting-assistant.json');
      // F7: the meeting's note is there, in the renamed folder: said, with the setting naming that folder.
      await expect(resolveMeeting(vault, `Old meetings/${NAME}`)).rejects.toThrow(
        `not a meeting note: Old meetings/${NAME}: Old meetings/${NAME}.md is outside the meetings folder (${folder}/, which does not exist in this vault): to summarize the notes of Old meetings/, set "folders": {"meetings": "Old meetings"} in meeting-assistant.json, or move the note into ${folder}/`,
      );
    }
  });

  it('L114: with the folder there, a name not found is said as before', async () => {
    const vault = await openVault(dir.root, parseConfig(undefined));
    await expect(resolveMeeting(vault, 'No such meeting')).rejects.toThrow(
      'meeting not found: No such meeting (meeting notes live under Meetings/)',
    );
  });
});
