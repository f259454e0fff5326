/**
 * Issue 15 follow-up: the offline engine lists at most 500 attendees (distinct speakers); the ones past that are
 * counted in a closing line of the Attendees section and a notice (run record), the way review10 W12 reports the
 * decisions past the listed 12, never dropped without a word.
 * Spec: issue 15; review10 W12 (no silent cut); issue 13 (bounded memory at any length).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

const template = '## Summary\n## Decisions\n## Next steps\n## Attendees\n';
/** One line per speaker `Person 1` … `Person n`, then `again` more lines by the speakers past the cap. */
const meeting = (n: number, again = 0) =>
  [
    ...Array.from(
      { length: n },
      (_, i) => `**Person ${i + 1}:** I have checked the stock levels for aisle ${i + 1}.`,
    ),
    ...Array.from(
      { length: again },
      (_, i) => `**person ${501 + (i % 3)}:** The forklift in aisle ${i} is booked.`,
    ),
  ].join('\n');

describe('#15 cap: attendees past the listed 500 are counted', () => {
  it('#15 cap: 503 speakers: 500 listed in order, a line names the 3 others and their first lines, a notice says so', () => {
    const result = summarizeExtractive({ transcript: meeting(503), language: 'en', template });
    expect(result.attendees).toHaveLength(500);
    expect(result.attendees[0]).toBe('Person 1');
    expect(result.attendees[499]).toBe('Person 500');
    expect(result.body).toContain(
      '- Person 500\n- … 3 more attendees not listed (L501–L503); see the transcript.\n',
    );
    expect(result.notices.join('\n')).toContain(
      '500 attendees are listed (the first distinct speakers); 3 more speakers of the transcript (first heard L501–L503) are not listed',
    );
  });

  it('#15 cap: a speaker past the cap who speaks again, in another spelling, is counted once', () => {
    const result = summarizeExtractive({ transcript: meeting(503, 9), language: 'en', template });
    expect(result.body).toContain('- … 3 more attendees not listed (L501–L503); see the transcript.');
  });

  it('#15 cap: one speaker past the cap is said in the singular; 500 or fewer say nothing', () => {
    const one = summarizeExtractive({ transcript: meeting(501), language: 'en', template });
    expect(one.body).toContain('- … 1 more attendee not listed (L501); see the transcript.');
    expect(one.notices.join('\n')).toContain(
      '1 more speaker of the transcript (first heard L501) is not listed',
    );
    const full = summarizeExtractive({ transcript: meeting(500), language: 'en', template });
    expect(full.attendees).toHaveLength(500);
    expect(full.body).not.toContain('more attendee');
    expect(full.notices.join('\n')).not.toContain('speaker');
  });

  it('#15 cap: past the 4,000 speakers told apart beyond the cap the count is a lower bound, said so', () => {
    const result = summarizeExtractive({ transcript: meeting(4502), language: 'en', template });
    expect(result.attendees).toHaveLength(500);
    expect(result.body).toContain(
      '- … at least 4000 more attendees not listed (L501–L4500); see the transcript.',
    );
    expect(result.notices.join('\n')).toContain('at least 4000 more speakers of the transcript');
  });

  it('#15 cap: without an Attendees section in the template the notice still says the list is cut', () => {
    const result = summarizeExtractive({ transcript: meeting(502), language: 'en' });
    expect(result.body).not.toContain('more attendees');
    expect(result.notices.join('\n')).toContain('2 more speakers of the transcript (first heard L501–L502)');
  });
});
