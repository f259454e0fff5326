/**
 * File kinds a meeting's transcript or notes link may name that Meeting Assistant cannot read as
 * text, known by their extension: recordings (audio, video), documents and images. `ma doctor`
 * names them by kind with what to do instead, as the read tools refuse them (they are not UTF-8
 * text files).
 * Spec: docs/vault-format.md (Transcript note: UTF-8 text); review U11.
 */
const KINDS: readonly { kind: string; fix: string; extensions: readonly string[] }[] = [
  {
    kind: 'an audio recording',
    fix: 'transcribe it first (with a speech-to-text tool), then `ma import` the transcript and link that note',
    extensions: [
      'mp3',
      'm4a',
      'wav',
      'ogg',
      'oga',
      'opus',
      'flac',
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
    kind: 'a video recording',
    fix: 'transcribe it first (with a speech-to-text tool), then `ma import` the transcript and link that note',
    extensions: ['mp4', 'm4v', 'mov', 'mkv', 'webm', 'avi', 'wmv', 'mpg', 'mpeg', '3gp'],
  },
  {
    kind: 'a document in a binary format',
    fix: 'save or export it as text (Markdown or plain text) and link that note',
    extensions: ['pdf', 'docx', 'doc', 'odt', 'rtf', 'pages', 'pptx', 'ppt', 'xlsx', 'xls', 'epub'],
  },
  {
    kind: 'an image',
    fix: 'link a text note instead (type the notes, or transcribe the image)',
    extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'heic', 'heif', 'bmp', 'tif', 'tiff', 'avif'],
  },
];

/**
 * The kind of file `rel` names by its extension (case-insensitive) when it is one Meeting
 * Assistant cannot read as a transcript or notes (`an audio recording` for `x.M4A`), with what to
 * do; null for any other name (its bytes decide).
 * Spec: docs/vault-format.md (Transcript note); review U11.
 */
export function unreadableInputKind(rel: string): { kind: string; extension: string; fix: string } | null {
  const dot = rel.lastIndexOf('.');
  if (dot <= rel.lastIndexOf('/')) return null;
  const extension = rel.slice(dot + 1).toLowerCase();
  const found = KINDS.find((k) => k.extensions.includes(extension));
  return found ? { kind: found.kind, extension, fix: found.fix } : null;
}
