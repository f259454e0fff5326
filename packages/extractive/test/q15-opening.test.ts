import { describe, expect, it } from 'vitest';
import { blockTopics } from '../src/topics/block-topics.js';
import { splitSentences } from '../src/transcript/split-sentences.js';

const STATEMENT =
  'The new shed for the garden tools needs a concrete base and a lockable door before the winter.';
const OTHERS = [
  'The allotment gate was painted green by the volunteers on Sunday afternoon.',
  'Rainwater from the barn roof fills the blue barrels behind the compost bays.',
  'The orchard needs pruning in February while the apple trees are dormant.',
  'Seed potatoes arrive from the supplier in March for the raised beds.',
  'Children from the primary school plant sunflowers along the south fence.',
  'The beehives stay in the far corner away from the footpath and the benches.',
  'The tool shed key hangs in the kitchen of the community centre next door.',
  'Compost from the bays goes on the raised beds and around the apple trees.',
];

/** The statement's score among the candidates of the meeting's one big topic, with the statement at `at`. */
function statementScore(at: number): number {
  const texts = [...OTHERS.slice(0, at), STATEMENT, ...OTHERS.slice(at)];
  const sentences = splitSentences(
    texts.map((text, i) => ({ speaker: i % 2 ? 'Sam' : 'Ana', timestamp: null, text, line: i + 1 })),
    'en',
  );
  const found = blockTopics(sentences, { from: 0, to: sentences.length }, 'en', {
    position: 0,
    firstTopic: 0,
  });
  const topic = found.topics.find((t) => t.end - t.start > sentences.length / 2);
  expect(topic, 'one topic holds most of the meeting').toBeDefined();
  const candidate = topic?.candidates.find((c) => c.line === at + 1);
  expect(candidate, 'the statement is a candidate').toBeDefined();
  return candidate?.score ?? 0;
}

describe('issue 15: no boost for the opening of a meeting about one thing', () => {
  it('Q15: when one topic is most of the meeting, the same statement scores alike said first or in the middle', () => {
    // With the topic-opening boost (up to × 1.5 in a topic's first quarter) the opening would win by far.
    const ratio = statementScore(0) / statementScore(4);
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  });
});
