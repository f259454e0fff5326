import type { Meeting, Vault } from '../vault/index.js';

/**
 * Where a meeting's summary and assistant context notes live: the meeting note's links when
 * set, else `<summaries folder>/<meeting name>.md` and `<context folder>/<meeting name>.md`.
 * Vault-relative, `/` separators.
 *
 * Spec: docs/vault-format.md (folder layout; links set when summarized / at session start).
 */
export function artifactPaths(vault: Vault, meeting: Meeting): { summary: string; context: string } {
  const { folders } = vault.config;
  return {
    summary: meeting.links.summary ?? `${folders.summaries}/${meeting.name}.md`,
    context: meeting.links.context ?? `${folders.context}/${meeting.name}.md`,
  };
}
