/**
 * Which meeting a changed transcript belongs to. Spec: issue 12 (a transcript newer than the
 * summary triggers a run).
 */
import {
  defaultArtifactPath,
  frontmatterLink,
  isUnderMeetingsFolder,
  type MaConfig,
  parseLink,
} from '@ma/core';

const key = (rel: string) => rel.normalize('NFC').toLowerCase();

/**
 * The vault-relative path a frontmatter link points at, lexically (`"[[Transcripts/x|alias]]"`,
 * `[x](Transcripts/x.md "t")`, an unquoted `[[Transcripts/x]]` → `transcripts/x.md`, lower-cased);
 * null for a value that is not one link. Used only as a lookup key: every
 * run still resolves links through core.
 */
function linkKey(value: unknown): string | null {
  const written = frontmatterLink(value);
  if (written === null) return null;
  // The one link reader (core `parseLink`): every wikilink and Markdown link form (V2).
  const target = parseLink(written).target.replace(/\\/g, '/');
  if (target === '') return null;
  return key(target.toLowerCase().endsWith('.md') ? target : `${target}.md`);
}

/**
 * Maps transcript paths to the meetings that link them (by resolved link, by the link's text,
 * and by the default `<transcripts>/<stem>.md` path), so a settled change of a transcript wakes
 * the right meeting.
 * Spec: issue 12.
 */
export class MeetingIndex {
  readonly #byTranscript = new Map<string, Set<string>>();
  readonly #ofMeeting = new Map<string, string[]>();
  constructor(private readonly config: MaConfig) {}

  /** Records what `meeting` links (its resolved transcript, if any, and its raw `transcript` value). */
  update(meeting: string, resolvedTranscript: string | null, rawLink: unknown): void {
    this.remove(meeting);
    const keys = [
      resolvedTranscript && key(resolvedTranscript),
      linkKey(rawLink),
      key(defaultArtifactPath(this.config, this.config.folders.transcripts, meeting)),
    ].filter((k): k is string => !!k);
    this.#ofMeeting.set(meeting, keys);
    for (const k of keys) {
      const set = this.#byTranscript.get(k) ?? new Set<string>();
      set.add(meeting);
      this.#byTranscript.set(k, set);
    }
  }

  /** Forgets a meeting. */
  remove(meeting: string): void {
    for (const k of this.#ofMeeting.get(meeting) ?? []) this.#byTranscript.get(k)?.delete(meeting);
    this.#ofMeeting.delete(meeting);
  }

  /**
   * The meetings a settled path concerns: the path itself when it is a meeting note, else the
   * meetings linking it (by any recorded key).
   */
  meetingsFor(rel: string): string[] {
    if (isUnderMeetingsFolder(this.config, rel)) return [rel];
    return [...(this.#byTranscript.get(key(rel)) ?? [])];
  }
}
