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
    const result = summarizeExtractive({
      transcript: transcript(turns),
      language: 'en',
      meetingDate: '2026-05-04',
      maxKeyPoints: 3,
    });
    const lines = result.keyPoints.map((k) => k.line);
    expect(lines).toContain(5);
    expect(lines).toContain(10);
    expect(lines).not.toContain(3);
  });
});
