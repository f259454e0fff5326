import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';
import { withoutRepeatedPoints } from '../src/topics/without-repeated-points.js';

/** Every pair of the Summary's points of one line: neither holds the other's words. */
function repeats(points: readonly { text: string; line: number }[]): string[] {
  const out: string[] = [];
  const bare = (s: string) => s.toLowerCase().replace(/[.!?]+$/, '');
  for (const a of points)
    for (const b of points)
      if (a !== b && a.line === b.line && bare(a.text).includes(bare(b.text)))
        out.push(`${b.text} (L${b.line}) is inside ${a.text}`);
  return out;
}

describe('E170: no Summary point repeats another', () => {
  it('a stated business quoted again as the context of the next sentence is said once', () => {
    const transcript = [
      '**Ann:** Today we are here to choose the venue for the spring fair in the village. It would give the parents and the teachers a proper place for the stalls and the raffle.',
      '**Raj:** The community hall has a large kitchen, a stage for the school choir and enough parking for the visitors from the town.',
      '**Ann:** The church field is cheaper, but the weather in April makes an outdoor fair with the stalls and the raffle risky for everyone.',
      '**Raj:** The football club offered their clubhouse too, although the parking there is limited and the kitchen is quite small for the volunteers.',
    ].join('\n');
    const r = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-04-08' });
    expect(repeats(r.keyPoints)).toEqual([]);
    expect(r.keyPoints.filter((k) => k.line === 1)).toHaveLength(1);
    expect(r.body.match(/\(L1\)/g)?.length).toBe(1);
  });

  it('points of one line that overlap or hold each other become one, in every script; other lines are kept', () => {
    const points = [
      { text: 'Einverstanden. Wir haben beschlossen, das Budget zu erhöhen.', line: 10 },
      {
        text: 'Einverstanden. Wir haben beschlossen, das Budget zu erhöhen. Anna, bitte schick mir die Zahlen.',
        line: 10,
      },
      { text: 'Wir haben beschlossen, das Budget zu erhöhen.', line: 11 },
      { text: '我们决定了。 预算增加。', line: 12 },
      { text: '预算增加。 安娜发数字。', line: 12 },
      { text: '我们决定了。预算增加。', line: 13 },
      { text: '我们决定了。', line: 13 },
    ];
    const kept = withoutRepeatedPoints(points.map((p) => ({ ...p })));
    expect(kept.map((p) => [p.text, p.line])).toEqual([
      ['Einverstanden. Wir haben beschlossen, das Budget zu erhöhen. Anna, bitte schick mir die Zahlen.', 10],
      ['Wir haben beschlossen, das Budget zu erhöhen.', 11],
      ['我们决定了。 预算增加。安娜发数字。', 12],
      ['我们决定了。预算增加。', 13],
    ]);
  });
});
