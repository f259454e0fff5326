/**
 * Leftovers L378 (L362/L373's rest): a transcript that keeps changing holds its meeting with no limit;
 * L373 said so once, after three settle windows, and then never again, so a wait of hours read as one of
 * seconds. Decided: the wait keeps no limit (a run now summarizes a part, and a second run once it settles
 * is the second summary L362 prevents) and is said again each hour, with how long it has lasted. The
 * daemon's decision (`settlingWaitToSay`, called on every look at the meeting) is run here over five hours
 * of looks one settle window apart, and the words it logs and `ma-daemon status` shows.
 * Spec: apps/daemon/README.md (debounceMs; L378).
 */
import { describe, expect, it } from 'vitest';
import {
  SETTLING_REPEAT_MS,
  SETTLING_VISIBLE_WINDOWS,
  settlingWaitToSay,
  transcriptSettlingWait,
} from './transcript-wait.js';

describe('L378: a transcript that keeps changing is said about again each hour', () => {
  it('L378: over five hours of looks one window apart, the wait is said first after three windows, then once an hour', () => {
    const window = 3000;
    const since = Date.UTC(2026, 11, 7, 9, 0, 0);
    const said: [number, 'first' | 'again'][] = [];
    let saidAt: number | null = null;
    for (let now = since; now <= since + 5 * 3_600_000; now += window) {
      const say = settlingWaitToSay(since, saidAt, now, window);
      if (say === null) continue;
      said.push([now - since, say]);
      saidAt = now;
    }
    const first = (SETTLING_VISIBLE_WINDOWS + 1) * window;
    expect(SETTLING_REPEAT_MS).toBe(3_600_000);
    expect(said).toEqual([
      [first, 'first'],
      [first + 3_600_000, 'again'],
      [first + 2 * 3_600_000, 'again'],
      [first + 3 * 3_600_000, 'again'],
      [first + 4 * 3_600_000, 'again'],
    ]);
  });

  it('L378: the words say how long the wait has lasted, in units a person reads', () => {
    const words = (ms: number) =>
      transcriptSettlingWait('Meetings/Live.md', 'Transcripts/Live.md', 3000, ms).message;
    expect(words(12_000)).toContain(
      'has kept changing for 12 s (more than 3 windows of daemon.debounceMs, 3 s)',
    );
    expect(words(45 * 60_000)).toContain('has kept changing for 45 min');
    expect(words((2 * 60 + 5) * 60_000)).toContain('has kept changing for 2 h 5 min');
    expect(words(3 * 3_600_000)).toContain('has kept changing for 3 h (');
    expect(words(12_000)).toContain(
      'the meeting is summarized once it stops changing (said again each hour it does not)',
    );
  });
});
