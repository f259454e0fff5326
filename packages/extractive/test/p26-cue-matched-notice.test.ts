/**
 * Review 4 P26, second half: when a sentence carries decision / task cue words but is left out (it does not say
 * what was decided or what is to be done), the notices say so and quote it — never that no cue word matched.
 * Spec: review 4 P26; review 2 N8 (never an empty section without saying why); issue 15 (precision).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

const meeting = (decision: string, task: string): string =>
  `[00:00:01] **Ann Lee:** Hello everybody, nice to see you.\n[00:00:05] **Bob Ray:** ${decision}\n[00:00:09] **Ann Lee:** ${task}\n[00:00:13] **Bob Ray:** Fine.\n`;

describe('P26: a cue that matched a left-out sentence is reported as such', () => {
  it('a bare "we decided that" with nothing to refer to: the notice quotes it with its line', () => {
    const result = summarizeExtractive({
      transcript: meeting('Okay, we decided that.', 'I will send the quote on Friday.'),
      language: 'en',
      meetingDate: '2026-05-06',
    });
    expect(result.decisions).toEqual([]);
    const notice = result.notices.find((n) => n.includes('decision cue words'));
    expect(notice).toMatch(
      /^1 sentence matched decision cue words \(L2 "[^"]*we decided that\."\) but was left out/i,
    );
    expect(notice).toContain('no decision was extracted');
    expect(result.notices.join('\n')).not.toMatch(/No decision cue words .* matched any sentence/);
  });

  it('a task cue that matched a left-out sentence is reported the same way', () => {
    const result = summarizeExtractive({
      transcript: meeting('We decided to ship.', 'I will do it.'),
      language: 'en',
      meetingDate: '2026-05-06',
    });
    expect(result.nextSteps).toEqual([]);
    const notice = result.notices.find((n) => n.includes('task cue words'));
    expect(notice).toMatch(/^1 sentence matched task cue words \(L3 "I will do it\."\) but was left out/);
    expect(result.notices.join('\n')).not.toMatch(/No task cue words .* matched any sentence/);
  });

  it('with no cue word at all the notice still says none matched', () => {
    const result = summarizeExtractive({
      transcript: meeting('The casing is blue.', 'The quote is long.'),
      language: 'en',
      meetingDate: '2026-05-06',
    });
    expect(result.notices.join('\n')).toMatch(/No decision cue words \(language `en`.*matched any sentence/);
    expect(result.notices.join('\n')).toMatch(/No task cue words \(language `en`.*matched any sentence/);
  });

  it('counts every left-out match over a transcript of several batches and quotes the first', () => {
    const lines: string[] = [];
    for (let i = 0; i < 9000; i++)
      lines.push(
        i % 1500 === 7
          ? `[00:00:01] **Bob Ray:** Okay, we decided that.`
          : `[00:00:01] **Ann Lee:** Number ${i} is on the table today.`,
      );
    const result = summarizeExtractive({ transcript: `${lines.join('\n')}\n`, language: 'en' });
    expect(result.decisions).toEqual([]);
    const notice = result.notices.find((n) => n.includes('decision cue words'));
    expect(notice).toMatch(
      /^6 sentences matched decision cue words \(first: L8 "[^"]*we decided that\."\) but were left out/i,
    );
  });
});
