/**
 * Review8 U9: a speaker name holding `%%` (a Whisper import, or a model's `override_speaker`) is escaped in the
 * offline summary like the quoted text is (review4 P18), so two copies never open an Obsidian comment that hides
 * the Decisions section: key-point speakers, task owners and attendees.
 */

import { hideComments } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('U9: names are escaped like quoted text', () => {
  it('U9 a speaker "Ann%%" gives no comment in the summary: every heading stays visible', () => {
    const result = madeUpMeeting(
      [
        'Ann%%: We decided to use the rubber casing for the remote control.',
        'Bob: Agreed, the rubber casing it is for the whole range.',
        "Ann%%: I'll send the casing drawings to the factory by Friday.",
        'Bob: The buttons stay backlit because users asked for it in the survey.',
      ],
      '2026-05-04',
    );
    // L157: a name is escaped by core markdownName (every `%` of it; Obsidian shows `Ann%%`).
    expect(result.body).toContain('Ann\\%\\%');
    expect(result.body).not.toMatch(/[^\\]%%/);
    const shown = hideComments(result.body).text;
    for (const heading of ['## Summary', '## Decisions', '## Next steps']) expect(shown).toContain(heading);
  });
});
