/**
 * L287: docs/vault-format.md "Date forms" did not say that a weekday contradicting its date is
 * refused (review s38 V50): a user reading the table expected `Sat Dec 06 2026` to read as the date.
 * The table's "not a date" rows are checked against core's one date reader: every example written
 * there is refused, and the weekday row is among them, naming both.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readMeetingDate } from './meeting-date.js';

const doc = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/vault-format.md'),
  'utf8',
);
const section = doc.slice(
  doc.indexOf('## Date forms'),
  doc.indexOf('\n## ', doc.indexOf('## Date forms') + 1),
);
/** The backticked examples of each table row whose "Read as" column is "not a date". */
const refusedRows = section
  .split('\n')
  .map((line) => line.split(' | '))
  .filter((cells) => cells[1]?.trim() === 'not a date')
  .map((cells) => [...(cells[0] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string));

describe('L287: the "not a date" rows of docs/vault-format.md are what the reader refuses', () => {
  it('a contradicting weekday has its row, and each example there is refused naming the weekday', () => {
    const weekdayRow = refusedRows.find((examples) => examples.includes('Sat Dec 06 2026'));
    expect(weekdayRow, section).toBeDefined();
    for (const example of weekdayRow ?? []) {
      const read = readMeetingDate(example);
      expect(read.state, example).toBe('unreadable');
      expect(read.state === 'unreadable' && read.problem, example).toMatch(/ is not 2026-12-06, a Sunday/);
    }
  });

  it('every example of a "not a date" row is refused', () => {
    expect(refusedRows.length).toBeGreaterThanOrEqual(2);
    for (const example of refusedRows.flat())
      expect(readMeetingDate(example).state, example).toBe('unreadable');
  });
});
