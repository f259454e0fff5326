import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('session 16: a "let\'s …" that only gets the meeting going is not a decision', () => {
  it('"let\'s crack on", "let\'s make a start", "let\'s get going", "let\'s press on" are not decisions', () => {
    const result = madeUpMeeting(
      [
        "Ann: Okay, let's crack on, I've got a delivery coming at eleven.",
        'Bob: Yes, good.',
        "Ann: Right, let's make a start, I've got the stock sheets here.",
        'Bob: Yep.',
        "Ann: Let's get going, the rota after that, we're short on Saturdays.",
        'Bob: Yeah.',
        "Ann: Let's press on, we've got ten minutes left.",
        'Bob: Fine.',
        "Ann: For the Christmas window, let's go with the paper lanterns then.",
        'Bob: Yes, the lanterns.',
      ],
      '2026-11-02',
    );
    const lines = result.decisions.map((d) => d.line);
    for (const line of [1, 3, 5, 7]) expect(lines, JSON.stringify(result.decisions)).not.toContain(line);
    expect(lines).toContain(9);
  });
});
