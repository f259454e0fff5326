/**
 * Why an ended meeting is not summarized for want of a transcript, in words for the log and
 * `ma-daemon status`. Spec: review2 N16 (an ended meeting skipped without a word).
 */
import {
  defaultArtifactPath,
  type MaConfig,
  type Meeting,
  pasteCommandText,
  unresolvedLinkMessage,
} from '@ma/core';

/**
 * An ended meeting the daemon does not summarize because it has no usable transcript (N16):
 * - `kind: 'missing'`: there is none yet (no `transcript:` link and no `<transcripts>/<name>.md`,
 *   or a link that names no file): the meeting waits and is summarized when that file appears;
 * - `kind: 'link'`: the `transcript:` link cannot be used as it is (refused — e.g. another
 *   meeting's transcript, M6 —, matching several files, not one link): the user must fix it;
 * - `kind: 'icloud'`: the transcript (linked, or the default `<transcripts>/<name>.md`) was evicted to
 *   iCloud Drive: only its placeholder `.<name>.icloud` is on this device (core's `iCloudPlaceholder`);
 *   the user must download it, and the meeting is summarized once the file is there (leftovers L111);
 * - `kind: 'settling'`: the transcript exists but has kept changing for more than
 *   {@link SETTLING_VISIBLE_WINDOWS} settle windows (L362 waits for it to be stable): the meeting is
 *   summarized once it stops changing (leftovers, session 44 settle).
 * `transcript` is the vault path the daemon waits for (`missing` when known, `icloud`), `message` the
 * sentence for the user (with what to do), `since` the ISO time the daemon first saw it so.
 * Spec: review2 N16; apps/daemon/README.md, When a meeting is summarized.
 */
export interface TranscriptWait {
  meeting: string;
  kind: 'missing' | 'link' | 'icloud' | 'settling';
  transcript: string | null;
  message: string;
  since: string;
}

/**
 * The {@link TranscriptWait} (without `since`) of an ended meeting whose `readMeeting` found no
 * transcript (`meeting.links.transcript` null): from its `unresolved` transcript entry when the
 * note has a link (`missing` for a link naming no file, `link` otherwise), else the default
 * `<transcripts>/<stem>.md` it waits for.
 * Spec: review2 N16.
 */
export function transcriptWait(config: MaConfig, meeting: Meeting): Omit<TranscriptWait, 'since'> {
  // Quoted for the user's shell: a meeting name may hold `$(…)`, backticks or quotes (W11).
  const summarize = pasteCommandText(['ma', 'summarize', meeting.path]);
  const notesOnly = `to summarize it from its notes only now, remove the link and run \`${summarize}\``;
  const broken = meeting.unresolved.find((u) => u.key === 'transcript');
  // L111: evicted to iCloud (linked or the default file): said as such, looked at again on download.
  if (broken?.evicted !== undefined) {
    return {
      meeting: meeting.path,
      kind: 'icloud',
      transcript: broken.evicted.file,
      message: `transcript not on this device: ${unresolvedLinkMessage(broken, meeting.path)}; it is summarized once the file is downloaded`,
    };
  }
  if (broken && broken.reason === 'missing' && !broken.byDefault) {
    return {
      meeting: meeting.path,
      kind: 'missing',
      transcript: null,
      message: `no transcript yet: ${unresolvedLinkMessage(broken, meeting.path)}; it is summarized when that file appears (${notesOnly})`,
    };
  }
  if (broken) {
    return {
      meeting: meeting.path,
      kind: 'link',
      transcript: null,
      message: `not summarized: ${unresolvedLinkMessage(broken, meeting.path)}${broken.byDefault ? '' : '; fix the transcript: link (or remove it to summarize from the notes only)'}`,
    };
  }
  const expected = defaultArtifactPath(config, config.folders.transcripts, meeting.path);
  return {
    meeting: meeting.path,
    kind: 'missing',
    transcript: expected,
    message: `no transcript yet: ${meeting.path} has no transcript: link and there is no ${expected}; it is summarized when that file appears (to summarize it from its notes only now, run \`${summarize}\`)`,
  };
}

/** How many settle windows (`daemon.debounceMs`) a transcript may keep changing before the wait is said (info log, status). */
export const SETTLING_VISIBLE_WINDOWS = 3;

/**
 * How long (ms) a wait once said ({@link SETTLING_VISIBLE_WINDOWS}) goes on before it is said again: one
 * hour. Decided (leftovers L378): the daemon keeps waiting, with no limit, and says so each hour — a
 * transcript still changing is one a run would summarize in part, and a second run once it settles is
 * the second summary and second paid run L362 prevents; a live transcription may append for hours, and a
 * file a program keeps rewriting is a link the user must fix. So the wait is not cut short; it is said,
 * with how long it has lasted, once an hour in the log and in `ma-daemon status`.
 */
export const SETTLING_REPEAT_MS = 3_600_000;

/**
 * Whether a transcript that has kept changing since `since` (ms since the epoch) is to be said about
 * now (`now`, ms), its wait last said at `saidAt` (ms; null: never): `first` once it has changed for more
 * than {@link SETTLING_VISIBLE_WINDOWS} windows of `windowMs` (L373), `again` each
 * {@link SETTLING_REPEAT_MS} after the last saying (L378), else null.
 * Spec: apps/daemon/README.md (debounceMs); leftovers L373, L378.
 */
export function settlingWaitToSay(
  since: number,
  saidAt: number | null,
  now: number,
  windowMs: number,
): 'first' | 'again' | null {
  if (saidAt === null) return now - since > SETTLING_VISIBLE_WINDOWS * windowMs ? 'first' : null;
  return now - saidAt >= SETTLING_REPEAT_MS ? 'again' : null;
}

/** A wait's length as people read it: `45 s`, `12 min`, `2 h 5 min` (L378: said each hour). */
function lasted(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 120) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 120) return `${min} min`;
  return `${Math.floor(min / 60)} h${min % 60 === 0 ? '' : ` ${min % 60} min`}`;
}

/**
 * The {@link TranscriptWait} (without `since`, `kind: 'settling'`) of a meeting whose transcript
 * (`transcript`, a vault path) has kept changing for `changingMs` milliseconds, longer than
 * {@link SETTLING_VISIBLE_WINDOWS} windows of `windowMs` (`daemon.debounceMs`): says which transcript,
 * that the meeting waits for it to stop changing, and what to do if it never will (a live
 * transcription still writing, or a link to a file a program keeps rewriting).
 * Spec: apps/daemon/README.md (debounceMs); leftovers L362 (the wait it makes visible).
 */
export function transcriptSettlingWait(
  meeting: string,
  transcript: string,
  windowMs: number,
  changingMs: number,
): Omit<TranscriptWait, 'since'> {
  const summarize = pasteCommandText(['ma', 'summarize', meeting]);
  const seconds = (ms: number): string => `${Math.round(ms / 1000)} s`;
  return {
    meeting,
    kind: 'settling',
    transcript,
    message: `transcript ${transcript} has kept changing for ${lasted(changingMs)} (more than ${SETTLING_VISIBLE_WINDOWS} windows of daemon.debounceMs, ${seconds(windowMs)}): the meeting is summarized once it stops changing (said again each hour it does not); if it never will (a live transcription still writing, or a program that keeps rewriting a wrongly linked file), check the meeting note's transcript link, or run \`${summarize}\` by hand`,
  };
}
