/**
 * P196 (issue 13; docs/startup.md, session 42): the month names are made plain (accents and marks
 * dropped, lower case) on first use instead of at import, where every `ma tool` and `ma search`
 * start paid for compiling the `\p{M}` pattern. The names must read as before, the accented ones
 * (`Jänner`, `März`, `déc.`, `août`) above all: they only match once made plain.
 */
import { describe, expect, it } from 'vitest';
import { readMeetingDate } from './meeting-date.js';

describe('P196: month names made plain on first use', () => {
  it('reads accented, abbreviated and plain month names of each language', () => {
    for (const [form, day] of [
      ['5. J\u00e4nner 2026', '2026-01-05'],
      ['5. Januar 2026', '2026-01-05'],
      ['5. M\u00e4rz 2026', '2026-03-05'],
      ['M\u00e4r 5, 2026', '2026-03-05'],
      ['5 d\u00e9c. 2026', '2026-12-05'],
      ['5 ao\u00fbt 2026', '2026-08-05'],
      ['5 f\u00e9vrier 2026', '2026-02-05'],
      ['Sept 5, 2026', '2026-09-05'],
      ['5 de mar\u00e7o de 2026', '2026-03-05'],
    ] as const) {
      expect(readMeetingDate(form), form).toMatchObject({ state: 'read', day });
    }
  });
});
