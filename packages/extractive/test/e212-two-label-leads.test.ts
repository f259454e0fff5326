/**
 * Issue 15, session 40 (qualityR), E212: a topic lead of three labels ended on its weakest, often a word said twice in
 * passing (blind12's Bed017: "Data collection, told, laugh"; ES2016d: "Prototype, simple, suppose"). A lead now shows
 * at most two labels, phrases first, then a word when the phrases run out; it is still the topic's most distinctive.
 * Spec: issue 15 (the whole meeting: each topic with a short lead naming what the segment is about).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { idfWeights } from '../src/rank/idf-weights.js';
import { sentenceTerms } from '../src/rank/sentence-terms.js';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { topicLead } from '../src/topics/topic-lead.js';
import { tokenize } from '../src/transcript/tokenize.js';

describe('E212: a topic lead names its topic in at most two labels', () => {
  it('E212: every lead of a real meeting (blind12 Bed017) has one or two labels, shown as its heading', () => {
    const transcript = readFileSync(
      new URL('../bench/blind12/Bed017 EDU group weekly.md', import.meta.url),
      'utf8',
    );
    const { topics, body } = summarizeExtractive({ transcript, meetingDate: '2026-04-01' });
    expect(topics.length).toBeGreaterThan(2);
    for (const t of topics) {
      expect(t.lead.split(', ').length).toBeGreaterThan(0);
      expect(t.lead.split(', ').length).toBeLessThanOrEqual(2);
      expect(body).toContain(`- **${t.lead}** (L${t.firstLine}–L${t.lastLine})`);
    }
    // Was "Data collection, told, laugh".
    expect(topics[0]!.lead).toBe('Data collection, told');
  });

  it('E212: the phrase said most comes first, then a word when the phrases run out', () => {
    const said = [
      'The kinetic battery needs a better casing.',
      'A kinetic battery costs more than the casing.',
      'The casing is soft, the casing is yellow.',
      'Only the remote.',
    ];
    const idf = idfWeights(said.map((s) => sentenceTerms(s, 'en')));
    expect(
      topicLead(
        said.map((s) => tokenize(s)),
        'en',
        idf,
        said,
      ),
    ).toBe('Kinetic battery, casing');
  });
});
