/**
 * Files that are never a transcript or a notes note, by extension: recordings, videos, pictures,
 * PDFs, office documents, archives (newcomer session 32 N7: a `transcript:` link to a recording or a
 * slide deck was read as text). The one table for every reader: a meeting's links (core
 * `readMeeting`, R54) and `ma doctor`'s check of them (U11) — the CLI had a second table of its own
 * with other words for the same kinds (L208).
 *
 * Spec: newcomer session 32 N7; review U11; docs/vault-format.md (Meeting note: transcript and usernotes links).
 */
import { pasteCommandText } from '../text/paste-command.js';

/** What to do with a recording: get a transcript of it, then import it for the meeting (V235). */
const TRANSCRIBE = transcribeAdvice('<meeting>');

/**
 * What to do with a recording or video linked as `meeting`'s transcript: transcribe it, then
 * `ma import <transcript file> --meeting <meeting>` (the imported note becomes that meeting's transcript,
 * never a second meeting: vault2b V235). `meeting` is pasted as given when it is `<meeting>`, else quoted
 * for the user's shell (core `pasteCommandText`).
 * Spec: vault2b V235 (`ma import --meeting`); newcomer session 32 N7.
 */
export function transcribeAdvice(meeting: string): string {
  const name = meeting === '<meeting>' ? meeting : pasteCommandText([meeting]);
  return `transcribe it first (the recorder's transcript export, or a speech-to-text tool), then make that file the meeting's transcript: ma import <transcript file> --meeting ${name}`;
}
/** What to do with a document: get its text. */
const EXPORT_TEXT =
  'save or export it as text (Markdown, plain text or subtitles: `ma import` converts them) and link that note';

const MEDIA_KINDS: ReadonlyArray<{ kind: string; advice: string; extensions: readonly string[] }> = [
  {
    kind: 'an audio recording',
    advice: TRANSCRIBE,
    extensions: [
      'mp3',
      'm4a',
      'wav',
      'flac',
      'ogg',
      'oga',
      'opus',
      'aac',
      'wma',
      'aif',
      'aiff',
      'amr',
      'caf',
      'weba',
    ],
  },
  {
    kind: 'a video',
    advice: TRANSCRIBE,
    // `ogv`: a video Obsidian plays (review s38 V64), `flv`: Flash video.
    extensions: ['mp4', 'm4v', 'mov', 'mkv', 'avi', 'wmv', 'webm', 'mpg', 'mpeg', '3gp', 'ogv', 'flv'],
  },
  {
    kind: 'a picture',
    advice: 'link a text note instead (type the notes, or transcribe the picture)',
    extensions: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'heic', 'heif', 'tif', 'tiff', 'svg', 'avif'],
  },
  { kind: 'a PDF', advice: EXPORT_TEXT, extensions: ['pdf'] },
  {
    kind: 'an office document',
    advice: EXPORT_TEXT,
    extensions: [
      'doc',
      'docx',
      'odt',
      'rtf',
      'pages',
      'epub',
      'ppt',
      'pptx',
      'odp',
      'key',
      'xls',
      'xlsx',
      'ods',
      'numbers',
    ],
  },
  {
    kind: 'an archive',
    advice: 'unpack it and link the text note inside (`ma import` converts a subtitle or text export)',
    extensions: ['zip', '7z', 'rar', 'gz', 'tar'],
  },
];

/** A media file {@link mediaFile} names: its kind, its extension and what to link instead. */
export interface MediaFile {
  /** `an audio recording`, `a video`, `a picture`, `a PDF`, `an office document`, `an archive`. */
  kind: string;
  /** The file's extension, lower case, without the dot (`m4a` for `x.M4A`). */
  extension: string;
  /** What to do instead, one clause (`transcribe it first (…), then …: ma import <transcript file> --meeting <meeting>`). */
  advice: string;
}

/**
 * The media kind of `file` (a path or link target) by its extension (any case), with what to do
 * instead, or `null` for anything else (notes, text and subtitle files, no extension).
 *
 * Spec: newcomer session 32 N7; review U11.
 */
export function mediaFile(file: string): MediaFile | null {
  const slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
  const dot = file.lastIndexOf('.');
  if (dot <= slash) return null;
  const extension = file.slice(dot + 1).toLowerCase();
  const found = MEDIA_KINDS.find((k) => k.extensions.includes(extension));
  return found ? { kind: found.kind, extension, advice: found.advice } : null;
}

/**
 * What kind of media file `file` (a path or link target) is, by its extension — `an audio recording`,
 * `a video`, `a picture`, `a PDF`, `an office document`, `an archive` — or `null` for anything else
 * (notes, text and subtitle files). {@link mediaFile}'s kind.
 *
 * Spec: newcomer session 32 N7.
 */
