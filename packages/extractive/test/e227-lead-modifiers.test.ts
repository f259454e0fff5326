/**
 * Issue 15, session 41 (qualityR), E227: a topic lead opened on a word that says "some such" without naming the thing —
 * "Particular band, posterior probabilities", "Eighteen states, total number" (blind10's Bro011), "Whole group, top
 * ones" — and a reader learnt nothing from that label. Such a phrase is no label; the topic's next one is shown.
 * Spec: issue 15 (the whole meeting: each topic with a short lead naming what the segment is about).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { idfWeights } from '../src/rank/idf-weights.js';
import { sentenceTerms } from '../src/rank/sentence-terms.js';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { topicLead } from '../src/topics/topic-lead.js';
import { tokenize } from '../src/transcript/tokenize.js';

const lead = (said: readonly string[]) =>
  topicLead(
    said.map((s) => tokenize(s)),
    'en',
    idfWeights(said.map((s) => sentenceTerms(s, 'en'))),
    said,
  );

describe('E227: a lead label names a thing, not "some particular one"', () => {
  it('a phrase opening on "particular", "total", "whole", "specific", "general" … gives way to the next', () => {
    expect(
      lead([
        'In that particular band the noise floor is high.',
        'The particular band we used has a noise floor problem.',
        'Each particular band gets its own weights.',
        'The noise floor rises with the wind.',
        'We counted the total number and the total number was low.',
      ]),
    ).toBe('Noise floor, band');
  });

  it('"Real Reaction" (a company) and "main device" (a part) stay labels', () => {
    expect(
      lead([
        'Real Reaction makes the main device.',
        'The main device is sold by Real Reaction.',
        'Nothing else.',
      ]),
    ).toBe('Main device, Real Reaction');
  });

  it('a real meeting (blind10 Bro011) shows no lead opening on such a word, and the subjects in their place', () => {
    const transcript = readFileSync(
      new URL('../bench/blind10/Bro011 Robustness group weekly.md', import.meta.url),
      'utf8',
    );
    const { topics } = summarizeExtractive({ transcript, meetingDate: '2026-04-01' });
    const labels = topics.flatMap((t) => t.lead.split(', '));
    expect(labels.length).toBeGreaterThan(4);
    expect(labels.filter((l) => /^(?:particular|total|whole|specific|general)\b/i.test(l))).toEqual([]);
    // Were "Particular band" and "total number".
    expect(labels).toContain('Posterior probabilities');
    expect(labels).toContain('Italian digits');
  });
});
