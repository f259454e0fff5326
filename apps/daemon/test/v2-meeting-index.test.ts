/**
 * V2 (hostile review): the daemon reads a meeting note's `transcript:` link with core's one link
 * reader, so a transcript that appears later wakes its meeting whatever the link's form (wikilink
 * with heading/alias/block, embed, table escape, Markdown link with title or angle brackets, the
 * unquoted `[[…]]` YAML reads as a nested list).
 */
import { parseConfig } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { MeetingIndex } from '../src/work/meeting-index.js';

describe('V2: the daemon maps every transcript link form to its transcript', () => {
  it('V2: MeetingIndex wakes the meeting for each form of a link to Transcripts/My note.md', () => {
    const forms: unknown[] = [
      '[[Transcripts/My note]]',
      '[[Transcripts/My note#Heading|alias]]',
      '[[Transcripts/My note#^b1]]',
      '![[Transcripts/My note]]',
      '[[Transcripts/My note\\|alias]]',
      '[x](Transcripts/My%20note.md "title")',
      "[x](<Transcripts/My note.md> 'title')",
      '[a \\] b](Transcripts/My%20note.md#Heading)',
      [['Transcripts/My note']],
    ];
    for (const form of forms) {
      const index = new MeetingIndex(parseConfig({}));
      index.update('Meetings/Standup.md', null, form);
      expect(index.meetingsFor('Transcripts/My note.md'), JSON.stringify(form)).toEqual([
        'Meetings/Standup.md',
      ]);
    }
  });
});
