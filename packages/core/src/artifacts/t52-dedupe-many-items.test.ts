/**
 * T52: removing repeated items (H12) compared every list item with every earlier item of its
 * section, so a summary of tens of thousands of items — a model stuck in a loop until its output
 * limit, a client's huge `write_summary` over MCP — took hours to commit (32,000 items: 111 s;
 * 300,000: still running after 19 minutes, ignoring Ctrl-C). Each item is now compared only with
 * the earlier items that keep the same non-omissible words; the result is the same.
 * Spec: issue 9, H12; review T52 (huge model replies).
 */
import { describe, expect, it } from 'vitest';
import { dedupeSummaryItems } from './dedupe-summary-items.js';

describe('T52: dedupeSummaryItems on a huge summary', () => {
  it('T52: 60,000 items, every third one a near repeat of an earlier one: each repeat dropped, every distinct item kept, in one pass', () => {
    const items: string[] = [];
    const expected: string[] = [];
    for (let i = 0; i < 40_000; i++) {
      const item = `- Next step ${i}: Ben will check supplier quote number ${i} by Friday. (L${i + 1})`;
      items.push(item);
      expected.push(item);
      // The same step again, as a looping model writes it: another citation, an article added.
      if (i % 2 === 0)
        items.push(`- Next step ${i}: Ben will check the supplier quote number ${i} by Friday (L${i + 2})`);
    }
    const body = ['## Summary', 'A long meeting.', '', '## Next steps', ...items, ''].join('\n');
    const out = dedupeSummaryItems(body);
    expect(out).toBe(['## Summary', 'A long meeting.', '', '## Next steps', ...expected, ''].join('\n'));
  }, 60_000);

  it('T52 (guard): items with the same key words are still compared by the H12 rule, with the kept items only', () => {
    const body = [
      '## Decisions',
      '- Send report to Alice (L1)',
      '- Send the report to Alice (L2)',
      '- Send report to Alice Smith (L3)',
      '- Send the report to Alice please (L4)',
      '- Send a report (L5)',
      '',
    ].join('\n');
    expect(dedupeSummaryItems(body)).toBe(
      [
        '## Decisions',
        '- Send report to Alice (L1)',
        '- Send report to Alice Smith (L3)',
        // Two words more than the kept L1 (at most one in five may be left out); its near twin L2 was dropped.
        '- Send the report to Alice please (L4)',
        '- Send a report (L5)',
        '',
      ].join('\n'),
    );
  });
});
