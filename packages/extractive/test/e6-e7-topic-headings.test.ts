import { describe, expect, it } from 'vitest';
import { idfWeights } from '../src/rank/idf-weights.js';
import { sentenceTerms } from '../src/rank/sentence-terms.js';
import { topicLead } from '../src/topics/topic-lead.js';
import { tokenize } from '../src/transcript/tokenize.js';

/** The lead of one made-up topic, IDF over the topic itself, the sentences also given as said. */
function leadOf(sentences: string[]): string {
  const words = sentences.map((s) => tokenize(s));
  const idf = idfWeights(sentences.map((s) => sentenceTerms(s, 'en')));
  return topicLead(words, 'en', idf, sentences);
}

describe('E6, E7: a topic heading names its subjects, written as the speakers write them', () => {
  it('E6: evaluative words and pronouns the stopword list misses never make a heading ("daft price", "she wants")', () => {
    const lead = leadOf([
      'It is a daft price for a boiler service, a really daft price.',
      'She wants the boiler service done before the frost comes.',
      'She wants two quotes for the boiler service in writing.',
      'The nice thing is the boiler service includes the flue check.',
      'The flue check is a nice extra, the vast majority charge for it.',
      'The vast majority of boiler firms are booked up until December.',
    ]).toLowerCase();
    expect(lead).toContain('boiler service');
    expect(lead).not.toMatch(/\b(?:daft|nice|vast|she|wants)\b/);
  });

  it('E7: a word the speakers capitalise inside sentences keeps its capitals; a sentence-initial capital does not count', () => {
    const lead = leadOf([
      'We applied to Sport England for the boathouse roof last spring.',
      'Sport England said the boathouse roof needs three quotes first.',
      'The DBS checks for the new coaches came back on Friday.',
      'Both DBS checks were clear, so the coaches can start at Easter.',
      'Roof quotes take a while, the roofers are busy until Easter.',
      'Roof repairs come before anything else this winter.',
    ]);
    expect(lead).toMatch(/Sport England/);
    expect(lead).toMatch(/DBS checks/);
    // "Roof" opens two sentences but is said in lower case inside them: it stays lower case.
    expect(lead).not.toMatch(/(?<!^)Roof/);
  });
});
