/**
 * Issue 15, session 23 (real meetings, blind10 IS1006b), E65: a topic that ends with the round of thanks that closes
 * a presentation got "thank" as a heading word ("Component concept, Market Expert, thank"). The courtesies that open
 * and close a meeting or a talk ("thank you", "thanks", "hello", "bye", "sorry", "please", "cheers", "welcome") name
 * no subject and never make a topic lead.
 * Spec: issue 15 deliverable 1 (each topic with a short lead) and 3 (readable units).
 */
import { describe, expect, it } from 'vitest';
import { idfWeights } from '../src/rank/idf-weights.js';
import { sentenceTerms } from '../src/rank/sentence-terms.js';
import { topicLead } from '../src/topics/topic-lead.js';
import { tokenize } from '../src/transcript/tokenize.js';

describe('E65: courtesies never make a topic lead', () => {
  it('E65: "thank you", "hello", "sorry", "please", "welcome" are left out of the heading', () => {
    const sentences = [
      'Hello everyone, thank you for coming.',
      'The component concept uses a rubber case.',
      'Sorry, please go on with the component concept.',
      'Thank you, hello again, and welcome.',
      'Sorry, thank you, please, cheers, welcome, bye.',
      'Bye, thank you.',
    ];
    const lead = topicLead(
      sentences.map((s) => tokenize(s)),
      'en',
      idfWeights(sentences.map((s) => sentenceTerms(s, 'en'))),
      sentences,
    ).toLowerCase();
    expect(lead).toContain('component concept');
    expect(lead).not.toMatch(/\b(?:thank|thanks|hello|sorry|please|welcome|cheers|bye)\b/);
  });
});
