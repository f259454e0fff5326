/**
 * Files that are never a transcript or a notes note, by extension: recordings, videos, pictures,
 * PDFs, office documents, archives (newcomer session 32 N7: a `transcript:` link to a recording or a
 * slide deck was read as text). The one table for every reader: a meeting's links (core
 * `readMeeting`, R54) and `ma doctor`'s check of them (U11) — the CLI had a second table of its own
 * with other words for the same kinds (L208).
 *
 * Spec: newcomer session 32 N7; review U11; docs/vault-format.md (Meeting note: transcript and usernotes links).
 */

/** What to do with a recording: get a transcript of it. */
const TRANSCRIBE =
  "transcribe it first (the recorder's transcript export, or a speech-to-text tool), then `ma import` the transcript and link that note";
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
    extensions: ['mp4', 'm4v', 'mov', 'mkv', 'avi', 'wmv', 'webm', 'mpg', 'mpeg', '3gp'],
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
  /** What to do instead, one clause (`transcribe it first (…), then \`ma import\` the transcript and link that note`). */
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
