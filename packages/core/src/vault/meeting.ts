import type { ParsedNote } from '../notes/index.js';
import type { VaultPath } from './vault.js';

/**
 * Links of a meeting note, resolved to vault paths (see `readMeeting` for the fallbacks).
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md (@ma/core, Vault model).
 */
export interface MeetingLinks {
  transcript: VaultPath | null;
  usernotes: VaultPath | null;
  summary: VaultPath | null;
  context: VaultPath | null;
}

/**
 * A meeting note as read by `readMeeting`. `date`/`status` are frontmatter
 * strings as written (`"2026-03-09"`); `projects` is the raw frontmatter list
 * (IDs or wikilinks; see `boundProjects` for the checked IDs).
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md, Vault model.
 */
export interface Meeting {
  path: VaultPath;
  /** Basename without `.md`. */
  name: string;
  /** The whole file text. */
  text: string;
  note: ParsedNote;
  date: string | null;
  status: string | null;
  attendees: string[];
  projects: string[];
  links: MeetingLinks;
}
