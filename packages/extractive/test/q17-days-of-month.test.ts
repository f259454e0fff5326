/**
 * Review 5 Q17: a decision or task that names a day of the month ("the 15th", "the 3rd", "June 15", "15 June",
 * "the 1st of July") is a whole sentence, is kept, and its day is the due date — the first such day on or after the
 * meeting day, as weekdays are resolved; said with a year, that date.
 * Spec: review5 Q17; issue #5 "Offline summarizer" (next steps with owner and due date, only when stated);
 * issue 15 (readable units: "15th" is not a word cut off).
 */
import { describe, expect, it } from 'vitest';
import { findDue } from '../src/cues/find-due.js';
import { summarizeExtractive } from '../src/index.js';

describe('Q17: days of the month', () => {
  it('keeps decisions and tasks that name a day of the month, with their due dates', () => {
    const transcript = [
      '[00:00:01] **Ann:** I will send the quote by Friday.',
      '[00:00:05] **Eve:** I will finish the draft by the 15th.',
      '[00:00:09] **Dee:** I will send the invoice on the 3rd.',
      '[00:00:12] **Bob:** We decided to launch on the 15th.',
    ].join('\n');
    const result = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-06-05' });
    expect(result.decisions.map((d) => [d.line, d.text])).toEqual([[4, 'We decided to launch on the 15th.']]);
    expect(result.nextSteps.map((s) => [s.owner, s.due, s.line])).toEqual([
      ['Ann', '2026-06-12', 1],
      ['Eve', '2026-06-15', 2],
      ['Dee', '2026-07-03', 3],
    ]);
  });

  it('resolves every form of a day of the month against the meeting date', () => {
    const cases: [string, string | null][] = [
      ['I will finish it by the 15th.', '2026-06-15'],
      ['I will finish it by the 5th.', '2026-06-05'],
      ['I will finish it by the 4th.', '2026-07-04'],
      ['I will finish it on the 31st.', '2026-07-31'],
      ['I will finish it by June 15.', '2026-06-15'],
      ['I will finish it by Jun. 15th.', '2026-06-15'],
      ['I will finish it by 15 June.', '2026-06-15'],
      ['I will finish it by the 1st of July.', '2026-07-01'],
      ['I will finish it before 2 March.', '2027-03-02'],
      ['I will finish it by May 3rd, 2027.', '2027-05-03'],
      ['I will finish it no later than the 20th of June.', '2026-06-20'],
      ['I will finish it by June 31.', null],
      ['I will book the 3rd room.', null],
    ];
    for (const [sentence, due] of cases) expect(findDue(sentence, '2026-06-05'), sentence).toBe(due);
  });

  it('the 31st after a 30-day month is the next month that has one', () => {
    expect(findDue('I will finish it by the 31st.', '2026-04-10')).toBe('2026-05-31');
    expect(findDue('I will finish it by the 29th.', '2027-02-10')).toBe('2027-03-29');
  });

  it('without a meeting date the phrase is kept', () => {
    expect(findDue('I will finish it by the 15th.', null)).toBe('the 15th');
    expect(findDue('I will finish it by June 15.', null)).toBe('June 15');
    expect(findDue('I will finish it by June 15, 2027.', null)).toBe('2027-06-15');
  });

  it('S10: an ordinal followed by a noun is a rank, not a day; a day at the end of its phrase still is', () => {
    const cases: [string, string | null][] = [
      ["I'll set up the demo on the 3rd floor.", null],
      ["I'll book the room for the 4th floor meeting.", null],
      ['I will send it on the 2nd draft review.', null],
      ['We meet on the 5th round of interviews.', null],
      ['I will finish it by the 15th at the latest.', '2026-06-15'],
      ['I will finish it by the 15th, promised.', '2026-06-15'],
      ['I will finish it by the 15th and then review it.', '2026-06-15'],
      ['I will finish it by the 15th of this month.', '2026-06-15'],
      ['I will finish it by the 15th', '2026-06-15'],
    ];
    for (const [sentence, due] of cases) expect(findDue(sentence, '2026-06-05'), sentence).toBe(due);
  });
});
