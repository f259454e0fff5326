/**
 * Issue 13, F102: three tables say something about each English cue pattern — the cue prefilter's necessary
 * substrings (P102, `src/cues/cue-prefilter.ts`), the proofs of the next-step and decision fragment gates (P115,
 * `src/cues/task-cue-gate.ts`; P117, `src/cues/decision-cue-gate.ts`) — and were keyed by a hash of the pattern's
 * source. When E320 changed a cue's text, E326 re-keyed one table and not the other: the cue ran without its prefilter
 * on every sentence (slower, the same result; a failure only CI's p102 run saw). Now each cue has a name declared where
 * it is written (`namedCue`), and the tables are keyed by it: a change of the text keeps every entry. Here: every cue
 * the engine runs is named once and has its entry in each table meant for it, the cues of other languages have none on
 * purpose (the tables are English only), and no entry names a cue that does not exist.
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 */
import { describe, expect, it } from 'vitest';
import { cueName, namedCue } from '../src/cues/cue-name.js';
import { CUE_NEEDS, cueNeeds, firstCue, gatedCues, gatedTest } from '../src/cues/cue-prefilter.js';
import { decisionCueGate, EN_DECISION_CUES_PROVEN } from '../src/cues/decision-cue-gate.js';
import { decisionCues } from '../src/cues/decision-cues.js';
import { nextStepBlockers, nextStepCues } from '../src/cues/next-step-cues.js';
import { precisionCues } from '../src/cues/precision-cues.js';
import { EN_CUES_PROVEN, taskCueGate } from '../src/cues/task-cue-gate.js';
import { REVERSAL_CUES } from '../src/extract/mark-reversals.js';

/** Every cue pattern the engine runs behind the prefilter (`gatedCues`, `gatedTest`), by list, for one language. */
function engineCues(language: string): Record<string, readonly RegExp[]> {
  const precision = precisionCues[language];
  return {
    decision: decisionCues[language] ?? [],
    next: (nextStepCues[language] ?? []).map((c) => c.pattern),
    blocker: nextStepBlockers[language] ?? [],
    reversal: REVERSAL_CUES[language] ? [REVERSAL_CUES[language]] : [],
    logistics: precision ? [precision.logistics] : [],
    'recap-handover': precision?.recapHandover ? [precision.recapHandover] : [],
  };
}

const languages = [
  ...new Set([
    ...Object.keys(decisionCues),
    ...Object.keys(nextStepCues),
    ...Object.keys(nextStepBlockers),
    ...Object.keys(REVERSAL_CUES),
    ...Object.keys(precisionCues),
  ]),
];
/** The lists whose cues each table is for. */
const TABLE_LISTS = {
  'prefilter (P102)': ['decision', 'next', 'blocker', 'reversal', 'logistics', 'recap-handover'],
  'next-step gate proof (P115)': ['next'],
  'decision gate proof (P117)': ['decision'],
} as const;
const tables: Record<keyof typeof TABLE_LISTS, ReadonlyMap<string, unknown>> = {
  'prefilter (P102)': CUE_NEEDS,
  'next-step gate proof (P115)': EN_CUES_PROVEN,
  'decision gate proof (P117)': EN_DECISION_CUES_PROVEN,
};
/** Languages whose cues have no entry in any table, on purpose: the prefilter and the gates are English only. */
const UNLISTED_ON_PURPOSE = languages.filter((l) => l !== 'en');

describe('F102: the cue tables are keyed by a name declared with each pattern (issue 13)', () => {
  const en = engineCues('en');

  it('F102: every English cue the engine runs is named once, with its list as the name’s prefix', () => {
    const names: string[] = [];
    for (const [list, patterns] of Object.entries(en)) {
      expect(patterns.length, list).toBeGreaterThan(0);
      for (const pattern of patterns) {
        const name = cueName(pattern);
        expect(name, `${list}: ${pattern}`).toBeDefined();
        expect(name!.startsWith(`${list}.`), `${name} in ${list}`).toBe(true);
        names.push(name!);
      }
    }
    expect(names.filter((n, k) => names.indexOf(n) !== k)).toEqual([]);
  });

  it('F102: each table has an entry for every cue it is for, and no entry for a cue that does not exist', () => {
    for (const [table, lists] of Object.entries(TABLE_LISTS)) {
      const entries = tables[table as keyof typeof TABLE_LISTS];
      const cueNames = lists.flatMap((list) => en[list]!.map((p) => cueName(p) ?? String(p)));
      expect(
        cueNames.filter((n) => !entries.has(n)),
        `${table}: cues without an entry`,
      ).toEqual([]);
      expect(
        [...entries.keys()].filter((n) => !cueNames.includes(n)),
        `${table}: entries for no cue`,
      ).toEqual([]);
    }
    // So each gate is on for the engine's own English lists.
    expect(taskCueGate(nextStepCues.en!, 'en')).not.toBeNull();
    expect(decisionCueGate(decisionCues.en!, 'en')).not.toBeNull();
  });

  it('F102: the cues of other languages have no name and no entry, on purpose (they always run)', () => {
    expect(UNLISTED_ON_PURPOSE).toEqual(expect.arrayContaining(['de', 'fr']));
    for (const language of UNLISTED_ON_PURPOSE)
      for (const [list, patterns] of Object.entries(engineCues(language)))
        for (const pattern of patterns) {
          expect(cueName(pattern), `${language} ${list}: ${pattern}`).toBeUndefined();
          expect(cueNeeds(pattern)).toBeNull();
        }
  });

  it('F102: a cue whose text changes keeps its entries; a copy of its text with no name has none', () => {
    // E320's kind of change: the same cue (by name) with other text. Keyed by source, every entry was lost.
    const before = decisionCues.en![0]!;
    expect(cueName(before)).toBe('decision.we-decided');
    const changed = namedCue(
      'decision.we-decided',
      /\bwe(?:'ve| have)?\s+(?:all\s+|both\s+)?(?:decided|agreed)\b/,
    );
    expect(cueNeeds(changed)).toEqual(['decided', 'agreed']);
    expect(firstCue(gatedCues([changed]), 'we both went home.')).toBe(-1);
    expect(firstCue(gatedCues([changed]), 'we both agreed.')).toBe(0);
    const list = decisionCues.en!.map((c) => (c === before ? changed : c));
    expect(decisionCueGate(list, 'en')).not.toBeNull();
    const nextChanged = nextStepCues.en!.map((c, k) =>
      k === 3
        ? {
            ...c,
            pattern: namedCue(
              cueName(c.pattern)!,
              new RegExp(`${c.pattern.source}|\\bi\\s+ought\\s+to\\s+send\\b`),
            ),
          }
        : c,
    );
    expect(taskCueGate(nextChanged, 'en')).not.toBeNull();
    const reversal = namedCue('reversal.en', new RegExp(`${REVERSAL_CUES.en!.source}|\\bshelved\\b`));
    expect(cueNeeds(reversal)).toEqual(cueNeeds(REVERSAL_CUES.en!));
    expect(gatedTest(reversal, 'we dropped it.')).toBe(true);
    // The same text without the name: no entry, always run (nothing is keyed by the text).
    const copy = new RegExp(before.source);
    expect(cueNeeds(copy)).toBeNull();
    expect(firstCue(gatedCues([copy]), 'we all agreed.')).toBe(0);
  });
});
