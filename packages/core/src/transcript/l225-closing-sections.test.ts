/**
 * Session 33 leftovers (after L220): the Markdown-heading rule counted the sections that close a note after
 * its last turn (`## Action items`, `### Open questions`, `## Follow-ups`) against the turns, so a short
 * meeting (three turns) under a title and an agenda, closed by three such sections, was not read as
 * heading turns: its speakers were lost (the reader) or the file refused (`ma import`). Sections after the
 * last turn no longer count; sections above and among the turns still do, so a page of topic sections with
 * a person's name now and then is still no transcript.
 * Spec: docs/transcript-import.md (Markdown heading turns); docs/vault-format.md (Transcript note).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importTranscript } from '../import/import-transcript.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir } from '../test-support/temp-vault.js';
import { writesNameHeadings } from './name-headings.js';
import { readTranscriptText } from './read-transcript-text.js';

const lines = (text: string) => text.split('\n');

/** `speaker: text` of every line the reader gives a speaker. */
const spokenTurns = (text: string) =>
  readTranscriptText(text)
    .filter((l) => l.speaker !== null)
    .map((l) => `${l.speaker}: ${l.text}`);

const SHORT_MEETING =
  '# Launch review\n\n## Agenda\n\n- Launch date\n\n' +
  '## Anna Smith (00:00:03)\n\nWe decided to launch on April 14.\n\n' +
  '## Bob Stone (00:00:10)\n\nI will send the deck by Friday.\n\n' +
  '## Anna Smith (00:00:20)\n\nThanks, Bob.\n\n' +
  '## Action items\n\n- Carol books the room\n\n' +
  '### Open questions\n\nWho pays for the venue?\n\n' +
  '## Follow-ups\n\nNone yet.\n';

describe('L225: sections closing a note after its last turn do not count against its heading turns', () => {
  it('three turns, a title and an agenda above, three sections after: read as turns', () => {
    expect(writesNameHeadings(lines(SHORT_MEETING))).toBe(true);
    expect(spokenTurns(SHORT_MEETING)).toEqual([
      'Anna Smith: We decided to launch on April 14.',
      'Bob Stone: I will send the deck by Friday.',
      'Anna Smith: Thanks, Bob.',
    ]);
  });

  it("an untimed heading naming a speaker of the timed ones is still that speaker's turn", () => {
    const md = SHORT_MEETING.replace('## Anna Smith (00:00:20)', '## Anna Smith');
    expect(spokenTurns(md)).toEqual([
      'Anna Smith: We decided to launch on April 14.',
      'Bob Stone: I will send the deck by Friday.',
      'Anna Smith: Thanks, Bob.',
    ]);
  });

  it("ma import: the three turns are the transcript, the closing sections the meeting note's", async () => {
    const { vault, dir } = await openSampleVault();
    const src = await makeTempDir('ma-l225-');
    try {
      const file = path.join(src.root, 'launch.md');
      await writeFile(file, SHORT_MEETING);
      const result = await importTranscript(vault, { file, date: '2026-12-04' });
      const transcript = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
      const meeting = await readFile(path.join(vault.root, result.meetingPath), 'utf8');
      expect((transcript.split('---\n')[2] ?? '').trim().split('\n')).toEqual([
        '[00:00:03] **Anna Smith:** We decided to launch on April 14.',
        '[00:00:10] **Bob Stone:** I will send the deck by Friday.',
        '[00:00:20] **Anna Smith:** Thanks, Bob.',
      ]);
      expect(result.speakers).toEqual(['Anna Smith', 'Bob Stone']);
      expect(meeting).toContain('Carol books the room');
      expect(meeting).toContain('None yet.');
    } finally {
      await dir.cleanup();
      await src.cleanup();
    }
  });

  it('topic sections with a timed name between them still count: a topic page is no transcript', () => {
    const page =
      '## Budget\n\nWe are over by ten percent.\n\n' +
      '## Anna Smith (00:00:03)\n\nShe joined late.\n\n' +
      '## Risks\n\nThe venue may cancel.\n\n' +
      '## Timeline\n\nLaunch in April.\n\n' +
      '## Bob Stone (00:00:10)\n\nHe left early.\n';
    expect(writesNameHeadings(lines(page))).toBe(false);
  });
});
