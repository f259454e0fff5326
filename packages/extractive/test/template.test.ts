import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE, NOT_COVERED, summarizeExtractive } from '../src/index.js';

const transcript = [
  '[00:00:01] **Ann:** The prototype casing will be made from yellow plastic with a rubber grip.',
  '[00:00:05] **Ben:** We decided to go with the yellow plastic casing for the prototype.',
].join('\n');

describe('template', () => {
  it('defaults to Summary, Decisions, Next steps', () => {
    const body = summarizeExtractive({ transcript }).body;
    expect(body.match(/^#+ .+$/gm)).toEqual(['## Summary', '## Decisions', '## Next steps']);
    expect(summarizeExtractive({ transcript, template: DEFAULT_TEMPLATE }).body).toBe(body);
  });

  it('follows the template headings in order and marks unknown ones', () => {
    const template = '# Meeting\n\n### Decisions\nsome guidance\n### Risks\n### Attendees\n### Key points\n';
    const body = summarizeExtractive({ transcript, template }).body;
    expect(body).toBe(
      [
        '# Meeting',
        NOT_COVERED,
        '',
        '### Decisions',
        '- We decided to go with the yellow plastic casing for the prototype. (L2)',
        '',
        '### Risks',
        NOT_COVERED,
        '',
        '### Attendees',
        '- Ann',
        '- Ben',
        '',
        '### Key points',
        // E211: of two equally central sentences, the one stating the outcome is the key point.
        '- Ben: We decided to go with the yellow plastic casing for the prototype. (L2)',
        '',
      ].join('\n'),
    );
  });
});
