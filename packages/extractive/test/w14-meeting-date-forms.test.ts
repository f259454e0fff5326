/**
 * Review 10 W14: every form a meeting note's `date` may take (Obsidian "Date & time" properties included) resolves
 * due dates as a plain date does: the day as written, in the note's own offset.
 * Spec: review10 W14; issue #5 "Offline summarizer" (due dates); docs/vault-format.md, Meeting note (dates).
 */
import { describe, expect, it } from 'vitest';
import { findDue } from '../src/cues/find-due.js';
import { summarizeExtractive } from '../src/index.js';

const FORMS = [
  '2026-03-10',
  '2026-03-10T10:00',
  '2026-03-10 10:00',
  '2026-03-10T10:00:00',
  '2026-03-10T10:00:00Z',
  '2026-03-10T10:00:00+01:00',
  '2026-03-10T23:30:00-08:00',
  '2026-03-10 10:00:00.5 +01:00',
  '2026-03-10T00:30+0200',
  ' 2026-03-10 ',
  '[[2026-03-10]]',
  '[[Daily/2026-03-10|Tuesday]]',
];

describe('W14: a meeting date with a time, a zone or a link still resolves due dates', () => {
  it('W14: "by Friday", "tomorrow", "next Monday", "by the 15th" resolve against every date form', () => {
    for (const date of FORMS)
      expect([
        date,
        findDue('I will send the report by Friday.', date),
        findDue('I will send it tomorrow.', date),
        findDue('I will call them next Monday.', date),
        findDue('Done by the 15th.', date),
      ]).toEqual([date, '2026-03-13', '2026-03-11', '2026-03-16', '2026-03-15']);
  });

  it('W14: the engine resolves transcript and user-note tasks with a date-and-time meeting date', () => {
    const result = summarizeExtractive({
      transcript: 'Bob: I will send the report by Friday.',
      userNotes: '- [ ] Ann: book the room tomorrow',
      language: 'en',
      meetingDate: '2026-03-10T10:00',
    });
    expect(result.body).toContain('(due 2026-03-13)');
    expect(result.body).toContain('(due 2026-03-11)');
  });

  it('W14: a date that is no date leaves the phrase as said', () => {
    expect(findDue('I will send the report by Friday.', '2026-02-30T10:00')).toBe('Friday');
    expect(findDue('I will send the report by Friday.', 'next tuesday')).toBe('Friday');
  });
});
