/**
 * Pure relabelling of transcript segments `[HH:MM:SS] **<speaker>:** text`.
 * Spec: docs/vault-format.md, Transcript note; docs/tools.md (`override_speaker`).
 */

/** Result of {@link relabelSpeaker}. */
export interface Relabelled {
  /** The whole text with the matching labels replaced (EOLs and other bytes untouched). */
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
 * `bodyStartLine`, so frontmatter is never touched.
 */
export function relabelSpeaker(
  text: string,
  speaker: string,
  name: string,
  range: { from?: number | null; to?: number | null; bodyStartLine: number },
): Relabelled {
  const lines = text.split('\n');
  // A final line break does not start another line (the line reader's model).
  const total = text.endsWith('\n') ? lines.length - 1 : lines.length;
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
  return { text: lines.join('\n'), count, from, to, speakers: [...speakers] };
}