export function mediaKind(file: string): string | null {
  return mediaFile(file)?.kind ?? null;
}

/** A media file {@link mediaOfBytes} names by its first bytes: its kind, its format and what to link instead. */
export interface MediaBytes {
  /** The table's kind: `an audio recording`, `a video`, `a picture`, `a PDF`, `an office document`, `an archive`. */
  kind: string;
  /** The format the bytes are, for messages: `MP3`, `MP4/M4A/MOV`, `PNG`, `zip`, `old Word .doc`, `PDF`, `RTF`. */
  format: string;
  /** What to do instead: the table's advice for the kind (as {@link mediaFile} gives it). */
  advice: string;
}

/** How many first bytes {@link mediaOfBytes} needs (MP4's `ftyp` box and its brand sit at bytes 4–11). */
export const MEDIA_HEAD_BYTES = 16;

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
}

function ascii(head: Uint8Array, at: number, text: string): boolean {
  return startsWith(
    head,
    [...text].map((c) => c.charCodeAt(0)),
    at,
  );
}

/** The kind and format of the bytes' signature, or null (text, subtitles, JSON, an unknown binary). */
function signature(head: Uint8Array): { kind: string; format: string } | null {
  const k = (kind: string, format: string) => ({ kind, format });
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]))
    return k('an archive', 'zip');
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return k('an office document', 'old Word .doc');
  if (ascii(head, 0, '%PDF-')) return k('a PDF', 'PDF');
  if (ascii(head, 0, '{\\rtf')) return k('an office document', 'RTF');
  if (ascii(head, 0, 'ID3')) return k('an audio recording', 'MP3');
  // A frame sync (11 set bits): MPEG audio; layer bits 00 are AAC's ADTS. FF FE is UTF-16's mark, FF D8 JPEG's.
  const second = head[1] ?? 0;
  if (head[0] === 0xff && second !== 0xfe && (second & 0xe0) === 0xe0)
    return k('an audio recording', (second & 0x06) === 0 ? 'AAC' : 'MP3');
  if (ascii(head, 4, 'ftyp')) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (/^(heic|heix|hevc|mif1|msf1|avif)$/.test(brand))
      return k('a picture', brand === 'avif' ? 'AVIF' : 'HEIC');
    return k(brand === 'M4A ' ? 'an audio recording' : 'a video', 'MP4/M4A/MOV');
  }
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return k('an audio recording', 'WAV');
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return k('a video', 'AVI');
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return k('a picture', 'WebP');
  if (ascii(head, 0, 'OggS')) return k('an audio recording', 'Ogg');
  if (ascii(head, 0, 'fLaC')) return k('an audio recording', 'FLAC');
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return k('a video', 'WebM/MKV');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return k('a picture', 'PNG');
  if (startsWith(head, [0xff, 0xd8, 0xff])) return k('a picture', 'JPEG');
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return k('a picture', 'GIF');
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return k('a picture', 'TIFF');
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return k('an archive', '7z');
  if (ascii(head, 0, 'Rar!\x1a\x07')) return k('an archive', 'RAR');
  if (startsWith(head, [0x1f, 0x8b])) return k('an archive', 'gzip');
  return null;
}

/**
 * The media kind of a file by its first bytes (`head`: at least {@link MEDIA_HEAD_BYTES} when the file
 * has them) — whatever its name says: a `.md` or `.txt` that is a recording, a PDF, an office document,
 * a picture or an archive — with the table's advice ({@link mediaFile}'s), or `null` for anything else
 * (text, subtitles, JSON, a binary of no known format). One byte classifier for every place that
 * refuses a file as not text (the readers' `NotTextError`, `ma doctor`, the tools' reads) and for
 * `ma import`'s refusal of a document or recording (reviewA R14).
 * Recognised: zip (also Office's .docx/.xlsx/.pptx, OpenDocument, Pages), old Office (OLE), PDF, RTF;
 * MP3 (ID3 or frame sync), AAC (ADTS), MP4/M4A/MOV (`ftyp`), WAV, AVI, Ogg, FLAC, WebM/MKV; PNG, JPEG,
 * GIF, WebP, TIFF, HEIC/AVIF; 7z, RAR, gzip.
 *
 * Spec: newcomer session 32 N7; reviewA R14; leftovers session 33 (magic bytes, one rule).
 */
export function mediaOfBytes(head: Uint8Array): MediaBytes | null {
  const found = signature(head);
  if (found === null) return null;
  const advice = MEDIA_KINDS.find((m) => m.kind === found.kind)?.advice ?? EXPORT_TEXT;
  return { kind: found.kind, format: found.format, advice };
}
