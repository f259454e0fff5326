/**
 * H12: repeated decisions / next steps are written once; different items never merge.
 * Spec: issue 9, H12 (repetition loops); docs/contracts.md, Repeated items.
 */
import { describe, expect, it } from 'vitest';
import { dedupeSummaryItems } from './dedupe-summary-items.js';

describe('H12: dedupeSummaryItems', () => {
  it('H12: identical and near-identical items appear once, the first kept with its citation', () => {
    const body = [
      '## Decisions',
      '- Use a yellow case. (L12)',
      '- Use a yellow case (L40)',
      '- **Use a Yellow case!** (L41)',
      '',
      '## Next steps',
      '- [ ] Ben: I will ask the supplier for a new quote by Monday. (L20)',
      '- [ ] Ben: I will ask the supplier for a new quote by Monday. (L21)',
      "- [ ] Ben: So I'll ask the supplier for a new quote by Monday, okay? (L22)",
      '- [x] Ben: um I will ask the supplier for a new quote by Monday (L23)',
      '- [ ] Ben: I will ask the supplier for a new quote by Monday please (L24)',
      '',
    ].join('\n');
    expect(dedupeSummaryItems(body)).toBe(
      [
        '## Decisions',
        '- Use a yellow case. (L12)',
        '',
        '## Next steps',
        '- [ ] Ben: I will ask the supplier for a new quote by Monday. (L20)',
        '',
      ].join('\n'),
    );
  });

  it('H12: different items stay: other words, names, numbers, negations, other sections', () => {
    const body = [
      '## Decisions',
      '- We decided to use the yellow case for the prototype.',
      '- We decided to use the red case for the prototype.',
      '- We will use the rubber buttons for the final prototype.',
      '- We will not use the rubber buttons for the final prototype.',
      '- Production cost at most 12.50 EUR per unit for the remote.',
      '- Production cost at most 12.50 EUR per unit for the remote 2027.',
      '',
      '## Next steps',
      '- Alice will send the budget to finance by Friday.',
      '- Bob will send the budget to finance by Friday.',
      '- We decided to use the yellow case for the prototype.',
      '',
    ].join('\n');
    expect(dedupeSummaryItems(body)).toBe(body);
  });

  it('H12: numbered lists are renumbered; sub-items of a dropped item go with it; code blocks untouched', () => {
    const body = [
      '## Next steps',
      '1. Price the rubber casing (L3)',
      '2. Price the rubber casing (L9)',
      '   - ask two suppliers',
      '3. Draw the new layout (L10)',
      '',
      '```',
      '- same',
      '- same',
      '```',
    ].join('\r\n');
    expect(dedupeSummaryItems(body)).toBe(
      [
        '## Next steps',
        '1. Price the rubber casing (L3)',
        '2. Draw the new layout (L10)',
        '',
        '```',
        '- same',
        '- same',
        '```',
      ].join('\r\n'),
    );
  });
});
