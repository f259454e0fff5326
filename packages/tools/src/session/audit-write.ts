import { copyToTrash } from '@ma/core';
import type { ToolSession } from './tool-session.js';

/**
 * Records one write in the session's audit and, when the audit can no longer hold the diff that
 * would restore the file's previous text (diff omitted: too large or too slow), copies that
 * previous text to the vault's trash folder and names the copy in the audit entry.
 * @param session the tool session (its `vault` and `audit`).
 * @param rel vault-relative path (`/` separators) of the written file.
 * @param before the text before the write (null: created); `after` the text after it (null: removed).
 * @returns the vault-relative path of the copy kept in the trash, or null when none was needed.
 * @throws PathSafetyError when the trash folder is refused (see core `copyToTrash`); the write is
 *   recorded in the audit before that.
 * Spec: review8 U7 (an omitted diff must not lose the old text); docs/vault-format.md (`.trash/`).
 */
export async function auditWrite(
  session: Pick<ToolSession, 'vault' | 'audit'>,
  rel: string,
  before: string | null,
  after: string | null,
): Promise<string | null> {
  session.audit.record(rel, before, after);
  const old = session.audit.unrestorable(rel);
  if (old === null) return null;
  const copy = await copyToTrash(session.vault, rel, old);
  session.audit.kept(rel, copy);
  return copy;
}
