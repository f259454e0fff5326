/**
 * Files people give `ma import` that are not transcripts but the documents or recordings around
 * one: a transcript downloaded as a Word document (Teams' and Otter's default `.docx`), a PDF or
 * RTF, or the meeting's audio or video itself. Told apart by their first bytes (the format's
 * signature), so the refusal can name the file's kind and say how to get a transcript ma reads,
 * instead of calling it binary UTF-16 or broken JSON (reviewA R14). A table of a dozen signatures,
 * not the `file-type` package (L80, checked in session 24 with file-type 22.3.0 on Node 22, loaded
 * lazily with `import()` as it would be, only when a file is refused):
 * - it would not replace the table's one subtle rule: from a file's head (16 or 4,100 bytes, and
 *   even from a whole small zip without Office's `[Content_Types].xml` entry) it names a .docx,
 *   .odt or .pages file `zip`, so the extension rule below stays; an old .doc is `cfb`, MP3/AAC,
 *   MP4/M4A, PDF, RTF come out as here;
 * - it adds ten packages (816 KB installed: strtok3, token-types, @tokenizer/inflate, …) to
 *   core, a library hosts load from CommonJS too, for formats the refusal does not name
 *   (every other binary is already refused as binary by the readers);
 * - its `import()` took 300–1,400 ms on the shared 2-CPU machine under load (load average 30–49;
 *   `node:zlib` 1–18 ms in the same runs), added to every refusal, against nothing for the table.
 * Spec: reviewA R14; docs/transcript-import.md (Formats and detection).
 */
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import { MEDIA_HEAD_BYTES, mediaOfBytes } from '../vault/media-kind.js';

/** How many first bytes the signatures need (MP4's `ftyp` box sits at byte 4, AVI's and WAVE's at 8). */
const HEAD_BYTES = MEDIA_HEAD_BYTES;

/** The advice for a document: get the transcript as text or subtitles. */
const EXPORT_TEXT =
  'save or export the transcript as text (.txt) or subtitles (.vtt, .srt) and import that (Teams: Download → .vtt; Otter: Export → .txt or .srt; Word: Save As → Plain Text)';

/** The advice for a recording: transcribe it first. */
const TRANSCRIBE =
  "transcribe it first (the meeting tool's transcript download, or Whisper / whisper.cpp with JSON, VTT or SRT output) and import that";

/** What a file that is not a transcript is, and what to do instead. */
export interface NotATranscript {
  /** The kind, for messages: `a Word document (.docx)`, `an audio or video recording (MP4/M4A/MOV)`. */
  kind: string;
  /** The way out, one clause. */
  advice: string;
}

/**
 * The kind of a document or recording from its first bytes (`head`, at least 16 when the file has
 * them; core's one byte classifier, `mediaOfBytes`) and its name's extension (only to name a zip:
 * `.docx`, `.odt`, `.pages`), or `null` for anything else (text, subtitles, JSON, unknown binaries:
 * the readers decide). Documents and recordings get import's own advice (how to get a transcript from
 * them); a picture or an archive is named by its kind and format with the table's advice.
 * Recognised: see `mediaOfBytes` (zip containers, old Word, PDF, RTF, audio and video, pictures, archives).
 * Spec: reviewA R14; leftovers session 33 (magic bytes, one rule).
 */
export function documentOrRecordingKind(head: Buffer, name: string): NotATranscript | null {
  const media = mediaOfBytes(head);
  if (media === null) return null;
  const ext = extname(name).toLowerCase();
  const document = (kind: string): NotATranscript => ({ kind, advice: EXPORT_TEXT });
  if (media.format === 'zip') {
    if (ext === '.docx') return document('a Word document (.docx)');
    if (ext === '.odt') return document('an OpenDocument text (.odt)');
    if (ext === '.pages') return document('a Pages document (.pages)');
    return document('a zip archive (a .docx, .odt or other zipped document)');
  }
  if (media.format === 'old Word .doc') return document('an old Word document (.doc)');
  if (media.format === 'PDF') return document('a PDF document');
  if (media.format === 'RTF') return document('an RTF document');
  if (media.kind === 'an audio recording' || media.kind === 'a video')
    return { kind: `an audio or video recording (${media.format})`, advice: TRANSCRIBE };
  return { kind: `${media.kind} (${media.format})`, advice: media.advice };
}

/**
 * {@link documentOrRecordingKind} of the file at `abs` (reads its first 16 bytes).
 * @param abs - absolute path of the file
 * @param name - the file as the user named it (its extension names a zip)
 * @throws I/O errors as they come
 */
export async function fileDocumentOrRecordingKind(abs: string, name: string): Promise<NotATranscript | null> {
  const handle = await open(abs, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return documentOrRecordingKind(head.subarray(0, bytesRead), name);
  } finally {
    await handle.close();
  }
}
