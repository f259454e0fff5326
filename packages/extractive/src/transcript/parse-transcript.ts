import type { TranscriptSegment } from './transcript-segment.js';

const SEGMENT = /^\s*(?:\[(\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?)\]\s*)?\*\*([^*\n]{1,120}?):?\*\*:?\s*(.*)$/u;
const TIMESTAMP_ONLY = /^\s*\[(\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?)\]\s*(.*)$/u;

/**
 * Parses a transcript note body into segments, one per non-empty line.
 *
 * Lines in the vault format (`[HH:MM:SS] **Speaker:** text`) give speaker, timestamp and text;
 * `**Speaker:** text` without a timestamp is accepted too. Any other non-empty line that is not
 * Markdown furniture (headings, `---` rules, frontmatter-looking delimiters) becomes a segment with
 * `speaker: null`, so a plain-text transcript still yields content. Never throws.
 *
 * Spec: issue #5 "Offline summarizer" (reads the transcript; attendees from speakers);
 * docs/vault-format.md, Transcript note.
 *
 * @param text - the transcript note BODY (frontmatter already removed); `\r\n` or `\n` line ends
 * @param lineOffset - added to every line number so citations match the file's lines
 *   (pass `bodyStartLine - 1`); default 0, i.e. lines are 1-based within `text`
 * @returns segments in transcript order, each with its 1-based `line`
 */
export function parseTranscript(text: string, lineOffset = 0): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1 + lineOffset;
    const trimmed = raw.trim();
    if (trimmed === '' || /^#{1,6}\s/.test(trimmed) || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) return;
    const match = SEGMENT.exec(trimmed);
    if (match) {
      const body = (match[3] ?? '').trim();
      if (body === '') return;
      segments.push({
        speaker: (match[2] ?? '').trim() || null,
        timestamp: match[1] ?? null,
        text: body,
        line,
      });
      return;
    }
    const stamped = TIMESTAMP_ONLY.exec(trimmed);
    if (stamped) {
      const body = (stamped[2] ?? '').trim();
      if (body !== '') segments.push({ speaker: null, timestamp: stamped[1] ?? null, text: body, line });
      return;
    }
    segments.push({ speaker: null, timestamp: null, text: trimmed, line });
  });
  return segments;
}
