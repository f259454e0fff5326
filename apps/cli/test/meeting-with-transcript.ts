/**
 * Test helper: writes a meeting note (`status: ended`) and its transcript note into a vault copy, for a run of
 * `ma summarize` on a transcript the test makes (a long one, a huge line).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes `Transcripts/<name>.md` (its `meeting:` link, `language: en`, then `lines`) and `Meetings/<name>.md`
 * (`title`, `date`, `status: ended`, its `transcript:` link, a line of notes), replacing either if present.
 *
 * @param root - the vault's folder
 * @param name - the notes' name, `YYYY-MM-DD Title`
 * @param lines - the transcript body's lines
 * @throws an fs error of the writes
 */
export async function writeMeetingWithTranscript(
  root: string,
  name: string,
  lines: readonly string[],
): Promise<void> {
  await writeFile(
    join(root, 'Transcripts', `${name}.md`),
    ['---', `meeting: "[[Meetings/${name}]]"`, 'language: en', '---', ...lines, ''].join('\n'),
  );
  await writeFile(
    join(root, 'Meetings', `${name}.md`),
    [
      '---',
      `title: ${name.slice(11)}`,
      `date: ${name.slice(0, 10)}`,
      'status: ended',
      `transcript: "[[Transcripts/${name}]]"`,
      '---',
      'notes',
      '',
    ].join('\n'),
  );
}
