import { join } from 'node:path';
import {
  AmbiguousError,
  closestMeetingNames,
  listMeetings,
  NotFoundError,
  PathSafetyError,
  resolveMeeting,
  type Vault,
  type VaultPath,
} from '@ma/core';
import { UsageError } from '../io/usage-error.js';

/**
 * Resolves a `<meeting>` argument (name or vault-relative path) with core's
 * `resolveMeeting`, turning "not found" (also: a note outside the meetings folder),
 * "ambiguous" and unsafe references (`../x`, absolute paths: `PathSafetyError`) into
 * one-line usage errors (exit 2) that say what to type instead: the closest meeting names
 * (`did you mean "…"?`, core's `closestMeetingNames`, issue 9 H17), else a few known names, or the
 * candidates.
 * @throws UsageError; other errors pass through.
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line" (`<meeting>`);
 * docs/contracts.md, Vault model (`resolveMeeting`).
 */
export async function resolveMeetingArg(vault: Vault, ref: string): Promise<VaultPath> {
  try {
    return await resolveMeeting(vault, ref);
  } catch (error) {
    const folder = vault.config.folders.meetings;
    if (PathSafetyError.isInstance(error)) {
      throw new UsageError(
        `meeting "${ref}" is not a safe vault-relative path (${error.message.replace(/\s*\n\s*/g, ' ')}); ` +
          `give a meeting name or a path under ${folder}/, e.g. ${await exampleRef(vault)}`,
      );
    }
    if (NotFoundError.isInstance(error)) {
      const names = await meetingNames(vault);
      const close = await closestMeetingNames(vault, ref);
      const known = `known: ${names
        .slice(0, 5)
        .map((n) => `"${n}"`)
        .join(', ')}${names.length > 5 ? `, … (${names.length} in all)` : ''}`;
      const hint =
        names.length === 0
          ? `it has no meeting notes yet; add one (see \`ma init\`)`
          : close.length > 0
            ? `did you mean ${close.map((n) => `"${n}"`).join(', ')}?`
            : known;
      throw new UsageError(`meeting "${ref}" not found in ${join(vault.root, folder)}; ${hint}`);
    }
    if (AmbiguousError.isInstance(error)) {
      throw new UsageError(
        `meeting "${ref}" is ambiguous (${error.candidates.join(', ')}); give the vault-relative path`,
      );
    }
    throw error;
  }
}

/**
 * Meeting names (file names without `.md`) of core's `listMeetings` (the notes `resolveMeeting`
 * accepts), sorted; empty when there are none or the meetings folder is refused.
 */
async function meetingNames(vault: Vault): Promise<string[]> {
  return meetingNamesOf(await listMeetings(vault).catch(() => [] as VaultPath[]));
}

/** The meeting names (file names without `.md`) of meeting-note paths, sorted. */
export function meetingNamesOf(paths: readonly VaultPath[]): string[] {
  return paths.map((p) => (p.split('/').pop() ?? p).replace(/\.md$/i, '')).sort();
}

/** A known meeting name in quotes, or `"<name>"` when there is none. */
async function exampleRef(vault: Vault): Promise<string> {
  const [first] = await meetingNames(vault);
  return `"${first ?? '<name>'}"`;
}
