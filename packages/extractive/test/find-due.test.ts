import { describe, expect, it } from 'vitest';
import { findDue } from '../src/cues/find-due.js';

// 2026-03-09 is a Monday.
describe('findDue', () => {
  it('keeps stated ISO dates', () => {
    expect(findDue('I will email the minutes by 2026-03-20.', '2026-03-09')).toBe('2026-03-20');
  });

  it('resolves weekdays and tomorrow against the meeting date', () => {
    expect(findDue('send it by Friday', '2026-03-09')).toBe('2026-03-13');
    expect(findDue('send it by Monday', '2026-03-09')).toBe('2026-03-16');
    expect(findDue('send it by Friday', '2026-03-13')).toBe('2026-03-20');
    expect(findDue('send it next Friday', '2026-03-09')).toBe('2026-03-20');
    expect(findDue("I'll do it tomorrow", '2026-03-09')).toBe('2026-03-10');
  });

  it('keeps the phrase when there is no meeting date', () => {
    expect(findDue('send it by Friday')).toBe('Friday');
    expect(findDue('send it next Friday')).toBe('next Friday');
    expect(findDue("I'll do it tomorrow", null)).toBe('tomorrow');
  });

  it('keeps other stated deadlines as phrases', () => {
    expect(findDue('prepare it by the next meeting', '2026-03-09')).toBe('next meeting');
    // E151: "next week" is the Friday of the week after the meeting's.
    expect(findDue('have it ready next week', '2026-03-09')).toBe('2026-03-20');
    expect(findDue('have it ready next week')).toBe('next week');
    expect(findDue('finish it before the end of the month')).toBe('end of the month');
  });

  it('returns null when no deadline is stated', () => {
    expect(findDue('I will send the cost sheet.', '2026-03-09')).toBeNull();
  });
});
