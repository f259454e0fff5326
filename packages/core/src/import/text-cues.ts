/**
 * Spec: issue #10 item 1 (Otter / Rev / Descript text exports, plain `Name: text` and
 * `[hh:mm:ss] Name: text` lines).
 */
import { TranscriptReader } from '../transcript/transcript-reader.js';
import type { SpokenCue } from './spoken-cue.js';

/**
 * Reads a text export or plain lines with core's {@link TranscriptReader} (the same reader the
 * tools and the offline engine use), one line at a time. A leading `---` frontmatter block is
 * skipped (a transcript note given as the file).
 * Spec: issue #10 item 1.
 * @param lines - the file's lines (BOM removed)
 * @returns one piece per spoken line, with its speaker, its time (seconds) when written and its
 *   line in the file (`at`, 1-based)
 */
export async function* textCues(lines: AsyncIterable<string>): AsyncGenerator<SpokenCue> {
  let reader: TranscriptReader | null = null;
  // A leading YAML frontmatter block (a transcript note imported as a file) is not speech.
  let frontmatter: 'maybe' | 'inside' | 'done' = 'maybe';
  let n = 0;
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
    for (const spoken of reader.push(line))
      yield { start: spoken.seconds, speaker: spoken.speaker, text: spoken.text, at: spoken.line };
  }
  for (const spoken of reader?.end() ?? [])
    yield { start: spoken.seconds, speaker: spoken.speaker, text: spoken.text, at: spoken.line };
}
