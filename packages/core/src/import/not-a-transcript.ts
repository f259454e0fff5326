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

/** How many first bytes the signatures need (MP4's `ftyp` box sits at byte 4, AVI's and WAVE's at 8). */
const HEAD_BYTES = 16;

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

function startsWith(head: Buffer, bytes: readonly number[], at = 0): boolean {
  return bytes.every((b, i) => head[at + i] === b);
}

function ascii(head: Buffer, at: number, text: string): boolean {
  return head.subarray(at, at + text.length).toString('latin1') === text;
}

/**
 * The kind of a document or recording from its first bytes (`head`, at least 16 when the file has
 * them) and its name's extension (only to name a zip: `.docx`, `.odt`, `.pages`), or `null` for
 * anything else (text, subtitles, JSON, unknown binaries: the readers decide).
 * Recognised: zip containers (Word .docx, OpenDocument .odt, Pages, a zip), old Word (.doc, OLE),
 * PDF, RTF; audio and video: MP3 (ID3 tag or frame sync), MP4/M4A/MOV (`ftyp`), WAV, AVI, Ogg,
 * FLAC, WebM/Matroska, AAC (ADTS).
 * Spec: reviewA R14.
 */
export function documentOrRecordingKind(head: Buffer, name: string): NotATranscript | null {
  const ext = extname(name).toLowerCase();
  const document = (kind: string): NotATranscript => ({ kind, advice: EXPORT_TEXT });
  const recording = (kind: string): NotATranscript => ({
    kind: `an audio or video recording (${kind})`,
    advice: TRANSCRIBE,
  });
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    if (ext === '.docx') return document('a Word document (.docx)');
    if (ext === '.odt') return document('an OpenDocument text (.odt)');
    if (ext === '.pages') return document('a Pages document (.pages)');
    return document('a zip archive (a .docx, .odt or other zipped document)');
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return document('an old Word document (.doc)');
  if (ascii(head, 0, '%PDF-')) return document('a PDF document');
  if (ascii(head, 0, '{\\rtf')) return document('an RTF document');
  if (ascii(head, 0, 'ID3')) return recording('MP3');
  // A frame sync (11 set bits): MPEG audio; layer bits 00 are AAC's ADTS. FF FE is UTF-16's mark.
  const second = head[1] ?? 0;
  if (head[0] === 0xff && second !== 0xfe && (second & 0xe0) === 0xe0)
    return recording((second & 0x06) === 0 ? 'AAC' : 'MP3');
  if (ascii(head, 4, 'ftyp')) return recording('MP4/M4A/MOV');
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return recording('WAV');
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return recording('AVI');
  if (ascii(head, 0, 'OggS')) return recording('Ogg');
  if (ascii(head, 0, 'fLaC')) return recording('FLAC');
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return recording('WebM/MKV');
  return null;
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
