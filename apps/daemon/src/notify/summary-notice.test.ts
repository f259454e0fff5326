import { describe, expect, it } from 'vitest';
import { summaryNotice } from './summary-notice.js';

const EMPTY =
  'the transcript Transcripts/Standup.md has no spoken lines: the summary holds only your notes; if the recording failed or its text has not synced yet, summarize the meeting again once the transcript has text';

describe('summaryNotice (review10 W8)', () => {
  it('W8: a run with a warning is "Summary made with a warning" and says what it is, never "Summary ready"', () => {
    expect(summaryNotice('Meetings/team/Standup.md', [EMPTY])).toEqual({
      kind: 'summary-warning',
      title: 'Summary made with a warning',
      body: `Standup: ${EMPTY}`,
    });
    expect(summaryNotice('Meetings/Standup.md', [EMPTY, 'b', 'c'])).toEqual({
      kind: 'summary-warning',
      title: 'Summary made with 3 warnings',
      body: `Standup: ${EMPTY} (and 2 more warnings in the log)`,
    });
    expect(summaryNotice('Meetings/Standup.md', [EMPTY, 'b']).body).toBe(
      `Standup: ${EMPTY} (and 1 more warning in the log)`,
    );
  });

  it('W8: a run without warnings is "Summary ready" with the meeting name', () => {
    expect(summaryNotice('Meetings/Standup.md', [])).toEqual({
      kind: 'summary-ready',
      title: 'Summary ready',
      body: 'Standup',
    });
    expect(summaryNotice('Meetings/Standup.md')).toEqual(summaryNotice('Meetings/Standup.md', []));
  });
});
