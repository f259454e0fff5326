/**
 * E366 (session 47, issue 15 deliverable 2: "report the outcome rather than the proposal"): the dev sets' labels name
 * each decision group's outcome line (E365), and the bench counts which line of its group a decision cites
 * (bench/outcome-lines.ts). Reads the dev sets only (sample, blind8-15), never a validation or held-out set.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEV_SETS, labelledCases } from '../bench/labelled-cases.js';
import { addOutcomes, outcomeLine, outcomeTally } from '../bench/outcome-lines.js';

describe('E366 decision outcome lines', () => {
  it('every dev meeting with decisions names one outcome line per group, a line of that group', () => {
    const cases = labelledCases(DEV_SETS);
    let groups = 0;
    for (const c of cases) {
      if (c.labels.decisions.length === 0) continue;
      expect(c.labels.outcomes, `${c.set}/${c.name}`).toHaveLength(c.labels.decisions.length);
      for (const [i, g] of c.labels.decisions.entries())
        expect(g, `${c.set}/${c.name} group ${i}`).toContain(c.labels.outcomes![i]);
      groups += c.labels.decisions.length;
    }
    expect(groups).toBe(211);
  });

  it('counts an item on the outcome line, one on the proposal before it, one after it, and one outside every group', () => {
    // blind8 TS3011c: the energy group [294, 296, 408, 442, 446, 459, 460] settles at 459 ("So the energy source is
    // the batteries and the solar."); 408 is "On the energy, well, we decided.", 460 the chair's "Battery and solar, yeah."
    const labels = JSON.parse(
      readFileSync(new URL('../bench/blind8/labels.json', import.meta.url), 'utf8'),
    ) as Record<string, { decisions: number[][]; outcomes: number[] }>;
    const l = labels['TS3011c Remote control conceptual design']!;
    expect(l.outcomes[1]).toBe(459);
    const t = outcomeTally();
    addOutcomes(
      t,
      [{ line: 408 }, { line: 459 }, { line: 460 }, { line: 1 }, { line: null }],
      l.decisions,
      l.outcomes,
    );
    expect(t).toEqual({
      groups: l.decisions.length,
      items: 4,
      onOutcome: 1,
      beforeOutcome: 1,
      afterOutcome: 1,
      found: 1,
      foundAtOutcome: 1,
    });
    expect(outcomeLine(t)).toContain(
      'of 3 decision items hitting such a group, 1 on its outcome line, 2 on another',
    );
    // A meeting without outcome lines adds its items only, and no line is printed for such a run.
    const none = outcomeTally();
    addOutcomes(none, [{ line: 408 }], l.decisions, undefined);
    expect(none.items).toBe(1);
    expect(outcomeLine(none)).toBeNull();
  });
});
