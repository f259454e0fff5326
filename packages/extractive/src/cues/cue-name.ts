/** Each named cue pattern's name, by the pattern object (see {@link namedCue}). */
const names = new WeakMap<RegExp, string>();

/**
 * Gives a cue pattern its stable name, declared where the pattern is written (`namedCue('decision.we-decided',
 * /…/)`), and returns the pattern itself. The tables that say something about a cue (the cue prefilter's necessary
 * substrings, `src/cues/cue-prefilter.ts`; the proofs of the next-step and decision fragment gates,
 * `src/cues/task-cue-gate.ts` and `src/cues/decision-cue-gate.ts`) are keyed by this name (F102): a change of the
 * pattern's text keeps its entries (their tests prove them against the changed pattern), where a key made of the
 * pattern's source unhooked them silently (E320 → F100: the cue ran without its prefilter, only slower). A pattern
 * with no name (another language's, one a test makes) has no entry in any table and always runs.
 *
 * Names are `<list>.<what it catches>`: `decision.…` (`decisionCues.en`), `next.…` (`nextStepCues.en`), `blocker.…`
 * (`nextStepBlockers.en`), `reversal.en`, `logistics.en`, `recap-handover.en`. Test
 * `test/f102-cue-tables-by-name.test.ts`: every cue the engine runs is named once and has its entry in each table,
 * and no table entry names a cue that does not exist.
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 *
 * @param name - the cue's name, unique among the engine's cues
 * @param pattern - the cue pattern (the very object the engine runs)
 * @returns `pattern`
 */
export function namedCue<P extends RegExp>(name: string, pattern: P): P {
  names.set(pattern, name);
  return pattern;
}

/**
 * The name {@link namedCue} gave a cue pattern, or `undefined` for a pattern without one (a copy of a named pattern
 * with the same source has none: the name belongs to the object).
 *
 * @param pattern - a cue pattern
 * @returns e.g. `"decision.we-decided"`
 */
export function cueName(pattern: RegExp): string | undefined {
  return names.get(pattern);
}
