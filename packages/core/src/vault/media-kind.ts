/**
 * Files that are never a transcript or a notes note, by extension: recordings, videos, pictures,
 * PDFs, office documents, archives (newcomer session 32 N7: a `transcript:` link to a recording or a
 * slide deck was read as text).
 *
 * Spec: newcomer session 32 N7; docs/vault-format.md (Meeting note: transcript and usernotes links).
 */
const MEDIA_KINDS: ReadonlyArray<[string, RegExp]> = [
  ['an audio recording', /\.(?:mp3|m4a|wav|flac|ogg|oga|opus|aac|wma|aiff?|amr|caf)$/i],
  ['a video', /\.(?:mp4|m4v|mov|mkv|avi|wmv|webm|mpe?g)$/i],
  ['a picture', /\.(?:png|jpe?g|gif|bmp|webp|heic|heif|tiff?|svg|avif)$/i],
  ['a PDF', /\.pdf$/i],
  ['an office document', /\.(?:docx?|odt|pptx?|odp|xlsx?|ods|key|pages|numbers)$/i],
  ['an archive', /\.(?:zip|7z|rar|gz|tar)$/i],
];

/**
 * What kind of media file `file` (a path or link target) is, by its extension — `an audio recording`,
 * `a video`, `a picture`, `a PDF`, `an office document`, `an archive` — or `null` for anything else
 * (notes, text and subtitle files).
 *
 * Spec: newcomer session 32 N7.
 */
export function mediaKind(file: string): string | null {
  return MEDIA_KINDS.find(([, re]) => re.test(file))?.[0] ?? null;
}
