/**
 * Pure relabelling of transcript segments `[HH:MM:SS] **<speaker>:** text`.
 * Lines follow core's line model (`readTextLines`: BOM and `\r` never part of a line, a final
 * line break starts no line), so the numbers are the ones read_transcript shows.
 * Spec: docs/vault-format.md, Transcript note; docs/tools.md (`override_speaker`).
 */
import { BOM, detectEol, readTextLines } from '@ma/core';

/** Result of {@link relabelSpeaker}. */
export interface Relabelled {
  /** The whole text with the matching labels replaced (BOM, final line break and the file's EOL kept). */
  text: string;
  /** Number of segments relabelled. */
  count: number;
  /** Clamped range that was scanned, 1-based inclusive file lines. */
  from: number;
  to: number;
  /** Speaker labels seen in the range (for a helpful refusal). */
  speakers: string[];
}

const LABEL = /^(\[[^\]\n]*\]\s*)?\*\*([^*\n]+?):\*\*/;

/**
 * Replaces the label `**<speaker>:**` (exact, after an optional `[time]`) with
 * `**<name>:**` on file lines `from`–`to` (clamped; default all) at or after
 * `bodyStartLine`, so frontmatter is never touched. When something changed, the text is
 * rebuilt with the file's line ending (core `detectEol`), as core's range writes do.
 * @returns the new text (the input itself when nothing matched), the count, the clamped range
 *   (1-based inclusive file lines) and the speaker labels seen in it.
 */
export function relabelSpeaker(
  text: string,
  speaker: string,
  name: string,
  range: { from?: number | null; to?: number | null; bodyStartLine: number },
): Relabelled {
  const { lines, total } = readTextLines(text, {});
  const from = Math.max(range.from ?? 1, range.bodyStartLine, 1);
  const to = Math.min(range.to ?? total, total);
  const speakers = new Set<string>();
  let count = 0;
  for (let n = from; n <= to; n++) {
    const line = lines[n - 1] ?? '';
    const m = LABEL.exec(line);
    if (!m) continue;
    const label = m[2] ?? '';
    speakers.add(label);
    if (label !== speaker) continue;
    lines[n - 1] = `${m[1] ?? ''}**${name}:**${line.slice(m[0].length)}`;
    count++;
  }
  if (count === 0) return { text, count, from, to, speakers: [...speakers] };
  const eol = detectEol(text);
  const rebuilt = `${text.startsWith(BOM) ? BOM : ''}${lines.join(eol)}${/\n$/.test(text) ? eol : ''}`;
  return { text: rebuilt, count, from, to, speakers: [...speakers] };
}
