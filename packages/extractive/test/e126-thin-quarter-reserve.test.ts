/**
 * E126: a quarter of the meeting whose candidates all name four content terms (too few to stand as a point when the
 * stretch has others, E123) still contributes a key point: the reserve path falls back to them, and only for a
 * quarter with no other reserve.
 *
 * Spec: issue 15 deliverable 4 (each quarter of a meeting contributes a key point when it has candidates).
 */
import { describe, expect, it } from 'vitest';
import { distinctTerms } from '../src/rank/distinct-terms.js';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { isKeyPointCandidate } from '../src/topics/block-topics.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';

const rich = [
  'The coach company quoted four hundred pounds for the museum trip in June.',
  'Parents asked whether the museum trip could include the science workshop afterwards.',
  'The science workshop costs ninety pounds extra for a class of thirty children.',
  'Mrs Patel will check the coach company insurance papers before the museum trip.',
  'The school kitchen needs a new dishwasher because the old machine leaks water.',
  'The dishwasher supplier offered a discount if the kitchen orders before March.',
  'Kitchen staff want the dishwasher installed during the half term holiday week.',
  'The governors approved the dishwasher budget from the maintenance reserve fund.',
  'Reading scores in year four improved after the library reorganised its shelves.',
  'The library volunteers catalogued three hundred donated books over the winter.',
  'Year four teachers want library visits moved from Friday afternoon to Monday morning.',
  'The reading club meets in the library every Wednesday lunchtime with volunteers.',
];
/** Statements of exactly four content terms each, said on lines of their own. */
const thin = [
  'Then I told him that a long time ago.',
  'Yes, we talked about those same issues last month.',
  'They sent another letter about that problem yesterday.',
];
const turns = [...rich, ...thin];
const transcript = turns
  .map((t, i) => `[00:${String(i).padStart(2, '0')}:00] **${i % 2 ? 'Sam' : 'Ana'}:** ${t}`)
  .join('\n');
const sentences = splitSentences(parseTranscript(transcript), 'en');
const quarterOf = (line: number) =>
  Math.min(3, Math.floor((4 * sentences.findIndex((s) => s.line === line)) / sentences.length));

describe('E126: a quarter of four-term candidates gets a key point', () => {
  it('E126: the last quarter holds candidates, each of four distinct content terms', () => {
    const last = sentences.filter((s) => quarterOf(s.line) === 3);
    expect(last.length).toBeGreaterThan(0);
    for (const s of last) {
      expect(isKeyPointCandidate(s, s.terms, 'en')).toBe(true);
      expect(distinctTerms(s.terms)).toHaveLength(4);
    }
  });

  it('E126: every quarter with candidates contributes a key point, the thin one from its own lines', () => {
    const result = summarizeExtractive({ transcript, meetingDate: '2026-04-01' });
    const quarters = new Set(result.keyPoints.map((p) => quarterOf(p.line)));
    expect([...quarters].sort()).toEqual([0, 1, 2, 3]);
    const fromThin = result.keyPoints.filter((p) => quarterOf(p.line) === 3);
    expect(fromThin).toHaveLength(1);
    const { line, text } = fromThin[0]!;
    expect(line).toBeGreaterThan(rich.length);
    expect(turns[line - 1]).toContain(text.replace(/^We/, 'we'));
  });
});
