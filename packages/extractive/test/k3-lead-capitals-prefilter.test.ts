import { describe, expect, it } from 'vitest';
import { idfWeights } from '../src/rank/idf-weights.js';
import { topicLead } from '../src/topics/topic-lead.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';
import { qualityTranscripts } from './quality-transcripts.js';

/**
 * Issue 13, K3: a topic lead looks for the capitals its words are written with ("Sport England", "DBS") only in the
 * sentences whose lower-case form (`normal`) holds one of those words; the others cannot have one. The lead must be
 * the one found by scanning every sentence, on every stretch of every quality-set meeting.
 */
describe('K3: topic leads scan for capitals only where a lead word is (issue 13)', () => {
  const meetings = qualityTranscripts();

  it('K3, F5: the lead of every 60-sentence stretch of every meeting is the same with the lower-case forms as without', () => {
    let leads = 0;
    let cased = 0;
    for (const meeting of meetings) {
      const sentences = splitSentences(parseTranscript(meeting), 'en');
      const idf = idfWeights(sentences.map((s) => s.terms));
      for (let at = 0; at < sentences.length; at += 30) {
        const part = sentences.slice(at, at + 60);
        const words = part.map((s) => s.words);
        const spoken = part.map((s) => s.clean);
        const scanned = topicLead(words, 'en', idf, spoken);
        expect(
          topicLead(
            words,
            'en',
            idf,
            spoken,
            part.map((s) => s.normal),
          ),
        ).toBe(scanned);
        leads++;
        if (/\s\p{Lu}|^\p{Lu}{2}/u.test(scanned)) cased++;
      }
    }
    expect(leads).toBeGreaterThan(500);
    // Leads that show a capital the speakers wrote are among them (so the skip is tested where it could go wrong).
    expect(cased).toBeGreaterThan(20);
    // F5: real heavy work that grows with every bench set (two topic leads per stretch of every meeting, all of
    // bench/ and the sample vault): past 60 s on two cores shared by eight helpers (load 28), over the 30 s default.
  }, 300_000);

  it('K3 the lower-case forms are read: forms without the lead words leave the words as counted', () => {
    const said = [
      'We applied to Sport England for the boathouse roof last spring.',
      'The grant from Sport England covers half the boathouse roof.',
      'Sport England wants the boathouse roof survey by June.',
    ];
    const words = said.map((s) => s.toLowerCase().match(/[a-z']+/g) ?? []);
    const idf = idfWeights(words);
    const lead = topicLead(words, 'en', idf, said);
    expect(lead).toContain('England');
    expect(
      topicLead(
        words,
        'en',
        idf,
        said,
        said.map((s) => s.toLowerCase()),
      ),
    ).toBe(lead);
    expect(
      topicLead(
        words,
        'en',
        idf,
        said,
        said.map(() => ''),
      ),
    ).not.toContain('England');
  });
});
