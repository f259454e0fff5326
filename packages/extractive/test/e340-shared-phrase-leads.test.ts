/**
 * Issue 15, session 44 (qualityR), E340: a topic lead named the topic by its most distinctive phrases, which were often
 * one speaker's words said twice ("Remote control, high tech", "Spongy feel, scroll wheel") while the group's own name
 * for the subject, said by three or more of them ("voice recognition"), lost to it. A phrase the meeting's speakers
 * share (`sharedPhrases`: said by three speakers or more) now weighs twice in its topic's lead.
 * Spec: issue 15 (the whole meeting: each topic with a short lead that names what it is about; ROUGE goals).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stopwordsFor } from '../src/language/stopwords.js';
import { idfWeights } from '../src/rank/idf-weights.js';
import { sentenceTerms } from '../src/rank/sentence-terms.js';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { sharedPhrases } from '../src/topics/shared-phrases.js';
import { topicLead } from '../src/topics/topic-lead.js';
import { tokenize } from '../src/transcript/tokenize.js';

const said = (speaker: string | null, text: string) => ({ speaker, words: tokenize(text) });

describe('E340: a topic lead prefers the phrase the meeting shares', () => {
  it('E340: the sample vault functional design names its topic by the voice recognition the team talks about', () => {
    const file = readFileSync(
      new URL(
        '../../../examples/sample-vault/Transcripts/2026-03-10 Remote control functional design.md',
        import.meta.url,
      ),
      'utf8',
    );
    const body = file.slice(file.indexOf('\n---', 3) + 4);
    const { topics, body: summary } = summarizeExtractive({ transcript: body, meetingDate: '2026-03-10' });
    const lead = topics.find((t) => t.lead === 'Remote control, voice recognition');
    // Was "Remote control, high tech": "high tech" is said twice in that topic, by one speaker.
    expect(topics.map((t) => t.lead)).not.toContain('Remote control, high tech');
    expect(summary).toContain(
      `- **Remote control, voice recognition** (L${lead?.firstLine}–L${lead?.lastLine})`,
    );
    expect(summary).not.toContain('**Remote control, high tech**');
  });

  it('E340: a phrase is shared when three named speakers or more say it', () => {
    const stops = stopwordsFor('en');
    const shared = sharedPhrases(
      [
        said('Ann', 'The voice recognition should be cheap.'),
        said('Bob', 'Voice recognition costs too much.'),
        said('Cy', 'I like voice recognition.'),
        said('Ann', 'The jog dial is nice, the jog dial turns.'),
        said('Bob', 'A jog dial then.'),
        said(null, 'Scroll wheel, scroll wheel.'),
        said('Ann', 'The scroll wheel is fine.'),
        said('Bob', 'The scroll wheel then.'),
        said('Cy', 'Of the remote.'),
        said('Dee', 'Of the remote, yes.'),
      ],
      stops,
    );
    expect([...shared].sort()).toEqual(['voice recognition']);
  });

  it('E340: a shared phrase outranks a more distinctive one of the topic in its lead, which stays as it was without', () => {
    const text = [
      'The high tech look is what we want.',
      'A high tech look sells.',
      'The high tech case with voice recognition.',
      'And voice recognition for the volume.',
      'The kinetic battery is fine.',
    ];
    const idf = idfWeights(text.map((s) => sentenceTerms(s, 'en')));
    const tokens = text.map((s) => tokenize(s));
    expect(topicLead(tokens, 'en', idf, text)).toBe('High tech, voice recognition');
    expect(topicLead(tokens, 'en', idf, text, undefined, new Set(['voice recognition']))).toBe(
      'Voice recognition, high tech',
    );
  });
});
