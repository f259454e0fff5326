/**
 * A made-up committee hearing's parts for the tests of E131 and E135: a witness's long answer (over 80 words, no cue
 * word of a decision or a task) and the topics the members ask about, twelve of them, so a meeting of one question and
 * one answer per topic passes the hearing rule's 1,000 words with most of them in long turns.
 */
import type { NextStep } from '../src/index.js';

export const answer = (topic: string) =>
  `Thank you for the question about ${topic}. The picture across the region was mixed last year, with the coastal ` +
  'districts reporting longer waiting lists than the valleys, partly because the recruitment of drivers was slower ' +
  'there and partly because the older vehicles were out of service for repairs over the winter months. The survey ' +
  'that the association ran in the spring showed that most members felt the service had improved since the merger, ' +
  'although the smaller operators still found the paperwork heavy and the guidance hard to follow in places.';

/** The topics of the members' questions, one answer each. */
export const TOPICS = [
  'waiting lists',
  'drivers',
  'vehicles',
  'the survey',
  'the merger',
  'paperwork',
  'guidance',
  'fares',
  'the valleys',
  'the coast',
  'training',
  'complaints',
];

/**
 * A made-up hearing's turns: the chair's question on each of {@link TOPICS} and `witness`'s reply to it (`reply(topic)`:
 * {@link answer} for a hearing, a short line for a meeting held in short turns), then `exchange` as given.
 */
export function hearingTurns(
  witness: string,
  reply: (topic: string) => string,
  exchange: readonly string[],
): string[] {
  const turns: string[] = [];
  for (const topic of TOPICS)
    turns.push(`Chair: What can you tell us about ${topic}?`, `${witness}: ${reply(topic)}`);
  return [...turns, ...exchange];
}

/** A next step said by `owner` on line 3 of the transcript, for the hearing rules' own tests. */
export function spokenStep(text: string, owner: string, extra: Partial<NextStep> = {}): NextStep {
  return { text, owner, due: null, speaker: owner, line: 3, source: 'transcript', ...extra };
}
