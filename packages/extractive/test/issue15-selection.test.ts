import { describe, expect, it } from 'vitest';
import { idfWeights } from '../src/rank/idf-weights.js';
import { sentenceTerms } from '../src/rank/sentence-terms.js';
import { topicLead } from '../src/topics/topic-lead.js';
import { tokenize } from '../src/transcript/tokenize.js';

/** The lead of one made-up topic, IDF over the topic itself. */
function leadOf(sentences: string[]): string {
  const words = sentences.map((s) => tokenize(s.toLowerCase()));
  const idf = idfWeights(sentences.map((s) => sentenceTerms(s, 'en')));
  return topicLead(words, 'en', idf);
}

describe('issue 15 selection', () => {
  it('Q15: a topic lead names its subject with phrases before single words', () => {
    const lead = leadOf([
      'The tree preservation order covers the two copper beeches in the churchyard.',
      'The church wants to fell one beech because the roots lift the path.',
      'We support confirming the tree preservation order on both beeches.',
      'The path can be relaid around the copper beeches for less money.',
      'The churchyard path needs a grant from the community fund.',
      'The community fund has six thousand pounds left for the path.',
    ]);
    const labels = lead.toLowerCase().split(', ');
    // Every phrase said twice comes before any single word, whatever the single words' counts.
    expect(labels.slice(0, 3)).toEqual(expect.arrayContaining(['copper beeches', 'community fund']));
    expect(labels.every((l) => l.includes(' '))).toBe(true);
  });

  it('Q15: question words never make a lead phrase ("reason why", "remember when")', () => {
    const lead = leadOf([
      'That is the reason why the battery drains overnight in standby mode.',
      'Another reason why the battery drains is the bright backlight.',
      'I remember when the battery lasted a whole week on one charge.',
      'I remember when the backlight was optional in the settings.',
    ]);
    expect(lead.toLowerCase()).not.toMatch(/\b(?:why|when)\b/);
    expect(lead.toLowerCase()).toContain('battery');
  });
});
