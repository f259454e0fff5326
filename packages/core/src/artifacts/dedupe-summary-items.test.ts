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
      '   - ask two suppliers',
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
        '   - ask two suppliers',
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

describe('review8 U5: only items that say the same thing are merged', () => {
  it('U5: items that differ by a qualifier, a hyphenated negation or a missing object both stay', () => {
    const body = [
      '## Decisions',
      '',
      '- Remove the battery cover (L10)',
      '- Remove the battery (L20)',
      '- Keep the speech recognition feature for premium models (L30)',
      '- Keep the speech recognition feature for models (L31)',
      '- Use a latex casing (L40)',
      '- Use a latex-free casing (L41)',
      '- Make the buttons backlit (L42)',
      '- Make the buttons non-backlit (L43)',
      '- Ship the remote in the EU (L44)',
      '- Ship the remote in the EU only (L45)',
      '',
      '## Next steps',
      '',
      '- [ ] Marketing: email the supplier about the price (L50)',
      '- [ ] Marketing: email the supplier about the price increase (L51)',
      '',
    ].join('\n');
    expect(dedupeSummaryItems(body)).toBe(body);
  });

  it('U5: a repeat that only leaves out an article or a filler word is still merged', () => {
    const body =
      '## Next steps\n\n- [ ] Ben: send the report to the client (L5)\n- [ ] Ben: send report to the client (L9)\n';
    expect(dedupeSummaryItems(body)).toBe('## Next steps\n\n- [ ] Ben: send the report to the client (L5)\n');
  });

  it('U5 addendum: an item whose first line repeats but whose sub-items differ stays, with its sub-items', () => {
    const body = [
      '## Summary',
      '',
      '- Budget (L10)',
      '  - production cost cap stays at 12.50 EUR',
      '- Budget (L300)',
      '  - Marketing asks to raise the cap to 14 EUR; PM refuses',
      '',
    ].join('\n');
    expect(dedupeSummaryItems(body)).toBe(body);
    const same = '- Casing: rubber (L40)\n  - for every model\n- Casing: rubber (L90)\n  - for every model\n';
    expect(dedupeSummaryItems(same)).toBe('- Casing: rubber (L40)\n  - for every model\n');
  });
});
