/**
 * Issue 15, session 40 (qualityR), E211: the key points of a real meeting left out what it settled. On blind11's
 * ES2006c (AMI, conceptual design) the reference says the team decided on voice recognition and a menu on the screen;
 * User Interface said so ("We decided to include voice recognition, …", L194), but the Summary quoted the definition of
 * a user interface instead. A candidate that states an outcome — decided, agreed, let's go with, found / showed that,
 * the result was — now weighs 1.3 times its centrality in its topic; denials ("we haven't decided") do not count.
 * Spec: issue 15 (key points that say what the meeting was and settled; ROUGE goals on unseen meetings).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { statesOutcome } from '../src/topics/outcome-statement.js';

describe('E211: a sentence stating an outcome ranks higher among key points', () => {
  it('E211: a real meeting (blind11 ES2006c) shows the decision its reference reports', () => {
    const transcript = readFileSync(
      new URL('../bench/blind11/ES2006c Remote control conceptual design.md', import.meta.url),
      'utf8',
    );
    const { keyPoints, body } = summarizeExtractive({ transcript, meetingDate: '2026-04-01' });
    const decided = keyPoints.find((k) => k.line === 194);
    expect(decided?.text).toMatch(/^We decided to include voice recognition/);
    expect(decided?.speaker).toBe('User Interface');
    expect(body).toContain('User Interface: We decided to include voice recognition');
  });

  it('E211: decisions, agreements, choices and findings are outcomes; denials and plain talk are not', () => {
    for (const yes of [
      'we decided to include voice recognition',
      "we've agreed that the case is rubber",
      'we have all agreed on the yellow colour',
      'so it was decided to keep the budget',
      "let's go with the kinetic battery",
      'the result was a ten percent gain',
      'the results were much better on the far mic',
      'the survey showed that people want a fancy look',
      'they found that the error rate goes down',
    ])
      expect(statesOutcome(yes), yes).toBe(true);
    for (const no of [
      "we haven't decided yet which battery",
      "we didn't agree on anything",
      "we'll use a kinetic battery",
      'i think the case should be rubber',
      'the agreed price is twelve euros',
    ])
      expect(statesOutcome(no), no).toBe(false);
  });
});
