/**
 * A made-up committee hearing's parts for the tests of E131 and E135: a witness's long answer (over 80 words, no cue
 * word of a decision or a task) and the topics the members ask about, twelve of them, so a meeting of one question and
 * one answer per topic passes the hearing rule's 1,000 words with most of them in long turns.
 */
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
