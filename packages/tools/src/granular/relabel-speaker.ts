/**
 * Pure relabelling of transcript segments in every line shape core's transcript reader
 * recognises (`[HH:MM:SS] **<speaker>:** text`, `Name: text`, `[hh:mm:ss] Name: text`, text-export
 * heading lines, `<v Name>` spans).
 * Lines follow core's line model (`readTextLines`: BOM and `\r` never part of a line, a final
 * line break starts no line), so the numbers are the ones read_transcript shows.
 * Spec: docs/vault-format.md, Transcript note; docs/tools.md (`override_speaker`).
 */
import {
  clampRange,
  markdownName,
  matchPeople,
  readTextLines,
  readTranscriptText,
  rejoinLines,
  type SpeakerLabel,
} from '@ma/core';

/** Result of {@link relabelSpeaker}. */
export interface Relabelled {
  /** The whole text with the matching labels replaced (BOM, final line break and the file's EOL kept). */
  text: string;
  /** Number of segments relabelled. */
  count: number;
  /** Clamped range that was scanned, 1-based inclusive file lines. */
  from: number;
  to: number;
  /** The file lines (1-based, ascending, each once) whose label was relabelled; empty when none. */
  lines: number[];
  /** Lines in the whole text (a final line break starts no line). */
  total: number;
  /** Speaker labels seen in the range, as written (for a helpful refusal). */
  speakers: string[];
  /**
   * The labels relabelled, as written, when they name more than one person (`[[People/Ann Lee|Ann]]`
   * and `[[People/Ann Smith|Ann]]` both answer to `Ann`): then nothing was relabelled (`count` 0).
   */
  ambiguous?: string[];
  /**
   * The speaker labels relabelled, as the transcript writes them (`Élodie` when `speaker` was
   * `élodie`), each once; empty when nothing was relabelled.
   */
  relabelled: string[];
}

/**
 * The labels of `labels` that are the speaker `speaker`, as Obsidian resolves a link (V2c): the
 * same text, else a label whose note name, alias or target is `speaker` or one of its names (core
 * `matchPeople`, the attendee tools' matcher: one link reader, NFC/NFD, full width, white space
 * runs, any case). When they name several people (by the note name a label links to), the one
 * whose label or name is `speaker` itself wins; otherwise all are returned for the caller to refuse.
 */
export function speakerLabelsOf(
  labels: Iterable<string>,
  speaker: string,
): { matched: string[]; people: number } {
  return matchPeople(labels, speaker);
}

/**
 * Replaces the speaker label `<speaker>` (in any form that names that speaker: {@link speakerLabelsOf};
 * where core's `readTranscriptText` found it:
 * `**<speaker>:**`, `<speaker>: …`, a heading line, a `<v <speaker>>` span) with `<name>` written as
 * Markdown text (core `markdownName`: every character Obsidian reads as syntax escaped, `#general` →
 * `\#general`, a `[[link]]` kept; core's reader reads it back as `name`; session 31's leftovers, the
 * kind of L193) on file lines `from`–`to` (clamped; default all) at or after
 * `bodyStartLine`, so frontmatter is never touched. `override_speaker` refuses a range outside the
 * file before it keeps the result (review R13); here core's `clampRange` only fills in bounds not
 * given. When something changed, the text is
 * rebuilt with core `rejoinLines`: each line keeps its own ending, untouched lines their bytes (P16).
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
  // The read tools' one range rule (core clampRange: 0 = not given, below 1 → 1, past the end →
  // the last line), then never into the frontmatter.
  const clamped = clampRange(range, total);
  const from = Math.max(clamped.from, range.bodyStartLine);
  const to = clamped.to;
  const body = lines.slice(range.bodyStartLine - 1).join('\n');
  const spokenLabels: Array<{ who: string; label: SpeakerLabel }> = [];
  for (const spoken of readTranscriptText(body, range.bodyStartLine - 1)) {
    const label = spoken.label;
    if (spoken.speaker === null || !label || label.line < from || label.line > to) continue;
    spokenLabels.push({ who: spoken.speaker, label });
  }
  const speakers = new Set(spokenLabels.map((s) => s.who));
  const { matched, people } = speakerLabelsOf(speakers, speaker);
  if (people > 1)
    return {
      text,
      count: 0,
      from,
      to,
      lines: [],
      total,
      speakers: [...speakers],
      ambiguous: matched,
      relabelled: [],
    };
  const labels = new Map<string, SpeakerLabel>();
  const relabelled = new Set<string>();
  let count = 0;
  for (const { who, label } of spokenLabels) {
    if (!matched.includes(who)) continue;
    labels.set(`${label.line}:${label.start}`, label);
    relabelled.add(who);
    count++;
  }
  // The new name as Markdown text (core `markdownName`, as `ma import` writes names: L193): `#general` no
  // tag, `Anna ^2` no block id, `Q|A` no table cell; core's reader reads it back as given.
  const written = markdownName(name);
  // Right to left within a line, so earlier spans keep their offsets.
  for (const label of [...labels.values()].sort((a, b) => a.line - b.line || b.start - a.start)) {
    const line = lines[label.line - 1] ?? '';
    lines[label.line - 1] = `${line.slice(0, label.start)}${written}${line.slice(label.end)}`;
  }
  if (count === 0)
    return { text, count, from, to, lines: [], total, speakers: [...speakers], relabelled: [] };
  const changed = [...new Set([...labels.values()].map((l) => l.line))].sort((a, b) => a - b);
  // P16: only the relabelled lines change; every line keeps its own ending (mixed LF/CRLF files).
  return {
    text: rejoinLines(text, lines),
    count,
    from,
    to,
    lines: changed,
    total,
    speakers: [...speakers],
    relabelled: [...relabelled],
  };
}

/** Most runs of lines {@link lineListText} names before it says how many more there are. */
const SHOWN_RUNS = 8;

/**
 * File line numbers as a short text: runs of consecutive lines joined, `line 4`, `lines 4–5, 9`,
 * at most {@link SHOWN_RUNS} runs, then `and N more lines`. `numbers` ascending, each once.
 * Spec: docs/tools.md (`override_speaker`: the result names the relabelled lines; review13-a P3).
 */
export function lineListText(numbers: readonly number[]): string {
  const runs: Array<[number, number]> = [];
  for (const n of numbers) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  const shown = runs.slice(0, SHOWN_RUNS).map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`));
  const rest = runs.slice(SHOWN_RUNS).reduce((sum, [a, b]) => sum + b - a + 1, 0);
  const more = rest > 0 ? ` and ${rest} more line${rest === 1 ? '' : 's'}` : '';
  return `${numbers.length === 1 ? 'line' : 'lines'} ${shown.join(', ')}${more}`;
}
