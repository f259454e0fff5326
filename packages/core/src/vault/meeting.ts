import type { ParsedNote } from '../notes/index.js';
import type { ICloudPlaceholder } from '../paths/icloud-placeholder.js';
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
 * A link in the meeting note's frontmatter that names no usable file: for `transcript` and
 * `usernotes` a link that resolves to nothing (missing, refused or ambiguous); for `summary` and
 * `context` a value the product cannot use as its own note (it uses the default path instead and
 * leaves the value as written: never replaced, N21; `unusedProductLinks` says so). `closest` holds the existing vault paths in the meeting's scope closest to the link
 * (for the message).
 * Spec: issue 9 H6 (a broken link is not success); docs/contracts.md, Names and links.
 */
export interface UnresolvedLink {
  key: keyof MeetingLinks;
  /** The value as written in the note. */
  link: string;
  /**
   * `missing`: nothing of that name (for `summary`/`context`: no note the product can write there,
   * `refusal` says why: a web address, a heading link, …); `ambiguous`: several files match;
   * `refused`: the file is there but the path check will not open it (a symlink out of the vault,
   * a hidden folder, …) or, for `summary`/`context`, it is not this meeting's own note;
   * `not-a-link`: the property holds a list or a mapping, not one link (`link` is the value as
   * compact JSON, `refusal` says what it is and how to write it; V2b).
   */
  reason: 'missing' | 'ambiguous' | 'refused' | 'not-a-link';
  /**
   * Closest existing files (vault paths), best first; the candidates when ambiguous. Only files the
   * meeting may read (its transcripts and notes folders, its bound projects; `meetingScopeNotes`),
   * never another project's or an arbitrary vault note (V1).
   */
  closest: VaultPath[];
  /** With `ambiguous`: true when more files matched outside the meeting's scope (not named). */
  moreOutOfScope?: true;
  /** With `ambiguous`: true when one of the matches is the meeting note itself (L447). */
  matchesMeetingNote?: true;
  /**
   * With `refused`: the path check's reason; with `not-a-link`: what the value is (and, for
   * `transcript`/`usernotes`, how to write it); with a `summary`/`context` `missing`: why no note
   * can be written there.
   */
  refusal?: string;
  /**
   * True when the note has no such link and `link` is the default path: refused (`refused`), or
   * evicted to iCloud (`missing` with `evicted`, leftovers L111).
   */
  byDefault?: true;
  /**
   * `transcript`/`usernotes` `refused` only: the note is another meeting's (its `meeting:` link
   * names another existing meeting note, or — a transcript named by a link — its date contradicts
   * the meeting's; `foreignInputRefusal`, review3 M6). Runs refuse such a meeting before anything
   * is written.
   */
  foreign?: true;
  /**
   * `transcript`/`usernotes` `refused` only: the link names a recording, picture, PDF, office
   * document or archive (`mediaKind`, newcomer session 32 N7): the file it names (vault path), so
   * a host can say what the file is in its own words (`ma doctor`).
   */
  media?: VaultPath;
  /**
   * `summary`/`context` `missing` only: the link names this meeting's default note as versions
   * before safe note names spelled it (`[[Summaries/Sprint #3 review]]` for
   * `Summaries/Sprint 3 review.md`): the same note, so the link is respelled to the note written
   * (issue 9 H2). Every other unused value is left as written (N21).
   */
  respelled?: true;
  /**
   * `transcript`/`usernotes` `missing` only: the file is not on this device, only its iCloud Drive
   * placeholder is (`Transcripts/.Standup.md.icloud`: macOS "Optimize Mac Storage" evicted it);
   * the message says to download it instead of naming other notes as the closest (reviewA R37).
   * Also with `byDefault`: the meeting has no link and its default `<folder>/<name>.md` is evicted
   * (leftovers L111): not a notes-only meeting, a file to download.
   */
  evicted?: ICloudPlaceholder;
  /**
   * `transcript` only: the link is not a property but written in the note's body, on this 1-based
   * line of the file (`Meeting.transcriptFromBody`, F18).
   */
  bodyLine?: number;
}

/**
 * A meeting note as read by `readMeeting`. `date`/`status` are frontmatter
 * strings as written (`"2026-03-09"`); `attendees` are the people's names (links read as the
 * note they name: `[[People/Bob Sample|Bob]]` → `Bob Sample`; a comma-separated string is a
 * list); `projects` is the raw frontmatter list (IDs or wikilinks, a comma string split; see
 * `boundProjects` for the checked IDs).
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md, Vault model.
 */
export interface Meeting {
  path: VaultPath;
  /** Basename without `.md`. */
  name: string;
  /** The whole file text. */
  text: string;
  note: ParsedNote;
  /**
   * The `date:` as read by core's one date reader (`readMeetingDate`): the date text without its
   * wrapping (`2026-03-05`, `2026-03-05 10:00`; the inside of `[2026-03-05]` or `[[2026-03-05]]`),
   * null when there is none or it cannot be read (then {@link Meeting.dateProblem} says why).
   */
  date: string | null;
  /** Why the note's `date:` cannot be read (`"next tuesday" is not a date (…)`); absent when it can or there is none. */
  dateProblem?: string;
  /** The `status:` text (`ended`, `summarized`, …); a one-item list (`[ended]`, as Obsidian writes a list-typed property) is its item; null when absent or not text. */
  status: string | null;
  attendees: string[];
  projects: string[];
  /**
   * Links of the meeting note, resolved. `links.usernotes` is the first of {@link Meeting.userNotes}
   * (null when there is none).
   */
  links: MeetingLinks;
  /**
   * Every user-notes note the meeting links, vault paths in the order written, once each: one for
   * `usernotes: "[[Notes/x]]"` (or the default `Notes/<meeting>.md`), several for a list
   * (`usernotes: ["[[Notes/a]]", "[[Notes/b]]"]`: two note-takers; review6 S8), none when the notes
   * are the meeting note's body. A listed link that names no usable file is in `unresolved` (by its
   * link) and not here.
   */
  userNotes: VaultPath[];
  /** Links that name no usable file (see {@link UnresolvedLink}); empty when all resolve. */
  unresolved: UnresolvedLink[];
  /**
   * Set when the note has no `transcript:` property and its body links the transcript (core's
   * `bodyTranscriptLinks`: `Transcript: [[…]]`, a `## Transcript` section, an embed of a note in the
   * transcripts folder): that link as written and its 1-based line in the file; `links.transcript`
   * is the note it names (or null, with the reason in `unresolved`). Newcomer review F18.
   */
  transcriptFromBody?: { link: string; line: number };
}
