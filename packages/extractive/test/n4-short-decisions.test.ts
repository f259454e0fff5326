import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';
import { madeUpMeeting } from './made-up-meeting.js';

const meeting = (turns: readonly string[]) => madeUpMeeting(turns, '2026-03-31');
/** The Decisions section of a summary body, without its heading. */
const decisionsOf = (body: string) => (body.split('## Decisions\n')[1] ?? '').split('\n\n')[0] ?? '';

/**
 * Review 2 N4: a short decision ("We decided to ship.") was recorded as the PREVIOUS line's text (a greeting, a
 * status report) with that line's citation. A decision is its own words on its own line; one with no content of
 * its own ("So we decided.") is resolved only to a preceding proposal, cited with the line where it was decided,
 * or left out.
 */
describe('N4: a short decision is never recorded as another line that proposed nothing', () => {
  const before = [
    'Hello all, thanks for coming in today.',
    'The rubber supplier called about the invoice from last month.',
    'Thanks everyone, good to see you all here again.',
    'Sorry I am late, the traffic on the ring road was terrible.',
  ];
  const own: [string, RegExp][] = [
    ['We decided to ship.', /^We decided to ship\.$/],
    ['We decided: ship.', /^We decided: ship\.$/],
    ['We decided to ship it.', /^We decided to ship it\.$/],
    ['So we decided to ship.', /ship/],
    ['We agreed on Tuesday.', /^We agreed on Tuesday\.$/],
  ];
  for (const first of before)
    for (const [decision, words] of own)
      it(`N4: "${decision}" after "${first}" is itself (L2), not L1`, () => {
        const result = meeting([`Ann: ${first}`, `Bob: ${decision}`, 'Ann: Okay.']);
        expect(result.decisions.map((d) => [d.line, d.text])).toEqual([[2, expect.stringMatching(words)]]);
        const section = decisionsOf(result.body);
        expect(section).not.toContain(first);
        expect(section).toMatch(/^- We .*(?:ship|Tuesday).*\. \(L2\)$/);
      });

  const empty = [
    'So we decided.',
    "That's decided then.",
    'We agreed.',
    'Then we apply.',
    'Let us go with that.',
  ];
  for (const first of before)
    for (const decision of empty)
      it(`N4: "${decision}" (no content of its own) after "${first}" is left out`, () => {
        const result = meeting([`Ann: ${first}`, `Bob: ${decision}`, 'Ann: Okay.']);
        expect(result.decisions).toEqual([]);
        expect(result.body).toContain('## Decisions\n- None recorded.');
      });

  it('N4: "So we decided." after a proposal is that proposal, cited where it was said AND where it was decided', () => {
    const result = meeting([
      'Ann: Hello all, thanks for coming in today.',
      "Bob: Let's ship the rubber casing with the first batch in March.",
      'Ann: So we decided.',
      'Bob: Okay.',
    ]);
    expect(result.decisions).toEqual([
      expect.objectContaining({
        text: "Let's ship the rubber casing with the first batch in March.",
        line: 2,
        decidedLine: 3,
      }),
    ]);
    expect(result.body).toContain(
      "## Decisions\n- Let's ship the rubber casing with the first batch in March. (L2, decided L3)\n",
    );
  });

  it('N4: a status report between a proposal and "So we decided." is not the decision; the search stops at it', () => {
    const result = meeting([
      "Bob: Let's ship the rubber casing with the first batch in March.",
      'Ann: The rubber supplier called about the invoice from last month.',
      'Bob: So we decided.',
    ]);
    expect(result.decisions.map((d) => d.line)).not.toContain(2);
    for (const d of result.decisions) expect(d.text).not.toContain('invoice');
  });

  it('N4: the offset of a note body carries into both citations', () => {
    const result = summarizeExtractive({
      transcript:
        "[00:00:01] **Bob:** Let's ship the rubber casing with the first batch in March.\n[00:00:05] **Ann:** So we decided.\n",
      lineOffset: 5,
      language: 'en',
    });
    expect(result.decisions[0]).toMatchObject({ line: 6, decidedLine: 7 });
    expect(result.body).toContain('(L6, decided L7)');
  });
});
