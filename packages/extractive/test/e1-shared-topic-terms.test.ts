import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';
import { sharedWithTopic } from '../src/topics/block-topics.js';

/** A made-up meeting as transcript lines, numbered from 1. */
const transcript = (turns: readonly string[]) =>
  turns
    .map((t, i) => {
      const [speaker, ...rest] = t.split(': ');
      return `[00:${String(i).padStart(2, '0')}:00] **${speaker}:** ${rest.join(': ')}`;
    })
    .join('\n');

/** The cited lines of the key points of a made-up English meeting, at most `max` before the quarter rule. */
const keyPointLines = (turns: readonly string[], max: number) =>
  summarizeExtractive({
    transcript: transcript(turns),
    language: 'en',
    meetingDate: '2026-05-04',
    maxKeyPoints: max,
  }).keyPoints.map((k) => k.line);

describe('E1: a key point says what the rest of its topic talks about', () => {
  it('E1: sharedWithTopic weighs the IDF of the terms a candidate shares with other sentences, mean 1', () => {
    const topic = [
      ['garage', 'brakes', 'tyres', 'exhaust'],
      ['brakes', 'worn'],
      ['tyres', 'legal', 'limit'],
      ['exhaust', 'fitting', 'monday'],
      ['minibus', 'driver', 'coast'],
    ];
    const idf = new Map([
      ['brakes', 2],
      ['tyres', 2],
      ['exhaust', 2],
    ]);
    const shared = sharedWithTopic(topic, [0, 1, 4], idf);
    // Candidate 0 shares brakes, tyres, exhaust (2 + 2 + 2), candidate 1 brakes (2), candidate 4 nothing: mean 8 / 3.
    expect(shared.map((x) => Number(x.toFixed(3)))).toEqual([2.25, 0.75, 0]);
    // Nothing shared anywhere: every candidate alike.
    expect(sharedWithTopic([['a'], ['b']], [0, 1], new Map())).toEqual([1, 1]);
    expect(sharedWithTopic([], [], new Map())).toEqual([]);
  });

  it('E1: a sentence naming the repair the topic discusses outranks a third restatement of its most frequent word', () => {
    const turns = [
      'Rhian: The minibus trips this summer need the minibus back on the road soon.',
      'Dafydd: The minibus trips go to the coast and the minibus needs a driver every time.',
      'Aled: The minibus trips are popular and the minibus is always full on those runs.',
      'Rhian: The minibus trips matter, the minibus is what the club is known for now.',
      'Dafydd: The garage quoted nine hundred pounds for brakes, tyres, an exhaust and a service.',
      'Rhian: Nine hundred is steep for one invoice this term.',
      'Aled: The tyres were worn to the legal limit at the check.',
      'Dafydd: Their exhaust price includes fitting it on Monday.',
      'Rhian: Council hire would cost sixty pounds a day in August.',
      'Aled: A full service every year keeps the brakes honest anyway.',
    ];
    const lines = keyPointLines(turns, 3);
    expect(lines).toContain(5);
    expect(lines).toContain(10);
    expect(lines).not.toContain(3);
  });

  it('E118: the sentence sharing the topic’s other terms outranks one that repeats "school trip" three times', () => {
    const turns = [
      'Rhian: The school trip in June is the school trip the children talk about all year at school.',
      'Dafydd: The school trip needs a date soon, the school trip is popular every year.',
      'Aled: The school trip was full last year and the school trip will be full again this year.',
      'Rhian: The coach company sent a quote for the school trip.',
      'Dafydd: The museum wants the numbers for the school trip from us a week or so before that.',
      'Aled: Packed lunches would be nice for all of them on the school trip day.',
      'Rhian: The coach, the museum tickets and the packed lunches from the canteen come to about five hundred pounds.',
      'Dafydd: Parents could pay a share each towards the school trip.',
      'Aled: The kitchen can do something for the school trip if we give them a fortnight.',
      'Rhian: The school trip letter goes home with the price next week.',
    ];
    const lines = keyPointLines(turns, 1);
    // Line 1 is the most central by "school" and "trip" alone (every line has them); line 6 also shares "packed
    // lunches" with line 7. With the shared-terms factor at 0.6 line 1 was the point.
    expect(lines).toEqual([6]);
  });
});
