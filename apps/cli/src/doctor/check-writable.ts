import path from 'node:path';
import { folderWriteProblem, type Vault } from '@ma/core';
import type { CheckResult } from './check-result.js';

/** The configured folders the product writes in (besides the vault's own folder: run locks, Glossary, Dictation). */
const WRITTEN = ['meetings', 'transcripts', 'summaries', 'context', 'projects', 'identities'] as const;

/**
 * `ma doctor` check: whether the vault and the folders the product writes in (meetings: status and
 * links; transcripts: speaker overrides; summaries; the assistant's notes; projects; identities; the
 * vault's own folder: run locks in `.meeting-assistant/`, Glossary.md, Dictation.md) may be written
 * by this user (core's `folderWriteProblem`; a folder not made yet is judged where it would be
 * made). A read-only mount is one `FAIL writable: the vault is read-only: …` line (newcomer s35 F6:
 * doctor said "all good" and every run failed with a raw EROFS/ENOENT); folders this user may not
 * write are named in one `FAIL` line.
 * Spec: docs/atomic-writes.md (Folders this user may not write); newcomer s35 F6.
 */
export async function checkWritable(vault: Vault): Promise<CheckResult> {
  const label = 'writable';
  const root = await folderWriteProblem(vault.root);
  if (root === 'read-only-file-system')
    return {
      status: 'fail',
      label,
      detail: `the vault is read-only: ${vault.root} is on a file system mounted read-only; no summary, status, run lock or project file can be written`,
      fix: 'mount it writable (or copy the vault to a writable place and use that one)',
    };
  const refused = root === null ? [] : ['the vault folder itself'];
  const seen = new Set<string>();
  for (const key of WRITTEN) {
    const rel = vault.config.folders[key];
    if (seen.has(rel)) continue;
    seen.add(rel);
    if ((await folderWriteProblem(path.join(vault.root, ...rel.split('/')))) !== null)
      refused.push(`${rel}/`);
  }
  if (refused.length === 0)
    return {
      status: 'ok',
      label,
      detail: `this user may write the vault and ${[...seen].map((f) => `${f}/`).join(', ')}`,
    };
  return {
    status: 'fail',
    label,
    detail: `this user may not create files in ${refused.join(', ')} (permission denied): runs and tools that write there are refused`,
    fix: 'give this user write permission on those folders (`chmod -R u+w` on them, or run as their owner)',
  };
}
