import type { TranscriptSegment } from './transcript-segment.js';

const SEGMENT = /^\s*(?:\[(\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?)\]\s*)?\*\*([^*\n]{1,120}?):?\*\*:?\s*(.*)$/u;
const TIMESTAMP_ONLY = /^\s*\[(\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?)\]\s*(.*)$/u;

/**
 * Parses ONE transcript line into a segment: `[HH:MM:SS] **Speaker:** text` (timestamp optional)
 * gives speaker, timestamp and text; any other non-empty line that is not Markdown furniture
 * (headings, `---` rules) becomes a segment with `speaker: null`. Used line by line by the
 * streaming engine, so a transcript never has to be held whole. Never throws.
 *
 * Spec: issue #5 "Offline summarizer" (reads the transcript; attendees from speakers); issue 13
 * (offline engine linear in time, bounded memory); docs/vault-format.md, Transcript note.
 *
 * @param raw - one line, without its line break (a trailing `\r` and a leading BOM are ignored)
 * @param line - the 1-based line number to record (already including any offset)
 * @returns the segment, or `null` for an empty line, furniture, or a turn with no text
 */
export function parseTranscriptLine(raw: string, line: number): TranscriptSegment | null {
  const trimmed = raw.replace(/^\uFEFF/, '').trim();
  if (trimmed === '' || /^#{1,6}\s/.test(trimmed) || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) return null;
  const match = SEGMENT.exec(trimmed);
  if (match) {
    const body = (match[3] ?? '').trim();
    if (body === '') return null;
    return { speaker: (match[2] ?? '').trim() || null, timestamp: match[1] ?? null, text: body, line };
  }
  const stamped = TIMESTAMP_ONLY.exec(trimmed);
  if (stamped) {
    const body = (stamped[2] ?? '').trim();
    return body === '' ? null : { speaker: null, timestamp: stamped[1] ?? null, text: body, line };
  }
  return { speaker: null, timestamp: null, text: trimmed, line };
}
