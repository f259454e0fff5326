/**
 * Issue 15 hand audit (session 19): the remote control kickoff's key points included "Hi, I'm David and I'm supposed
 * to be an industrial designer." (E22) and "My favourite animal is my own dog at home.", which also gave topic 1 its
 * heading "Favourite animal, …" (E23). A speaker introducing themselves (name or role) is not a key point; a round in
 * which two or more speakers each name their favourite of the same thing is a warm-up: neither key point nor heading.
 * Spec: issue 15 deliverables 1 and 2 (key points about the work).
 */
import { describe, expect, it } from 'vitest';
import { blockTopics, isKeyPointCandidate } from '../src/topics/block-topics.js';
import { isSelfIntroduction } from '../src/topics/ice-breakers.js';
import { splitSentences } from '../src/transcript/split-sentences.js';

const sentencesOf = (turns: readonly string[]) =>
  splitSentences(
    turns.map((t, i) => {
      const [speaker, ...rest] = t.split(': ');
      return { speaker: speaker ?? null, timestamp: null, text: rest.join(': '), line: i + 1 };
    }),
    'en',
  );

describe('E22: a speaker introducing themselves is not a key point', () => {
  it('E22: names and roles said as an introduction are left out; the same words about the work are kept', () => {
    const intros = [
      "Hi, I'm David and I'm supposed to be an industrial designer for this whole project.",
      "Okay, hello everyone, my name is Laura Jones and I'll be running the design team meetings.",
      "Um I'm Craig and I'm the user interface person working on the remote control project.",
      "Good morning all, I'm the project manager for the new remote control design team here.",
      'I am Andrew, from the marketing side of things, looking at trends in the remote market.',
    ];
    const work = [
      "I'm sure the industrial designer will want the rubber case for the remote control project.",
      "I'm going to be working on the actual working design of the remote control project.",
      "I'm not convinced the marketing budget covers a full trends survey of the remote market.",
      "I'm English by training, so the remote control manual needs a proper French translation.",
    ];
    const sentences = sentencesOf([...intros, ...work].map((t, i) => `${i % 2 ? 'Sam' : 'Ana'}: ${t}`));
    const candidate = sentences.map((s) => isKeyPointCandidate(s, s.terms, 'en'));
    expect(candidate).toEqual([...intros.map(() => false), ...work.map(() => true)]);
    expect(isSelfIntroduction("Hi, I'm David.", 'de')).toBe(false);
  });
});

describe('E23: a round of favourites is a warm-up, neither key point nor topic heading', () => {
  const round = [
    'Laura: So you get to draw your favourite animal on the whiteboard and sum up why you like it.',
    'Andrew: My favourite animal is a beagle because beagles love their family and have lots of personality.',
    'Craig: Well, my favourite animal would be a monkey, since monkeys are small, clever and very cheeky.',
    'Laura: My favourite animal is my own dog at home, he is small and friendly and always pleased to see you.',
  ];
  const work = [
    'Laura: According to the brief we will sell the remote control for twenty five Euro and aim for fifty million profit.',
    'David: The remote control should be original, trendy and user friendly according to the brief.',
    'Andrew: Most people own several remote controls at home for the television and the DVD player.',
    'Craig: A remote control that works the television and the DVD player together would sell well.',
    'David: The profit target of fifty million Euro means the remote control must be cheap to build.',
    'Laura: Every remote control at home gets lost, so a finder button would help the user.',
  ];
  it('E23: the round gives no candidate and no heading word; the work around it does', () => {
    const sentences = sentencesOf([...round, ...work]);
    const found = blockTopics(sentences, { from: 0, to: sentences.length }, 'en', {
      position: 0,
      firstTopic: 0,
    });
    const lines = [...found.topics.flatMap((t) => t.candidates), ...found.reserves].map((c) => c.line);
    expect(lines.filter((line) => line <= round.length)).toEqual([]);
    expect(lines.length).toBeGreaterThan(0);
    expect(found.eligible).toBe(work.length);
    for (const t of found.topics) expect(t.lead.toLowerCase()).not.toMatch(/favourite|animal/);
  });
  it('E23: one speaker naming a favourite is no round: it stays a candidate', () => {
    const sentences = sentencesOf([round[1]!, ...work]);
    const found = blockTopics(sentences, { from: 0, to: sentences.length }, 'en', {
      position: 0,
      firstTopic: 0,
    });
    expect(found.eligible).toBe(work.length + 1);
  });
});
