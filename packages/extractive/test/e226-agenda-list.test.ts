import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { statedBusiness } from '../src/topics/stated-business.js';
import { TALK, transcript } from './library-board-meeting.js';

describe('E226: the agenda said as a list is the meeting business', () => {
  it('reads an agenda said without a determiner, or as its items, as the agenda', () => {
    expect(
      statedBusiness(
        'Agenda is according to this, is the roof, the evening opening, the reading challenge, et cetera.',
      ),
    ).toBe('agenda');
    expect(statedBusiness('So agenda for today is the roof and the evening opening.')).toBe('agenda');
    expect(statedBusiness('The agenda items for today are the roof repair and the book sale.')).toBe(
      'agenda',
    );
    expect(statedBusiness('OK, the items on the agenda are the roof and the reading challenge.')).toBe(
      'agenda',
    );
  });

  it('an aside about the agenda or a question about it is no agenda', () => {
    expect(
      statedBusiness('A major thing in the agenda is I wanna help with the list of repairs.'),
    ).toBeNull();
    expect(statedBusiness('Does anyone have anything to add to the agenda?')).toBeNull();
    expect(statedBusiness('Are the agenda items for today the roof and the book sale?')).toBeNull();
  });

  it('an agenda list the speaker trails off from on "and" is shown, cited on its line, ending on a full stop', () => {
    const agenda =
      'So. Agenda is according to this, is the roof repair, the evening opening, the reading challenge, the book sale, et cetera and';
    const result = summarizeExtractive({ transcript: transcript([agenda, ...TALK]), language: 'en' });
    expect(result.keyPoints.find((k) => k.line === 1)?.text).toBe(
      'Agenda is according to this, is the roof repair, the evening opening, the reading challenge, the book sale, et cetera.',
    );
  });

  it('a line that trails off on "and" without a whole clause before it is still no statement', () => {
    const broken = 'So. Agenda is according to and';
    const result = summarizeExtractive({ transcript: transcript([broken, ...TALK]), language: 'en' });
    expect(result.keyPoints.some((k) => k.line === 1)).toBe(false);
  });
});
