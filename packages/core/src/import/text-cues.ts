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
 * @returns one piece per spoken line, with its speaker and time (seconds) when written
 */
export async function* textCues(lines: AsyncIterable<string>): AsyncGenerator<SpokenCue> {
  const reader = new TranscriptReader();
  // A leading YAML frontmatter block (a transcript note imported as a file) is not speech.
  let frontmatter: 'maybe' | 'inside' | 'done' = 'maybe';
  for await (const line of lines) {
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
    for (const spoken of reader.push(line))
      yield { start: spoken.seconds, speaker: spoken.speaker, text: spoken.text };
  }
  for (const spoken of reader.end())
    yield { start: spoken.seconds, speaker: spoken.speaker, text: spoken.text };
}
