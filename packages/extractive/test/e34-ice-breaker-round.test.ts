/**
 * Issue 15 hand audit (session 19), E34: after E23 the kickoff still quoted "Big reason is 'cause I'm allergic to most
 * animals." (L58, said between two speakers' favourite animals) and then the dog's description ("He's very friendly and
 * cheery …", L77) as key points. The round of favourites is the whole stretch from its first favourite on while the talk
 * stays on it (asides of one content term, sentences naming what a favourite named, sentences going on about it with
 * "he / it / they …"); it ends at the first sentence that turns to something else.
 * Spec: issue 15 deliverables 1 and 2 (key points about the work, not ice-breakers).
 */
import { describe, expect, it } from 'vitest';
import { iceBreakerRounds, inIceBreakerRound } from '../src/topics/ice-breakers.js';
import { splitSentences } from '../src/transcript/split-sentences.js';

const sentencesOf = (turns: readonly string[]) =>
  splitSentences(
    turns.map((t, i) => {
      const [speaker, ...rest] = t.split(': ');
      return { speaker: speaker ?? null, timestamp: null, text: rest.join(': '), line: i + 1 };
    }),
    'en',
  );

describe('E34: the whole round of favourites is the warm-up', () => {
  it('E34: what is said between and after the favourites about them is in the round; the work after it is not', () => {
    const round = [
      'Ana: My favourite animal is the whale, I drew one here.',
      'Sam: Is that a whale?',
      "Ana: Big reason is 'cause I'm allergic to most animals with fur.",
      'Sam: My favourite animal is my own dog at home.',
      'Ana: I see a rooster.',
      "Sam: He's very friendly and cheery and always pleased to see you at the door.",
      'Sam: And he chases his tail round the living room after dinner.',
    ];
    const work = [
      'Sam: Right, we now need to discuss the project finance for the remote control.',
      'Ana: The production cost is twelve fifty and the selling price is twenty five euro.',
    ];
    const sentences = sentencesOf([...round, ...work]);
    const rounds = iceBreakerRounds(sentences, 'en');
    expect([...rounds]).toEqual(['animal']);
    const flags = inIceBreakerRound(sentences, rounds);
    const byLine = (line: number) => sentences.filter((s) => s.line === line).every((s) => flags[s.index]);
    expect(round.map((_, i) => byLine(i + 1))).toEqual(round.map(() => true));
    expect(work.map((_, i) => byLine(round.length + i + 1))).toEqual(work.map(() => false));
  });

  it('E34: without a round nothing is a warm-up', () => {
    const sentences = sentencesOf([
      'Ana: My favourite supplier is the one in Leeds, they deliver on time.',
      'Sam: He is very friendly and always pleased to help with the invoices.',
    ]);
    const rounds = iceBreakerRounds(sentences, 'en');
    expect(inIceBreakerRound(sentences, rounds).some(Boolean)).toBe(false);
  });
});
