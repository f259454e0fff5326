import { defaultArtifactPath, type Meeting, type Vault } from '../vault/index.js';

/**
 * Where a meeting's summary and assistant context notes live: the meeting note's links when
 * set, else `<summaries folder>/<stem>.md` and `<context folder>/<stem>.md`, where the stem mirrors
 * the meeting's place in the meetings folder (`Meetings/2025/Standup.md` → `Summaries/2025/Standup.md`).
 * Vault-relative, `/` separators.
 *
 * Spec: docs/vault-format.md (folder layout; links set when summarized / at session start).
 */
export function artifactPaths(vault: Vault, meeting: Meeting): { summary: string; context: string } {
  const { folders } = vault.config;
  return {
    summary: meeting.links.summary ?? defaultArtifactPath(vault.config, folders.summaries, meeting.path),
    context: meeting.links.context ?? defaultArtifactPath(vault.config, folders.context, meeting.path),
  };
}
