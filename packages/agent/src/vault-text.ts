import { readLines, type SaveWait, type Vault, waitWhileSaving } from '@ma/core';

/**
 * Reads a whole vault text file through core (the agent never touches the file system):
 * `vault.resolve` (path safety, must exist, must be a file) then `readLines`. Lines are joined
 * with `\n` (CR and BOM stripped by `readLines`).
 *
 * @param rel vault-relative path, `/` separators.
 * @param argument name used in path errors (e.g. `prompt.basePromptFile`).
 * @returns the file's text (a string): its lines as `readLines` gives them, joined with `\n`.
 * @throws PathSafetyError / NotFoundError('file') from `vault.resolve`.
 * Spec: docs/vault-format.md, Configuration (`prompt.basePromptFile`); docs/hostile-cases.md, Paths and
 * sandboxing.
 */
export async function readVaultText(vault: Vault, rel: string, argument: string): Promise<string> {
  return (await readVaultLines(vault, rel, argument)).lines.join('\n');
}

/**
 * Like {@link readVaultText} but returns the lines and `total` (line count of the file). A file that is
 * empty and changed just now (a recorder or Obsidian saving it in place, caught between its truncate and
 * its write) is waited for first (core `waitWhileSaving`), as core waits for a meeting note (R58): a run
 * never takes that empty moment for an empty transcript (review session 34 V5).
 *
 * @param options - `wait`: how to wait for such a save (default a timer; a test seam)
 * @throws PathSafetyError / NotFoundError('file') from `vault.resolve`; ConcurrentEditError when the file
 *   stays empty and keeps changing for about 5 s.
 * Spec: docs/vault-format.md, Transcript note; docs/hostile-cases.md, Paths and sandboxing;
 *   docs/atomic-writes.md (Saves in progress).
 */
export async function readVaultLines(
  vault: Vault,
  rel: string,
  argument: string,
  options: { wait?: SaveWait } = {},
): Promise<{ lines: string[]; total: number }> {
  const { abs } = await vault.resolve(rel, { argument, mustExist: true, kind: 'file' });
  await waitWhileSaving(abs, options.wait);
  const slice = await readLines(abs, {});
  return { lines: slice.lines, total: slice.total };
}
