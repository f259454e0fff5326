import { readPersonAliases, type Vault } from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * `ma doctor` check: the identity notes' properties (`Identities/<person>.md`: `name`, `aliases`,
 * `alias`) in a shape core does not read (core `readPersonAliases` → `problems`): each note and
 * property named with its shape, so that an alias written as a mapping (`aliases: {Ana: host}`) or a
 * `name:` list is not dropped in silence by the attendee tools (their other names are still read).
 * @returns `ok` when every property was read (or there are no identity notes), else `warn` listing them.
 * Spec: docs/vault-format.md (Properties and their shapes); session 34 leftovers (property shapes).
 */
export async function checkPersonNotes(vault: Vault): Promise<CheckResult> {
  const label = 'person notes';
  const people = await readPersonAliases(vault);
  const problems = people.flatMap((p) => (p.problems ?? []).map((problem) => `${p.note}: ${problem}`));
  if (problems.length === 0)
    return {
      status: 'ok',
      label,
      detail: `${people.length} identity note${people.length === 1 ? '' : 's'} read`,
    };
  return {
    status: 'warn',
    label,
    detail: `${problems.length} propert${problems.length === 1 ? 'y' : 'ies'} not read: ${problems.join('; ')}`,
    fix: 'write `name:` as one line of text and `aliases:` as a list of names (one per line: `- Ana`); the file name always counts as a name',
  };
}
