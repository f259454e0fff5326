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
 *   the user must download it, and the meeting is summarized once the file is there (leftovers L111).
 * `transcript` is the vault path the daemon waits for (`missing` when known, `icloud`), `message` the
 * sentence for the user (with what to do), `since` the ISO time the daemon first saw it so.
 * Spec: review2 N16; apps/daemon/README.md, When a meeting is summarized.
 */
export interface TranscriptWait {
  meeting: string;
  kind: 'missing' | 'link' | 'icloud';
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
