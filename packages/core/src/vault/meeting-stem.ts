import path from 'node:path';
import type { MaConfig } from '../config/index.js';
import { nameKey, safeNotePath } from '../names/index.js';
import type { VaultPath } from './vault.js';

/** Segments of a vault-relative folder or path (`/` or `\`, empty and `.` segments dropped). */
function segmentsOf(rel: string): string[] {
  return rel.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
}

/**
 * The meetings-folder-relative path of a meeting note, without `.md`: `Meetings/2025/Standup.md`
 * → `2025/Standup`, `Meetings/Standup.md` → `Standup` (folder compared segment-wise, NFC and
 * case-insensitively). A note outside the meetings folder gives its basename without `.md`.
 * Default artifact paths are `<folder>/<stem>.md`, so same-name meetings in different
 * subfolders never share a summary, context, transcript or notes file.
 * Spec: docs/vault-format.md (folder layout); docs/contracts.md, Vault model (`readMeeting`).
 */
export function meetingStem(config: MaConfig, meetingPath: VaultPath): string {
  const segs = segmentsOf(meetingPath);
  const depth = segmentsOf(config.folders.meetings).length;
  const rest = isUnderMeetingsFolder(config, meetingPath) ? segs.slice(depth) : segs.slice(-1);
  return rest.join('/').replace(/\.md$/i, '');
}

/**
 * `<folder>/<stem>.md` for one of the configured folders (vault-relative, `/` separators), the
 * stem made safe segment by segment (`safeNotePath`: `Sprint #3 review` → `Sprint 3 review`), so
 * the names the product creates never hold `[ ] # ^ | \ / :` and their links round-trip,
 * each segment in its meeting segment's normalization form (NFD stays NFD, L309). With
 * `{ raw: true }` the stem is kept as written (to look up a transcript or notes file a user or a
 * recorder named after the meeting).
 * Spec: issue 9 H2; docs/vault-format.md, Meeting note; docs/contracts.md, Names and links.
 */
export function defaultArtifactPath(
  config: MaConfig,
  folder: string,
  meetingPath: VaultPath,
  opts: { raw?: boolean } = {},
): VaultPath {
  const stem = meetingStem(config, meetingPath);
  return path.posix.join(...segmentsOf(folder), `${opts.raw ? stem : inFormOf(safeNotePath(stem), stem)}.md`);
}

/**
 * `safe` (the safe form of `stem`, NFC, segment for segment) with each segment in the Unicode
 * normalization form of its segment in `stem`: a meeting note macOS named in NFD
 * (`Re\u0301union.md`) gets its summary and context notes in NFD too, so the vault never holds both
 * spellings of one name (two files on Linux, two entries in a synced vault; L309).
 */
function inFormOf(safe: string, stem: string): string {
  const written = segmentsOf(stem);
  return safe
    .split('/')
    .map((segment, i) => {
      const own = written[i] ?? '';
      return own !== own.normalize('NFC') ? segment.normalize('NFD') : segment;
    })
    .join('/');
}

/**
 * True when `rel` is strictly inside the configured meetings folder (any depth; folder names
 * compared NFC and case-insensitively).
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md (@ma/core, Vault model).
 */
export function isUnderMeetingsFolder(config: MaConfig, rel: VaultPath): boolean {
  const folder = segmentsOf(config.folders.meetings).map(nameKey);
  const segs = segmentsOf(rel);
  return segs.length > folder.length && folder.every((f, i) => nameKey(segs[i] ?? '') === f);
}

/**
 * False when the note at `rel` cannot be the meeting's own default note in `folder`: the note
 * `readMeeting` takes for its `summary`/`context` link when the meeting note names none (or one it
 * does not adopt), `<folder>/<safe stem>.md` or, when that one is another meeting's, `<folder>/<safe
 * stem> (n).md` (n up to 100), each spelled as on disk (same {@link nameKey}). Compares basenames
 * only, so a true answer means "maybe": a caller then resolves the meeting's links (`readMeeting`).
 * It lets a caller that only needs to leave the own note out of a list of other notes skip that
 * resolution, which lists the whole folder whenever the own note does not exist yet (issue #13 (f):
 * a summaries folder of thousands of notes).
 * @param meetingPath the meeting note's vault path.
 * @param rel a vault path (`/` separators).
 * Spec: docs/vault-format.md, Meeting note (default summary/context paths); issue #13, goal (f).
 */
export function mayBeDefaultArtifact(
  config: MaConfig,
  folder: string,
  meetingPath: VaultPath,
  rel: string,
): boolean {
  const stem = path.posix.basename(defaultArtifactPath(config, folder, meetingPath)).replace(/\.md$/, '');
  const key = nameKey(path.posix.basename(rel));
  // `<stem> (` then the number: the case of `<stem>` cannot depend on what follows a space.
  return key === nameKey(`${stem}.md`) || key.startsWith(nameKey(`${stem} (`));
}
