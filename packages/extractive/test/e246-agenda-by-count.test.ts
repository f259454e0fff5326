import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { announcesAgendaItems, statedBusiness } from '../src/topics/stated-business.js';
import { TALK, transcript } from './library-board-meeting.js';

describe('E246: an agenda announced by its count is quoted with the items named next', () => {
  it('reads the agenda by its count, or its things, as the agenda; a denial after it is about something else', () => {
    const count =
      'This is gonna be a short meeting because I have four agenda items, three of them requested by Jane who is not gonna be here today.';
    expect(statedBusiness(count)).toBe('agenda');
    expect(announcesAgendaItems(count)).toBe(true);
    expect(statedBusiness("We've got three things on the agenda today, the roof first.")).toBe('agenda');
    expect(statedBusiness('So the things on the agenda are the roof and the evening opening.')).toBe(
      'agenda',
    );
    expect(announcesAgendaItems('So the things on the agenda are the roof and the evening opening.')).toBe(
      false,
    );
    // A denial before or in the agenda is still none; so is a question.
    expect(statedBusiness("We don't have four agenda items today, only the roof.")).toBeNull();
    expect(statedBusiness('Do we have four agenda items today?')).toBeNull();
  });

  it('quotes the count with the first item named after it, skipping a one-word aside, stopping at a question', () => {
    const opening =
      'So, I think this is gonna be a short meeting because I have four agenda items, three of them were requested by Jane who is not gonna be at the meeting today. So. The uh first was the roof repair. Does anyone besides Jane know what the roofer said?';
    const result = summarizeExtractive({ transcript: transcript([opening, ...TALK]), language: 'en' });
    expect(result.keyPoints.filter((k) => k.line === 1).map((k) => k.text)).toEqual([
      'This is gonna be a short meeting because I have four agenda items, three of them were requested by Jane who is not gonna be at the meeting today. The first was the roof repair.',
    ]);
  });
});
