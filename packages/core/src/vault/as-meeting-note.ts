import { MaError } from '../errors/index.js';
import { isUnderMeetingsFolder } from './meeting-stem.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * The resolved (symlink-free) path of `rel` when it is a `.md` note inside the
 * meetings folder (any depth), else null; refused or missing paths give null.
 * The one test of "is a meeting note" shared by `resolveMeeting` and `listMeetings`.
 * Spec: docs/contracts.md, Vault model (`resolveMeeting`); docs/vault-format.md (folder layout).
 */
export async function asMeetingNote(vault: Vault, rel: VaultPath): Promise<VaultPath | null> {
  try {
    const { rel: real } = await vault.resolve(rel, { argument: 'meeting', mustExist: true, kind: 'file' });
    return real.toLowerCase().endsWith('.md') && isUnderMeetingsFolder(vault.config, real) ? real : null;
  } catch (error) {
    if (MaError.isMaError(error)) return null;
    throw error;
  }
}
