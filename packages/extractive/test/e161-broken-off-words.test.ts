/**
 * E161: a word a speaker broke off and then said whole ("the electronic de device", "when it mu must not burst",
 * "anything ex anything excised") is left out of a key point — only where the meeting hardly says it otherwise (in
 * at most two sentences of the batch) and a word of the next three starts with it; a real word ("use" before
 * "useful", said elsewhere), a stopword ("it" before "it's"), a hyphenated start ("re-record") stays. Words are only
 * deleted.
 *
 * Spec: issue 15 deliverable 3 (readable units: whole sentences, disfluencies removed).
 */
import { describe, expect, it } from 'vitest';
import { blockTopics } from '../src/topics/block-topics.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';
import { withoutWordFragments } from '../src/transcript/without-word-fragments.js';

/** The meeting as `blockTopics` reads it: stopwords and words it says often are never rare. */
const rareExceptUse = (token: string) => !['use', 'be', 'it', 'to', 'the', 'on'].includes(token);

describe('E161: broken-off words', () => {
  it('E161: a rare short start of a word said within three words goes; a word said on both sides of it once', () => {
    expect(
      withoutWordFragments('This has to be harder, because when it mu must not burst.', rareExceptUse),
    ).toBe('This has to be harder, because when it must not burst.');
    expect(
      withoutWordFragments('You can have anything ex anything excised from the recording.', rareExceptUse),
    ).toBe('You can have anything excised from the recording.');
    expect(withoutWordFragments('th think about the battery for a while.', rareExceptUse)).toBe(
      'Think about the battery for a while.',
    );
  });

  it('E161: a word the meeting says elsewhere, a longer one, or one not followed by its whole word stays', () => {
    for (const text of [
      'We use useful features from the other front-end.',
      'The prosody group, mus. Museums are closed on Monday.',
      'The recogniser was trained on the training data of the project.',
    ])
      expect(withoutWordFragments(text, rareExceptUse)).toBe(text);
  });

  it('E161: a key point of a real batch is offered without its broken-off word; stopwords and hyphens stay', () => {
    const turns = [
      'The rubber case has to be harder, because when it mu must not burst in the hand of the user.',
      'You curve it so that it is suitable for the right hand and the thumb of the user.',
      'We have to re-record the digits of the rubber case tests before the review on Friday.',
      'The rubber case of the remote is what the users liked most in the survey of the market.',
    ];
    const sentences = splitSentences(
      parseTranscript(turns.map((t, i) => `[00:0${i}:00] **${i % 2 ? 'Sam' : 'Ana'}:** ${t}`).join('\n')),
      'en',
    );
    const found = blockTopics(sentences, { from: 0, to: sentences.length }, 'en', {
      position: 0,
      firstTopic: 0,
    });
    const said = [...found.topics.flatMap((t) => t.candidates), ...found.reserves].map((c) => c.said);
    expect(said).toContain(
      'The rubber case has to be harder, because when it must not burst in the hand of the user.',
    );
    expect(said.some((s) => s.includes(' mu '))).toBe(false);
    expect(said).toContain(
      'You curve it so that it is suitable for the right hand and the thumb of the user.',
    );
    expect(said).toContain(
      'We have to re-record the digits of the rubber case tests before the review on Friday.',
    );
  });
});
