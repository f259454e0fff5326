/**
 * Spec: issue #10 item 1 (Otter / Rev / Descript text exports, plain `Name: text` and
 * `[hh:mm:ss] Name: text` lines).
 */
import { parseClock } from '../transcript/clock.js';
import { TranscriptReader } from '../transcript/transcript-reader.js';
import type { SpokenCue } from './spoken-cue.js';

/** A line that is only a time, bare or in brackets: `00:05:00`, `[05:00]`, `(0:03)`. */
const LONE_TIME = /^[[(]?([\d:.,]+)[\])]?$/;

/**
 * Reads a text export or plain lines with core's {@link TranscriptReader} (the same reader the
 * tools and the offline engine use), one line at a time. A leading `---` frontmatter block is
 * skipped (a transcript note given as the file). A line that is only a time (Google Meet's
 * `00:05:00` above a block of `Name: text` lines; never speech, W9) gives its time to the next
 * spoken line that has none (reviewA U9), so the turns keep the times the export wrote.
 * Spec: issue #10 item 1; reviewA U9.
 * @param lines - the file's lines (BOM removed)
 * @returns one piece per spoken line, with its speaker, its time (seconds) when written and its
 *   line in the file (`at`, 1-based)
 */
export async function* textCues(lines: AsyncIterable<string>): AsyncGenerator<SpokenCue> {
  let reader: TranscriptReader | null = null;
  // A leading YAML frontmatter block (a transcript note imported as a file) is not speech.
  let frontmatter: 'maybe' | 'inside' | 'done' = 'maybe';
  let n = 0;
  // U9: the time of a line that is only a time, for the next spoken line without one.
  let pending: number | null = null;
  for await (const line of lines) {
    n++;
    if (frontmatter !== 'done') {
      const bare = line.trim();
      if (frontmatter === 'maybe' && bare === '') continue;
      if (frontmatter === 'maybe' && bare === '---') {
        frontmatter = 'inside';
        continue;
      }
      if (frontmatter === 'inside') {
        if (bare === '---') frontmatter = 'done';
        continue;
      }
      frontmatter = 'done';
    }
    // The reader numbers lines from the first one it is given: it starts after the skipped ones.
    reader ??= new TranscriptReader(n - 1);
    for (const spoken of reader.push(line)) {
      yield { start: spoken.seconds ?? pending, speaker: spoken.speaker, text: spoken.text, at: spoken.line };
      pending = null;
    }
    const lone = LONE_TIME.exec(line.trim());
    const time = lone ? parseClock(lone[1] as string) : null;
    if (time !== null) pending = time;
  }
  for (const spoken of reader?.end() ?? [])
    yield { start: spoken.seconds ?? pending, speaker: spoken.speaker, text: spoken.text, at: spoken.line };
}
